import type * as z from "zod/mini";
import type { Box, Element } from "../books/interior/elements";
import type { LayoutItem } from "../books/interior/layout-book";
import { binary } from "./binary/binary";
import { calcudoku } from "./calcudoku/calcudoku";
import { crossword } from "./crossword/crossword";
import { cryptogram } from "./cryptogram/cryptogram";
import { numberFillIn, wordFillIn } from "./fill-in/fill-in";
import { futoshiki } from "./futoshiki/futoshiki";
import { hitori } from "./hitori/hitori";
import { jigsawSudoku } from "./jigsaw-sudoku/jigsaw-sudoku";
import { kakuro } from "./kakuro/kakuro";
import { lightUp } from "./light-up/light-up";
import { maze } from "./maze/maze";
import { missingVowels } from "./missing-vowels/missing-vowels";
import { nonogram } from "./nonogram/nonogram";
import { numberSearch } from "./number-search/number-search";
import type { Seed } from "./random";
import { skyscrapers } from "./skyscrapers/skyscrapers";
import { slitherlink } from "./slitherlink/slitherlink";
import { starBattle } from "./star-battle/star-battle";
import { sudoku } from "./sudoku/sudoku";
import { sudokuX } from "./sudoku-x/sudoku-x";
import type { RegisteredPuzzleTypeRules } from "./type-rules";
import type { PuzzleBase, PuzzleType, Verification } from "./types";
import { wordLadder } from "./word-ladder/word-ladder";
import { wordScramble } from "./word-scramble/word-scramble";
import { wordSearch } from "./word-search/word-search";

/*
 * The shipped puzzle types: the catalogue's puzzle-type count is this list's length, so a type
 * joins only when its generator, verification and both drawings are done and tested. Each entry
 * erases its own puzzle type behind one shape, so the API and the book maker can walk the list;
 * generate parses raw options with the type's schema (a ZodError names the field). Each type's
 * description and options come from its rules module; type-rules.ts lists those alone, in this
 * order, for the book maker's form.
 */

export type RegisteredPuzzleType = RegisteredPuzzleTypeRules & {
  generate: (seed: Seed, options: unknown) => PuzzleBase;
  verify: (puzzle: PuzzleBase) => Verification;
  toLayout: (puzzle: PuzzleBase, box: Box) => Element[];
  answerToLayout: (puzzle: PuzzleBase, box: Box) => Element[];
};

function register<P extends PuzzleBase, O>(type: PuzzleType<P, O>): RegisteredPuzzleType {
  const own = (puzzle: PuzzleBase): P => {
    if (puzzle.type !== type.id) throw new Error(`A ${puzzle.type} puzzle is not a ${type.id}`);
    return puzzle as P;
  };
  return {
    id: type.id,
    name: type.name,
    difficulties: type.difficulties,
    unique: type.unique,
    howToPlay: type.howToPlay,
    options: type.options as z.ZodMiniType<unknown>,
    generate: (seed, options) => type.generate(seed, type.options.parse(options)),
    verify: (puzzle) => type.verify(own(puzzle)),
    toLayout: (puzzle, box) => type.toLayout(own(puzzle), box),
    answerToLayout: (puzzle, box) => type.answerToLayout(own(puzzle), box),
  };
}

export const puzzleTypes: readonly RegisteredPuzzleType[] = [
  register(sudoku),
  register(wordSearch),
  register(maze),
  register(cryptogram),
  register(wordScramble),
  register(missingVowels),
  register(numberSearch),
  register(nonogram),
  register(futoshiki),
  register(calcudoku),
  register(skyscrapers),
  register(binary),
  register(kakuro),
  register(hitori),
  register(slitherlink),
  register(lightUp),
  register(starBattle),
  register(wordLadder),
  register(crossword),
  register(wordFillIn),
  register(numberFillIn),
  register(jigsawSudoku),
  register(sudokuX),
];

export function findPuzzleType(id: string): RegisteredPuzzleType | undefined {
  return puzzleTypes.find((type) => type.id === id);
}

/** A generated puzzle as the layout engine takes it: it draws itself and its answer in a box. */
export function toLayoutItem(puzzle: PuzzleBase, caption?: string): LayoutItem {
  const type = findPuzzleType(puzzle.type);
  if (!type) throw new Error(`Unknown puzzle type ${puzzle.type}`);
  return {
    ...(caption ? { caption } : {}),
    drawPuzzle: (box) => type.toLayout(puzzle, box),
    drawAnswer: (box) => type.answerToLayout(puzzle, box),
  };
}
