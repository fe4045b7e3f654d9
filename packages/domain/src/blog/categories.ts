import type { BlogCategory } from "./types";

/** The blog's categories, in the order the category filter shows them. */
export const blogCategories: readonly BlogCategory[] = [
  {
    id: 1,
    slug: "keywords-and-categories",
    name: "Keywords & categories",
    description: "How readers find a book on Amazon, and how to be where they look.",
    index: 1,
  },
  {
    id: 2,
    slug: "covers-and-formatting",
    name: "Covers & formatting",
    description: "Trim sizes, spine widths, bleed and the files KDP accepts.",
    index: 2,
  },
  {
    id: 3,
    slug: "pricing-and-royalties",
    name: "Pricing & royalties",
    description: "List prices, printing costs, thresholds and what a sale really pays.",
    index: 3,
  },
  {
    id: 4,
    slug: "listings-and-a-plus",
    name: "Listings & A+ content",
    description: "Titles, descriptions and the A+ modules below them.",
    index: 4,
  },
  {
    id: 5,
    slug: "low-content-books",
    name: "Low-content books",
    description: "Journals, planners, puzzle and colouring books done properly.",
    index: 5,
  },
  {
    id: 6,
    slug: "launch-and-marketing",
    name: "Launch & marketing",
    description: "Pre-orders, launch weeks, reviews and the months after.",
    index: 6,
  },
  {
    id: 7,
    slug: "amazon-ads",
    name: "Amazon Ads",
    description: "Sponsored Products for books: targeting, bids and reading the numbers.",
    index: 7,
  },
  {
    id: 8,
    slug: "guidelines-and-trademarks",
    name: "Guidelines & trademarks",
    description: "What gets a listing blocked, and how to stay clear of it.",
    index: 8,
  },
];
