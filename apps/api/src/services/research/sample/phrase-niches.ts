import { normalizeText, singularKey } from "@inkforge/domain/research/keyword-text";
import type { Niche, NicheKind } from "./niches";
import { hashString, mix, unit } from "./prng";
import {
  base36,
  buildCatalogue,
  matchWords,
  type SampleCatalogue,
  type SamplePhrase,
  type SampleProduct,
} from "./sample-market";

/*
 * The sample market beyond its curated niches (decision 0081). A phrase none of the curated niches
 * owns ("romance", "sourdough bread", "fantasy novel") gets a niche of its own, generated from a
 * hash of its core words and the market seed: the same phrase always stocks the same books, in any
 * process, on any day. Every research question reads the same generated niche:
 *
 *   core        the phrase's words without the generic ones (formats, audiences, "book", "for",
 *               "large print", years): "romance books for women" and "romance" share the niche
 *               "romance", so a suggestion's books are the seed's books
 *   phrases     the core (or what was typed) followed by generic words only ("… books",
 *               "… kindle unlimited"), so every suggestion leads back to the same niche
 *   kind        from the core's words (romance → fiction, bread → cookbook, sudoku → puzzle);
 *               anything else is non-fiction
 *   shelves     a parent by kind and topic, and a leaf named after the core, under Books and
 *               Kindle Store, so the category finder finds the phrase's own shelf
 *   ASINs       "B0" + five characters of the core's hash + three of the product's, so an ASIN
 *               leads back to its niche through the cores seen with that code
 *
 * The cores seen are the one thing that depends on history: the sample sources keep them, in the
 * database when they have one (decision 0093), so an ASIN survives a restart.
 */

/** Words that do not change what a book is about: dropped from a phrase to find its niche. */
const GENERIC_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "of",
  "with",
  "to",
  "in",
  "on",
  "by",
  "for",
  "about",
  "book",
  "books",
  "novel",
  "novels",
  "ebook",
  "ebooks",
  "kindle",
  "unlimited",
  "paperback",
  "hardcover",
  "audiobook",
  "audiobooks",
  "edition",
  "series",
  "box",
  "set",
  "collection",
  "adults",
  "adult",
  "kids",
  "women",
  "men",
  "teens",
  "seniors",
  "beginners",
  "toddlers",
  "large",
  "print",
  "best",
  "new",
  "top",
  "easy",
  "simple",
  "complete",
  "recipes",
  "recipe",
  "cookbook",
  "cookbooks",
  "guide",
  "workbook",
  "prompts",
  "undated",
  "how",
  "what",
  "why",
  "which",
  "where",
  "who",
  "when",
  "2025",
  "2026",
  "2027",
  "2028",
]);

const QUESTION_WORDS = new Set(["how", "what", "why", "which", "where", "who", "when", "best"]);

/**
 * The phrases a typed prefix may be the start of, to complete it from generated niches: the prefix
 * itself, without its last word (a word being typed: "romance b"), without a leading letter or
 * "best" ("d romance", "best romance"). A head ends in a word of three letters or more and starts
 * with neither a lone letter nor a question word.
 */
export function headsOfPrefix(prefix: string): string[] {
  const words = normalizeText(prefix)
    .split(" ")
    .filter((w) => w !== "");
  const variants = [words, words.slice(0, -1)];
  const first = words[0] ?? "";
  if (first.length === 1 || first === "best") variants.push(words.slice(1), words.slice(1, -1));
  const heads = new Set<string>();
  for (const variant of variants) {
    const head = variant[0] ?? "";
    const last = variant.at(-1) ?? "";
    if (head.length < 2 || QUESTION_WORDS.has(head) || last.length < 3) continue;
    heads.add(variant.join(" "));
  }
  return [...heads];
}

/** At most this many words make a niche's core; longer phrases keep their first words. */
const CORE_WORDS = 5;

/** The words a phrase is about, in order: "Romance Books for Women" → "romance". */
export function coreOf(phrase: string): string {
  return normalizeText(phrase)
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 1 && !GENERIC_WORDS.has(word))
    .slice(0, CORE_WORDS)
    .join(" ");
}

/**
 * Whether a core reads like words someone would type: every word has a vowel (or is not in the
 * Latin alphabet, whose vowels we cannot check) and no letter three times in a row. "zzqx" and
 * "aaaa" are not phrases; "sourdough bread" and "кулинария" are.
 */
export function isPhraseCore(core: string): boolean {
  if (core === "") return false;
  return core.split(" ").every((word) => {
    if (/(.)\1\1/u.test(word)) return false;
    if (/[^a-z0-9'-]/u.test(word)) return /\p{L}/u.test(word);
    return /[aeiouy]/u.test(word) || /^\d+$/u.test(word);
  });
}

// --- the niche's description ----------------------------------------------------------------------

const KIND_HINTS: readonly [NicheKind, readonly string[]][] = [
  ["coloring", ["coloring", "colouring"]],
  ["puzzle", ["puzzle", "puzzles", "sudoku", "crossword", "crosswords", "search", "riddles"]],
  ["journal", ["journal", "diary", "gratitude"]],
  ["planner", ["planner", "calendar", "organizer", "agenda"]],
  ["notebook", ["notebook", "sketchbook", "composition", "lined", "graph"]],
  ["logbook", ["log", "logbook", "tracker", "record"]],
  ["activity", ["activity", "activities", "tracing", "maze", "mazes"]],
  ["children", ["children's", "bedtime", "picture", "toddler", "baby", "preschool"]],
  [
    "fiction",
    [
      "romance",
      "romantic",
      "fantasy",
      "romantasy",
      "mystery",
      "mysteries",
      "thriller",
      "thrillers",
      "suspense",
      "crime",
      "detective",
      "fiction",
      "sci-fi",
      "scifi",
      "horror",
      "dystopian",
      "paranormal",
      "western",
      "saga",
      "vampire",
      "werewolf",
      "dragon",
      "dragons",
      "litrpg",
      "fae",
      "cozy",
    ],
  ],
  [
    "cookbook",
    [
      "cooking",
      "baking",
      "bread",
      "sourdough",
      "vegan",
      "vegetarian",
      "keto",
      "meal",
      "meals",
      "kitchen",
      "grill",
      "grilling",
      "smoker",
      "dessert",
      "desserts",
      "soup",
      "soups",
      "food",
      "cake",
      "cakes",
      "pasta",
      "salad",
      "salads",
    ],
  ],
];

function kindOf(words: readonly string[]): NicheKind {
  for (const [kind, hints] of KIND_HINTS) {
    if (words.some((word) => hints.includes(word))) return kind;
  }
  return "nonfiction";
}

const BOOKS_BLANK = ["Reference", "Writing, Research & Publishing Guides"];
const TOPIC_PARENTS: readonly [readonly string[], readonly string[]][] = [
  [["romance", "romantic", "romantasy"], ["Romance"]],
  [
    ["fantasy", "dragon", "dragons", "fae", "litrpg"],
    ["Science Fiction & Fantasy", "Fantasy"],
  ],
  [
    ["sci-fi", "scifi", "space", "dystopian"],
    ["Science Fiction & Fantasy", "Science Fiction"],
  ],
  [
    ["mystery", "mysteries", "thriller", "thrillers", "suspense", "crime", "detective", "cozy"],
    ["Mystery, Thriller & Suspense"],
  ],
  [
    ["horror", "vampire", "werewolf", "paranormal"],
    ["Literature & Fiction", "Horror"],
  ],
  [
    ["health", "fitness", "yoga", "weight", "diet", "sleep", "nutrition", "running"],
    ["Health, Fitness & Dieting"],
  ],
  [
    ["money", "business", "investing", "marketing", "income", "finance", "budget", "hustle"],
    ["Business & Money"],
  ],
  [
    ["garden", "gardening", "knitting", "crochet", "sewing", "woodworking", "craft", "crafts"],
    ["Crafts, Hobbies & Home"],
  ],
  [
    ["dog", "dogs", "cat", "cats", "puppy", "horse", "horses", "pet", "pets"],
    ["Crafts, Hobbies & Home", "Pets & Animal Care"],
  ],
  [["history", "war", "ancient", "medieval"], ["History"]],
];

const KIND_PARENTS: Record<NicheKind, readonly string[]> = {
  journal: ["Self-Help", "Journal Writing"],
  notebook: BOOKS_BLANK,
  logbook: BOOKS_BLANK,
  planner: ["Self-Help", "Time Management"],
  puzzle: ["Humor & Entertainment", "Puzzles & Games"],
  coloring: ["Crafts, Hobbies & Home", "Coloring Books for Grown-Ups"],
  activity: ["Children's Books", "Activities, Crafts & Games"],
  children: ["Children's Books"],
  fiction: ["Literature & Fiction", "Genre Fiction"],
  cookbook: ["Cookbooks, Food & Wine"],
  nonfiction: ["Education & Teaching"],
};

function parentPath(kind: NicheKind, words: readonly string[]): readonly string[] {
  for (const [hints, path] of TOPIC_PARENTS) {
    if (words.some((word) => hints.includes(word))) return path;
  }
  return KIND_PARENTS[kind];
}

/** What shoppers type after a phrase of each kind: generic words only, so the niche stays put. */
const KIND_SUFFIXES: Record<NicheKind, readonly string[]> = {
  fiction: [
    "books",
    "kindle unlimited",
    "novels",
    "books for adults",
    "series",
    "audiobook",
    "books for women",
    "box set",
  ],
  cookbook: [
    "recipes",
    "cookbook",
    "book",
    "for beginners",
    "recipe book",
    "cookbook for beginners",
    "recipes for beginners",
  ],
  nonfiction: ["book", "for beginners", "books", "guide", "workbook", "guide for beginners"],
  journal: ["for women", "for men", "for kids", "for teens", "with prompts"],
  planner: ["2027", "for women", "undated", "for teens"],
  notebook: ["for kids", "for adults", "large", "for women"],
  logbook: ["book", "large print", "for seniors"],
  puzzle: ["large print", "for adults", "books for adults", "for seniors", "for kids"],
  coloring: ["for adults", "for kids", "book", "book for adults"],
  activity: ["for kids", "book for kids", "book", "for toddlers"],
  children: ["for kids", "books for kids", "book", "for toddlers"],
};

const KIND_PREFIXES: Record<NicheKind, readonly string[]> = {
  fiction: ["new", "kindle unlimited"],
  cookbook: ["easy", "simple"],
  nonfiction: ["complete", "easy"],
  journal: ["simple"],
  planner: ["simple"],
  notebook: ["large"],
  logbook: ["large print"],
  puzzle: ["large print", "easy"],
  coloring: ["easy", "simple"],
  activity: ["easy"],
  children: ["new"],
};

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word) => (word === "" ? word : (word[0] ?? "").toUpperCase() + word.slice(1)))
    .join(" ");
}

function headsFor(kind: NicheKind, title: string): readonly string[] {
  switch (kind) {
    case "fiction":
      return [
        "the Hollow Crown",
        "Starfall Bay",
        "the Last Lantern",
        "the Winter Orchard",
        "Ash and Ember",
        "the Silent Harbor",
      ];
    case "cookbook":
      return [`${title} Cookbook`, `${title} Recipes`, `${title} Recipe Book`];
    case "nonfiction":
      return [title, `${title} for Beginners`, `${title} Made Simple`];
    default:
      return [title, `${title} Book`];
  }
}

function titleParts(kind: NicheKind, title: string): Pick<Niche, "openers" | "subtitles"> {
  if (kind !== "fiction") return {};
  return {
    openers: ["The", "Return to", "Secrets of", "Beyond", "A Song for"],
    subtitles: [
      `A ${title} Novel`,
      `Book 1 of the ${title} Series`,
      `A Standalone ${title} Novel`,
      `Book 2 of the ${title} Series`,
    ],
  };
}

/** How much shoppers search a generated niche: middling, never above the curated favourites. */
function demandOf(seedHash: number, core: string): number {
  return Math.round((0.4 + 0.4 * unit(seedHash, hashString(core), 0x5eed)) * 100) / 100;
}

/** The curated market's description of a core: what a generated niche stocks. */
export function phraseNiche(seed: string, core: string): Niche {
  const words = core.split(" ");
  const kind = kindOf(words);
  const title = titleCase(core);
  const parent = parentPath(kind, words);
  const leaf = parent.at(-1)?.toLowerCase() === core ? [] : [title];
  return {
    id: `phrase-${core}`,
    kind,
    seeds: [core],
    suffixes: KIND_SUFFIXES[kind],
    prefixes: KIND_PREFIXES[kind],
    heads: headsFor(kind, title),
    booksPath: [...parent, ...leaf],
    kindlePath: [...parent, ...leaf],
    demand: demandOf(hashString(seed), core),
    ...titleParts(kind, title),
  };
}

/** Words compared for repetition: singular, and every kind of book counted as "book". */
function formWords(text: string): string[] {
  return text.split(" ").map((word) => {
    const single = singularKey(word);
    return ["novel", "ebook", "cookbook", "audiobook"].includes(single) ? "book" : single;
  });
}

/**
 * The phrases shoppers type around a head ("fantasy novel"): the head, the head with the kind's
 * suffixes (leaving out those that repeat its words: no "fantasy novel novels"), and the kind's
 * prefixes before it. Popularity falls with each variant, within the niche's demand.
 */
export function phrasesAround(seed: string, head: string): SamplePhrase[] {
  const core = coreOf(head);
  const niche = phraseNiche(seed, core);
  const seedHash = hashString(seed);
  const headHash = hashString(head);
  const headWords = new Set(formWords(head));
  const out: SamplePhrase[] = [{ text: head, nicheIndex: 0, popularity: niche.demand }];
  niche.suffixes
    .filter((suffix) => !formWords(suffix).some((word) => headWords.has(word)))
    .forEach((suffix, j) => {
      const wobble = 0.75 + 0.25 * unit(seedHash, headHash, j);
      out.push({
        text: `${head} ${suffix}`,
        nicheIndex: 0,
        popularity: niche.demand * (0.8 - 0.05 * j) * wobble,
      });
    });
  niche.prefixes
    .filter((prefix) => !head.startsWith(prefix))
    .forEach((prefix, j) => {
      out.push({
        text: `${prefix} ${head}`,
        nicheIndex: 0,
        popularity: niche.demand * (0.55 - 0.05 * j),
      });
    });
  return out;
}

// --- the niche's market ---------------------------------------------------------------------------

/** Five base-36 characters of a core's hash: the part of its ASINs that names the niche. */
export function nicheCode(seed: string, core: string): string {
  return base36(mix(hashString(seed), hashString(core), 0xb0) % 36 ** 5, 5);
}

/** The niche code an ASIN of a generated niche carries, or null when it cannot be one. */
export function nicheCodeOfAsin(asin: string): string | null {
  return /^B0[0-9A-Z]{8}$/u.test(asin) ? asin.slice(2, 7) : null;
}

const REGISTRY_LIMIT = 100_000;
/** Generated leaf categories by id, for a category whose slug does not spell its core. */
const leafCores = new Map<string, string>();
const markets = new Map<string, SampleCatalogue>();
const MARKET_LIMIT = 256;

/**
 * The generated market of one core: one niche of 110–120 books, its phrases and shelves, a pure
 * function of the seed and the core (memoised). Its ASINs never repeat one of the curated market.
 */
function phraseMarket(seed: string, core: string, curated: SampleCatalogue): SampleCatalogue {
  const memoKey = `${seed}\u0000${core}`;
  const known = markets.get(memoKey);
  if (known) {
    markets.delete(memoKey);
    markets.set(memoKey, known);
    return known;
  }
  const code = nicheCode(seed, core);
  const niche = phraseNiche(seed, core);
  const catalogue = buildCatalogue(`${seed}|phrase|${core}`, {
    niches: [niche],
    phrases: phrasesAround(seed, core),
    asinFor: (key, _position, taken) => {
      for (let salt = 0; ; salt++) {
        const asin = `B0${code}${base36(mix(key, 73, salt) % 36 ** 3, 3)}`;
        if (!taken(asin) && !curated.byAsin.has(asin)) return asin;
      }
    },
  });
  for (const category of catalogue.categories.values()) {
    if (
      category.productIndexes.length === 0 ||
      [...catalogue.categories.values()].some((c) => c.parentId === category.id)
    )
      continue;
    if (leafCores.size >= REGISTRY_LIMIT) leafCores.delete(leafCores.keys().next().value as string);
    leafCores.set(category.id, core);
  }
  // A keyword whose core is this niche's matches it fully, whatever generic words it adds.
  for (const word of GENERIC_WORDS) catalogue.niches[0]?.words.add(matchWords(word)[0] ?? word);
  markets.set(memoKey, catalogue);
  if (markets.size > MARKET_LIMIT) markets.delete(markets.keys().next().value as string);
  return catalogue;
}

const curatedCores = new Map<SampleCatalogue, Set<string>>();

/** True when a curated niche already answers the core ("sudoku", "cozy mystery"). */
export function isCuratedCore(curated: SampleCatalogue, core: string): boolean {
  let cores = curatedCores.get(curated);
  if (!cores) {
    cores = new Set(curated.phrases.map((phrase) => coreOf(phrase.text)));
    curatedCores.set(curated, cores);
  }
  return cores.has(core);
}

/** The generated market a phrase belongs to, or null when a curated niche owns it or it is none. */
export function marketForPhrase(
  seed: string,
  curated: SampleCatalogue,
  phrase: string,
): SampleCatalogue | null {
  const core = coreOf(phrase);
  if (!isPhraseCore(core) || isCuratedCore(curated, core)) return null;
  return phraseMarket(seed, core, curated);
}

/** The product behind an ASIN of a generated niche, among the niches of the cores given. */
export function findPhraseProduct(
  seed: string,
  curated: SampleCatalogue,
  asin: string,
  cores: Iterable<string>,
): { catalogue: SampleCatalogue; product: SampleProduct } | null {
  if (nicheCodeOfAsin(asin) === null) return null;
  for (const core of cores) {
    if (!isPhraseCore(core) || isCuratedCore(curated, core)) continue;
    const catalogue = phraseMarket(seed, core, curated);
    const product = catalogue.byAsin.get(asin);
    if (product) return { catalogue, product };
  }
  return null;
}

/** The generated market that shelves a category id: its leaf's slug spells the core, or the
 * process has seen it. */
export function findPhraseCategory(
  seed: string,
  curated: SampleCatalogue,
  categoryId: string,
): SampleCatalogue | null {
  const guess = (categoryId.split("--").at(-1) ?? "").replace(/-/gu, " ");
  for (const core of new Set([guess, leafCores.get(categoryId) ?? ""])) {
    if (!isPhraseCore(core) || isCuratedCore(curated, core) || coreOf(core) !== core) continue;
    const catalogue = phraseMarket(seed, core, curated);
    if (catalogue.categories.has(categoryId)) return catalogue;
  }
  return null;
}
