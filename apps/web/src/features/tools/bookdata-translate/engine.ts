import {
  type BookDataTranslateInput,
  bookDataTranslateInputSchema,
  TRANSLATION_LANGUAGE_IDS,
} from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import {
  DESCRIPTION_MAX,
  KEYWORD_BOX_MAX,
  KEYWORD_SLOTS,
  TITLE_SUBTITLE_MAX,
} from "@inkforge/domain/tools/guidelines-check/limits";
import * as z from "zod/mini";
import { splitKeywords, splitTargets, type Values } from "./form-values";

/*
 * What the translator loads after its first paint (decision 0054): the domain's schema and zod.
 * The form keeps strings (as the URL does); each field is checked where it is shown, then the
 * whole input goes through the same schema as the API's.
 */

const languages = new Set<string>(TRANSLATION_LANGUAGE_IDS);

const formFields = z.object({
  source: z.string().check(z.refine((value) => languages.has(value), "Choose the book's language")),
  targets: z.string().check(
    z.refine((value) => splitTargets(value).length > 0, "Choose at least one language"),
    z.refine(
      (value) => splitTargets(value).every((id) => languages.has(id)),
      "Choose languages from the list",
    ),
  ),
  title: z.string().check(
    z.refine((value) => value.trim() !== "", "The title is required"),
    z.maxLength(TITLE_SUBTITLE_MAX, `The title must be at most ${TITLE_SUBTITLE_MAX} characters`),
  ),
  subtitle: z
    .string()
    .check(
      z.maxLength(
        TITLE_SUBTITLE_MAX,
        `The subtitle must be at most ${TITLE_SUBTITLE_MAX} characters`,
      ),
    ),
  description: z
    .string()
    .check(
      z.maxLength(
        DESCRIPTION_MAX,
        `The description must be at most ${DESCRIPTION_MAX.toLocaleString("en-US")} characters`,
      ),
    ),
  keywords: z.string().check(
    z.refine(
      (value) => splitKeywords(value).length <= KEYWORD_SLOTS,
      `At most ${KEYWORD_SLOTS} keywords`,
    ),
    z.refine(
      (value) => splitKeywords(value).every((line) => line.length <= KEYWORD_BOX_MAX),
      `Each keyword must be at most ${KEYWORD_BOX_MAX} characters`,
    ),
  ),
});

export const translateFormSchema = z.pipe(
  z.pipe(
    formFields,
    z.transform((values): unknown => ({
      source: values.source,
      // Picking the book's own language among the targets would be a no-op: it is left out.
      targets: splitTargets(values.targets).filter((id) => id !== values.source),
      title: values.title,
      ...(values.subtitle ? { subtitle: values.subtitle } : {}),
      ...(values.description ? { description: values.description } : {}),
      keywords: splitKeywords(values.keywords),
    })),
  ),
  bookDataTranslateInputSchema,
) as unknown as z.ZodMiniType<BookDataTranslateInput, Values>;
