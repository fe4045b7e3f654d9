import * as z from "zod/mini";
import {
  checkGuidelines,
  type GuidelineFinding,
  guidelineFindingSchema,
} from "../guidelines-check/guidelines-check";
import {
  type BookTypeId,
  bookBriefShape,
  briefWords,
  fillTemplate,
  hashText,
} from "../title-creator/book-brief";
import { generationSourceSchema } from "../title-creator/title-ideas";
import { escapeText, sanitizeDescriptionHtml } from "./sanitize-html";

/*
 * A first draft of a book description (decision 0059): a hook, a "what's inside" list, who it is
 * for and a closing line, from the same brief as the title creator. The draft is KDP HTML, goes
 * through the sanitiser like anything typed into the editor, and is checked by the guidelines
 * checker. A configured language model can write it instead; its HTML takes the same path.
 */

export const DRAFT_POINTS_MAX = 8;
export const DRAFT_POINT_MAX = 160;

export const descriptionDraftInputSchema = z.object({
  ...bookBriefShape,
  points: z
    ._default(
      z
        .array(
          z
            .string("Each point must be text")
            .check(
              z.trim(),
              z.maxLength(
                DRAFT_POINT_MAX,
                `Each point must be at most ${DRAFT_POINT_MAX} characters`,
              ),
            ),
        )
        .check(z.maxLength(DRAFT_POINTS_MAX, `At most ${DRAFT_POINTS_MAX} points`)),
      [],
    )
    .check(z.describe("What is inside the book, one point each; the type's usual points if empty")),
});
export type DescriptionDraftInput = z.output<typeof descriptionDraftInputSchema>;

export const descriptionDraftResultSchema = z.object({
  source: generationSourceSchema,
  /** Sanitised KDP HTML. */
  html: z.string(),
  /** Characters including tags, as KDP counts them against 4,000. */
  length: z.int(),
  findings: z.array(guidelineFindingSchema),
  notice: z.optional(z.string()),
});
export type DescriptionDraftResult = z.infer<typeof descriptionDraftResultSchema>;

type DraftFamily = {
  hooks: readonly string[];
  inside: readonly string[];
  whoFor: readonly string[];
  closing: readonly string[];
};

/** Slots as in the title templates (title-templates.ts). */
const DRAFTS: Record<BookTypeId, DraftFamily> = {
  journal: {
    hooks: [
      "Make {niche} a daily habit with a journal that does the thinking for you.",
      "A few minutes a day is all it takes to see real progress in {niche}.",
      "Keep your {keyword} thoughts, plans and wins in one beautiful place.",
    ],
    inside: [
      "Guided prompts that make {keyword} easy to start",
      "Space to reflect on {keyword2} each day",
      "Undated pages, so you can begin any time",
      "Checklists and trackers to see your progress at a glance",
      "A clean, uncluttered layout that is a pleasure to write in",
    ],
    whoFor: [
      "Made for {audience} who want a simple, calm way to stay on track with {niche}.",
      "Perfect for {audience}, and a thoughtful gift for anyone starting out with {niche}.",
    ],
    closing: [
      "Start your {niche} journal today and watch the pages fill with progress.",
      "Add it to your cart and give your {niche} routine a home.",
    ],
  },
  puzzle: {
    hooks: [
      "Sharpen your mind and unwind with puzzles built around {niche}.",
      "Hours of {niche} fun, from a gentle warm-up to a real challenge.",
      "Put the screen down and pick up a pencil: {niche} puzzles made for {audience}.",
    ],
    inside: [
      "Puzzles themed on {keyword} and {keyword2}",
      "Difficulty that builds from easy to hard",
      "Clear, easy-to-read layouts",
      "Full solutions at the back",
      "One puzzle per page, with room to work",
    ],
    whoFor: [
      "Ideal for {audience} who love a relaxing challenge, at home or on the go.",
      "A thoughtful gift for {audience} and anyone who enjoys {niche}.",
    ],
    closing: [
      "Grab a pencil and start solving today.",
      "Add it to your cart and enjoy your next quiet hour.",
    ],
  },
  "picture-book": {
    hooks: [
      "A warm, funny story about {niche} that little readers will ask for again and again.",
      "Big feelings, bright pictures and a story about {keyword} to share at bedtime.",
      "Join a brave little hero on an adventure all about {niche}.",
    ],
    inside: [
      "A gentle story about {keyword}",
      "Colourful illustrations on every page",
      "Simple, read-aloud text with a satisfying rhythm",
      "A message about {keyword2} that children remember",
      "Questions to talk about together after reading",
    ],
    whoFor: [
      "Written for {audience}, and for the grown-ups who read to them.",
      "A lovely bedtime read and a thoughtful gift for {audience}.",
    ],
    closing: [
      "Open the first page and share the story tonight.",
      "Add it to your cart and make it part of story time.",
    ],
  },
  "how-to": {
    hooks: [
      "Learn {niche} the simple way, one clear step at a time.",
      "You don't need years of experience to get good at {niche}: you need a clear plan.",
      "Tired of confusing advice about {keyword}? This {noun} cuts through it.",
    ],
    inside: [
      "Step-by-step instructions for {keyword}",
      "The common mistakes with {keyword2}, and how to avoid them",
      "Practical examples you can follow right away",
      "Checklists to keep you on track",
      "Plain-English explanations without jargon",
    ],
    whoFor: [
      "Written for {audience} who want results without the overwhelm.",
      "For {audience} starting out, and anyone who wants to get back to the basics of {niche}.",
    ],
    closing: [
      "Start reading and take your first step in {niche} today.",
      "Add it to your cart and start building your {niche} skills.",
    ],
  },
  novel: {
    hooks: [
      "Some secrets are better left buried. {Niche} is where they surface.",
      "One choice. One night. Everything about {niche} changes.",
      "A story of {keyword} and {keyword2} you will not be able to put down.",
    ],
    inside: [
      "A gripping story of {keyword}",
      "Characters you will root for",
      "Twists you will not see coming",
      "An ending that stays with you",
    ],
    whoFor: [
      "For readers who love {keyword} stories with heart and suspense.",
      "Perfect for {audience} who like to stay up turning pages.",
    ],
    closing: ["Start reading today.", "Turn the first page and find out what happens next."],
  },
};

function pick<T>(items: readonly T[], seed: number, salt: number): T {
  return items[(seed + salt * 7919) % items.length] as T;
}

export function checkDescriptionHtml(html: string): GuidelineFinding[] {
  // The checker wants a title and an author; neutral ones keep their rules out of the answer.
  return checkGuidelines({ title: "Title", author: "Author", description: html }).findings.filter(
    (finding) => finding.field === "description",
  );
}

/** Sanitises HTML (typed, pasted or generated) and checks it: the one path to a result. */
export function toDescriptionResult(
  html: string,
  source: DescriptionDraftResult["source"],
): DescriptionDraftResult {
  const clean = sanitizeDescriptionHtml(html);
  return { source, html: clean, length: clean.length, findings: checkDescriptionHtml(clean) };
}

export function generateDescriptionDraft(input: DescriptionDraftInput): DescriptionDraftResult {
  const words = briefWords(input);
  const family = DRAFTS[input.bookType];
  const seed = hashText(
    [input.bookType, input.niche, input.audience ?? "", ...input.keywords]
      .join("\u0000")
      .toLowerCase(),
  );
  const fill = (pattern: string) => escapeText(fillTemplate(pattern, words));
  const sentence = (pattern: string) => {
    const text = fill(pattern);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const points = input.points.filter((point) => point !== "");
  const inside =
    points.length > 0 ? points.map((point) => escapeText(point)) : family.inside.map(sentence);
  const html = [
    `<p><b>${sentence(pick(family.hooks, seed, 1))}</b></p>`,
    "<h4>What's inside</h4>",
    `<ul>${inside.map((item) => `<li>${item}</li>`).join("")}</ul>`,
    "<h4>Who it's for</h4>",
    `<p>${sentence(pick(family.whoFor, seed, 2))}</p>`,
    `<p><i>${sentence(pick(family.closing, seed, 3))}</i></p>`,
  ].join("");
  // At most 8 points of 160 characters plus the fixed parts: always well inside DESCRIPTION_MAX.
  return toDescriptionResult(html, "templates");
}
