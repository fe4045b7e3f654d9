/*
 * The activity page types the registry ships, as plain data: the catalogue's claims read this list
 * so every web page can show the count without bundling a generator (catalogue/claims.ts is
 * imported everywhere and page weight is budgeted). registry.test.ts keeps it equal to the
 * registry, id for id and name for name, in the registry's order: a type joins both together.
 */

export type ShippedActivityType = { id: string; name: string };

export const SHIPPED_ACTIVITY_TYPES: readonly ShippedActivityType[] = [
  { id: "dot-to-dot", name: "Dot-to-dot" },
  { id: "letter-tracing", name: "Letter tracing" },
  { id: "number-tracing", name: "Number tracing" },
  { id: "shape-tracing", name: "Shape tracing" },
  { id: "handwriting", name: "Handwriting practice" },
  { id: "maze", name: "Mazes" },
  { id: "word-search", name: "Word search" },
  { id: "sudoku", name: "Kids' sudoku" },
  { id: "tic-tac-toe", name: "Tic-tac-toe" },
  { id: "dots-and-boxes", name: "Dots and boxes" },
  { id: "copy-the-picture", name: "Copy the picture" },
  { id: "counting", name: "Counting" },
  { id: "matching", name: "Matching" },
  { id: "shadow-matching", name: "Shadow matching" },
  { id: "spot-the-difference", name: "Spot the difference" },
  { id: "colour-by-number", name: "Colour by number" },
];
