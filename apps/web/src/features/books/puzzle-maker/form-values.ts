import type {
  PuzzleBookFormValues,
  PuzzleSectionFormValues,
} from "@inkforge/domain/books/puzzle-book-form";

/** A new section's values (zod-free: the page's first load). */
export const NEW_SECTION: PuzzleSectionFormValues = {
  type: "sudoku",
  difficulty: "easy",
  count: "50",
  size: "9",
  theme: "animals",
  words: "",
  shape: "rectangular",
};

/** The form's values before the author changes anything; the seed comes from the server. */
export function puzzleBookDefaults(seed: string): PuzzleBookFormValues {
  return {
    title: "My Puzzle Book",
    subtitle: "",
    author: "",
    binding: "paperback",
    trim: "6x9",
    paper: "white",
    largePrint: "false",
    answerKey: "true",
    howToPlay: "true",
    pageNumbers: "true",
    headers: "false",
    seed,
    sections: [
      NEW_SECTION,
      { ...NEW_SECTION, type: "word-search", difficulty: "medium", count: "40", size: "15" },
    ],
  };
}

/** A short random seed an author can read back and type: 10 letters and digits. */
export function newSeed(random: () => number = Math.random): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  let seed = "";
  for (let index = 0; index < 10; index += 1) {
    seed += alphabet[Math.floor(random() * alphabet.length)];
  }
  return seed;
}
