import * as z from "zod/mini";
import { BINDINGS, PAPER_TYPES, TRIM_IDS } from "../../kdp/trim-sizes";
import { childSeed, type Seed } from "../../puzzles/random";
import { type Box, type Element, placeText } from "../interior/elements";
import { wrapText } from "../interior/font-metrics";
import { fitLine, type LaidOutBook } from "../interior/layout-book";
import {
  type BookPagePlan,
  dividerPage,
  layoutPageBook,
  type PageBookSpec,
} from "../interior/page-book";
import { findActivityType, type RegisteredActivityType } from "./registry";
import { type ActivityBase, AGE_BANDS, AGE_STYLES, type AgeBand } from "./types";

/*
 * A children's activity book (decision 0102): sections of activity pages for one age band, each
 * page an instruction and its activity, then an answer section with every answer that exists,
 * four to a page, each labelled with the page it answers. Page seeds derive from the book's seed
 * and the page's place, as puzzle books do, so the preview and the build job make the same book.
 */

export const MAX_ACTIVITY_PAGES = 300;

export const activityBookRequestSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  subtitle: z.optional(z.string().check(z.trim(), z.maxLength(160))),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  trim: z._default(z.enum(TRIM_IDS), "8.5x11"),
  binding: z._default(z.enum(BINDINGS), "paperback"),
  paper: z._default(z.enum(PAPER_TYPES), "white"),
  bleed: z._default(z.boolean(), false),
  ageBand: z.enum(AGE_BANDS),
  sections: z
    .array(
      z.object({
        /** A registered activity type's id (checked against the registry by planActivityBook). */
        type: z.string().check(z.minLength(1), z.maxLength(40)),
        count: z.number().check(z.int(), z.gte(1), z.lte(100)),
        title: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
      }),
    )
    .check(z.minLength(1), z.maxLength(14)),
  /** Default true: a divider page before each section. */
  dividers: z._default(z.boolean(), true),
  answerKey: z._default(z.boolean(), true),
  copyrightPage: z._default(z.boolean(), true),
});
export type ActivityBookRequest = z.output<typeof activityBookRequestSchema>;
export type ActivityBookInput = z.input<typeof activityBookRequestSchema>;

/**
 * The one-click book: nine sections, 40 activities and 30 answers, which with the title and
 * copyright pages, the dividers and the answer pages make 60 pages in every age band.
 */
export const STARTER_ACTIVITY_SECTIONS: ActivityBookRequest["sections"] = [
  { type: "dot-to-dot", count: 6 },
  { type: "letter-tracing", count: 6 },
  { type: "number-tracing", count: 4 },
  { type: "maze", count: 5 },
  { type: "word-search", count: 4 },
  { type: "sudoku", count: 4 },
  { type: "counting", count: 4 },
  { type: "matching", count: 4 },
  { type: "colour-by-number", count: 3 },
];

export class ActivityBookRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "ActivityBookRequestError";
  }
}

export function activitySeed(bookSeed: Seed, sectionIndex: number, index: number): string {
  return childSeed(childSeed(bookSeed, `a${sectionIndex}`), index);
}

type Generated = { type: RegisteredActivityType; page: ActivityBase; title: string };

const ANSWERS_PER_PAGE = 4;

/** The instruction above an activity and the box left for the activity under it. */
function instructionAndBox(
  text: string,
  band: AgeBand,
  content: Box,
): { elements: Element[]; box: Box } {
  const size = AGE_STYLES[band].fontPt * 0.8;
  const lines = wrapText(text, "bold", size, content.width);
  const elements = lines.map((line, index) =>
    placeText(line, "bold", size, {
      x: content.x,
      width: content.width,
      top: content.y + index * size * 1.3,
    }),
  );
  const used = lines.length * size * 1.3 + 14;
  return { elements, box: { ...content, y: content.y + used, height: content.height - used } };
}

export function planActivityBook(
  request: ActivityBookRequest,
  options: { seed: Seed; year: number },
): PageBookSpec {
  const total = request.sections.reduce((sum, section) => sum + section.count, 0);
  if (total > MAX_ACTIVITY_PAGES) {
    throw new ActivityBookRequestError(
      "sections",
      `A book holds at most ${MAX_ACTIVITY_PAGES} activity pages; this one asks for ${total}.`,
    );
  }
  const pages: BookPagePlan[] = [];
  const generated: { item: Generated; index: number }[] = [];
  request.sections.forEach((section, sectionIndex) => {
    const type = findActivityType(section.type);
    if (!type) {
      throw new ActivityBookRequestError(
        `sections.${sectionIndex}.type`,
        `"${section.type}" is not an activity type we make.`,
      );
    }
    const title = section.title ?? type.name;
    if (request.dividers) pages.push(dividerPage(title, `Ages ${request.ageBand}`));
    for (let index = 0; index < section.count; index += 1) {
      const page = type.generate(activitySeed(options.seed, sectionIndex, index), {
        ageBand: request.ageBand,
        index,
      });
      const item = { type, page, title };
      generated.push({ item, index: pages.length });
      pages.push({
        role: "content",
        section: title,
        draw: ({ content }) => {
          const { elements, box } = instructionAndBox(
            type.instruction(page),
            request.ageBand,
            content,
          );
          return [...elements, ...type.draw(page, box)];
        },
      });
    }
  });
  if (request.answerKey) {
    const withAnswers = generated.filter(({ item }) => item.type.drawAnswer !== null);
    if (withAnswers.length > 0) pages.push(dividerPage("Answers"));
    // Body pages start after the title and copyright pages: page number = index + 3.
    for (let start = 0; start < withAnswers.length; start += ANSWERS_PER_PAGE) {
      const batch = withAnswers.slice(start, start + ANSWERS_PER_PAGE);
      pages.push({
        role: "answers",
        section: "Answers",
        draw: ({ content, type: typography }) =>
          batch.flatMap(({ item, index }, slot) => {
            const col = slot % 2;
            const row = Math.floor(slot / 2);
            const gap = 16;
            const width = (content.width - gap) / 2;
            const height = (content.height - gap) / 2;
            const cell = {
              x: content.x + col * (width + gap),
              y: content.y + row * (height + gap),
              width,
              height,
            };
            const label = fitLine(
              `Page ${index + 3} · ${item.title}`,
              "bold",
              typography.answerLabel + 2,
              cell,
              cell.y,
              "center",
            );
            const labelHeight = (typography.answerLabel + 2) * 1.6;
            const box = { ...cell, y: cell.y + labelHeight, height: cell.height - labelHeight };
            return [label, ...(item.type.drawAnswer?.(item.page, box) ?? [])];
          }),
      });
    }
  }
  return {
    title: request.title,
    ...(request.subtitle ? { subtitle: request.subtitle } : {}),
    author: request.author,
    trim: request.trim,
    binding: request.binding,
    paper: request.paper,
    bleed: request.bleed,
    ...(request.copyrightPage ? { copyright: { year: options.year, holder: request.author } } : {}),
    pages,
    fill: "notes",
  };
}

export function layoutActivityBook(
  input: ActivityBookInput,
  options: { seed: Seed; year: number },
): LaidOutBook {
  return layoutPageBook(planActivityBook(activityBookRequestSchema.parse(input), options));
}
