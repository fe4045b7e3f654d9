import * as z from "zod/mini";
import {
  checkGuidelines,
  type GuidelineFinding,
  guidelineFindingSchema,
} from "../guidelines-check/guidelines-check";
import { TITLE_SUBTITLE_MAX } from "../guidelines-check/limits";
import {
  type BookBrief,
  type BriefWords,
  bookBriefShape,
  briefWords,
  fillTemplate,
  hashText,
} from "./book-brief";
import { templatesFor } from "./title-templates";

/*
 * Title and subtitle ideas (decision 0059): from the brief through the template table, or from a
 * configured language model (the API's generation adapter); either way each idea goes through
 * the guidelines checker, so the 200-character rule and the metadata rules are the checker's own.
 */

export const TITLE_IDEAS_MAX = 20;

export const titleIdeasInputSchema = z.object({
  ...bookBriefShape,
  count: z
    ._default(
      z
        .number("The count must be a number")
        .check(
          z.int("The count must be a whole number"),
          z.gte(1, "The count must be at least 1"),
          z.lte(TITLE_IDEAS_MAX, `The count must be at most ${TITLE_IDEAS_MAX}`),
        ),
      12,
    )
    .check(
      z.describe(
        `How many ideas, 1 to ${TITLE_IDEAS_MAX}; the templates give at most their family's 12–14`,
      ),
    ),
});
export type TitleIdeasInput = z.output<typeof titleIdeasInputSchema>;

export const generationSourceSchema = z.enum(["templates", "llm"]);
export type GenerationSource = z.infer<typeof generationSourceSchema>;

export const titleIdeaSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** The template's id, or null for an idea from the language model. */
  template: z.nullable(z.string()),
  /** Title and subtitle characters together, as KDP counts them against 200. */
  length: z.int(),
  /** The guidelines checker's findings for this title and subtitle. */
  findings: z.array(guidelineFindingSchema),
});
export type TitleIdea = z.infer<typeof titleIdeaSchema>;

export const titleIdeasResultSchema = z.object({
  source: generationSourceSchema,
  ideas: z.array(titleIdeaSchema),
  /** Why the answer is not what was asked for (the model failed and templates answered). */
  notice: z.optional(z.string()),
});
export type TitleIdeasResult = z.infer<typeof titleIdeasResultSchema>;

/** The guidelines checker's title and subtitle findings; the rest of a listing is not here. */
export function checkTitleIdea(title: string, subtitle: string): GuidelineFinding[] {
  // The checker wants an author; a neutral one keeps its author rules out of the answer.
  return checkGuidelines({ title, subtitle, author: "Author" }).findings.filter(
    (finding) => finding.field === "title" || finding.field === "subtitle",
  );
}

export function toTitleIdea(title: string, subtitle: string, template: string | null): TitleIdea {
  const cleanTitle = title.replace(/\s+/g, " ").trim();
  const cleanSubtitle = subtitle.replace(/\s+/g, " ").trim();
  return {
    title: cleanTitle,
    subtitle: cleanSubtitle,
    template,
    length: cleanTitle.length + cleanSubtitle.length,
    findings: checkTitleIdea(cleanTitle, cleanSubtitle),
  };
}

export function fitsTitleLimit(idea: Pick<TitleIdea, "length">): boolean {
  return idea.length <= TITLE_SUBTITLE_MAX;
}

/** mulberry32: a small seeded generator, so the same brief always shuffles the same way. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The brief's identity for seeding: what changes the words changes the order too. */
export function briefSeed(brief: BookBrief): number {
  return hashText(
    [brief.bookType, brief.niche, brief.audience ?? "", ...brief.keywords]
      .join("\u0000")
      .toLowerCase(),
  );
}

/**
 * A template naming two keywords side by side ("Record {Keyword}, {Keyword2} and…") when the brief
 * has one, or none, so both slots hold the same words: "Sourdough Baking, Sourdough Baking".
 */
function repeatsAPhrase(template: { title: string; subtitle: string }, words: BriefWords): boolean {
  if (words.keyword !== words.keyword2) return false;
  return [template.title, template.subtitle].some(
    (line) => /\{keyword\}/i.test(line) && /\{keyword2\}/i.test(line),
  );
}

/**
 * Ideas from the book type's template family, in an order shuffled by the brief (deterministic:
 * the same brief gives the same ideas on the page and from the API), without repeats.
 */
export function generateTitleIdeas(input: TitleIdeasInput): TitleIdeasResult {
  const words = briefWords(input);
  const templates = templatesFor(input.bookType);
  const random = seeded(briefSeed(input));
  const order = templates.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  const seen = new Set<string>();
  const ideas: TitleIdea[] = [];
  for (const position of order) {
    if (ideas.length >= input.count) break;
    const template = templates[position];
    if (!template || repeatsAPhrase(template, words)) continue;
    const idea = toTitleIdea(
      fillTemplate(template.title, words),
      fillTemplate(template.subtitle, words),
      template.id,
    );
    const key = `${idea.title}\u0000${idea.subtitle}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    ideas.push(idea);
  }
  return { source: "templates", ideas };
}
