import {
  activityTypes,
  catalogueClaims,
  courseLessonCount,
  deepViewBatchLimit,
  penNameCountries,
  puzzleTypes,
} from "./claims";
import {
  BOOK_WRITER_PATH,
  COLORING_MAKER_PATH,
  defaultExternalUrls,
  EXTENSION_PATH,
  isOutsideLink,
  LOW_CONTENT_MAKER_PATH,
  PATTERN_DESIGNER_PATH,
  PUZZLE_MAKER_PATH,
  resolveProductLink,
} from "./external-urls";
import type {
  CatalogueEntry,
  CategoryId,
  ExternalDestination,
  ExternalUrls,
  ProductLink,
  Tool,
} from "./types";

const internal = (path: string): ProductLink => ({ kind: "internal", path });
const external = (destination: ExternalDestination): ProductLink => ({
  kind: "external",
  destination,
});

/** The web app's page; two research entries open it on a tab of their own. */
const WEB_APP_PATH = "/titans-pro/on-site";

/**
 * Every tool of the six families (spec §1), in menu order within each family. `requiresLogin`
 * marks tools that save per-user data or run heavy server work (decision record 0007).
 */
export const tools: Tool[] = [
  // --- Keyword & niche research -------------------------------------------------------------
  {
    id: "search-suggestions",
    item: "Search Suggestions",
    tag: "Research",
    link: internal(`${WEB_APP_PATH}?tab=search-suggestions`),
    category: "research",
    requiresLogin: true,
    description:
      "Type a seed word and see the phrases Amazon's search box suggests for it, expanded letter by letter, so you find the longer searches readers really use.",
    keywords: ["autocomplete", "keyword ideas", "long tail", "keyword research"],
  },
  {
    id: "backend-keywords",
    item: "7 Backend Keywords Tool",
    tag: "Keywords",
    link: internal("/7-backend-keywords-tool-amazon-kdp"),
    category: "research",
    requiresLogin: true,
    description:
      "Fills the seven backend keyword boxes of your KDP listing with search phrases for your book, skipping words already in your title and terms KDP forbids, such as other authors' names or program names like Kindle Unlimited.",
    keywords: ["backend keywords", "search terms", "seven keywords", "metadata"],
  },
  {
    id: "reverse-product-lookup",
    item: "Reverse Product Lookup",
    tag: "Research",
    link: internal(`${WEB_APP_PATH}?tab=reverse-lookup`),
    category: "research",
    requiresLogin: true,
    description:
      "Enter a competing book's ASIN to see the search phrases it shows up for, so you can target the keywords that already bring buyers to similar books.",
    keywords: ["reverse asin", "competitor keywords", "asin lookup"],
  },
  {
    id: "deep-view",
    item: "Deep View",
    tag: "Research",
    link: internal("/titans-deep-view"),
    category: "research",
    requiresLogin: true,
    description: `Analyses up to ${deepViewBatchLimit} books from one Amazon search at once, showing estimated sales from their best-seller rank, price, reviews and page count in a table you can download as CSV.`,
    keywords: ["competitor analysis", "niche analysis", "bsr", "search results"],
  },
  {
    id: "retro-view",
    item: "Retro View",
    tag: "Research",
    link: internal("/titans-retro-vision"),
    category: "research",
    requiresLogin: true,
    description:
      "Shows how a book's best-seller rank and price have moved over past months, so you can tell a steady seller from a short spike and spot seasonal niches.",
    keywords: ["history", "rank history", "seasonality", "trends"],
  },
  {
    id: "all-in-one-extension",
    item: "All-In-One Extension",
    tag: "Extension",
    link: { kind: "internal", path: EXTENSION_PATH },
    category: "research",
    requiresLogin: false,
    description:
      "A browser extension for Chrome, Edge and Firefox that adds book data, such as best-seller rank and estimated monthly sales, to Amazon's own pages while you browse.",
    keywords: ["chrome", "browser extension", "keyword research"],
  },
  {
    id: "quick-view-extension",
    item: "Quick View Extension",
    tag: "Extension",
    // The extension's page by default (decision 0124); QUICK_VIEW_EXTENSION_URL names a listing.
    link: external("quickViewExtension"),
    openInNewTab: true,
    category: "research",
    requiresLogin: false,
    description:
      "Part of the All-In-One browser extension: sums up the Amazon results page you are on, with the estimated sales, prices and review counts of the books listed, so you can judge a niche at a glance.",
    keywords: ["chrome", "browser extension", "quick view", "niche check"],
  },
  {
    id: "pro-web-app",
    item: "Pro Web App",
    tag: "Web App",
    link: internal(WEB_APP_PATH),
    category: "research",
    requiresLogin: true,
    description:
      "Runs keyword searches, reverse product lookups and niche checks in a web page on any computer, without installing a browser extension.",
    keywords: ["web app", "keyword research", "titans pro"],
  },

  // --- Book creation -------------------------------------------------------------------------
  {
    id: "puzzle-book-maker",
    item: "Puzzle Book Maker",
    tag: "Book Creation",
    link: { kind: "internal", path: PUZZLE_MAKER_PATH, outsideApp: "puzzleMaker" },
    category: "book-creation",
    requiresLogin: false,
    description: `Generates puzzle pages in ${puzzleTypes.length} types, including word search, sudoku, crossword and mazes, with answer keys, and exports them as a print-ready PDF interior.`,
    keywords: ["puzzles", "word search", "sudoku", "crossword", "maze"],
  },
  {
    id: "low-content-book-generator",
    item: "Low Content Book Generator",
    tag: "Book Creation",
    link: { kind: "internal", path: LOW_CONTENT_MAKER_PATH, outsideApp: "lowContentCreator" },
    category: "book-creation",
    requiresLogin: false,
    signInTo: "build the PDF; the preview needs no account",
    description:
      "Builds interiors for journals, notebooks, planners and logbooks from lined, grid and dotted page templates, dated planners with the year's holidays included, and exports a PDF at your KDP trim size.",
    keywords: ["no content", "journal", "notebook", "planner", "logbook", "interior"],
  },
  {
    id: "activity-book-tools",
    item: "Activity Book Tools",
    tag: "Book Creation",
    link: internal("/tools/v2"),
    category: "book-creation",
    requiresLogin: false,
    description: `Creates children's activity pages in ${activityTypes.length} types, such as dot-to-dot, spot the difference and letter tracing, ready to combine into a printable book.`,
    keywords: ["activities", "kids", "dot to dot", "tracing", "puzzle and activity tools"],
  },
  {
    id: "coloring-book-maker",
    item: "Coloring Book Maker",
    tag: "Book Creation",
    link: { kind: "internal", path: COLORING_MAKER_PATH, outsideApp: "coloringEditor" },
    category: "book-creation",
    requiresLogin: false,
    description: `Generates original coloring pages in ${catalogueClaims.coloringStyles.display} design styles (mandalas, geometric and floral patterns, tiles and stained glass) with a blank back behind each, and exports the interior at KDP paperback sizes.`,
    keywords: ["coloring", "colouring", "mandalas", "coloring books"],
  },
  {
    id: "book-writer",
    item: "Book Writer",
    tag: "Writing",
    link: { kind: "internal", path: BOOK_WRITER_PATH, outsideApp: "bookWriter" },
    category: "book-creation",
    requiresLogin: false,
    signInTo: "write and keep your manuscript",
    description:
      "Write and organise your manuscript chapter by chapter in the browser, import Word or Markdown, and format it into a KDP print PDF and an EPUB.",
    keywords: ["writing", "editing", "manuscript", "editor"],
  },

  // --- Book listing --------------------------------------------------------------------------
  {
    id: "title-creator",
    item: "Title Creator",
    tag: "Listing",
    link: internal("/kdp-title-creator"),
    category: "book-listing",
    requiresLogin: true,
    description:
      "Suggests titles and subtitles from your book's topic and keywords, keeping title and subtitle together within KDP's 200-character limit.",
    keywords: ["title", "subtitle", "listing"],
  },
  {
    id: "description-creator",
    item: "Description Creator",
    tag: "Listing",
    link: internal("/kdp-description-creator"),
    category: "book-listing",
    requiresLogin: true,
    description:
      "Drafts a book description from your notes and formats it with the HTML tags KDP accepts, within the 4,000-character limit.",
    keywords: ["description", "blurb", "html", "listing"],
  },
  {
    id: "trademark-checker",
    item: "Trademark Checker",
    tag: "Listing",
    link: internal("/kdp-trademark-checker"),
    category: "book-listing",
    requiresLogin: true,
    description:
      "Checks the words in your title, subtitle and keywords against registered trademarks, so you avoid a listing KDP may block for using a brand you do not own.",
    keywords: ["trademark", "brand", "compliance"],
  },
  {
    id: "guidelines-checker",
    item: "Guidelines Checker",
    tag: "Listing",
    link: internal("/kdp-guidelines-checker"),
    flair: "New",
    category: "book-listing",
    requiresLogin: false,
    description:
      'Checks your title, subtitle, description and keywords against KDP\'s metadata guidelines and flags problems such as sales claims like "bestselling", URLs, and descriptions over 4,000 characters.',
    keywords: ["compliance", "metadata", "rules", "policy"],
  },
  {
    id: "book-data-translator",
    item: "Book Data Translator",
    tag: "Listing",
    link: internal("/kdp-bookdata-translator"),
    category: "book-listing",
    requiresLogin: true,
    description:
      "Translates your title, subtitle, description and keywords into the language of another Amazon marketplace, such as German, French, Spanish or Japanese.",
    keywords: ["translation", "translate", "marketplaces", "languages"],
  },
  {
    id: "price-checker",
    item: "Price Checker",
    tag: "Listing",
    link: internal("/kdp-price-checker"),
    flair: "New",
    category: "book-listing",
    requiresLogin: false,
    description:
      "Checks a list price against KDP's rules for each marketplace, the 70% royalty band for eBooks and the minimum price your printing cost allows for print books, and shows the royalty you would earn.",
    keywords: ["price", "pricing", "list price", "royalty band"],
  },
  {
    id: "grammar-checker",
    item: "Grammar Checker",
    tag: "Listing",
    link: internal("/grammar-check"),
    category: "book-listing",
    requiresLogin: true,
    description:
      "Finds spelling, grammar and punctuation mistakes in your description and other listing text before readers see them.",
    keywords: ["grammar", "spelling", "proofreading"],
  },

  // --- Design --------------------------------------------------------------------------------
  {
    id: "book-cover-designer",
    item: "Book Cover Designer",
    tag: "Design",
    link: internal("/book-cover-creator"),
    category: "design",
    requiresLogin: true,
    description:
      "Design a full paperback wrap (back, spine and front) on a canvas sized from your trim size and page count, with the bleed and KDP's barcode area marked.",
    keywords: ["cover", "cover creator", "spine", "paperback cover"],
  },
  {
    id: "a-plus-content-maker",
    item: "A+ Content Maker",
    tag: "Design",
    link: internal("/A+-content-template-generator"),
    // The maker composes a whole page; the template generator (the spec's route) makes labelled
    // templates. One tool, one feature-matrix row (decision 0114).
    morePages: ["/a-plus-content-maker"],
    category: "design",
    requiresLogin: true,
    description:
      "Compose your A+ Content page from Amazon's modules, count each text against its limit, preview it on desktop and phone, and export every image at the exact pixel size Amazon asks for, such as 970 × 600 px headers.",
    keywords: ["a plus", "a+ content", "product page", "modules", "comparison chart"],
  },
  {
    id: "text-pattern-designer",
    item: "Text & Pattern Designer",
    tag: "Design",
    link: { kind: "internal", path: PATTERN_DESIGNER_PATH, outsideApp: "designApp" },
    category: "design",
    requiresLogin: true,
    description:
      "Create decorative lettering and seamless patterns for covers, journal pages and coloring books, and export them as images.",
    keywords: ["digital designer", "lettering", "fonts", "patterns"],
  },

  // --- General KDP tools ---------------------------------------------------------------------
  {
    id: "bsr-sales-calculator",
    item: "KDP BSR Sales Calculator",
    tag: "Calculator",
    link: internal("/tools/KDP-BSR-Sales-Calculator"),
    category: "general",
    requiresLogin: false,
    description:
      "Estimates how many copies a day a book sells from its Amazon Best Sellers Rank. Amazon publishes no conversion, so the figure comes from published rank-to-sales curves.",
    keywords: ["bsr", "best sellers rank", "sales estimate"],
  },
  {
    id: "royalty-calculator",
    item: "KDP Royalty Calculator",
    tag: "Calculator",
    link: internal("/tools/KDP-Royalty-Calculator"),
    category: "general",
    requiresLogin: false,
    description:
      "Works out your royalty per sale: for eBooks on the 35% or 70% plan including delivery cost, and for paperbacks and hardcovers as your share of the list price minus printing cost.",
    keywords: ["royalty", "earnings", "printing cost", "profit"],
  },
  {
    id: "pen-name-generator",
    item: "Pen Name Generator",
    tag: "Generator",
    link: internal("/tools/Pen-Name-Generator"),
    category: "general",
    requiresLogin: false,
    description: `Suggests author pen names drawn from names common in ${penNameCountries.length} countries, for writing in a new genre or under a separate name.`,
    keywords: ["pseudonym", "author name", "pen name"],
  },
  {
    id: "qr-code-generator",
    item: "QR Code Generator",
    tag: "Generator",
    link: internal("/tools/QR-Code-Generator-for-KDP-Books"),
    category: "general",
    requiresLogin: false,
    description:
      "Makes QR codes that link to your website, newsletter sign-up or bonus material, as high-resolution images to print inside your book.",
    keywords: ["qr", "qr code", "link"],
  },
  {
    id: "word-cloud",
    item: "Word Cloud",
    tag: "Generator",
    link: internal("/word-cloud"),
    category: "general",
    requiresLogin: false,
    description:
      "Turns a list of titles, keywords or reviews into a word cloud, so the words that appear most often stand out at a glance.",
    keywords: ["word frequency", "keywords", "titles"],
  },
  {
    id: "keyword-tracker",
    item: "Keyword Tracker",
    tag: "Tracker",
    link: internal("/titans-keyword-tracker"),
    category: "general",
    requiresLogin: true,
    description:
      "Records where your books rank on Amazon for the keywords you choose, day by day, so you can see whether a listing change moved you up.",
    keywords: ["rank tracking", "keyword rank", "tracking"],
  },
  {
    id: "asin-tracker",
    item: "ASIN Tracker",
    tag: "Tracker",
    link: internal("/titans-asin-tracker"),
    category: "general",
    requiresLogin: true,
    description:
      "Follows the best-seller rank, price and review count of the books you add by ASIN, yours or a competitor's, and keeps their history.",
    keywords: ["product tracker", "bsr tracking", "competitor tracking"],
  },
  {
    id: "category-finder",
    item: "Kindle Category Finder",
    tag: "Research",
    link: internal("/tools/KDP-Kindle-Category-Finder"),
    category: "general",
    requiresLogin: false,
    description:
      "Finds the Amazon categories that books like yours are listed in, to help you pick the three categories KDP lets you choose for each format.",
    keywords: ["categories", "browse categories", "bisac"],
  },
  {
    id: "cover-template-generator",
    item: "Cover Template Generator",
    tag: "Generator",
    link: internal("/kdp-cover-template-generator"),
    category: "general",
    requiresLogin: false,
    description:
      "Calculates the full cover size and spine width from trim size, page count and paper type, and downloads a template with the bleed, spine and barcode area marked.",
    keywords: ["cover template", "spine width", "bleed", "cover size"],
  },
  {
    id: "book-planner",
    item: "Book Planner",
    tag: "Planner",
    link: internal("/book-planner"),
    category: "general",
    requiresLogin: true,
    description:
      "Keeps each book's steps, from niche research to launch, in one checklist with target dates and notes saved to your account.",
    keywords: ["planning", "checklist", "launch plan"],
  },

  // --- Training ------------------------------------------------------------------------------
  {
    id: "masterclass",
    item: "Masterclass",
    tag: "Course",
    link: internal("/masterclass"),
    category: "training",
    requiresLogin: false,
    description: `A course of ${courseLessonCount} written lessons that takes you through publishing on KDP, from niche research and making the book to the listing, the launch and Amazon ads.`,
    keywords: ["course", "training", "lessons", "learn"],
  },
  {
    id: "mentorship-group",
    item: "Mentorship Group",
    tag: "Community",
    link: internal("/mentorship"),
    category: "training",
    requiresLogin: false,
    description:
      "A members' group where experienced KDP authors give feedback on your books and listings and answer your questions as you publish.",
    keywords: ["mentoring", "coaching", "community", "feedback"],
  },
  {
    id: "self-publishing-handbook",
    item: "The Self-Publishing Handbook",
    tag: "Book",
    link: internal("/spt-book"),
    category: "training",
    requiresLogin: false,
    description:
      "Our own guide to publishing on KDP, from the first idea to a selling book: a print-ready 6 × 9 in PDF, an EPUB eBook and a read-aloud audiobook edition.",
    keywords: ["book", "ebook", "audiobook", "paperback", "guide"],
  },
];

/** Tools of one family, in menu order. */
export function getToolsByCategory(id: CategoryId): Tool[] {
  return tools.filter((tool) => tool.category === id);
}

const toolsById = new Map(tools.map((tool) => [tool.id, tool]));

/** The tool with this id; throws for an unknown id (a programming error). */
export function getToolOrThrow(id: string): Tool {
  const tool = toolsById.get(id);
  if (!tool) throw new Error(`Unknown tool id "${id}"`);
  return tool;
}

function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

const toolsByLink = new Map<string, Tool>();
const toolsByPathname = new Map<string, Tool>();
for (const tool of tools) {
  if (tool.link.kind !== "internal") continue;
  toolsByLink.set(tool.link.path, tool);
  // A bare pathname belongs to the tool whose link is exactly that page (e.g. the web app).
  if (pathnameOf(tool.link.path) === tool.link.path) toolsByPathname.set(tool.link.path, tool);
  for (const page of tool.morePages ?? []) toolsByPathname.set(page, tool);
}

/**
 * The tool whose internal link is `path`. Matches the full link first (with its query), then the
 * bare pathname, so "/titans-pro/on-site" is the web app and "/word-cloud/" is Word Cloud.
 * Case-sensitive, like the routes.
 */
export function findToolByPath(path: string): Tool | undefined {
  return toolsByLink.get(path) ?? toolsByPathname.get(pathnameOf(path));
}

/** Like `findToolByPath`, but throws for a path no tool owns. */
export function getToolByPathOrThrow(path: string): Tool {
  const tool = findToolByPath(path);
  if (!tool) throw new Error(`No tool at path "${path}"`);
  return tool;
}

/** The distinct page paths (no query) of internal tool links, in catalogue order. */
export function toolPaths(): string[] {
  const paths = new Set<string>();
  for (const tool of tools) {
    if (tool.link.kind === "internal") paths.add(pathnameOf(tool.link.path));
    for (const page of tool.morePages ?? []) paths.add(page);
  }
  return [...paths];
}

/** The fields a catalogue entry is built from; both `Tool` and `CatalogueProduct` have them. */
export type CatalogueEntrySource = Pick<Tool, "item" | "tag" | "link" | "openInNewTab" | "flair">;

/**
 * The spec's entry shape `{ item, tag, productLink, openInNewTab?, flair? }` (§3). External
 * links resolve to the configured URL and open in a new tab unless the source says otherwise;
 * `openInNewTab` is present only when true.
 */
export function toCatalogueEntry(
  source: CatalogueEntrySource,
  urls: ExternalUrls = defaultExternalUrls,
): CatalogueEntry {
  const entry: CatalogueEntry = {
    item: source.item,
    tag: source.tag,
    productLink: resolveProductLink(source.link, urls),
  };
  if (source.openInNewTab ?? isOutsideLink(source.link, urls)) entry.openInNewTab = true;
  if (source.flair) entry.flair = source.flair;
  return entry;
}
