import type { KdpSource } from "./trim-sizes";

/*
 * A+ Content modules and their image sizes (kdp-facts §6). KDP authors reach A+ through KDP
 * Marketing; the sizes are those of Amazon's A+ system, as no KDP-only size page was found. Each
 * module says how sure the size is, and the tool shows it.
 */

export const A_PLUS_SOURCES = {
  standard: {
    key: "code ids 7848320955, 56708841303, 67589566963",
    title: "A+ module image sizes, three independent transcriptions of Amazon's A+ guide",
    date: "2026-11-23",
  },
  overlay: {
    key: "code ids 56708841303, 57504937873",
    title: "A+ Standard Image & Text Overlay (standard banner) size",
    date: "2026-11-23",
  },
  singleImage: {
    key: "code id 56708841303",
    title: "A+ Standard Single Image & Text size (one source)",
    date: "2026-11-23",
  },
  comparison: {
    key: "code id 7848320955",
    title: "A+ Standard Comparison Chart product image size (one source)",
    date: "2026-11-23",
  },
  unverified: {
    key: "UNVERIFIED",
    title: "Size seen in Amazon's editor, not found in a text source; check it in the A+ editor",
    date: "2026-11-23",
  },
  premium: {
    key: "code ids 56708841303, 62499540704, 63120711886",
    title: "Premium A+ full-width modules: 1464 × 600 desktop, 600 × 450 mobile",
    date: "2026-11-23",
  },
  premiumFour: {
    key: "kdp-facts §6 (one secondary source)",
    title: "Premium A+ four images & text size (one source)",
    date: "2026-11-23",
  },
  premiumVideo: {
    key: "kdp-facts §6 (one secondary source)",
    title: "Premium A+ video: MP4 at least 1920 × 1080, 15 s to 3 min (one source)",
    date: "2026-11-23",
  },
  textOnly: {
    key: "code id 56708841303",
    title: "A+ text modules carry no image",
    date: "2026-11-23",
  },
} as const satisfies Record<string, KdpSource>;

export type APlusTier = "standard" | "premium";

/** How sure the size is: two or more agreeing sources, one, or none in text. */
export type APlusConfidence = "2+ sources" | "1 source" | "unverified";

/** How the module arranges its images, for the stacked preview. */
export type APlusArrangement =
  | "banner"
  | "logo"
  | "row"
  | "side"
  | "quadrant"
  | "sidebar"
  | "text"
  | "video";

export type APlusSlot = {
  /** Kebab-case, unique within the module. */
  id: string;
  label: string;
  widthPx: number;
  heightPx: number;
  /** How many images of this size the module holds. */
  count: number;
};

export type APlusModule = {
  id: string;
  /** Amazon's A+ API name where one is known. */
  apiName: string | null;
  name: string;
  tier: APlusTier;
  /** Width of the module on a desktop product page. */
  contentWidthPx: 970 | 1464;
  arrangement: APlusArrangement;
  slots: APlusSlot[];
  note: string | null;
  confidence: APlusConfidence;
  source: KdpSource;
};

/** Width of a standard and a premium module on a desktop product page. */
export const A_PLUS_CONTENT_WIDTH = { standard: 970, premium: 1464 } as const;

const slot = (
  id: string,
  label: string,
  widthPx: number,
  heightPx: number,
  count = 1,
): APlusSlot => ({
  id,
  label,
  widthPx,
  heightPx,
  count,
});

const PREMIUM_SLOTS = [
  slot("desktop", "Desktop image", 1464, 600),
  slot("mobile", "Mobile image", 600, 450),
];

export const A_PLUS_MODULES: readonly APlusModule[] = [
  {
    id: "standard-company-logo",
    apiName: "STANDARD_COMPANY_LOGO",
    name: "Standard Company Logo",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "logo",
    slots: [slot("logo", "Logo", 600, 180)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-header-image-text",
    apiName: "STANDARD_HEADER_IMAGE_TEXT",
    name: "Standard Image Header with Text",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "banner",
    slots: [slot("header", "Header image", 970, 600)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-image-text-overlay",
    apiName: "STANDARD_IMAGE_TEXT_OVERLAY",
    name: "Standard Image & Light/Dark Text Overlay",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "banner",
    slots: [slot("background", "Background image", 970, 300)],
    note: "Text sits in a light or dark box over the image; keep its side calm.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.overlay,
  },
  {
    id: "standard-single-image-text",
    apiName: null,
    name: "Standard Single Image & Text",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "banner",
    slots: [slot("image", "Image", 970, 600)],
    note: null,
    confidence: "1 source",
    source: A_PLUS_SOURCES.singleImage,
  },
  {
    id: "standard-three-images-text",
    apiName: "STANDARD_THREE_IMAGE_TEXT",
    name: "Standard Three Images & Text",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "row",
    slots: [slot("image", "Image", 300, 300, 3)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-four-images-text",
    apiName: "STANDARD_FOUR_IMAGE_TEXT",
    name: "Standard Four Images & Text",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "row",
    slots: [slot("image", "Image", 220, 220, 4)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-four-image-text-quadrant",
    apiName: "STANDARD_FOUR_IMAGE_TEXT_QUADRANT",
    name: "Standard Four Image/Text Quadrant",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "quadrant",
    slots: [slot("image", "Image", 135, 135, 4)],
    note: "Size not confirmed by a text source; check it in the A+ editor.",
    confidence: "unverified",
    source: A_PLUS_SOURCES.unverified,
  },
  {
    id: "standard-single-side-image",
    apiName: "STANDARD_SINGLE_SIDE_IMAGE",
    name: "Standard Single Left or Right Image",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "side",
    slots: [slot("image", "Side image", 300, 300)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-single-image-highlights",
    apiName: "STANDARD_SINGLE_IMAGE_HIGHLIGHTS",
    name: "Standard Single Image & Highlights",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "side",
    slots: [slot("image", "Image", 300, 300)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-single-image-specs-detail",
    apiName: "STANDARD_SINGLE_IMAGE_SPECS_DETAIL",
    name: "Standard Single Image & Specs Detail",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "side",
    slots: [slot("image", "Image", 300, 300)],
    note: null,
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.standard,
  },
  {
    id: "standard-comparison-table",
    apiName: "STANDARD_COMPARISON_TABLE",
    name: "Standard Comparison Chart",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "row",
    slots: [slot("product", "Product image", 150, 300)],
    note: "One image per product in the chart; make one template per book you compare.",
    confidence: "1 source",
    source: A_PLUS_SOURCES.comparison,
  },
  {
    id: "standard-single-image-sidebar",
    apiName: "STANDARD_SINGLE_IMAGE_SIDEBAR",
    name: "Standard Single Image & Sidebar",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "sidebar",
    slots: [slot("main", "Main image", 300, 400), slot("sidebar", "Sidebar image", 350, 175)],
    note: "Sizes not confirmed by a text source; check them in the A+ editor.",
    confidence: "unverified",
    source: A_PLUS_SOURCES.unverified,
  },
  {
    id: "standard-text",
    apiName: "STANDARD_TEXT",
    name: "Standard Text",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "text",
    slots: [],
    note: "Text only: no image to prepare.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.textOnly,
  },
  {
    id: "standard-product-description-text",
    apiName: "STANDARD_PRODUCT_DESCRIPTION",
    name: "Standard Product Description Text",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "text",
    slots: [],
    note: "Text only: no image to prepare.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.textOnly,
  },
  {
    id: "standard-tech-specs",
    apiName: "STANDARD_TECH_SPECS",
    name: "Standard Tech Specs",
    tier: "standard",
    contentWidthPx: 970,
    arrangement: "text",
    slots: [],
    note: "Text only: no image to prepare.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.textOnly,
  },
  {
    id: "premium-full-image",
    apiName: null,
    name: "Premium Full Image",
    tier: "premium",
    contentWidthPx: 1464,
    arrangement: "banner",
    slots: PREMIUM_SLOTS,
    note: "Premium A+: eligibility for KDP books is not confirmed.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.premium,
  },
  {
    id: "premium-background-image-text",
    apiName: null,
    name: "Premium Background Image with Text",
    tier: "premium",
    contentWidthPx: 1464,
    arrangement: "banner",
    slots: PREMIUM_SLOTS,
    note: "Premium A+: eligibility for KDP books is not confirmed.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.premium,
  },
  {
    id: "premium-hotspots",
    apiName: null,
    name: "Premium Hotspots",
    tier: "premium",
    contentWidthPx: 1464,
    arrangement: "banner",
    slots: PREMIUM_SLOTS,
    note: "Premium A+: eligibility for KDP books is not confirmed.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.premium,
  },
  {
    id: "premium-image-carousel",
    apiName: null,
    name: "Premium Image Carousel (one slide)",
    tier: "premium",
    contentWidthPx: 1464,
    arrangement: "banner",
    slots: PREMIUM_SLOTS,
    note: "One template per slide. Premium A+: eligibility for KDP books is not confirmed.",
    confidence: "2+ sources",
    source: A_PLUS_SOURCES.premium,
  },
  {
    id: "premium-four-images-text",
    apiName: null,
    name: "Premium Four Images & Text",
    tier: "premium",
    contentWidthPx: 1464,
    arrangement: "row",
    slots: [slot("image", "Image", 300, 225, 4)],
    note: "Premium A+: eligibility for KDP books is not confirmed.",
    confidence: "1 source",
    source: A_PLUS_SOURCES.premiumFour,
  },
  {
    id: "premium-video",
    apiName: null,
    name: "Premium Video",
    tier: "premium",
    contentWidthPx: 1464,
    arrangement: "video",
    slots: [],
    note: "A video, not an image: MP4 at least 1920 × 1080, 15 seconds to 3 minutes (one source).",
    confidence: "1 source",
    source: A_PLUS_SOURCES.premiumVideo,
  },
];

const moduleById = new Map(A_PLUS_MODULES.map((module) => [module.id, module]));

export const A_PLUS_MODULE_IDS = A_PLUS_MODULES.map((module) => module.id);

export function findAPlusModule(id: string): APlusModule | undefined {
  return moduleById.get(id);
}

export function getAPlusModuleOrThrow(id: string): APlusModule {
  const found = moduleById.get(id);
  if (!found) throw new Error(`Unknown A+ module: ${id}`);
  return found;
}
