/*
 * The services directory's categories and their subcategories, fixed by the spec (decision 0135),
 * free of zod so the console's provider form and the public directory can read them without
 * loading the contract's runtime.
 */

export const serviceCategoryNames = {
  "Book Covers": [
    "Puzzle Book Cover",
    "Non-Fiction Covers",
    "Fiction Covers",
    "Coloring Book Covers",
  ],
  Illustrations: [
    "Coloring Book Illustrations",
    "Illustrator for Children's Book",
    "Illustrator for Fiction Covers",
  ],
  "Book Formatting": [],
  "Writing Tools": ["Writing Assistant Tools", "Ghostwriter"],
  "Audiobook Narration": [],
  "Book Promotion Video Creator": [],
} as const satisfies Record<string, readonly string[]>;
export type ServiceCategoryName = keyof typeof serviceCategoryNames;

/** The subcategories a provider of `category` may be filed under. */
export function subcategoriesOf(category: ServiceCategoryName): readonly string[] {
  const subs: readonly string[] = serviceCategoryNames[category];
  return subs.length > 0 ? subs : [category];
}
