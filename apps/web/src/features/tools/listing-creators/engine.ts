import { splitLines } from "@inkforge/domain/text/split-lines";
import {
  checkDescriptionHtml,
  type DescriptionDraftInput,
  descriptionDraftInputSchema,
  generateDescriptionDraft,
} from "@inkforge/domain/tools/description-creator/description-draft";
import { sanitizeDescriptionHtml } from "@inkforge/domain/tools/description-creator/sanitize-html";
import {
  generateTitleIdeas,
  type TitleIdeasInput,
  titleIdeasInputSchema,
} from "@inkforge/domain/tools/title-creator/title-ideas";
import * as z from "zod/mini";
import type { BriefValues, DescriptionValues } from "./form-values";

/*
 * What the listing creators load after their first paint (decision 0054): the domain's schemas,
 * templates, sanitiser and guideline rules, and zod with them. The page runs the same functions
 * as the API's template path, so offline ideas and drafts match the API's.
 */

export {
  checkDescriptionHtml,
  generateDescriptionDraft,
  generateTitleIdeas,
  sanitizeDescriptionHtml,
};

const brief = (values: BriefValues) => ({
  niche: values.niche,
  ...(values.audience.trim() ? { audience: values.audience } : {}),
  keywords: splitLines(values.keywords),
  bookType: values.bookType,
});

export const titleFormSchema = z.pipe(
  z.transform((raw): unknown => ({ ...brief(raw as BriefValues), count: 12 })),
  titleIdeasInputSchema,
) as unknown as z.ZodMiniType<TitleIdeasInput, BriefValues>;

export const descriptionFormSchema = z.pipe(
  z.transform((raw): unknown => {
    const values = raw as DescriptionValues;
    return { ...brief(values), points: splitLines(values.points) };
  }),
  descriptionDraftInputSchema,
) as unknown as z.ZodMiniType<DescriptionDraftInput, DescriptionValues>;
