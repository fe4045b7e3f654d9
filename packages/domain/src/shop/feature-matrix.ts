import type { CategoryId } from "../catalogue/types";
import { entryLimit, LIMITED_ENTRY_LIMIT, moreGenerous } from "./availability";
import { type Availability, type PlanTier, planTiers } from "./enums";
import { type FeatureId, featureIds as f, planFeatureIds } from "./feature-ids";

// The availability scale lives in its own small module (the tool pages' plan line uses it without
// this table); re-exported here for the existing importers.
export { entryLimit, LIMITED_ENTRY_LIMIT, moreGenerous };

/*
 * Which plan gives which capability (spec §3 "Feature availability", ENT-35). One table drives the
 * /pricing comparison and the server's access checks, so what we advertise is what we enforce.
 * Decision 0017 records the choices; the rows follow the tool catalogue (`catalogue/tools.ts`).
 */

export type Capability = {
  /** Stable kebab-case id; the tool id when the row is one tool. */
  id: string;
  family: CategoryId;
  name: string;
  /** What the capability does, in one sentence. */
  description: string;
  /** Catalogue tools this row covers (`tools.ts` ids). */
  toolIds: readonly string[];
  /**
   * A paid part inside a tool's page (its own section checks the row), not a gate to the tool:
   * the tool opens without it, so its labels come from the tool's other rows (decision 0181).
   */
  addOn?: true;
  /** A page for rows that are not tools. */
  href?: string;
  /**
   * Features sold on their own that unlock this row in full, whatever the plan (e.g. the coloring
   * book maker). Empty when only plans unlock it.
   */
  featureIds: readonly FeatureId[];
  /** What "limited" / "max N entries" count, e.g. "tracked keywords". */
  limitUnit?: string;
  /**
   * An outside service the row needs that a site may not have (the translator's). Without it the
   * row is not sold or listed: `offeredCapabilities`.
   */
  service?: OptionalService;
  availability: Readonly<Record<PlanTier, Availability>>;
};

/** Outside services a site may run without; the API says which it has. */
export const optionalServices = ["translation"] as const;
export type OptionalService = (typeof optionalServices)[number];
export type OptionalServices = Readonly<Record<OptionalService, boolean>>;
/** What a page assumes when it cannot ask the API: nothing optional is sold unconfirmed. */
export const NO_OPTIONAL_SERVICES: OptionalServices = { translation: false };

const NA = "not available";
const LIM = "limited";
const ALL = "available";
const M100 = "max 100 entries";
const M200 = "max 200 entries";

/** Availability per plan, in plan order: Free, Pro, Pro Max, Ultra, Supreme. */
function by(
  free: Availability,
  pro: Availability,
  proMax: Availability,
  ultra: Availability,
  supreme: Availability,
): Record<PlanTier, Availability> {
  return { Free: free, Pro: pro, "Pro Max": proMax, Ultra: ultra, Supreme: supreme };
}

export const capabilities: readonly Capability[] = [
  // --- Research --------------------------------------------------------------------------------
  {
    id: "keyword-research",
    family: "research",
    name: "Keyword research (search suggestions)",
    description: "Mine Amazon's search suggestions for the phrases readers actually type.",
    toolIds: ["search-suggestions", "all-in-one-extension"],
    featureIds: [],
    limitUnit: "searches per day",
    availability: by(LIM, ALL, ALL, ALL, ALL),
  },
  {
    id: "pro-web-app",
    family: "research",
    name: "Research web app",
    description: "Keyword and niche research in the browser, without installing an extension.",
    toolIds: ["pro-web-app"],
    featureIds: [],
    availability: by(NA, ALL, ALL, ALL, ALL),
  },
  {
    id: "quick-view",
    family: "research",
    name: "Quick View",
    description: "Sales, price and reviews of every book on a search page, at a glance.",
    toolIds: ["quick-view-extension"],
    featureIds: [],
    limitUnit: "searches per day",
    availability: by(LIM, LIM, ALL, ALL, ALL),
  },
  {
    id: "deep-view",
    family: "research",
    name: "Deep View",
    description: "Analyse a whole page of search results at once: ranks, prices, reviews, age.",
    toolIds: ["deep-view"],
    featureIds: [],
    availability: by(NA, NA, ALL, ALL, ALL),
  },
  {
    id: "retro-view",
    family: "research",
    name: "Retro View and Reverse Product Lookup",
    description:
      "A competing book's rank, price and review history, and the keywords it is found for.",
    toolIds: ["retro-view", "reverse-product-lookup"],
    featureIds: [],
    limitUnit: "lookups per day",
    availability: by(NA, NA, NA, LIM, ALL),
  },
  // --- Book creation ---------------------------------------------------------------------------
  {
    id: "low-content-book-generator",
    family: "book-creation",
    name: "Low-content book creator",
    description: "Lined, grid and dot journals, log books and planners as print-ready PDFs.",
    toolIds: ["low-content-book-generator"],
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  {
    id: "puzzle-book-maker",
    family: "book-creation",
    name: "Puzzle book maker",
    description: "Word searches, sudoku and other puzzles with answer keys, laid out for KDP.",
    toolIds: ["puzzle-book-maker"],
    featureIds: [f.puzzleToolsV1, f.puzzleMegaBundle],
    availability: by(NA, NA, ALL, ALL, ALL),
  },
  {
    id: "activity-book-tools",
    family: "book-creation",
    name: "Activity book maker",
    description: "Mazes, dot-to-dot, spot the difference and more for children's activity books.",
    toolIds: ["activity-book-tools"],
    featureIds: [f.puzzleToolsV2, f.puzzleMegaBundle],
    availability: by(NA, NA, ALL, ALL, ALL),
  },
  {
    id: "coloring-book-maker",
    family: "book-creation",
    name: "Coloring book maker",
    description:
      "Original coloring pages in several design styles, or your own line art, as a print-ready interior.",
    toolIds: ["coloring-book-maker"],
    featureIds: [f.coloringBookMaker],
    availability: by(NA, NA, ALL, ALL, ALL),
  },
  {
    id: "book-writer",
    family: "book-creation",
    name: "Book writer",
    description: "Write and organise a manuscript chapter by chapter in the browser.",
    toolIds: ["book-writer"],
    featureIds: [],
    limitUnit: "chapters",
    availability: by(LIM, ALL, ALL, ALL, ALL),
  },
  // --- Book listing ----------------------------------------------------------------------------
  {
    id: "title-creator",
    family: "book-listing",
    name: "Title creator",
    description: "Draft titles and subtitles from your book's details and keywords.",
    toolIds: ["title-creator"],
    featureIds: [f.authorToolsBundle],
    limitUnit: "runs per day",
    availability: by(LIM, LIM, LIM, ALL, ALL),
  },
  {
    id: "description-creator",
    family: "book-listing",
    name: "Description creator",
    description: "Write an Amazon-formatted book description from a few notes.",
    toolIds: ["description-creator"],
    featureIds: [f.authorToolsBundle],
    limitUnit: "runs per day",
    availability: by(LIM, LIM, LIM, ALL, ALL),
  },
  {
    id: "book-data-translator",
    family: "book-listing",
    name: "Book data translator",
    description: "Translate your title, description and keywords for other Amazon marketplaces.",
    toolIds: ["book-data-translator"],
    featureIds: [f.authorToolsBundle],
    limitUnit: "runs per day",
    service: "translation",
    availability: by(NA, NA, LIM, ALL, ALL),
  },
  {
    id: "backend-keywords",
    family: "book-listing",
    name: "7 backend keywords tool",
    description: "Fill the seven keyword slots without repeats or terms KDP rejects.",
    toolIds: ["backend-keywords"],
    // The packing runs in the member's browser, so no daily count could hold: free on every plan
    // and not sold on its own; its marketplaces, bulk and monitor parts are (decision 0181).
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  {
    id: "backend-keywords-marketplaces",
    family: "book-listing",
    name: "Backend keywords for every marketplace",
    description: "Keyword sets researched for each Amazon marketplace, not only amazon.com.",
    toolIds: ["backend-keywords"],
    addOn: true,
    featureIds: [f.backendKeywordsMarketplaces],
    availability: by(NA, NA, NA, ALL, ALL),
  },
  {
    id: "backend-keywords-bulk",
    family: "book-listing",
    name: "Bulk backend keywords",
    description: "Backend keywords for a whole catalogue at once from a CSV file.",
    toolIds: ["backend-keywords"],
    addOn: true,
    featureIds: [f.backendKeywordsBulk],
    availability: by(NA, NA, NA, NA, ALL),
  },
  {
    id: "backend-keywords-monitor",
    family: "book-listing",
    name: "Backend keywords monitor",
    description: "Re-checks your live listings every month and suggests better keywords.",
    toolIds: ["backend-keywords"],
    addOn: true,
    featureIds: [f.backendKeywordsMonitor],
    limitUnit: "monitored listings",
    availability: by(NA, NA, NA, NA, M100),
  },
  {
    id: "trademark-checker",
    family: "book-listing",
    name: "Trademark checker",
    description: "Catch trademarked words in your title, subtitle and keywords before upload.",
    toolIds: ["trademark-checker"],
    featureIds: [f.trademarkChecker, f.checkerTools],
    limitUnit: "checks per day",
    availability: by(LIM, LIM, ALL, ALL, ALL),
  },
  {
    id: "guidelines-checker",
    family: "book-listing",
    name: "Guidelines checker",
    description: "Check your metadata against KDP's content and metadata rules.",
    toolIds: ["guidelines-checker"],
    // Checked in the browser with no account needed: free on every plan (decision 0181).
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  {
    id: "price-checker",
    family: "book-listing",
    name: "Price checker",
    description: "Check list prices against KDP's minimums and your royalty in each marketplace.",
    toolIds: ["price-checker"],
    // Checked in the browser with no account needed: free on every plan (decision 0181).
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  {
    id: "grammar-checker",
    family: "book-listing",
    name: "Grammar checker",
    description: "Catch typos and grammar slips in your title and description.",
    toolIds: ["grammar-checker"],
    featureIds: [f.grammarChecker, f.checkerTools],
    limitUnit: "checks per day",
    availability: by(LIM, LIM, ALL, ALL, ALL),
  },
  // --- Design ----------------------------------------------------------------------------------
  {
    id: "cover-template-generator",
    family: "design",
    name: "Cover template generator",
    description:
      "Full-wrap template with bleed, spine and barcode area for any trim and page count.",
    toolIds: ["cover-template-generator"],
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  {
    id: "book-cover-designer",
    family: "design",
    name: "Book cover designer",
    description: "Design the front, spine and back cover on a canvas already sized for KDP.",
    toolIds: ["book-cover-designer"],
    featureIds: [f.creativeBundle],
    limitUnit: "saved designs",
    availability: by(LIM, LIM, ALL, ALL, ALL),
  },
  {
    id: "a-plus-content-maker",
    family: "design",
    name: "A+ Content maker",
    description: "Images for A+ Content modules at the sizes Amazon expects.",
    toolIds: ["a-plus-content-maker"],
    featureIds: [f.creativeBundle],
    limitUnit: "saved designs",
    availability: by(LIM, LIM, ALL, ALL, ALL),
  },
  {
    id: "text-pattern-designer",
    family: "design",
    name: "Text and pattern designer",
    description: "Lettering and seamless patterns for covers and interiors.",
    toolIds: ["text-pattern-designer"],
    featureIds: [f.creativeBundle],
    availability: by(NA, NA, ALL, ALL, ALL),
  },
  // --- General ---------------------------------------------------------------------------------
  {
    id: "calculators",
    family: "general",
    name: "Royalty, BSR, pen name, QR code, word cloud and category tools",
    description: "The everyday calculators and generators every KDP author needs.",
    toolIds: [
      "bsr-sales-calculator",
      "royalty-calculator",
      "pen-name-generator",
      "qr-code-generator",
      "word-cloud",
      "category-finder",
    ],
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  {
    id: "keyword-tracker",
    family: "general",
    name: "Keyword rank tracker",
    description: "Follow where your books rank for the keywords you chose, day by day.",
    toolIds: ["keyword-tracker"],
    featureIds: [],
    limitUnit: "tracked keywords",
    availability: by(NA, LIM, LIM, M100, M200),
  },
  {
    id: "asin-tracker",
    family: "general",
    name: "Product (ASIN) tracker",
    description: "Watch the rank and price of your books and your competitors' books.",
    toolIds: ["asin-tracker"],
    featureIds: [],
    limitUnit: "tracked products",
    availability: by(NA, LIM, LIM, M100, M100),
  },
  {
    id: "book-planner",
    family: "general",
    name: "Book planner",
    description: "Plan a book or a series from idea to launch date.",
    toolIds: ["book-planner"],
    featureIds: [],
    availability: by(ALL, ALL, ALL, ALL, ALL),
  },
  // --- Training and research memberships -------------------------------------------------------
  {
    id: "hot-niches",
    family: "research",
    name: "Hot KDP Niches",
    description: "Researched niche reports with demand, competition and seasonality.",
    toolIds: [],
    href: "/hot-niches",
    featureIds: [f.hotNiches],
    availability: by(NA, NA, NA, NA, ALL),
  },
  {
    id: "masterclass",
    family: "training",
    name: "KDP masterclass",
    description: "The full written course, from niche research to scaling a series.",
    toolIds: ["masterclass"],
    featureIds: [f.masterclass],
    availability: by(NA, NA, NA, NA, ALL),
  },
];

const capabilitiesById = new Map(capabilities.map((row) => [row.id, row]));

/** The row of a capability; throws for an unknown id (a programming error). */
/**
 * The rows a site can sell: those whose outside service it has (or that need none), less the rows
 * sold only through offers an operator took off sale (decisions 0135, 0145): when every feature
 * that opens a row on its own is off sale, the row's service is missing, so no plan promises it.
 */
export function offeredCapabilities(
  services: OptionalServices,
  offSale: ReadonlySet<string> = new Set(),
): Capability[] {
  return capabilities.filter(
    (row) =>
      (row.service === undefined || services[row.service]) &&
      (row.featureIds.length === 0 || !row.featureIds.every((id) => offSale.has(id))),
  );
}

/** Whether a catalogue tool needs a service the site does not have. */
export function isToolUnavailable(toolId: string, services: OptionalServices): boolean {
  return capabilities.some(
    (row) => row.toolIds.includes(toolId) && row.service !== undefined && !services[row.service],
  );
}

export function getCapabilityOrThrow(capabilityId: string): Capability {
  const row = capabilitiesById.get(capabilityId);
  if (!row) throw new Error(`Unknown capability: ${capabilityId}`);
  return row;
}

/** How `plan` offers a capability (one cell of the comparison table). */
export function capabilityFor(plan: PlanTier, capabilityId: string): Availability {
  return getCapabilityOrThrow(capabilityId).availability[plan];
}

/** Capability rows that cover a catalogue tool. */
export function capabilitiesForTool(toolId: string): Capability[] {
  return capabilities.filter((row) => row.toolIds.includes(toolId));
}

/** True for availabilities that give the whole capability (a stated quota counts as whole). */
export function isFullAvailability(availability: Availability): boolean {
  return availability === "available" || availability.startsWith("max ");
}

/** Plan tiers from `plan` down to Free. */
function tiersUpTo(plan: PlanTier): readonly PlanTier[] {
  return planTiers.slice(0, planTiers.indexOf(plan) + 1);
}

/**
 * True when `plan` includes `featureId` in full: the plan's own feature and those of the plans
 * below it, and every sold-alone feature whose capability rows the plan offers in full.
 */
export function planGrantsFeature(plan: PlanTier, featureId: string): boolean {
  for (const tier of tiersUpTo(plan)) {
    if (tier !== "Free" && planFeatureIds[tier] === featureId) return true;
  }
  const rows = capabilities.filter((row) =>
    (row.featureIds as readonly string[]).includes(featureId),
  );
  return rows.length > 0 && rows.every((row) => isFullAvailability(row.availability[plan]));
}

const includedByPlan = new Map<PlanTier, readonly FeatureId[]>();

/** Every feature a plan includes (what its products grant), plan features first. */
export function planIncludedFeatures(plan: PlanTier): readonly FeatureId[] {
  const cached = includedByPlan.get(plan);
  if (cached) return cached;
  const included = new Set<FeatureId>();
  for (const tier of [...tiersUpTo(plan)].reverse()) {
    if (tier !== "Free") included.add(planFeatureIds[tier]);
  }
  for (const row of capabilities) {
    for (const featureId of row.featureIds) {
      if (planGrantsFeature(plan, featureId)) included.add(featureId);
    }
  }
  const list = Object.freeze([...included]);
  includedByPlan.set(plan, list);
  return list;
}
