import * as z from "zod/mini";
import { type CountryNameLists, penNameCountryCodes, penNameCountryLists } from "./data";
import { findFamousAuthor } from "./famous-author";
import { type GenreRule, genreRules, type PenNameInitials, penNameGenres } from "./genres";

export const penNameGenders = ["any", "female", "male", "neutral"] as const;
export type PenNameGender = (typeof penNameGenders)[number];
export const PEN_NAME_MAX_COUNT = 20;

export const penNameInputSchema = z.object({
  country: z
    ._default(z.enum(["any", ...penNameCountryCodes]), "any")
    .check(z.describe("ISO country code of the name lists, or any")),
  gender: z
    ._default(z.enum(penNameGenders), "any")
    .check(z.describe("Which first-name list to draw from")),
  genre: z._default(z.enum(penNameGenres), "any").check(z.describe("Genre style (see the rules)")),
  initials: z
    .optional(z.enum(["none", "one", "two", "middle"]))
    .check(z.describe("Initials style; the genre's default when left out")),
  count: z
    ._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PEN_NAME_MAX_COUNT)), 10)
    .check(z.describe(`How many names, 1 to ${PEN_NAME_MAX_COUNT}`)),
  seed: z
    ._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), "inkforge")
    .check(z.describe("The same seed and options give the same names")),
});
export type PenNameInput = z.input<typeof penNameInputSchema>;
export type PenNameOptions = z.output<typeof penNameInputSchema>;

export type PenName = {
  name: string;
  firstName: string;
  lastName: string;
  country: string;
  countryName: string;
  gender: Exclude<PenNameGender, "any">;
};

export type PenNameResult = {
  names: PenName[];
  initials: PenNameInitials;
  genreRule: string;
  /** Candidates skipped because they copy a famous author's name. */
  refusedFamous: string[];
};

/** FNV-1a: a stable 32-bit hash of the seed, so a seed string picks the same names everywhere. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to pick names; never for anything secret. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function narrow(list: readonly string[], keep: ((name: string) => boolean) | undefined) {
  if (!keep) return list;
  const kept = list.filter(keep);
  return kept.length > 0 ? kept : list;
}

const initial = (name: string) => `${name.charAt(0).toUpperCase()}.`;

function firstNames(country: CountryNameLists, gender: Exclude<PenNameGender, "any">) {
  return country[gender];
}

function composeName(
  first: string,
  second: string,
  last: string,
  initials: PenNameInitials,
): string {
  switch (initials) {
    case "one":
      return `${initial(first)} ${last}`;
    case "two":
      return `${initial(first)} ${initial(second)} ${last}`;
    case "middle":
      return `${first} ${initial(second)} ${last}`;
    default:
      return `${first} ${last}`;
  }
}

/**
 * Pen names from the shipped lists. Deterministic: the same options (seed included) give the
 * same names. A candidate that copies a famous author's name, repeats a name already in the
 * answer, or uses the same word as first and last name is skipped; the answer may hold fewer
 * names than asked when the narrowed lists run out.
 */
export function generatePenNames(input: PenNameInput): PenNameResult {
  const options = penNameInputSchema.parse(input);
  const rule: GenreRule = genreRules[options.genre];
  const initials = options.initials ?? rule.defaultInitials;
  const random = createRandom(
    hashSeed(
      [options.seed, options.country, options.gender, options.genre, initials].join("\u0000"),
    ),
  );
  const countries =
    options.country === "any"
      ? penNameCountryLists
      : penNameCountryLists.filter((country) => country.code === options.country);

  const names: PenName[] = [];
  const seen = new Set<string>();
  const refusedFamous: string[] = [];
  const maxAttempts = options.count * 40;
  for (let attempt = 0; attempt < maxAttempts && names.length < options.count; attempt += 1) {
    const country = pick(random, countries);
    const gender =
      options.gender === "any"
        ? pick(random, ["female", "male", "neutral"] as const)
        : options.gender;
    const pool = firstNames(country, gender);
    const first = pick(random, narrow(pool, rule.firstName));
    const second = pick(
      random,
      pool.filter((name) => name !== first),
    );
    let lasts = narrow(country.last, rule.lastName);
    if ("alliterate" in rule && rule.alliterate) {
      const letter = first.charAt(0).toLowerCase();
      const matching = lasts.filter((name) => name.charAt(0).toLowerCase() === letter);
      if (matching.length > 0) lasts = matching;
    }
    const last = pick(random, lasts);
    if (last.toLowerCase() === first.toLowerCase()) continue;
    const name = composeName(first, second, last, initials);
    if (seen.has(name)) continue;
    seen.add(name);
    const famous = findFamousAuthor(name);
    if (famous) {
      refusedFamous.push(name);
      continue;
    }
    names.push({
      name,
      firstName: first,
      lastName: last,
      country: country.code,
      countryName: country.name,
      gender,
    });
  }
  return { names, initials, genreRule: rule.rule, refusedFamous };
}

export type PenNameFormValues = Record<
  "country" | "gender" | "genre" | "initials" | "count" | "seed",
  string
>;

/**
 * The form's values as the URL holds them (strings; "" initials = the genre's style), checked by
 * the same schema the API uses: its enums and coercion read the strings.
 */
export const penNameFormSchema = z.pipe(
  z.transform((values) =>
    typeof values === "object" && values !== null && "initials" in values && values.initials === ""
      ? { ...values, initials: undefined }
      : values,
  ),
  penNameInputSchema,
) as unknown as z.ZodMiniType<PenNameOptions, PenNameFormValues>;
