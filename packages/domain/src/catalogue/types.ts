/** The six tool families of the catalogue; each has a category page. */
export const categoryIds = [
  "research",
  "book-creation",
  "book-listing",
  "design",
  "general",
  "training",
] as const;
export type CategoryId = (typeof categoryIds)[number];

/**
 * Places outside the site. Their URLs are configuration (DESIGN decision 8): the data names the
 * destination, the web app resolves it with `resolveExternalUrl`.
 */
export const externalDestinations = [
  "forum",
  "bookWriter",
  "lowContentCreator",
  "puzzleMaker",
  "coloringEditor",
  "designApp",
  "allInOneExtension",
  "quickViewExtension",
  "templatesGroup",
  "arcGroup",
  "mentorshipGroup",
  "videoChannel",
  "affiliateSite",
  "supportSite",
  "freelanceMarketplace",
  "featureRequests",
  "bugReports",
  "tutorials",
] as const;
export type ExternalDestination = (typeof externalDestinations)[number];
export type ExternalUrls = Record<ExternalDestination, string>;

export type ProductLink =
  | {
      kind: "internal";
      path: string;
      /**
       * An outside app that replaces the page when a site configures one (the puzzle maker: our
       * own page by default, an outside maker through PUZZLE_MAKER_URL; decision 0100).
       */
      outsideApp?: ExternalDestination;
    }
  | { kind: "external"; destination: ExternalDestination };

export type Category = {
  id: CategoryId;
  /** Page path, e.g. "/research-tools". */
  path: string;
  name: string;
  /** One sentence for menus and cards. */
  summary: string;
  /** A short paragraph for the category page. */
  description: string;
  /** The family's tools as a plural phrase for headings: "More general KDP tools". */
  toolsLabel: string;
};

export type Tool = {
  /** Stable kebab-case id. */
  id: string;
  /** Display name (the spec's `item`). */
  item: string;
  /** Short label such as "Research" or "Calculator" (the spec's `tag`). */
  tag: string;
  link: ProductLink;
  /** Further pages of the same tool on this site (the A+ Content maker beside its templates). */
  morePages?: readonly string[];
  openInNewTab?: boolean;
  flair?: "New" | "Popular" | "Beta";
  category: CategoryId;
  requiresLogin: boolean;
  /**
   * For a tool anyone may open whose result needs an account (the low-content maker previews
   * signed out and builds signed in): what signing in is for, completing "Sign in … to ___".
   */
  signInTo?: string;
  /** One or two sentences saying what the tool does for an author. */
  description: string;
  /** Search words beyond the name (used by palette and global search later). */
  keywords?: string[];
};

/**
 * The spec's catalogue and tool-search entry shape (§3). A plain type: the header's menus read
 * the catalogue on every page; its schema, for the tests, is in catalogue-entry-schema.ts.
 */
export type CatalogueEntry = {
  item: string;
  tag: string;
  productLink: string;
  openInNewTab?: boolean;
  flair?: string;
};

/** A product of the catalogue (spec §3, "about 25"). */
export type CatalogueProduct = {
  id: string;
  item: string;
  tag: string;
  link: ProductLink;
  openInNewTab?: boolean;
  flair?: "New" | "Popular" | "Beta";
  description: string;
  kind: "extension" | "tool" | "course" | "book" | "channel" | "app";
};
