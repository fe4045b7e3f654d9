/*
 * Named feature ids (spec §3, ENT-39, and the owners of the popup sets of §4). A feature is the unit
 * of entitlement: products grant features, owned-feature rows name them (`feature_id._id`), and
 * access checks ask for them. Ids are stable kebab-case strings stored in the database: never
 * rename one, add a new id instead. Decision 0017 explains the model.
 */

export const featureIds = {
  // --- Plans: each granted by its monthly, yearly and lifetime products ------------------------
  pro: "pro",
  proMax: "pro-max",
  ultra: "ultra",
  supreme: "supreme",

  // --- Puzzle bundles ----------------------------------------------------------------------------
  /** Puzzle tools v1: the puzzle book maker (owners of only this get popup set `jpt`). */
  puzzleToolsV1: "puzzle-tools-v1",
  /** Puzzle tools v2: the activity book tools at /tools/v2. */
  puzzleToolsV2: "puzzle-tools-v2",
  /** Both puzzle tool sets in one bundle. */
  puzzleMegaBundle: "puzzle-mega-bundle",

  // --- The 7 backend keywords tool and its three variants ---------------------------------------
  backendKeywords: "backend-keywords",
  /** Variant: keyword sets for every Amazon marketplace, not only amazon.com. */
  backendKeywordsMarketplaces: "backend-keywords-marketplaces",
  /** Variant: a whole catalogue at once from a CSV file. */
  backendKeywordsBulk: "backend-keywords-bulk",
  /** Variant: re-checks live listings every month and suggests better keywords. */
  backendKeywordsMonitor: "backend-keywords-monitor",

  // --- Checker tools -------------------------------------------------------------------------------
  trademarkChecker: "trademark-checker",
  guidelinesChecker: "guidelines-checker",
  priceChecker: "price-checker",
  grammarChecker: "grammar-checker",
  /** The four checkers in one bundle. */
  checkerTools: "checker-tools",

  // --- Bundles and single tools ------------------------------------------------------------------
  /** Title creator, description creator, book data translator and the backend keywords tool. */
  authorToolsBundle: "author-tools-bundle",
  /** Cover designer, A+ content maker, text and pattern designer (the "designer" bundle). */
  creativeBundle: "creative-bundle",
  coloringBookMaker: "coloring-book-maker",
  authorPageBuilder: "author-page-builder",

  // --- Training and memberships ------------------------------------------------------------------
  masterclass: "masterclass",
  hotNiches: "hot-niches",
  arcReviews: "arc-reviews",
  templateMembership: "template-membership",
  mentorshipGroup: "mentorship-group",

  // --- Content granted by free or downloadable products -----------------------------------------
  kdpBasicsCourse: "kdp-basics-course",
  kdpLaunchChecklist: "kdp-launch-checklist",
  coverSizeCheatSheet: "cover-size-cheat-sheet",
  keywordResearchWorkbook: "keyword-research-workbook",
  adsKeywordStarterList: "ads-keyword-starter-list",
} as const;

export type FeatureKey = keyof typeof featureIds;
export type FeatureId = (typeof featureIds)[FeatureKey];

/** Every feature id, in declaration order. */
export const allFeatureIds: readonly FeatureId[] = Object.values(featureIds);

const featureIdSet: ReadonlySet<string> = new Set(allFeatureIds);

/** True when `value` is one of our feature ids. */
export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === "string" && featureIdSet.has(value);
}

/** The feature each paid plan tier is, lowest tier first. */
export const planFeatureIds = {
  Pro: featureIds.pro,
  "Pro Max": featureIds.proMax,
  Ultra: featureIds.ultra,
  Supreme: featureIds.supreme,
} as const;
