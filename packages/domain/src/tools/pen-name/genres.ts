/**
 * Genre styles: documented, deterministic rules over the shipped lists (not a claim about what
 * sells). Each rule narrows the lists; when it leaves a list empty, the whole list is used.
 */
export type PenNameInitials = "none" | "one" | "two" | "middle";

export type GenreRule = {
  label: string;
  /** One line for the page, saying what the rule does. */
  rule: string;
  firstName?: (name: string) => boolean;
  lastName?: (name: string) => boolean;
  /** The initials style used when the request does not choose one. */
  defaultInitials: PenNameInitials;
  /** Prefer a surname that starts with the first name's letter. */
  alliterate?: boolean;
};

const letters = (name: string) => name.replace(/[^\p{L}]/gu, "").length;

export const genreRules = {
  any: {
    label: "Any genre",
    rule: "Any first and last name from the lists, in full.",
    defaultInitials: "none",
  },
  romance: {
    label: "Romance",
    rule: "Flowing names: a first name of 5 letters or more and a surname of 6 or more, in full.",
    firstName: (name) => letters(name) >= 5,
    lastName: (name) => letters(name) >= 6,
    defaultInitials: "none",
  },
  thriller: {
    label: "Thriller and crime",
    rule: "Short, hard names that read large on a cover: a first name of at most 5 letters and a surname of at most 6.",
    firstName: (name) => letters(name) <= 5,
    lastName: (name) => letters(name) <= 6,
    defaultInitials: "none",
  },
  fantasy: {
    label: "Fantasy and science fiction",
    rule: "Two initials before a surname of 6 letters or more, as on many fantasy covers.",
    lastName: (name) => letters(name) >= 6,
    defaultInitials: "two",
  },
  childrens: {
    label: "Children's books",
    rule: "Easy to say and remember: a first name of at most 6 letters and, where the lists allow, a surname starting with the same letter.",
    firstName: (name) => letters(name) <= 6,
    defaultInitials: "none",
    alliterate: true,
  },
  literary: {
    label: "Literary fiction",
    rule: "A full first name with a middle initial.",
    defaultInitials: "middle",
  },
} as const satisfies Record<string, GenreRule>;

export type PenNameGenre = keyof typeof genreRules;
export const penNameGenres = Object.keys(genreRules) as [PenNameGenre, ...PenNameGenre[]];

export const initialsStyles = {
  none: "Full first name: Olivia Smith",
  one: "First initial: O. Smith",
  two: "Two initials: O. J. Smith",
  middle: "Middle initial: Olivia J. Smith",
} as const satisfies Record<PenNameInitials, string>;
