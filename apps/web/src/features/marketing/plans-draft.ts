/*
 * DRAFT plan data for /pricing, /features and /new-member.
 *
 * Prices and the capability matrix below are placeholders chosen to be fair for the market; a later
 * issue replaces them with the shop's real products (GET /api/features, /api/fc). Keep every page
 * reading from this module so that swap touches one file. Checkout uses the plan id as `product`.
 */
import type { BillingPeriod } from "./billing";
import { roundCents } from "./billing";
import type { FamilyId } from "./tool-families";

export type PlanId = "free" | "pro" | "pro-max" | "supreme";

/** Spec §3 "Feature availability". */
export type Availability =
  | "available"
  | "limited"
  | "not available"
  | "max 100 entries"
  | "max 200 entries";

export type Plan = {
  id: PlanId;
  name: string;
  /** One sentence: what the plan unlocks. */
  summary: string;
  /** Who the plan suits. */
  audience: string;
  /** The few things that make this plan different from the one below it. */
  highlights: readonly string[];
  /** Price in USD per billing period; the Free plan is 0 everywhere. */
  prices: Record<BillingPeriod, number>;
  /** The plan to point people at first. */
  recommended?: boolean;
};

export const plans: readonly Plan[] = [
  {
    id: "free",
    name: "Free",
    summary: "Calculators, cover templates, low-content interiors and a taste of keyword research.",
    audience: "Authors checking whether KDP is for them, or publishing their first book.",
    highlights: [
      "Royalty, BSR and pen-name tools",
      "Cover template generator",
      "Low-content book creator",
      "Limited keyword research",
    ],
    prices: { month: 0, year: 0, lifetime: 0 },
  },
  {
    id: "pro",
    name: "Pro",
    summary: "Full keyword and niche research in the browser extension and the web app.",
    audience: "Writers of fiction and non-fiction who need to choose keywords and categories well.",
    highlights: [
      "Full keyword research",
      "Research web app",
      "Keyword and product trackers (limited)",
      "Everything in Free",
    ],
    prices: { month: 9.99, year: 99, lifetime: 199 },
  },
  {
    id: "pro-max",
    name: "Pro Max",
    summary: "Adds Deep View and every book maker: puzzles, activities and coloring books.",
    audience: "Low-content, puzzle, activity and coloring book publishers who create interiors.",
    highlights: [
      "Deep View niche analysis",
      "Puzzle, activity and coloring makers",
      "Cover and A+ Content designers",
      "Everything in Pro",
    ],
    prices: { month: 19.99, year: 199, lifetime: 349 },
    recommended: true,
  },
  {
    id: "supreme",
    name: "Supreme",
    summary: "Everything, plus AI listing writers, Retro View and the highest tracker limits.",
    audience: "Publishers running a growing catalogue who want the whole toolkit and the course.",
    highlights: [
      "AI title, description and translation tools",
      "Retro View reverse lookup",
      "Highest tracker limits",
      "KDP masterclass included",
    ],
    prices: { month: 39.99, year: 399, lifetime: 599 },
  },
];

export function planById(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** Percentage saved by paying yearly instead of twelve monthly payments, rounded down. */
export function yearlySavingPercent(plan: Plan): number {
  const twelveMonths = plan.prices.month * 12;
  if (twelveMonths <= 0) return 0;
  return Math.floor(((twelveMonths - plan.prices.year) / twelveMonths) * 100);
}

/** The price after a percentage discount, in whole cents. */
export function discountedPrice(price: number, percent: number): number {
  return roundCents(price * (1 - percent / 100));
}

export type Capability = {
  id: string;
  family: FamilyId;
  name: string;
  /** What the capability does, in one sentence. */
  description: string;
  /** Where the tool lives on the site, when it has its own page. */
  href?: string;
  availability: Record<PlanId, Availability>;
};

const all: Record<PlanId, Availability> = {
  free: "available",
  pro: "available",
  "pro-max": "available",
  supreme: "available",
};

export const capabilities: readonly Capability[] = [
  // Research
  {
    id: "keyword-research",
    family: "research",
    name: "Keyword research (search suggestions)",
    description: "Mine Amazon's search suggestions for the phrases readers actually type.",
    href: "/research-tools",
    availability: {
      free: "limited",
      pro: "available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  {
    id: "web-app",
    family: "research",
    name: "Research web app",
    description: "Keyword and niche research in the browser, without installing an extension.",
    href: "/titans-pro/on-site",
    availability: {
      free: "not available",
      pro: "available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  {
    id: "deep-view",
    family: "research",
    name: "Deep View",
    description: "Analyse a whole page of search results at once: ranks, prices, reviews, age.",
    href: "/titans-deep-view",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  {
    id: "retro-view",
    family: "research",
    name: "Retro View (reverse product lookup)",
    description: "See the keywords a competing book is found for.",
    href: "/titans-retro-vision",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "not available",
      supreme: "available",
    },
  },
  // Book creation
  {
    id: "low-content",
    family: "book-creation",
    name: "Low-content book creator",
    description: "Lined, grid and dot journals, log books and planners as print-ready PDFs.",
    href: "/book-creation",
    availability: all,
  },
  {
    id: "puzzle-maker",
    family: "book-creation",
    name: "Puzzle book maker",
    description: "Word searches, sudoku and other puzzles with answer keys, laid out for KDP.",
    href: "/book-creation",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  {
    id: "activity-maker",
    family: "book-creation",
    name: "Activity book maker",
    description: "Mazes, dot-to-dot, spot the difference and more for children's activity books.",
    href: "/tools/v2",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  {
    id: "coloring-maker",
    family: "book-creation",
    name: "Coloring book maker",
    description: "Arrange line-art pages at your trim size and export a print-ready interior.",
    href: "/coloring-book-maker",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  {
    id: "book-writer",
    family: "book-creation",
    name: "Book writer",
    description: "Write and organise a manuscript chapter by chapter in the browser.",
    href: "/book-creation",
    availability: {
      free: "limited",
      pro: "available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  // Book listing
  {
    id: "listing-writers",
    family: "book-listing",
    name: "AI title and description creators",
    description:
      "Draft titles, subtitles and Amazon-formatted descriptions from your book's details.",
    href: "/kdp-title-creator",
    availability: { free: "limited", pro: "limited", "pro-max": "limited", supreme: "available" },
  },
  {
    id: "backend-keywords",
    family: "book-listing",
    name: "7 backend keywords tool",
    description: "Fill the seven keyword slots without repeats or terms KDP rejects.",
    href: "/7-backend-keywords-tool-amazon-kdp",
    availability: { free: "limited", pro: "limited", "pro-max": "limited", supreme: "available" },
  },
  {
    id: "checkers",
    family: "book-listing",
    name: "Trademark, guidelines, price and grammar checkers",
    description:
      "Catch trademark conflicts, metadata rule breaks, price mistakes and typos before upload.",
    href: "/book-listing",
    availability: { free: "limited", pro: "limited", "pro-max": "available", supreme: "available" },
  },
  {
    id: "translator",
    family: "book-listing",
    name: "Book data translator",
    description: "Translate your title, description and keywords for other Amazon marketplaces.",
    href: "/kdp-bookdata-translator",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "limited",
      supreme: "available",
    },
  },
  // Design
  {
    id: "cover-template",
    family: "design",
    name: "Cover template generator",
    description:
      "Full-wrap template with bleed, spine and barcode area for any trim and page count.",
    href: "/kdp-cover-template-generator",
    availability: all,
  },
  {
    id: "cover-designer",
    family: "design",
    name: "Book cover designer",
    description: "Design the front, spine and back cover on a canvas already sized for KDP.",
    href: "/book-cover-creator",
    availability: { free: "limited", pro: "limited", "pro-max": "available", supreme: "available" },
  },
  {
    id: "a-plus",
    family: "design",
    name: "A+ Content maker",
    description: "Images for A+ Content modules at the sizes Amazon expects.",
    href: "/A+-content-template-generator",
    availability: { free: "limited", pro: "limited", "pro-max": "available", supreme: "available" },
  },
  {
    id: "text-designer",
    family: "design",
    name: "Text and pattern designer",
    description: "Lettering and seamless patterns for covers and interiors.",
    href: "/design-tools",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "available",
      supreme: "available",
    },
  },
  // General
  {
    id: "calculators",
    family: "general",
    name: "Royalty, BSR, pen name and QR code tools",
    description: "The everyday calculators and generators every KDP author needs.",
    href: "/general-kdp",
    availability: all,
  },
  {
    id: "keyword-tracker",
    family: "general",
    name: "Keyword rank tracker",
    description: "Follow where your books rank for the keywords you chose, day by day.",
    href: "/titans-keyword-tracker",
    availability: {
      free: "not available",
      pro: "limited",
      "pro-max": "limited",
      supreme: "max 200 entries",
    },
  },
  {
    id: "asin-tracker",
    family: "general",
    name: "Product (ASIN) tracker",
    description: "Watch the rank and price of your books and your competitors' books.",
    href: "/titans-asin-tracker",
    availability: {
      free: "not available",
      pro: "limited",
      "pro-max": "limited",
      supreme: "max 100 entries",
    },
  },
  {
    id: "book-planner",
    family: "general",
    name: "Book planner",
    description: "Plan a book or a series from idea to launch date.",
    href: "/book-planner",
    availability: all,
  },
  // Training
  {
    id: "masterclass",
    family: "training",
    name: "KDP masterclass",
    description: "The full video course, from niche research to scaling a series.",
    href: "/masterclass",
    availability: {
      free: "not available",
      pro: "not available",
      "pro-max": "not available",
      supreme: "available",
    },
  },
];

/** The first plan (in plan order) that offers a capability in any form, if any. */
export function firstPlanWith(capability: Capability): Plan | undefined {
  return plans.find((plan) => capability.availability[plan.id] !== "not available");
}

/** The first plan (in plan order) that offers a capability in full, if any. */
export function firstPlanWithFull(capability: Capability): Plan | undefined {
  return plans.find((plan) => {
    const a = capability.availability[plan.id];
    return a === "available" || a === "max 100 entries" || a === "max 200 entries";
  });
}

/** Separately sold memberships and add-ons, each with its own page. */
export const memberships: readonly { name: string; href: string; summary: string }[] = [
  {
    name: "KDP masterclass",
    href: "/masterclass",
    summary: "The complete video course. Included with Supreme, or buy it on its own.",
  },
  {
    name: "Mentorship group",
    href: "/mentorship",
    summary: "Weekly live calls, listing reviews and accountability with other authors.",
  },
  {
    name: "Hot KDP Niches",
    href: "/hot-niches-sales",
    summary: "Researched niche reports with demand, competition and seasonality.",
  },
  {
    name: "Template membership",
    href: "/templates",
    summary: "Interior, low-content, A+ and cover templates ready to customise.",
  },
  {
    name: "ARC reviews group",
    href: "/arc-reviews",
    summary: "Offer advance review copies to readers, within Amazon's review rules.",
  },
  {
    name: "Author page builder",
    href: "/author-page-builder",
    summary: "A simple author website with your books, bio and newsletter sign-up.",
  },
];

/**
 * DRAFT checkout product ids of items sold on their own. The shop's real ids replace these with
 * the plan data; `hot-niches` is the id the header's checkout link uses.
 */
export const addOnProductIds = {
  masterclass: "masterclass",
  hotNiches: "hot-niches",
} as const;
