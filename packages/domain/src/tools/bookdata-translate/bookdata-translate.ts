import * as z from "zod/mini";
import { checkGuidelines } from "../guidelines-check/guidelines-check";
import {
  DESCRIPTION_MAX,
  KEYWORD_BOX_MAX,
  KEYWORD_SLOTS,
  TITLE_SUBTITLE_MAX,
} from "../guidelines-check/limits";
import {
  getTranslationLanguage,
  TRANSLATION_LANGUAGE_IDS,
  type TranslationLanguageId,
} from "./languages";

/*
 * Book data translator (issue 11, decision 0047): a listing's title, subtitle, description and
 * keywords, translated by a configured service (the API's translation adapter) into the languages
 * of other Amazon stores. This module holds what is pure: the contract, and the re-check of every
 * translated field against KDP's limits (the guidelines checker's own rules), since a German title
 * or a French description is often longer than the English one. The description's HTML must come
 * back with the same tags in the same order.
 */

export * from "./languages";

const languageSchema = z.enum(TRANSLATION_LANGUAGE_IDS, {
  error: `Must be one of ${TRANSLATION_LANGUAGE_IDS.join(", ")}`,
});

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .check(z.maxLength(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`));

export const bookDataTranslateInputSchema = z
  .object({
    source: languageSchema,
    targets: z.array(languageSchema).check(
      z.minLength(1, "Choose at least one language"),
      z.maxLength(TRANSLATION_LANGUAGE_IDS.length, "Each language at most once"),
      z.refine((targets) => new Set(targets).size === targets.length, "Each language at most once"),
    ),
    title: field("The title", TITLE_SUBTITLE_MAX).check(
      z.refine((value) => value.trim().length > 0, "The title is required"),
    ),
    subtitle: z.optional(field("The subtitle", TITLE_SUBTITLE_MAX)),
    description: z.optional(field("The description", DESCRIPTION_MAX)),
    keywords: z.optional(
      z
        .array(field("A keyword", KEYWORD_BOX_MAX))
        .check(z.maxLength(KEYWORD_SLOTS, `At most ${KEYWORD_SLOTS} keywords`)),
    ),
  })
  .check(
    z.refine((input) => !input.targets.includes(input.source), {
      message: "The book's own language cannot be a target",
      path: ["targets"],
    }),
  );
export type BookDataTranslateInput = z.infer<typeof bookDataTranslateInputSchema>;

export const translatedFindingSchema = z.object({
  field: z.string(),
  rule: z.string(),
  message: z.string(),
});
export type TranslatedFinding = z.infer<typeof translatedFindingSchema>;

export const bookDataTranslationSchema = z.object({
  language: languageSchema,
  languageName: z.string(),
  marketplaces: z.array(z.string()),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  /** Fields over KDP's limits in this language, or whose HTML the translation changed. */
  findings: z.array(translatedFindingSchema),
});
export type BookDataTranslation = z.infer<typeof bookDataTranslationSchema>;

export const TRANSLATION_PROVIDERS = ["libretranslate", "deepl"] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

export const bookDataTranslateResultSchema = z.object({
  provider: z.enum(TRANSLATION_PROVIDERS),
  source: languageSchema,
  translations: z.array(bookDataTranslationSchema),
});
export type BookDataTranslateResult = z.infer<typeof bookDataTranslateResultSchema>;

/** GET /api/tools/bookdata-translate: whether a service is configured, and which. */
export const translationStatusSchema = z.object({
  configured: z.boolean(),
  provider: z.nullable(z.enum(TRANSLATION_PROVIDERS)),
});
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

/** The limit rules of the guidelines checker that a translation can break. */
const LIMIT_RULES = new Set([
  "too-long",
  "title-subtitle-too-long",
  "html-not-allowed",
  "heading-not-supported",
]);

const TAG = /<\/?([a-z][a-z0-9]*)\b[^<>]*>/gi;

/** The description's tags, by name and in order: what the translation must give back. */
export function tagSequence(html: string): string[] {
  return [...html.matchAll(TAG)].map((match) => {
    const name = (match[1] ?? "").toLowerCase();
    return match[0].startsWith("</") ? `/${name}` : name;
  });
}

export type TranslatedFields = {
  title: string;
  subtitle: string;
  description: string;
  keywords: string[];
};

/**
 * The findings for one language's translated fields: KDP's limits (title and subtitle together,
 * the description with its tags, each keyword box) checked by the guidelines checker, plus a
 * finding when the description's tags differ from the original's.
 */
export function checkTranslatedFields(
  original: Pick<BookDataTranslateInput, "description">,
  translated: TranslatedFields,
): TranslatedFinding[] {
  const limitFindings = checkGuidelines({
    title: translated.title,
    subtitle: translated.subtitle,
    author: "",
    description: translated.description,
    keywords: translated.keywords,
  }).findings.filter((finding) => finding.field !== "author" && LIMIT_RULES.has(finding.rule));
  const findings: TranslatedFinding[] = limitFindings.map(({ field, rule, message }) => ({
    field,
    rule,
    message,
  }));
  const before = tagSequence(original.description ?? "");
  const after = tagSequence(translated.description);
  if (before.join(" ") !== after.join(" ")) {
    findings.push({
      field: "description",
      rule: "html-changed",
      message: `The translation changed the description's HTML (${before.length} tags before, ${after.length} after); check the formatting before pasting it into KDP.`,
    });
  }
  return findings;
}

/** One language's result: the translated fields, the stores that read them and their findings. */
export function toBookDataTranslation(
  language: TranslationLanguageId,
  original: Pick<BookDataTranslateInput, "description">,
  translated: TranslatedFields,
): BookDataTranslation {
  const entry = getTranslationLanguage(language);
  return {
    language,
    languageName: entry.name,
    marketplaces: [...entry.marketplaces],
    ...translated,
    findings: checkTranslatedFields(original, translated),
  };
}
