import { claimText } from "../catalogue/claims";
import type { PlanTier } from "./enums";
import { type FeatureId, featureIds as f } from "./feature-ids";

/*
 * The shop's marketing copy: one-sentence descriptions of what each offer does, the /pricing
 * plan cards' summaries, audiences and highlights, and merch blurbs. No prices, ids of what a
 * purchase grants or billing facts here: those are in `catalogue.ts` (issue 8). Every offer of the
 * catalogue must have a description (a catalogue test checks it).
 */

/** What each offer does, in one sentence (shown on product pages, receipts' detail, the shop). */
export const offerDescriptions: Readonly<Partial<Record<FeatureId, string>>> = {
  [f.pro]:
    "Keyword research in the browser extension and the web app: search suggestions with demand and competition.",
  [f.proMax]:
    "Adds Quick View, Deep View and every book maker: puzzles, activities, coloring and design.",
  [f.ultra]:
    "Adds the listing suite without daily limits: title and description creators, and backend keywords for every marketplace.",
  [f.supreme]:
    "Everything, with Retro View, the highest tracker limits, Hot KDP Niches and the masterclass.",
  [f.puzzleMegaBundle]:
    "Puzzle Tools and Activity Tools together: every puzzle and activity maker, with answer keys.",
  [f.creativeBundle]: "Cover designer, A+ Content maker, and text and pattern designer.",
  [f.authorToolsBundle]: "Title creator and description creator, without daily limits.",
  [f.checkerTools]: "Trademark and grammar checkers, without daily limits.",
  [f.puzzleToolsV1]: `The puzzle book maker: ${claimText("puzzleTypes")} with answer keys, laid out for KDP.`,
  [f.puzzleToolsV2]: `The activity book tools: ${claimText("activityTypes")} for children's books.`,
  [f.coloringBookMaker]: `Original coloring pages in ${claimText("coloringStyles")}, or your own line art, as a print-ready interior at your trim size.`,
  [f.backendKeywordsMarketplaces]:
    "The backend keywords tool with keyword sets for every Amazon marketplace.",
  [f.backendKeywordsBulk]:
    "The backend keywords tool for a whole catalogue at once, from a CSV file.",
  [f.backendKeywordsMonitor]:
    "The backend keywords tool, plus a monthly re-check of up to 100 live listings.",
  [f.trademarkChecker]:
    "Catch trademarked words in your title, subtitle and keywords before upload.",
  [f.grammarChecker]: "Catch typos and grammar slips in your title and description.",
  [f.authorPageBuilder]: "A simple author website with your books, bio and newsletter sign-up.",
  [f.hotNiches]: "Researched niche reports every month, with demand, competition and seasonality.",
  [f.arcReviews]: "Offer advance review copies to readers, within Amazon's review rules.",
  [f.templateMembership]:
    "Interior, low-content, A+ and cover templates ready to customise, added monthly.",
  [f.mentorshipGroup]: "Weekly live calls, listing reviews and accountability with other authors.",
  [f.masterclass]: "The complete written course, from niche research to scaling a series.",
  [f.kdpBasicsCourse]: "Six short lessons: how KDP works and your first book, step by step.",
  [f.kdpLaunchChecklist]: "Every step from final files to launch week on two printable pages.",
  [f.coverSizeCheatSheet]:
    "Trim sizes, page limits, bleed, margins, spine width and printing costs, on two pages.",
  [f.keywordResearchWorkbook]:
    "A guided workbook to pick a niche and fill your seven backend keywords.",
  [f.adsKeywordStarterList]:
    "Starter keyword and product-target lists per genre, ready for bulk upload.",
};

/** The description of an offer; an offer without copy is a mistake in this file. */
export function offerDescription(id: FeatureId): string {
  const text = (offerDescriptions as Partial<Record<FeatureId, string>>)[id];
  if (text === undefined) throw new Error(`Offer ${id} has no description in catalogue-copy.ts`);
  return text;
}

/** A merch item's blurb, by its id. */
export const merchDescriptions: Readonly<Record<string, string>> = {
  "author-notebook": "A5 dot-grid notebook, 160 pages, for plotting series and keyword ideas.",
  "write-publish-repeat-mug": "A 330 ml ceramic mug for long writing sessions.",
  "book-tote": "A heavy cotton tote that carries a stack of author copies.",
};

export function merchDescription(id: string): string {
  const text = merchDescriptions[id];
  if (text === undefined)
    throw new Error(`Merch item ${id} has no description in catalogue-copy.ts`);
  return text;
}

/** A /pricing plan card's words. */
export type PlanCopy = {
  /** One sentence: what the plan unlocks. */
  summary: string;
  /** Who the plan suits. */
  audience: string;
  /** The few things that set the plan apart from the one below it. */
  highlights: readonly string[];
  /** The plan to point people at first. */
  recommended?: boolean;
};

export const planCopy: Readonly<Record<PlanTier, PlanCopy>> = {
  Free: {
    summary: "Calculators, cover templates, low-content interiors and a taste of keyword research.",
    audience: "Authors checking whether KDP is for them, or publishing their first book.",
    highlights: [
      "Royalty, BSR and pen-name tools",
      "Cover template generator",
      "Low-content book creator",
      "Limited keyword research in the browser extension",
    ],
  },
  Pro: {
    summary:
      "Keyword research without a daily limit, in the browser extension and the research web app.",
    audience: "Writers of fiction and non-fiction who need to choose keywords and categories well.",
    highlights: [
      "Search Suggestions with demand and competition",
      "Research web app",
      "Keyword and product trackers (limited)",
      "Everything in Free",
    ],
  },
  "Pro Max": {
    summary: "Adds Quick View, Deep View and every book maker: puzzles, activities and coloring.",
    audience: "Low-content, puzzle, activity and coloring book publishers who create interiors.",
    highlights: [
      "Quick View and Deep View",
      "Puzzle, activity and coloring makers",
      "Cover and A+ Content designers, all four checkers",
      "Everything in Pro",
    ],
    recommended: true,
  },
  Ultra: {
    summary: "Adds the whole listing suite and trackers for 100 keywords and 100 products.",
    audience: "Authors publishing often who write many listings.",
    highlights: [
      "Title and description tools",
      "7 backend keywords for every marketplace",
      "Trackers: 100 keywords, 100 products",
      "Everything in Pro Max",
    ],
  },
  Supreme: {
    summary: "Everything, plus Retro View, Hot KDP Niches, the masterclass and the top limits.",
    audience: "Publishers running a growing catalogue who want the whole toolkit and the course.",
    highlights: [
      "Retro View reverse lookup",
      "Hot KDP Niches and the KDP masterclass",
      "Keyword tracker up to 200 keywords",
      "Everything in Ultra",
    ],
  },
};
