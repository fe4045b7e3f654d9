import * as z from "zod/mini";
import { findInteriorPageLimit } from "../../kdp/interior-rules";
import { MARKETPLACE_IDS } from "../../kdp/marketplaces";
import { BINDINGS, PAPER_TYPES, TRIM_IDS, type TrimId } from "../../kdp/trim-sizes";
import type { LaidOutBook } from "../interior/layout-book";
import { type BookPagePlan, layoutPageBook, type PageBookSpec } from "../interior/page-book";
import {
  HOLIDAY_COUNTRIES,
  HOLIDAY_YEARS,
  type HolidayCountry,
  MARKETPLACE_HOLIDAY_COUNTRY,
} from "./holidays";
import { PAGE_DESIGNS } from "./page-designs";
import {
  budgetPages,
  dailyPlannerPages,
  dividerPage,
  gratitudePages,
  habitTrackerPages,
  notebookPages,
  passwordPages,
  readingLogPages,
  recipePages,
  undatedPlannerPages,
  weeklyPlannerPages,
  workoutPages,
} from "./templates";

/*
 * A low-content book from a template id and a few options (decision 0101): the one function the
 * API's build job and the web preview share. Every option has the template's default, so
 * `{ template: "notebook", title, author }` is the 6 × 9, 120-page college-ruled journal and
 * `{ template: "daily-planner", title, author, year: 2027 }` the 8.5 × 11 dated planner with a page
 * a day and the US holidays (or the marketplace's country).
 */

export const LOW_CONTENT_TEMPLATES = [
  "notebook",
  "gratitude-journal",
  "habit-tracker",
  "reading-log",
  "recipe-book",
  "password-logbook",
  "workout-log",
  "budget-planner",
  "daily-planner",
  "weekly-planner",
  "undated-planner",
] as const;
export type LowContentTemplate = (typeof LOW_CONTENT_TEMPLATES)[number];

type TemplateDefaults = { trim: TrimId; pages: number; name: string; dated: boolean };

export const TEMPLATE_DEFAULTS: Record<LowContentTemplate, TemplateDefaults> = {
  notebook: { trim: "6x9", pages: 120, name: "Notebook", dated: false },
  "gratitude-journal": { trim: "6x9", pages: 120, name: "Gratitude journal", dated: false },
  "habit-tracker": { trim: "8.5x11", pages: 24, name: "Habit tracker", dated: false },
  "reading-log": { trim: "6x9", pages: 110, name: "Reading log", dated: false },
  "recipe-book": { trim: "8.5x11", pages: 110, name: "Recipe book", dated: false },
  "password-logbook": { trim: "5x8", pages: 110, name: "Password logbook", dated: false },
  "workout-log": { trim: "6x9", pages: 120, name: "Workout log", dated: false },
  "budget-planner": { trim: "8.5x11", pages: 30, name: "Budget planner", dated: false },
  "daily-planner": { trim: "8.5x11", pages: 0, name: "Daily planner", dated: true },
  "weekly-planner": { trim: "8.5x11", pages: 0, name: "Weekly planner", dated: true },
  "undated-planner": { trim: "8.5x11", pages: 120, name: "Undated planner", dated: false },
};

export const MAX_LOW_CONTENT_PAGES = 800;

export const lowContentRequestSchema = z.object({
  template: z.enum(LOW_CONTENT_TEMPLATES),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  subtitle: z.optional(z.string().check(z.trim(), z.maxLength(160))),
  author: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  /** The template's trim when omitted. */
  trim: z.optional(z.enum(TRIM_IDS)),
  binding: z._default(z.enum(BINDINGS), "paperback"),
  paper: z._default(z.enum(PAPER_TYPES), "white"),
  bleed: z._default(z.boolean(), false),
  /** Total pages of an undated book, front matter included (the template's default when omitted). */
  pages: z.optional(z.number().check(z.int(), z.gte(24), z.lte(MAX_LOW_CONTENT_PAGES))),
  /** The notebook's page design. */
  design: z._default(z.enum(PAGE_DESIGNS), "lined-college"),
  /** Dated planners: the year printed, within the years the holiday data covers. */
  year: z.optional(z.number().check(z.int(), z.gte(HOLIDAY_YEARS.from), z.lte(HOLIDAY_YEARS.to))),
  /** Whose public holidays a dated planner prints; the marketplace's country when omitted. */
  holidays: z.optional(z.enum([...HOLIDAY_COUNTRIES, "none"])),
  marketplace: z._default(z.enum(MARKETPLACE_IDS), "amazon.com"),
  /** Section titles: each becomes a divider page with an equal share of the body. */
  sections: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))).check(z.maxLength(12)),
    [],
  ),
  copyrightPage: z._default(z.boolean(), true),
  pageNumbers: z._default(z.boolean(), true),
});
export type LowContentRequest = z.output<typeof lowContentRequestSchema>;
export type LowContentInput = z.input<typeof lowContentRequestSchema>;

export class LowContentRequestError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "LowContentRequestError";
  }
}

/** The holiday country of a request: its own choice, else its marketplace's (null for none). */
export function resolveHolidayCountry(request: LowContentRequest): HolidayCountry | null {
  if (request.holidays === "none") return null;
  return request.holidays ?? MARKETPLACE_HOLIDAY_COUNTRY[request.marketplace] ?? null;
}

/** Body pages for an undated template, given how many body pages there are room for. */
function bodyPages(request: LowContentRequest, count: number): BookPagePlan[] {
  switch (request.template) {
    case "notebook":
      return notebookPages(request.design, count);
    case "gratitude-journal":
      return gratitudePages(count);
    case "habit-tracker":
      return habitTrackerPages(count);
    case "reading-log":
      return readingLogPages(count);
    case "recipe-book":
      return recipePages(count);
    case "password-logbook":
      return passwordPages(count);
    case "workout-log":
      return workoutPages(count);
    case "budget-planner":
      return budgetPages(Math.ceil(count / 2)).slice(0, count);
    case "undated-planner":
      return undatedPlannerPages(count);
    case "daily-planner":
    case "weekly-planner":
      return [];
  }
}

/** Split a body among section dividers: each section gets a divider and an equal share. */
function withSections(request: LowContentRequest, count: number): BookPagePlan[] {
  const sections = request.sections;
  if (sections.length === 0) return bodyPages(request, count);
  const share = Math.floor((count - sections.length) / sections.length);
  if (share < 1) {
    throw new LowContentRequestError(
      "sections",
      `${sections.length} sections do not fit in ${count} pages; use fewer sections or more pages.`,
    );
  }
  return sections.flatMap((title, index) => {
    const pages = index === sections.length - 1 ? count - sections.length - share * index : share;
    return [
      dividerPage(title),
      ...bodyPages(request, pages).map((page) => ({ ...page, section: title })),
    ];
  });
}

/** The page-book spec of a low-content request; throws LowContentRequestError naming the field. */
export function planLowContentBook(
  request: LowContentRequest,
  options: { year: number },
): PageBookSpec {
  const defaults = TEMPLATE_DEFAULTS[request.template];
  const trim = request.trim ?? defaults.trim;
  const limit = findInteriorPageLimit(trim, request.binding, request.paper);
  if (!limit) {
    throw new LowContentRequestError(
      "paper",
      `KDP does not print a ${request.binding} in ${trim} on ${request.paper} paper.`,
    );
  }
  const front = 2;
  let pages: BookPagePlan[];
  if (defaults.dated) {
    if (request.year === undefined) {
      throw new LowContentRequestError("year", "A dated planner needs its year.");
    }
    const planner = { year: request.year, country: resolveHolidayCountry(request) };
    pages =
      request.template === "daily-planner"
        ? dailyPlannerPages(planner)
        : weeklyPlannerPages(planner);
  } else {
    const total = Math.max(request.pages ?? defaults.pages, limit.min);
    pages = withSections(request, total - front);
  }
  if (pages.length + front > limit.max) {
    throw new LowContentRequestError(
      defaults.dated ? "template" : "pages",
      `KDP prints at most ${limit.max} pages in ${trim} on ${request.paper} paper; this book needs ${pages.length + front}.`,
    );
  }
  return {
    title: request.title,
    ...(request.subtitle ? { subtitle: request.subtitle } : {}),
    author: request.author,
    trim,
    binding: request.binding,
    paper: request.paper,
    bleed: request.bleed,
    ...(request.copyrightPage ? { copyright: { year: options.year, holder: request.author } } : {}),
    pageNumbers: request.pageNumbers,
    pages,
    fill: "blank",
  };
}

/** Parse, plan and lay out in one call (the web preview's and the build job's entry). */
export function layoutLowContentBook(
  input: LowContentInput,
  options: { year: number },
): LaidOutBook {
  return layoutPageBook(planLowContentBook(lowContentRequestSchema.parse(input), options));
}
