/*
 * The puzzle types the registry ships, as plain data: the catalogue's claims read this list so
 * every web page can show the count without bundling a generator (catalogue/claims.ts is
 * imported everywhere and page weight is budgeted). registry.test.ts keeps it equal to the
 * registry, id for id and name for name, in the registry's order: a type joins both together.
 */

export type ShippedPuzzleType = { id: string; name: string };

export const SHIPPED_PUZZLE_TYPES: readonly ShippedPuzzleType[] = [
  { id: "sudoku", name: "Sudoku" },
  { id: "word-search", name: "Word search" },
  { id: "maze", name: "Maze" },
  { id: "cryptogram", name: "Cryptogram" },
  { id: "word-scramble", name: "Word scramble" },
  { id: "missing-vowels", name: "Missing vowels" },
  { id: "number-search", name: "Number search" },
  { id: "nonogram", name: "Nonogram" },
  { id: "futoshiki", name: "Futoshiki" },
  { id: "calcudoku", name: "Calcudoku" },
  { id: "skyscrapers", name: "Skyscrapers" },
  { id: "binary", name: "Binary puzzle" },
  { id: "kakuro", name: "Kakuro" },
  { id: "hitori", name: "Hitori" },
  { id: "slitherlink", name: "Slitherlink" },
  { id: "light-up", name: "Light up" },
  { id: "star-battle", name: "Star battle" },
  { id: "word-ladder", name: "Word ladder" },
  { id: "crossword", name: "Crossword" },
  { id: "word-fill-in", name: "Word fill-in" },
  { id: "number-fill-in", name: "Number fill-in" },
  { id: "jigsaw-sudoku", name: "Jigsaw sudoku" },
  { id: "sudoku-x", name: "Sudoku X" },
];
