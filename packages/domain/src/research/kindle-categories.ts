/*
 * A curated list of Amazon.com category paths as KDP authors see them in the store's breadcrumbs
 * and in KDP's category picker: the Kindle eBooks tree (eBooks) and the Books tree (paperbacks and
 * hardcovers), for the genres and low-content niches KDP authors publish in most (decision 0068).
 *
 * The names are Amazon's; the ids are OUR OWN slugs of the path ("ikf:books/...") and are not
 * Amazon browse-node ids, so nothing may send them to Amazon or Keepa. The list carries no ranks:
 * the category finder shows ranks and sales only where a product source gives them. Amazon renames
 * and moves categories from time to time, hence the "as of" date shown with every answer.
 */

export const CURATED_CATEGORY_DOMAIN = "amazon.com" as const;

export const CURATED_CATEGORY_SOURCE = {
  key: "inkforge-category-list",
  title:
    "Inkforge's curated list of Amazon.com Kindle eBooks and Books category paths (our own ids, not Amazon browse nodes)",
  date: "2026-11-27",
} as const;

const K = "Kindle Store > Kindle eBooks";
const B = "Books";

/** Leaf paths, root first, " > " between levels; parents are added from them. */
const CURATED_PATHS: readonly string[] = [
  // --- Kindle eBooks: fiction -------------------------------------------------------------------
  `${K} > Romance > Contemporary Romance`,
  `${K} > Romance > Historical Romance > Regency Historical Romance`,
  `${K} > Romance > Historical Romance > Scottish Historical Romance`,
  `${K} > Romance > Paranormal Romance > Vampire Romance`,
  `${K} > Romance > Paranormal Romance > Werewolf & Shifter Romance`,
  `${K} > Romance > Romantic Comedy`,
  `${K} > Romance > Romantic Suspense`,
  `${K} > Romance > Fantasy Romance`,
  `${K} > Romance > Science Fiction Romance`,
  `${K} > Romance > Clean & Wholesome Romance`,
  `${K} > Romance > Holiday Romance`,
  `${K} > Romance > Western Romance`,
  `${K} > Romance > Sports Romance`,
  `${K} > Romance > Military Romance`,
  `${K} > Romance > Time Travel Romance`,
  `${K} > Romance > New Adult & College Romance`,
  `${K} > Mystery, Thriller & Suspense > Mystery > Cozy > Animals`,
  `${K} > Mystery, Thriller & Suspense > Mystery > Cozy > Culinary`,
  `${K} > Mystery, Thriller & Suspense > Mystery > Cozy > Crafts & Hobbies`,
  `${K} > Mystery, Thriller & Suspense > Mystery > Police Procedurals`,
  `${K} > Mystery, Thriller & Suspense > Mystery > Hard-Boiled`,
  `${K} > Mystery, Thriller & Suspense > Mystery > Traditional Detectives`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Psychological Thrillers`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Domestic Thrillers`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Legal Thrillers`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Technothrillers`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Spies & Politics > Espionage`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Crime > Serial Killers`,
  `${K} > Mystery, Thriller & Suspense > Thrillers & Suspense > Supernatural`,
  `${K} > Science Fiction & Fantasy > Fantasy > Epic Fantasy`,
  `${K} > Science Fiction & Fantasy > Fantasy > Urban Fantasy`,
  `${K} > Science Fiction & Fantasy > Fantasy > Sword & Sorcery`,
  `${K} > Science Fiction & Fantasy > Fantasy > Dark Fantasy`,
  `${K} > Science Fiction & Fantasy > Fantasy > Coming of Age Fantasy`,
  `${K} > Science Fiction & Fantasy > Fantasy > Historical Fantasy`,
  `${K} > Science Fiction & Fantasy > Fantasy > Dragons & Mythical Creatures`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Space Opera`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Military > Space Fleet`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Dystopian`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Post-Apocalyptic`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Cyberpunk`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Time Travel`,
  `${K} > Science Fiction & Fantasy > Science Fiction > First Contact`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Alien Invasion`,
  `${K} > Science Fiction & Fantasy > Science Fiction > Hard Science Fiction`,
  `${K} > Literature & Fiction > Action & Adventure`,
  `${K} > Literature & Fiction > Contemporary Fiction`,
  `${K} > Literature & Fiction > Literary Fiction`,
  `${K} > Literature & Fiction > Historical Fiction`,
  `${K} > Literature & Fiction > Women's Fiction > Domestic Life`,
  `${K} > Literature & Fiction > Genre Fiction > Family Saga`,
  `${K} > Literature & Fiction > Short Stories`,
  `${K} > Literature & Fiction > Humor & Satire`,
  `${K} > Literature & Fiction > Mythology & Folk Tales`,
  `${K} > Teen & Young Adult > Romance`,
  `${K} > Teen & Young Adult > Science Fiction & Fantasy`,
  `${K} > Teen & Young Adult > Mysteries & Thrillers`,
  `${K} > Children's eBooks > Animals`,
  `${K} > Children's eBooks > Fairy Tales, Folk Tales & Myths`,
  `${K} > Children's eBooks > Growing Up & Facts of Life`,
  `${K} > Children's eBooks > Action & Adventure`,
  `${K} > Children's eBooks > Science Fiction, Fantasy & Scary Stories`,
  `${K} > Children's eBooks > Activities, Crafts & Games`,
  // --- Kindle eBooks: nonfiction ----------------------------------------------------------------
  `${K} > Self-Help > Personal Transformation`,
  `${K} > Self-Help > Anxieties & Phobias`,
  `${K} > Self-Help > Happiness`,
  `${K} > Self-Help > Motivational`,
  `${K} > Self-Help > Self-Esteem`,
  `${K} > Self-Help > Stress Management`,
  `${K} > Self-Help > Time Management`,
  `${K} > Health, Fitness & Dieting > Diets & Weight Loss > Low Carb`,
  `${K} > Health, Fitness & Dieting > Diets & Weight Loss > Ketogenic`,
  `${K} > Health, Fitness & Dieting > Exercise & Fitness > Yoga`,
  `${K} > Health, Fitness & Dieting > Alternative Medicine > Herbal Remedies`,
  `${K} > Health, Fitness & Dieting > Mental Health > Anxiety Disorders`,
  `${K} > Cookbooks, Food & Wine > Baking`,
  `${K} > Cookbooks, Food & Wine > Quick & Easy`,
  `${K} > Cookbooks, Food & Wine > Special Diet > Vegan`,
  `${K} > Cookbooks, Food & Wine > Kitchen Appliances`,
  `${K} > Business & Money > Small Business & Entrepreneurship > Entrepreneurship`,
  `${K} > Business & Money > Marketing & Sales > Marketing`,
  `${K} > Business & Money > Personal Finance > Investing`,
  `${K} > Business & Money > Personal Finance > Budgeting & Money Management`,
  `${K} > Business & Money > Job Hunting & Careers`,
  `${K} > Crafts, Hobbies & Home > Gardening & Landscape Design`,
  `${K} > Crafts, Hobbies & Home > Pets & Animal Care > Dogs`,
  `${K} > Crafts, Hobbies & Home > Crafts & Hobbies > Knitting`,
  `${K} > Religion & Spirituality > Christian Books & Bibles > Christian Living`,
  `${K} > Religion & Spirituality > New Age & Spirituality > Astrology`,
  `${K} > Parenting & Relationships > Parenting`,
  `${K} > Parenting & Relationships > Family Relationships`,
  `${K} > Biographies & Memoirs > Memoirs`,
  `${K} > History > Military > World War II`,
  `${K} > History > Ancient Civilizations`,
  `${K} > Reference > Writing, Research & Publishing Guides > Writing > Fiction`,
  `${K} > Reference > Writing, Research & Publishing Guides > Publishing & Books`,
  // --- Books (paperback and hardcover): low-content and activity --------------------------------
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Animals`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Fantasy`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Fashion`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Flowers & Landscapes`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Humorous`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Mandalas & Patterns`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Religious & Inspirational`,
  `${B} > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Cities & Architecture`,
  `${B} > Crafts, Hobbies & Home > Gardening & Landscape Design`,
  `${B} > Crafts, Hobbies & Home > Crafts & Hobbies > Knitting`,
  `${B} > Humor & Entertainment > Puzzles & Games > Crossword Puzzles`,
  `${B} > Humor & Entertainment > Puzzles & Games > Sudoku`,
  `${B} > Humor & Entertainment > Puzzles & Games > Word Search`,
  `${B} > Humor & Entertainment > Puzzles & Games > Logic & Brain Teasers`,
  `${B} > Humor & Entertainment > Puzzles & Games > Trivia & Fun Facts`,
  `${B} > Humor & Entertainment > Humor > Jokes & Riddles`,
  `${B} > Children's Books > Activities, Crafts & Games > Activity Books`,
  `${B} > Children's Books > Activities, Crafts & Games > Coloring`,
  `${B} > Children's Books > Activities, Crafts & Games > Mazes`,
  `${B} > Children's Books > Activities, Crafts & Games > Puzzles`,
  `${B} > Children's Books > Activities, Crafts & Games > Drawing`,
  `${B} > Children's Books > Early Learning > Basic Concepts > Alphabet`,
  `${B} > Children's Books > Early Learning > Basic Concepts > Counting`,
  `${B} > Children's Books > Animals > Dinosaurs & Prehistoric Creatures`,
  `${B} > Children's Books > Holidays & Celebrations > Halloween`,
  `${B} > Children's Books > Holidays & Celebrations > Christmas`,
  `${B} > Children's Books > Holidays & Celebrations > Valentine's Day`,
  `${B} > Children's Books > Growing Up & Facts of Life > Friendship, Social Skills & School Life`,
  `${B} > Reference > Writing, Research & Publishing Guides > Writing > Journal Writing`,
  `${B} > Self-Help > Personal Transformation`,
  `${B} > Self-Help > Happiness`,
  `${B} > Self-Help > Stress Management`,
  `${B} > Health, Fitness & Dieting > Diets & Weight Loss`,
  `${B} > Health, Fitness & Dieting > Exercise & Fitness > Yoga`,
  `${B} > Cookbooks, Food & Wine > Baking`,
  `${B} > Cookbooks, Food & Wine > Kitchen Appliances`,
  `${B} > Business & Money > Personal Finance > Budgeting & Money Management`,
  `${B} > Business & Money > Small Business & Entrepreneurship`,
  `${B} > Education & Teaching > Schools & Teaching > Homeschooling`,
  `${B} > Arts & Photography > Drawing`,
  `${B} > Sports & Outdoors > Fishing`,
  `${B} > Religion & Spirituality > Christian Books & Bibles > Christian Living`,
  `${B} > Parenting & Relationships > Parenting`,
  // --- Books: fiction ---------------------------------------------------------------------------
  `${B} > Romance > Contemporary`,
  `${B} > Romance > Historical`,
  `${B} > Romance > Fantasy`,
  `${B} > Mystery, Thriller & Suspense > Mystery > Cozy`,
  `${B} > Mystery, Thriller & Suspense > Thrillers & Suspense > Psychological`,
  `${B} > Science Fiction & Fantasy > Fantasy > Epic`,
  `${B} > Science Fiction & Fantasy > Science Fiction > Space Opera`,
  `${B} > Literature & Fiction > Historical Fiction`,
  `${B} > Teen & Young Adult > Literature & Fiction`,
];

export type CuratedCategory = {
  /** Our own slug of the path, never an Amazon browse-node id. */
  id: string;
  name: string;
  /** Names from the root to this category, inclusive. */
  path: string[];
  parentId: string | null;
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/gu, "and")
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-|-$/gu, "");

export function curatedCategoryId(path: readonly string[]): string {
  return `ikf:${path.map(slug).join("/")}`;
}

function buildTree(paths: readonly string[]): CuratedCategory[] {
  const byId = new Map<string, CuratedCategory>();
  for (const line of paths) {
    const names = line.split(" > ").map((name) => name.trim());
    names.forEach((name, index) => {
      const path = names.slice(0, index + 1);
      const id = curatedCategoryId(path);
      if (byId.has(id)) return;
      byId.set(id, {
        id,
        name,
        path,
        parentId: index === 0 ? null : curatedCategoryId(names.slice(0, index)),
      });
    });
  }
  return [...byId.values()];
}

/** Every curated category, parents included, in the order first met. */
export const CURATED_CATEGORIES: readonly CuratedCategory[] = Object.freeze(
  buildTree(CURATED_PATHS),
);

/** Lower-case words of a text, "&" and punctuation dropped, so "crafts & hobbies" finds them. */
export function categoryWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/gu, "")
    .split(/[^a-z0-9']+/u)
    .map((word) => word.replace(/^'+|'+$/gu, ""))
    .filter((word) => word.length > 0);
}

/** A query word matches a path word that starts with it ("color" finds "Coloring"). */
function pathMatches(pathWords: readonly string[], queryWords: readonly string[]): boolean {
  return queryWords.every((query) => pathWords.some((word) => word.startsWith(query)));
}

/**
 * Curated categories whose path contains every query word (as a word prefix), deepest first;
 * the stores at the roots are never answers. Only amazon.com has a curated list.
 */
export function searchCuratedCategories(domain: string, words: string): CuratedCategory[] {
  if (domain !== CURATED_CATEGORY_DOMAIN) return [];
  const query = categoryWords(words);
  if (query.length === 0) return [];
  return CURATED_CATEGORIES.filter((category) => {
    if (category.path.length <= (category.path[0] === "Books" ? 1 : 2)) return false;
    return pathMatches(categoryWords(category.path.join(" ")), query);
  });
}
