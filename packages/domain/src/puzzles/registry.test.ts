import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../books/interior/elements";
import { layoutBook } from "../books/interior/layout-book";
import { validateLayout } from "../books/interior/validate-layout";
import { findPuzzleType, puzzleTypes, toLayoutItem } from "./registry";
import { SHIPPED_PUZZLE_TYPES } from "./shipped-types";
import { puzzleTypeRules } from "./type-rules";
import { DIFFICULTIES } from "./types";

describe("puzzle registry", () => {
  it("lists each complete type once", () => {
    const ids = puzzleTypes.map((type) => type.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      "sudoku",
      "word-search",
      "maze",
      "cryptogram",
      "word-scramble",
      "missing-vowels",
      "number-search",
      "nonogram",
      "futoshiki",
      "calcudoku",
      "skyscrapers",
      "binary",
      "kakuro",
      "hitori",
      "slitherlink",
      "light-up",
      "star-battle",
      "word-ladder",
      "crossword",
      "word-fill-in",
      "number-fill-in",
      "jigsaw-sudoku",
      "sudoku-x",
    ]);
  });

  it("is exactly the shipped list the catalogue counts, ids and names in order", () => {
    expect(puzzleTypes.map(({ id, name }) => ({ id, name }))).toEqual(SHIPPED_PUZZLE_TYPES);
  });

  it("is built on the rules list the book maker's form reads, type for type and in order", () => {
    const described = (list: typeof puzzleTypeRules) =>
      list.map(({ id, name, difficulties, unique, howToPlay }) => ({
        id,
        name,
        difficulties,
        unique,
        howToPlay,
      }));
    expect(described(puzzleTypes)).toEqual(described(puzzleTypeRules));
    // The very schema, not a look-alike: the form and the generator refuse the same options.
    puzzleTypes.forEach((type, index) => {
      expect(type.options).toBe(puzzleTypeRules[index]?.options);
    });
  });

  it.each(puzzleTypes.map((type) => [type.id, type] as const))(
    "%s: every level generates, verifies and draws inside its box",
    (_, type) => {
      expect(type.name).toBeTruthy();
      expect(type.howToPlay.length).toBeGreaterThan(0);
      for (const difficulty of type.difficulties) {
        expect(DIFFICULTIES).toContain(difficulty);
        const puzzle = type.generate(`registry-${difficulty}`, { difficulty });
        expect(puzzle.type).toBe(type.id);
        expect(type.verify(puzzle)).toEqual({ ok: true, problems: [] });
        const box = { x: 36, y: 48, width: 300, height: 380 };
        const small = { x: 36, y: 48, width: 140, height: 150 };
        for (const element of [
          ...type.toLayout(puzzle, box),
          ...type.answerToLayout(puzzle, small),
        ]) {
          expect(isBoxInside(elementBounds(element), box)).toBe(true);
        }
      }
    },
  );

  // A type's levels are written twice, in its description and in its options schema: a level the
  // form offers must be one the schema takes, and no other.
  it.each(puzzleTypeRules.map((rules) => [rules.id, rules] as const))(
    "%s's options take exactly the levels it lists",
    (_id, rules) => {
      for (const level of DIFFICULTIES) {
        const parsed = rules.options.safeParse({ difficulty: level });
        const refused =
          !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === "difficulty");
        expect(refused, level).toBe(!rules.difficulties.includes(level));
      }
    },
  );

  it("refuses options its schema refuses and a puzzle of another type", () => {
    const sudoku = findPuzzleType("sudoku");
    expect(() => sudoku?.generate("x", { size: 5 })).toThrow();
    const maze = findPuzzleType("maze")?.generate("x", {});
    if (!maze) throw new Error("maze is registered");
    expect(() => sudoku?.verify(maze)).toThrow(/not a sudoku/);
  });

  it("a book of every type lays out and passes KDP's interior rules, standard and large print", () => {
    for (const largePrint of [false, true]) {
      const book = layoutBook({
        title: "The Big Puzzle Book",
        subtitle: "Twelve kinds of puzzle",
        author: "Ada Inkwell",
        trim: "8.5x11",
        binding: "paperback",
        paper: "white",
        bleed: false,
        largePrint,
        headers: true,
        copyright: { year: 2026, holder: "Ada Inkwell" },
        sections: puzzleTypes.map((type) => ({
          title: type.name,
          howToPlay: type.howToPlay,
          puzzlesPerPage: type.id === "sudoku" ? 2 : 1,
          answersPerPage: 6,
          items: ["easy", "medium"].map((difficulty, index) =>
            toLayoutItem(type.generate(`${type.id}-${index}`, { difficulty }), difficulty),
          ),
        })),
      });
      expect(validateLayout(book).violations).toEqual([]);
      expect(book.puzzles).toHaveLength(puzzleTypes.length * 2);
    }
  });
});
