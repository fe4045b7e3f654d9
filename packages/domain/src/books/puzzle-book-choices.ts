import { PAPER_SPECS } from "../kdp/paper";
import { BINDINGS, type Binding, listPaperTypes, listTrimSizes } from "../kdp/trim-sizes";
import { MAZE_SHAPES } from "../puzzles/maze/maze-rules";
import { SUDOKU_LEVELS, SUDOKU_SIZES } from "../puzzles/sudoku/sudoku-rules";
import { puzzleTypeRules } from "../puzzles/type-rules";
import type { Difficulty } from "../puzzles/types";
import { WORD_SCRAMBLE_MAX_WORDS } from "../puzzles/word-scramble/word-scramble-rules";
import { WORD_SEARCH_MAX_WORDS } from "../puzzles/word-search/word-search-rules";
import { WORD_THEME_NAMES } from "../puzzles/words/theme-names";

/*
 * What the puzzle book maker's form offers, as plain data (issue 27). The page's server computes
 * it from the types' rules (puzzles/type-rules.ts) and the KDP tables and hands it to the browser,
 * so the form is in the first paint without zod or the word lists in the page's first-load
 * JavaScript (decisions 0087, 0100). The form's reader, loaded after that paint, checks sections
 * against PUZZLE_MAIN_OPTIONS, so this file keeps to the rules and never reaches a generator.
 * Each type lists only its main options; the rest keep the type's defaults.
 */

/** The option keys a section of the form can carry; every section holds all of them as strings. */
export const SECTION_OPTION_KEYS = ["size", "theme", "words", "shape"] as const;
export type SectionOptionKey = (typeof SECTION_OPTION_KEYS)[number];

export type Choice = { value: string; label: string };

export type PuzzleOptionChoice =
  | {
      key: Exclude<SectionOptionKey, "words">;
      label: string;
      choices: Choice[];
      default: string;
    }
  | {
      key: "words";
      label: string;
      hint: string;
      /** The longest word the grid takes: the size option's value, or a fixed length. */
      maxLength: "size" | number;
      /** The most words the puzzle type's rules take (its schema's limit, said in the hint). */
      maxWords: number;
    };

export type PuzzleTypeChoice = {
  id: string;
  name: string;
  difficulties: Difficulty[];
  /** Levels offered per value of the size option, where the size limits them (sudoku). */
  difficultiesBySize?: Record<string, Difficulty[]>;
  options: PuzzleOptionChoice[];
};

export type TrimChoice = Choice & { papers: Choice[] };

/** A binding with the trims KDP offers in it, each with its papers (hardcover: fewer of both). */
export type BindingChoice = { value: Binding; label: string; trims: TrimChoice[] };

export type PuzzleBookChoices = {
  types: PuzzleTypeChoice[];
  bindings: BindingChoice[];
};

const BINDING_LABELS: Record<Binding, string> = {
  paperback: "Paperback",
  hardcover: "Hardcover (case laminate)",
};

const ownWordsHint = (maxWords: number) =>
  `One word per line or separated by commas, up to ${maxWords}; leave empty to use the theme.`;

const themeChoice: PuzzleOptionChoice = {
  key: "theme",
  label: "Theme",
  choices: WORD_THEME_NAMES.map((theme) => ({ value: theme.id, label: theme.name })),
  default: "animals",
};

const sizes = (values: readonly number[], fallback: number): PuzzleOptionChoice => ({
  key: "size",
  label: "Grid size",
  choices: values.map((size) => ({ value: String(size), label: `${size} × ${size}` })),
  default: String(fallback),
});

/** The main options per type id; types not listed are made from their difficulty alone. */
export const PUZZLE_MAIN_OPTIONS: Readonly<Record<string, readonly PuzzleOptionChoice[]>> = {
  sudoku: [sizes(SUDOKU_SIZES, 9)],
  "word-search": [
    sizes([10, 12, 15, 18, 20, 25], 15),
    themeChoice,
    {
      key: "words",
      label: "Your own words",
      hint: ownWordsHint(WORD_SEARCH_MAX_WORDS),
      maxLength: "size",
      maxWords: WORD_SEARCH_MAX_WORDS,
    },
  ],
  maze: [
    {
      key: "shape",
      label: "Shape",
      choices: MAZE_SHAPES.map((shape) => ({
        value: shape,
        label: shape.charAt(0).toUpperCase() + shape.slice(1),
      })),
      default: "rectangular",
    },
  ],
  "number-search": [sizes([10, 12, 14, 16, 20], 14)],
  "word-scramble": [
    themeChoice,
    {
      key: "words",
      label: "Your own words",
      hint: ownWordsHint(WORD_SCRAMBLE_MAX_WORDS),
      maxLength: 15,
      maxWords: WORD_SCRAMBLE_MAX_WORDS,
    },
  ],
  "missing-vowels": [themeChoice],
};

export function describePuzzleBookChoices(): PuzzleBookChoices {
  return {
    types: puzzleTypeRules.map((type) => ({
      id: type.id,
      name: type.name,
      difficulties: [...type.difficulties],
      ...(type.id === "sudoku"
        ? {
            difficultiesBySize: Object.fromEntries(
              Object.entries(SUDOKU_LEVELS).map(([size, levels]) => [size, [...levels]]),
            ),
          }
        : {}),
      options: [...(PUZZLE_MAIN_OPTIONS[type.id] ?? [])],
    })),
    // Each binding's own trims and papers from the KDP tables; page limits are the build's check.
    bindings: BINDINGS.map((binding) => ({
      value: binding,
      label: BINDING_LABELS[binding],
      trims: listTrimSizes(binding).map((trim) => ({
        value: trim.id,
        label: trim.label,
        papers: listPaperTypes(trim.id, binding).map((paper) => ({
          value: paper,
          label: PAPER_SPECS[paper].label,
        })),
      })),
    })),
  };
}
