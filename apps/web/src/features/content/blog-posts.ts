/**
 * The local blog index (spec §1: "a local index of posts is embedded"). Summaries state KDP
 * facts from shared/reference/kdp-facts.md; keep them in step with it.
 */
export type BlogCategory =
  | "Royalties"
  | "Pricing"
  | "Keywords"
  | "Categories"
  | "A+ Content"
  | "Low-content"
  | "Covers"
  | "Trademarks"
  | "Research"
  | "Guidelines"
  | "Authors"
  | "Listings";

export type BlogPost = {
  id: string;
  slug: string;
  title: string;
  /** Publication date, ISO 8601 (YYYY-MM-DD). */
  date: string;
  /** One or two sentences. */
  summary: string;
  category: BlogCategory;
  readingMinutes: number;
  /** A tool on the site that helps with the topic. */
  relatedTool?: { name: string; href: string };
};

export const blogPosts: readonly BlogPost[] = [
  {
    id: "post-01",
    slug: "kdp-paperback-royalty-50-60-threshold",
    title: "KDP's 50% and 60% paperback royalties: pricing around the threshold",
    date: "2026-01-14",
    summary:
      "Since 10 June 2025, paperbacks listed below $9.99 on Amazon.com (€9.99 in the euro stores, £7.99 in the UK) earn 50% of the list price minus printing, and 60% at or above it. We work through when a small price rise pays for itself.",
    category: "Royalties",
    readingMinutes: 7,
    relatedTool: { name: "Royalty calculator", href: "/tools/KDP-Royalty-Calculator" },
  },
  {
    id: "post-02",
    slug: "kdp-seven-keyword-slots",
    title: "Filling KDP's seven keyword slots without breaking the rules",
    date: "2026-02-03",
    summary:
      'What belongs in the seven backend keyword boxes, and what KDP rules out: other authors\' names, brands you do not own, "Kindle Unlimited", quotation marks and words already in your title.',
    category: "Keywords",
    readingMinutes: 8,
    relatedTool: { name: "Backend keywords tool", href: "/7-backend-keywords-tool-amazon-kdp" },
  },
  {
    id: "post-03",
    slug: "choosing-three-kdp-categories",
    title: "Choosing your three KDP categories after the 2023 change",
    date: "2026-02-24",
    summary:
      "KDP no longer adds extra categories on request: you pick three per format in the dashboard, and changes take up to 72 hours. How to choose three that match where your readers actually browse.",
    category: "Categories",
    readingMinutes: 6,
    relatedTool: { name: "Category finder", href: "/tools/KDP-Kindle-Category-Finder" },
  },
  {
    id: "post-04",
    slug: "ebook-35-or-70-percent-royalty",
    title: "35% or 70%? Pricing your eBook for the royalty you expect",
    date: "2026-03-17",
    summary:
      "The conditions for the 70% option, from the price band to the delivery cost per megabyte, with a worked example: a $4.99 eBook with a 15 MB file earns (4.99 − 2.25) × 0.7 = $1.92 per sale on Amazon.com.",
    category: "Pricing",
    readingMinutes: 9,
    relatedTool: { name: "Royalty calculator", href: "/tools/KDP-Royalty-Calculator" },
  },
  {
    id: "post-05",
    slug: "a-plus-content-module-sizes-and-rules",
    title: "A+ Content for authors: image sizes and the rules behind rejected modules",
    date: "2026-04-08",
    summary:
      'The image sizes the standard modules use, such as 970 × 600 px for an image header with text and 300 × 300 px per image in the three-image module, and why prices, customer reviews and words like "new" get modules rejected.',
    category: "A+ Content",
    readingMinutes: 8,
    relatedTool: { name: "A+ content template generator", href: "/A+-content-template-generator" },
  },
  {
    id: "post-06",
    slug: "low-content-books-on-kdp",
    title: "Low-content books on KDP: the checkbox and what it changes",
    date: "2026-05-05",
    summary:
      'Journals, planners and logbooks must be marked as low-content, they cannot use Expanded Distribution, and titles that pile up generic words like "notebook" or "journal" risk rejection. How to publish them properly.',
    category: "Low-content",
    readingMinutes: 6,
  },
  {
    id: "post-07",
    slug: "paperback-cover-size-bleed-spine-barcode",
    title: "Paperback cover size: bleed, spine width and the barcode area",
    date: "2026-06-02",
    summary:
      "The full-wrap formula, spine width per page (0.002252 in on white paper, 0.0025 in on cream), the 80-page minimum for spine text, and the 2 × 1.2 in box KDP keeps for the barcode.",
    category: "Covers",
    readingMinutes: 7,
    relatedTool: { name: "Cover template generator", href: "/kdp-cover-template-generator" },
  },
  {
    id: "post-08",
    slug: "trademarks-in-book-titles",
    title: "Trademarks in book titles: why KDP blocks listings and how to check first",
    date: "2026-06-23",
    summary:
      "Unauthorised trademarks in a title, subtitle or series are a listed reason for rejection. Where authors get caught, and how to check the USPTO and EUIPO registers before you upload.",
    category: "Trademarks",
    readingMinutes: 8,
    relatedTool: { name: "Trademark checker", href: "/kdp-trademark-checker" },
  },
  {
    id: "post-09",
    slug: "what-bsr-tells-you",
    title: "What Best Sellers Rank can and cannot tell you about sales",
    date: "2026-07-21",
    summary:
      "Amazon publishes no formula that turns rank into sales, and Kindle Unlimited borrows count towards it. How to read BSR as a range, and why comparing several books beats trusting one number.",
    category: "Research",
    readingMinutes: 6,
    relatedTool: { name: "BSR sales calculator", href: "/tools/KDP-BSR-Sales-Calculator" },
  },
  {
    id: "post-10",
    slug: "ai-disclosure-on-kdp",
    title: "AI disclosure on KDP: generated versus assisted content",
    date: "2026-08-11",
    summary:
      "KDP asks you to disclose AI-generated text, images and translations, but not work you created yourself and refined with AI help. Examples on both sides of the line for novels, non-fiction and illustrated books.",
    category: "Guidelines",
    readingMinutes: 5,
    relatedTool: { name: "Guidelines checker", href: "/kdp-guidelines-checker" },
  },
  {
    id: "post-11",
    slug: "pen-names-on-kdp",
    title: "Pen names on KDP: setup, consistency and linking your formats",
    date: "2026-09-15",
    summary:
      "Your pen name goes in the author field while your legal name stays in your account for tax and payments. Keep title and author identical across formats, or your eBook and paperback will not link.",
    category: "Authors",
    readingMinutes: 5,
    relatedTool: { name: "Pen name generator", href: "/tools/Pen-Name-Generator" },
  },
  {
    id: "post-12",
    slug: "kdp-book-description-rules",
    title: "Writing a KDP book description that passes review",
    date: "2026-10-13",
    summary:
      "You have 4,000 characters, HTML tags included, and only some tags work: no <h1> to <h3>. What KDP bans from descriptions, from URLs and review quotes to prices and emoji, and how to write a blurb that sells without them.",
    category: "Listings",
    readingMinutes: 7,
    relatedTool: { name: "Description creator", href: "/kdp-description-creator" },
  },
];
