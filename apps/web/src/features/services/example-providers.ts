/*
 * EXAMPLE DATA. These providers are illustrative listings written for the demo, not real
 * freelancers Inkforge has vetted: an operator replaces this file with curated providers before
 * launch (see the README, "Services directory"). Each links to a search on the configured
 * freelance marketplace for exactly the service described, with the affiliate parameter, so a
 * click still leads somewhere useful. The pages label these cards "Example listing".
 */

export type ExampleProvider = {
  id: string;
  name: string;
  description: string;
  /** What the card's link searches for on the marketplace. */
  marketplaceQuery: string;
  rating: number;
  totalReviews: number;
  tags: string[];
  isVettedPro?: boolean;
  category: string;
  subcategory: string;
};

export const exampleProviders: readonly ExampleProvider[] = [
  {
    id: "grid-and-glyph",
    name: "Grid & Glyph Covers",
    description:
      "Bold, high-contrast covers for word search, sudoku and activity books, with a full wrap sized to your page count.",
    marketplaceQuery: "puzzle book cover design",
    rating: 4.9,
    totalReviews: 412,
    tags: ["Top Rated", "Full wrap"],
    isVettedPro: true,
    category: "Book Covers",
    subcategory: "Puzzle Book Cover",
  },
  {
    id: "clear-title-studio",
    name: "Clear Title Studio",
    description:
      "Typographic non-fiction covers that stay readable as a search thumbnail, eBook and paperback.",
    marketplaceQuery: "non fiction book cover design",
    rating: 4.8,
    totalReviews: 268,
    tags: ["Typography", "eBook + print"],
    category: "Book Covers",
    subcategory: "Non-Fiction Covers",
  },
  {
    id: "nightjar-covers",
    name: "Nightjar Covers",
    description:
      "Genre covers for thrillers, romance and fantasy, built from licensed stock and custom art.",
    marketplaceQuery: "fiction book cover design",
    rating: 5,
    totalReviews: 157,
    tags: ["Top Rated", "Genre specialist"],
    isVettedPro: true,
    category: "Book Covers",
    subcategory: "Fiction Covers",
  },
  {
    id: "linework-covers",
    name: "Linework Covers",
    description:
      "Colourful covers for adult and children's colouring books that show the style of the pages inside.",
    marketplaceQuery: "coloring book cover design",
    rating: 4.7,
    totalReviews: 93,
    tags: ["Colouring books"],
    category: "Book Covers",
    subcategory: "Coloring Book Covers",
  },
  {
    id: "open-line-art",
    name: "Open Line Art",
    description:
      "Clean, closed line art for colouring pages at 300 DPI or as vector files, single-sided layouts ready.",
    marketplaceQuery: "coloring book illustration line art",
    rating: 4.9,
    totalReviews: 321,
    tags: ["Top Rated", "Vector"],
    category: "Illustrations",
    subcategory: "Coloring Book Illustrations",
  },
  {
    id: "little-lantern-pictures",
    name: "Little Lantern Pictures",
    description:
      "Picture-book illustration with consistent characters, planned around your trim size and text placement.",
    marketplaceQuery: "children's book illustrator",
    rating: 4.8,
    totalReviews: 204,
    tags: ["Character design"],
    isVettedPro: true,
    category: "Illustrations",
    subcategory: "Illustrator for Children's Book",
  },
  {
    id: "ember-and-ink-art",
    name: "Ember & Ink Art",
    description:
      "Painted cover illustrations for fantasy and science fiction, delivered with a commercial licence.",
    marketplaceQuery: "fiction book cover illustration",
    rating: 4.7,
    totalReviews: 118,
    tags: ["Painted art"],
    category: "Illustrations",
    subcategory: "Illustrator for Fiction Covers",
  },
  {
    id: "trim-and-gutter",
    name: "Trim & Gutter Formatting",
    description:
      "Print-ready interior PDFs at your trim size with the right gutter for your page count, plus a Kindle file.",
    marketplaceQuery: "kdp book formatting",
    rating: 4.9,
    totalReviews: 538,
    tags: ["Top Rated", "Print + Kindle"],
    isVettedPro: true,
    category: "Book Formatting",
    subcategory: "Book Formatting",
  },
  {
    id: "flowtext-ebooks",
    name: "Flowtext eBooks",
    description:
      "Reflowable eBook conversion with a working table of contents, tested on phone and tablet previews.",
    marketplaceQuery: "kindle ebook formatting",
    rating: 4.8,
    totalReviews: 176,
    tags: ["eBook"],
    category: "Book Formatting",
    subcategory: "Book Formatting",
  },
  {
    id: "draft-desk",
    name: "Draft Desk Coaching",
    description:
      "Setup and training for writing assistant tools: outlines, style checks and exporting clean manuscripts.",
    marketplaceQuery: "writing assistant setup",
    rating: 4.7,
    totalReviews: 64,
    tags: ["Training"],
    category: "Writing Tools",
    subcategory: "Writing Assistant Tools",
  },
  {
    id: "quiet-pen-ghostwriting",
    name: "Quiet Pen Ghostwriting",
    description:
      "Non-fiction ghostwriting from your outline and interviews, paid by milestone, with all rights assigned to you.",
    marketplaceQuery: "non fiction ghostwriter",
    rating: 4.9,
    totalReviews: 142,
    tags: ["Top Rated", "Milestones"],
    isVettedPro: true,
    category: "Writing Tools",
    subcategory: "Ghostwriter",
  },
  {
    id: "warm-room-audio",
    name: "Warm Room Audio",
    description:
      "Narration, editing and mastering to your audiobook distributor's specifications, auditioned on your own pages.",
    marketplaceQuery: "audiobook narrator",
    rating: 4.8,
    totalReviews: 233,
    tags: ["Mastering included"],
    category: "Audiobook Narration",
    subcategory: "Audiobook Narration",
  },
  {
    id: "two-voice-productions",
    name: "Two Voice Productions",
    description:
      "Dual narration for romance and dialogue-heavy fiction, with a pronunciation sheet agreed before recording.",
    marketplaceQuery: "dual narration audiobook",
    rating: 4.7,
    totalReviews: 58,
    tags: ["Dual narration"],
    category: "Audiobook Narration",
    subcategory: "Audiobook Narration",
  },
  {
    id: "reel-reader",
    name: "Reel Reader Trailers",
    description:
      "Book trailers and short vertical clips for social media, with licensed music and editable captions.",
    marketplaceQuery: "book trailer video",
    rating: 4.8,
    totalReviews: 189,
    tags: ["Top Rated", "Vertical video"],
    category: "Book Promotion Video Creator",
    subcategory: "Book Promotion Video Creator",
  },
];
