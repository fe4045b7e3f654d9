import { DEFAULT_ITEM_INDEX } from "../constants";
import { merchDescription, offerDescription, planCopy } from "./catalogue-copy";
import {
  DEFAULT_FEATURE_TYPE,
  type FeatureType,
  type Offering,
  type PaidPlanTier,
  type PlanTier,
  type ProductBillingPeriod,
  type RecurringPeriod,
} from "./enums";
import { ShopError } from "./errors";
import { type FeatureId, featureIds as f } from "./feature-ids";
import { planIncludedFeatures } from "./feature-matrix";

/*
 * Everything the shop sells, as facts: ids, prices, billing periods, what each purchase grants,
 * files (decision 0016). The server alone decides prices: the API prices a checkout from this data
 * and never from a client's amounts. Prices are integer US cents. The words that sell it
 * (descriptions, plan summaries and highlights) live in `catalogue-copy.ts`, so copy can change
 * without touching a price (issue 8).
 *
 * The data is written as *offers* (one per feature sold: "Pro", "Hot KDP Niches", a download…)
 * with a price per billing period; each offer/period pair becomes one *product* with its own id:
 *   - recurring or lifetime features: `{offer}-monthly`, `{offer}-yearly`, `{offer}-lifetime`;
 *   - free items and downloads: the offer id itself (they have a single price).
 * Subscription checkout items use the spec's `subs_{x}` form with x = the product id
 * (`subs_pro-monthly`), see `subscriptionItemId`.
 */

// --- Types -------------------------------------------------------------------------------------

export const shopCategoryIds = [
  "plans",
  "bundles",
  "research",
  "book-creation",
  "book-listing",
  "design",
  "training",
  "memberships",
  "downloads",
  "free",
] as const;
export type ShopCategoryId = (typeof shopCategoryIds)[number];

export type ShopCategory = { _id: ShopCategoryId; name: string; index: number };

export const shopCategories: readonly ShopCategory[] = [
  { _id: "plans", name: "Plans", index: 10 },
  { _id: "bundles", name: "Bundles", index: 20 },
  { _id: "research", name: "Research", index: 30 },
  { _id: "book-creation", name: "Book creation", index: 40 },
  { _id: "book-listing", name: "Book listing", index: 50 },
  { _id: "design", name: "Design", index: 60 },
  { _id: "training", name: "Training", index: 70 },
  { _id: "memberships", name: "Memberships", index: 80 },
  { _id: "downloads", name: "Downloads", index: 90 },
  { _id: "free", name: "Free", index: 100 },
];

/** A file a downloadable product delivers; the API generates and streams the content. */
export type FileDescriptor = {
  /** File name offered to the browser. */
  name: string;
  /** The exact size of the file the API builds (apps/api download-files; a test checks it). */
  sizeBytes: number;
  contentType: "application/pdf" | "text/csv";
};

type ProductCommon = {
  /** Stable product id (see the naming rule at the top of this file). */
  _id: string;
  /** The offer (shop item) this product belongs to; equals its primary feature id. */
  offerId: FeatureId;
  /** Ordering in lists, ascending (spec §3; items without one sort as 1000). */
  index: number;
  /** Name on receipts and order lines, with the period: "Pro (monthly)". */
  title: string;
  /** Name of the offer, without the period: "Pro". */
  offerTitle: string;
  description: string;
  /** Site-relative image path, or null. */
  image: string | null;
  categories: readonly ShopCategoryId[];
  billingPeriod: ProductBillingPeriod;
  /** Price per billing period in integer US cents; 0 only for free items. */
  priceCents: number;
  /** How the offer is sold over all its products (ENT-36). */
  offering: Offering;
  /** Features a purchase grants; the first is the offer's own feature. */
  grants: readonly [FeatureId, ...FeatureId[]];
  /** For plan products: the tier the plan gives. */
  tier?: PaidPlanTier;
};

export type FeatureProduct = ProductCommon & { feature_type: "feature"; file?: undefined };
export type DownloadableProduct = ProductCommon & {
  feature_type: "downloadable";
  file: FileDescriptor;
};
export type Product = FeatureProduct | DownloadableProduct;

type OfferPrices = Partial<Record<ProductBillingPeriod, number>>;

/** One thing sold, in up to four billing periods. `feature_type` and `index` have defaults. */
type OfferInput = {
  id: FeatureId;
  feature_type?: FeatureType;
  index?: number;
  title: string;
  image: string | null;
  categories: readonly ShopCategoryId[];
  prices: OfferPrices;
  /** Features granted besides the offer's own; plans derive theirs from the feature matrix. */
  alsoGrants?: readonly FeatureId[];
  tier?: PaidPlanTier;
  file?: FileDescriptor;
};

// --- Data --------------------------------------------------------------------------------------

const planOffer = (
  tier: PaidPlanTier,
  id: FeatureId,
  index: number,
  prices: { month: number; year: number; lifetime: number },
): OfferInput => ({
  id,
  index,
  title: tier,
  image: `/shop/${id}.svg`,
  categories: ["plans"],
  prices,
  tier,
});

const offerInputs: readonly OfferInput[] = [
  // --- Plans (decision 0016 for the prices) ----------------------------------------------------
  planOffer("Pro", f.pro, 10, { month: 999, year: 9900, lifetime: 19900 }),
  planOffer("Pro Max", f.proMax, 20, { month: 1999, year: 19900, lifetime: 34900 }),
  planOffer("Ultra", f.ultra, 30, { month: 2999, year: 29900, lifetime: 47900 }),
  planOffer("Supreme", f.supreme, 40, { month: 3999, year: 39900, lifetime: 59900 }),

  // --- Bundles (lifetime) ----------------------------------------------------------------------
  {
    id: f.puzzleMegaBundle,
    index: 100,
    title: "Puzzle Mega Bundle",
    image: "/shop/puzzle-mega-bundle.svg",
    categories: ["bundles", "book-creation"],
    prices: { lifetime: 14900 },
    alsoGrants: [f.puzzleToolsV1, f.puzzleToolsV2],
  },
  {
    id: f.creativeBundle,
    index: 110,
    title: "Creative Bundle",
    image: "/shop/creative-bundle.svg",
    categories: ["bundles", "design"],
    prices: { lifetime: 14900 },
  },
  {
    id: f.authorToolsBundle,
    index: 120,
    title: "Author Tools Bundle",
    image: "/shop/author-tools-bundle.svg",
    categories: ["bundles", "book-listing"],
    prices: { lifetime: 12900 },
  },
  {
    id: f.checkerTools,
    index: 130,
    title: "Checker Tools Bundle",
    image: "/shop/checker-tools.svg",
    categories: ["bundles", "book-listing"],
    prices: { lifetime: 5900 },
    alsoGrants: [f.trademarkChecker, f.grammarChecker],
  },

  // --- Single tools ----------------------------------------------------------------------------
  {
    id: f.puzzleToolsV1,
    index: 200,
    title: "Puzzle Tools",
    image: "/shop/puzzle-tools-v1.svg",
    categories: ["book-creation"],
    prices: { lifetime: 9900 },
  },
  {
    id: f.puzzleToolsV2,
    index: 210,
    title: "Activity Tools",
    image: "/shop/puzzle-tools-v2.svg",
    categories: ["book-creation"],
    prices: { lifetime: 7900 },
  },
  {
    id: f.coloringBookMaker,
    index: 220,
    title: "Coloring Book Maker",
    image: "/shop/coloring-book-maker.svg",
    categories: ["book-creation"],
    prices: { lifetime: 8900 },
  },
  {
    id: f.backendKeywordsMarketplaces,
    index: 231,
    title: "7 Backend Keywords: All Marketplaces",
    image: "/shop/backend-keywords.svg",
    categories: ["book-listing"],
    prices: { lifetime: 7900 },
  },
  {
    id: f.backendKeywordsBulk,
    index: 232,
    title: "7 Backend Keywords: Bulk",
    image: "/shop/backend-keywords.svg",
    categories: ["book-listing"],
    prices: { lifetime: 9900 },
  },
  {
    id: f.backendKeywordsMonitor,
    index: 233,
    title: "7 Backend Keywords: Monitor",
    image: "/shop/backend-keywords.svg",
    categories: ["book-listing"],
    prices: { month: 799 },
  },
  {
    id: f.trademarkChecker,
    index: 240,
    title: "Trademark Checker",
    image: "/shop/trademark-checker.svg",
    categories: ["book-listing"],
    prices: { lifetime: 3900 },
  },
  {
    id: f.grammarChecker,
    index: 243,
    title: "Grammar Checker",
    image: "/shop/grammar-checker.svg",
    categories: ["book-listing"],
    prices: { lifetime: 2900 },
  },
  {
    id: f.authorPageBuilder,
    index: 250,
    title: "Author Page Builder",
    image: "/shop/author-page-builder.svg",
    categories: ["design"],
    prices: { month: 599, lifetime: 7900 },
  },

  // --- Memberships and training ----------------------------------------------------------------
  {
    id: f.hotNiches,
    index: 300,
    title: "Hot KDP Niches",
    image: "/shop/hot-niches.svg",
    categories: ["research", "memberships"],
    prices: { month: 1499, lifetime: 17900 },
  },
  {
    id: f.arcReviews,
    index: 310,
    title: "ARC Reviews Membership",
    image: "/shop/arc-reviews.svg",
    categories: ["memberships"],
    prices: { month: 999 },
  },
  {
    id: f.templateMembership,
    index: 320,
    title: "Template Membership",
    image: "/shop/template-membership.svg",
    categories: ["memberships", "design"],
    prices: { month: 1299 },
  },
  {
    id: f.mentorshipGroup,
    index: 330,
    title: "Mentorship Group",
    image: "/shop/mentorship-group.svg",
    categories: ["memberships", "training"],
    prices: { month: 4900 },
  },
  {
    id: f.masterclass,
    index: 340,
    title: "KDP Masterclass",
    image: "/shop/masterclass.svg",
    categories: ["training"],
    prices: { lifetime: 19700 },
  },

  // --- Free items and downloads (index left to the default, 1000) ------------------------------
  {
    id: f.kdpBasicsCourse,
    title: "KDP Basics Mini Course",
    image: "/shop/kdp-basics-course.svg",
    categories: ["training", "free"],
    prices: { free: 0 },
  },
  {
    id: f.kdpLaunchChecklist,
    feature_type: "downloadable",
    title: "KDP Launch Checklist (PDF)",
    image: "/shop/kdp-launch-checklist.svg",
    categories: ["downloads", "free"],
    prices: { free: 0 },
    file: { name: "kdp-launch-checklist.pdf", sizeBytes: 6_564, contentType: "application/pdf" },
  },
  {
    id: f.coverSizeCheatSheet,
    feature_type: "downloadable",
    title: "Cover Size Cheat Sheet (PDF)",
    image: "/shop/cover-size-cheat-sheet.svg",
    categories: ["downloads", "free"],
    prices: { free: 0 },
    file: {
      name: "cover-size-cheat-sheet.pdf",
      sizeBytes: 12_921,
      contentType: "application/pdf",
    },
  },
  {
    id: f.keywordResearchWorkbook,
    feature_type: "downloadable",
    index: 900,
    title: "Keyword Research Workbook (PDF)",
    image: "/shop/keyword-research-workbook.svg",
    categories: ["downloads", "research"],
    prices: { lifetime: 1200 },
    file: {
      name: "keyword-research-workbook.pdf",
      sizeBytes: 31_631,
      contentType: "application/pdf",
    },
  },
  {
    id: f.adsKeywordStarterList,
    feature_type: "downloadable",
    index: 910,
    title: "Amazon Ads Keyword Starter List (CSV)",
    image: "/shop/ads-keyword-starter-list.svg",
    categories: ["downloads", "research"],
    prices: { lifetime: 900 },
    file: { name: "ads-keyword-starter-list.csv", sizeBytes: 6_919, contentType: "text/csv" },
  },
];

// --- Products built from the offers ------------------------------------------------------------

const periodOrder: readonly ProductBillingPeriod[] = ["free", "month", "year", "lifetime"];
const periodSuffix: Record<ProductBillingPeriod, string> = {
  free: "",
  month: "monthly",
  year: "yearly",
  lifetime: "lifetime",
};

function offeringOf(prices: OfferPrices): Offering {
  const recurring = prices.month !== undefined || prices.year !== undefined;
  const once = prices.lifetime !== undefined || prices.free !== undefined;
  if (recurring && once) return "both";
  return recurring ? "monthly only" : "lifetime only";
}

function productId(offer: OfferInput, period: ProductBillingPeriod): string {
  const featureType = offer.feature_type ?? DEFAULT_FEATURE_TYPE;
  if (period === "free" || featureType === "downloadable") return offer.id;
  return `${offer.id}-${periodSuffix[period]}`;
}

function productTitle(offer: OfferInput, period: ProductBillingPeriod): string {
  const featureType = offer.feature_type ?? DEFAULT_FEATURE_TYPE;
  if (period === "free" || featureType === "downloadable") return offer.title;
  return `${offer.title} (${periodSuffix[period]})`;
}

function grantsOf(offer: OfferInput): readonly [FeatureId, ...FeatureId[]] {
  if (offer.tier) {
    const [own, ...rest] = planIncludedFeatures(offer.tier);
    if (own !== offer.id) throw new Error(`Plan offer ${offer.id} must be its tier's feature`);
    return [own, ...rest];
  }
  return [offer.id, ...(offer.alsoGrants ?? []).filter((id) => id !== offer.id)];
}

function buildProducts(offer: OfferInput): Product[] {
  const offering = offeringOf(offer.prices);
  const grants = grantsOf(offer);
  return periodOrder.flatMap((period): Product[] => {
    const priceCents = offer.prices[period];
    if (priceCents === undefined) return [];
    const common: ProductCommon = {
      _id: productId(offer, period),
      offerId: offer.id,
      index: offer.index ?? DEFAULT_ITEM_INDEX,
      title: productTitle(offer, period),
      offerTitle: offer.title,
      description: offerDescription(offer.id),
      image: offer.image,
      categories: offer.categories,
      billingPeriod: period,
      priceCents,
      offering,
      grants,
      ...(offer.tier ? { tier: offer.tier } : {}),
    };
    if ((offer.feature_type ?? DEFAULT_FEATURE_TYPE) === "downloadable") {
      if (!offer.file) throw new Error(`Downloadable offer ${offer.id} needs a file`);
      return [{ ...common, feature_type: "downloadable", file: offer.file }];
    }
    return [{ ...common, feature_type: "feature" }];
  });
}

/** Every product sold, in data order (use `sortByIndex` for display order). */
export const products: readonly Product[] = offerInputs.flatMap(buildProducts);

const productsById = new Map(products.map((product) => [product._id, product]));

/** The product with this id, if any. Accepts anything so request values can be passed as is. */
export function findProduct(id: unknown): Product | undefined {
  return typeof id === "string" ? productsById.get(id) : undefined;
}

/** The product with this id; throws a `ShopError` (UNKNOWN_PRODUCT) naming the id otherwise. */
export function getProductOrThrow(id: string): Product {
  const product = findProduct(id);
  if (!product) throw new ShopError("UNKNOWN_PRODUCT", `Unknown product: ${id}`, id);
  return product;
}

/** Products of one shop item kind (`/api/features` lists features, `/api/shop` downloads). */
export function productsByType(type: FeatureType): Product[] {
  return products.filter((product) => product.feature_type === type);
}

/** Products of one offer (e.g. "pro" → pro-monthly, pro-yearly, pro-lifetime). */
export function productsOfOffer(offerId: string): Product[] {
  return products.filter((product) => product.offerId === offerId);
}

/** Products that grant a feature, whatever their offer. */
export function productsGranting(featureId: string): Product[] {
  return products.filter((product) => (product.grants as readonly string[]).includes(featureId));
}

/** True only for an existing item priced 0 (claimable through the free path, freepaynow). */
export function isFreeProduct(id: unknown): boolean {
  const product = findProduct(id);
  return product !== undefined && product.billingPeriod === "free" && product.priceCents === 0;
}

/** True for month and year products (bought as subscriptions). */
export function isRecurringProduct(product: Product): product is Product & {
  billingPeriod: RecurringPeriod;
} {
  return product.billingPeriod === "month" || product.billingPeriod === "year";
}

/**
 * The product a checkout link names: either a product id (`pro-monthly`), or an offer id with a
 * period (`product=pro&type=month`, as /checkout/v3 and the recurring-payment call send it). An
 * offer with a single product needs no period. Throws `ShopError` otherwise.
 */
/** How a refusal names a billing period: "not sold monthly; it is sold for a lifetime". */
const periodWord: Record<ProductBillingPeriod, string> = {
  month: "monthly",
  year: "yearly",
  lifetime: "for a lifetime",
  free: "free",
};

export function resolveCheckoutProduct(id: string, period?: ProductBillingPeriod): Product {
  const direct = findProduct(id);
  if (direct) {
    if (period !== undefined && direct.billingPeriod !== period) {
      throw new ShopError(
        "PERIOD_MISMATCH",
        `Product ${id} is billed ${direct.billingPeriod}, not ${period}`,
        id,
      );
    }
    return direct;
  }
  const family = productsOfOffer(id);
  if (family.length === 0) throw new ShopError("UNKNOWN_PRODUCT", `Unknown product: ${id}`, id);
  if (period === undefined) {
    if (family.length === 1) return family[0]!;
    throw new ShopError("PERIOD_MISMATCH", `Product ${id} needs a billing period`, id);
  }
  const match = family.find((product) => product.billingPeriod === period);
  if (!match) {
    const sold = family.map((product) => periodWord[product.billingPeriod]).join(", ");
    throw new ShopError(
      "PERIOD_MISMATCH",
      `Product ${id} is not sold ${periodWord[period]}; it is sold ${sold}`,
      id,
    );
  }
  return match;
}

// --- Subscription item ids (spec 7.8 `subs/paynow`: `{ id: 'subs_{x}' }`) -----------------------

const SUBS_PREFIX = "subs_";

/** `subs_{productId}` for a monthly or yearly product; throws for anything else. */
export function subscriptionItemId(productId: string): string {
  const product = getProductOrThrow(productId);
  if (!isRecurringProduct(product)) {
    throw new ShopError("PERIOD_MISMATCH", `Product ${productId} is not a subscription`, productId);
  }
  return `${SUBS_PREFIX}${product._id}`;
}

/** The recurring product named by a `subs_{x}` item id, or undefined. */
export function parseSubscriptionItemId(itemId: unknown): Product | undefined {
  if (typeof itemId !== "string" || !itemId.startsWith(SUBS_PREFIX)) return undefined;
  const product = findProduct(itemId.slice(SUBS_PREFIX.length));
  return product && isRecurringProduct(product) ? product : undefined;
}

// --- Plans (the /pricing cards) ------------------------------------------------------------------

export type PlanCard = {
  tier: PlanTier;
  /** Offer id of a paid plan ("pro"), "free" for Free. */
  id: "free" | FeatureId;
  name: PlanTier;
  /** One sentence: what the plan unlocks. */
  summary: string;
  /** Who the plan suits. */
  audience: string;
  /** The few things that set the plan apart from the one below it. */
  highlights: readonly string[];
  /** The plan to point people at first. */
  recommended: boolean;
  /** Product ids per paid period; Free has none. */
  productIds: Partial<Record<"month" | "year" | "lifetime", string>>;
  /** Price per period in cents; Free is 0 everywhere. */
  priceCents: Record<"month" | "year" | "lifetime", number>;
};

function planCard(tier: PlanTier): PlanCard {
  const copy = planCopy[tier];
  const base = {
    tier,
    name: tier,
    summary: copy.summary,
    audience: copy.audience,
    highlights: copy.highlights,
    recommended: copy.recommended ?? false,
  };
  if (tier === "Free") {
    return { ...base, id: "free", productIds: {}, priceCents: { month: 0, year: 0, lifetime: 0 } };
  }
  const family = products.filter((product) => product.tier === tier);
  const pick = (period: "month" | "year" | "lifetime"): Product => {
    const product = family.find((candidate) => candidate.billingPeriod === period);
    if (!product) throw new Error(`Plan ${tier} has no ${period} product`);
    return product;
  };
  const [month, year, lifetime] = [pick("month"), pick("year"), pick("lifetime")];
  return {
    ...base,
    id: month.offerId,
    productIds: { month: month._id, year: year._id, lifetime: lifetime._id },
    priceCents: { month: month.priceCents, year: year.priceCents, lifetime: lifetime.priceCents },
  };
}

/** The plans in tier order, Free first: what /pricing, /features and /new-member show. */
export const planCards: readonly PlanCard[] = (
  ["Free", "Pro", "Pro Max", "Ultra", "Supreme"] as const
).map(planCard);

// --- Merch (spec 7.11 `/api/merch`) ---------------------------------------------------------------

export const merchCategoryIds = ["stationery", "drinkware", "bags"] as const;
export type MerchCategoryId = (typeof merchCategoryIds)[number];

export const merchCategories: readonly { _id: MerchCategoryId; name: string; index: number }[] = [
  { _id: "stationery", name: "Stationery", index: 10 },
  { _id: "drinkware", name: "Drinkware", index: 20 },
  { _id: "bags", name: "Bags", index: 30 },
];

export type MerchItem = {
  _id: string;
  index: number;
  title: string;
  description: string;
  image: string | null;
  /** One-time price in integer US cents (shipping is charged by the provider's checkout). */
  priceCents: number;
  categories: readonly MerchCategoryId[];
};

export const merchItems: readonly MerchItem[] = [
  {
    _id: "author-notebook",
    index: 10,
    title: "Author's Notebook",
    description: merchDescription("author-notebook"),
    image: "/merch/author-notebook.svg",
    priceCents: 1400,
    categories: ["stationery"],
  },
  {
    _id: "write-publish-repeat-mug",
    index: 20,
    title: "Write. Publish. Repeat. Mug",
    description: merchDescription("write-publish-repeat-mug"),
    image: "/merch/write-publish-repeat-mug.svg",
    priceCents: 1600,
    categories: ["drinkware"],
  },
  {
    _id: "book-tote",
    title: "Book Tote",
    index: DEFAULT_ITEM_INDEX,
    description: merchDescription("book-tote"),
    image: "/merch/book-tote.svg",
    priceCents: 1800,
    categories: ["bags"],
  },
];

const merchById = new Map(merchItems.map((item) => [item._id, item]));

export function findMerchItem(id: unknown): MerchItem | undefined {
  return typeof id === "string" ? merchById.get(id) : undefined;
}

export function getMerchItemOrThrow(id: string): MerchItem {
  const item = findMerchItem(id);
  if (!item) throw new ShopError("UNKNOWN_PRODUCT", `Unknown merch item: ${id}`, id);
  return item;
}

// --- Ordering ------------------------------------------------------------------------------------

/**
 * A copy of `items` in ascending `index` order; an item without an index (or a non-finite one)
 * sorts as 1000 (spec §3, ENT-05/06). Items with equal indexes keep their order.
 */
export function sortByIndex<T extends { index?: number | null }>(items: readonly T[]): T[] {
  const indexOf = (item: T): number =>
    typeof item.index === "number" && Number.isFinite(item.index) ? item.index : DEFAULT_ITEM_INDEX;
  return items
    .map((item, position) => ({ item, position, index: indexOf(item) }))
    .sort((a, b) => a.index - b.index || a.position - b.position)
    .map(({ item }) => item);
}
