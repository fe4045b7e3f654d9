import type { Category, CategoryId } from "./types";

/** The six tool families, in menu order (spec §1, category pages of §2.1). */
export const categories: Category[] = [
  {
    id: "research",
    toolsLabel: "keyword and niche research tools",
    path: "/research-tools",
    name: "Keyword & Niche Research",
    summary: "Find what readers search for on Amazon and how crowded each niche is.",
    description:
      "Before you write or design anything, check that people are looking for the book. These tools show the phrases shoppers type into Amazon, the keywords a competing book is found for, and how the books on a results page sell, so you can pick a niche with demand and room for one more title.",
  },
  {
    id: "book-creation",
    toolsLabel: "book creation tools",
    path: "/book-creation",
    name: "Book Creation",
    summary:
      "Make the interior of your book: puzzles, activities, coloring pages, journals or prose.",
    description:
      "Generate print-ready interiors for puzzle, activity, coloring and low-content books, or write and edit a manuscript in a distraction-free editor. Each maker exports files sized for KDP paperbacks, so you spend your time on the content rather than on page layout.",
  },
  {
    id: "book-listing",
    toolsLabel: "book listing tools",
    path: "/book-listing",
    name: "Book Listing",
    summary: "Write and check the title, description, keywords and price of your KDP listing.",
    description:
      "Your listing decides whether a shopper clicks and whether KDP accepts the book. Draft titles and descriptions, check them against KDP's metadata rules and registered trademarks, fix grammar, translate them for other marketplaces and test your price before you press Publish.",
  },
  {
    id: "design",
    toolsLabel: "design tools",
    path: "/design-tools",
    name: "Design",
    summary: "Design covers, A+ content and decorative text for your books.",
    description:
      "Lay out a full paperback cover at the exact size KDP expects, build A+ content modules for your product page, and create lettering and patterns for covers and interiors. The designers run in the browser and export files ready to upload.",
  },
  {
    id: "general",
    toolsLabel: "general KDP tools",
    path: "/general-kdp",
    name: "General KDP Tools",
    summary: "Calculators, trackers and small utilities for everyday publishing work.",
    description:
      "Estimate sales from a best-seller rank, work out royalties, track how your keywords and books rank over time, and find categories. Smaller helpers generate pen names, QR codes, word clouds and cover templates, and a planner keeps each book's steps in one place.",
  },
  {
    id: "training",
    toolsLabel: "training courses and books",
    path: "/training-tools",
    name: "Training",
    summary: "Learn self-publishing with our masterclass, mentorship group and book.",
    description:
      "Learn the whole process, from niche research to launch and advertising, at your own pace. Take the video masterclass, join the mentorship group to get feedback from other authors, or read our book as a print-ready PDF, an EPUB eBook or a read-aloud edition.",
  },
];

const categoriesById = new Map(categories.map((category) => [category.id, category]));
const categoriesByPath = new Map(categories.map((category) => [category.path, category]));

/** The category with this id; throws for an unknown id (a programming error). */
export function getCategoryOrThrow(id: CategoryId): Category {
  const category = categoriesById.get(id);
  if (!category) throw new Error(`Unknown category id "${id}"`);
  return category;
}

/** The category whose page is at `path` (exact match, e.g. "/research-tools"), if any. */
export function getCategoryByPath(path: string): Category | undefined {
  return categoriesByPath.get(path);
}
