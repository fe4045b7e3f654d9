import type * as z from "zod/mini";
import { binaryRules } from "./binary/binary-rules";
import { calcudokuRules } from "./calcudoku/calcudoku-rules";
import { crosswordRules } from "./crossword/crossword-rules";
import { cryptogramRules } from "./cryptogram/cryptogram-rules";
import { numberFillInRules, wordFillInRules } from "./fill-in/fill-in-rules";
import { futoshikiRules } from "./futoshiki/futoshiki-rules";
import { hitoriRules } from "./hitori/hitori-rules";
import { jigsawSudokuRules } from "./jigsaw-sudoku/jigsaw-sudoku-rules";
import { kakuroRules } from "./kakuro/kakuro-rules";
import { lightUpRules } from "./light-up/light-up-rules";
import { mazeRules } from "./maze/maze-rules";
import { missingVowelsRules } from "./missing-vowels/missing-vowels-rules";
import { nonogramRules } from "./nonogram/nonogram-rules";
import { numberSearchRules } from "./number-search/number-search-rules";
import { skyscrapersRules } from "./skyscrapers/skyscrapers-rules";
import { slitherlinkRules } from "./slitherlink/slitherlink-rules";
import { starBattleRules } from "./star-battle/star-battle-rules";
import { sudokuRules } from "./sudoku/sudoku-rules";
import { sudokuXRules } from "./sudoku-x/sudoku-x-rules";
import type { PuzzleTypeRules } from "./types";
import { wordLadderRules } from "./word-ladder/word-ladder-rules";
import { wordScrambleRules } from "./word-scramble/word-scramble-rules";
import { wordSearchRules } from "./word-search/word-search-rules";

/*
 * The shipped puzzle types without their generators, solvers and drawings: what the book maker's
 * form needs to check a section (id, name, levels, options schema) in the browser, where loading
 * every generator blocked the page's main thread. registry.ts lists the full types in the same
 * order, each built on these rules, and its test holds the two lists equal.
 */

/** A type's rules with its options erased to one shape, so a form can walk the list. */
export type RegisteredPuzzleTypeRules = PuzzleTypeRules<unknown>;

const erase = <O>(rules: PuzzleTypeRules<O>): RegisteredPuzzleTypeRules => ({
  ...rules,
  options: rules.options as z.ZodMiniType<unknown>,
});

export const puzzleTypeRules: readonly RegisteredPuzzleTypeRules[] = [
  erase(sudokuRules),
  erase(wordSearchRules),
  erase(mazeRules),
  erase(cryptogramRules),
  erase(wordScrambleRules),
  erase(missingVowelsRules),
  erase(numberSearchRules),
  erase(nonogramRules),
  erase(futoshikiRules),
  erase(calcudokuRules),
  erase(skyscrapersRules),
  erase(binaryRules),
  erase(kakuroRules),
  erase(hitoriRules),
  erase(slitherlinkRules),
  erase(lightUpRules),
  erase(starBattleRules),
  erase(wordLadderRules),
  erase(crosswordRules),
  erase(wordFillInRules),
  erase(numberFillInRules),
  erase(jigsawSudokuRules),
  erase(sudokuXRules),
];

export function findPuzzleTypeRules(id: string): RegisteredPuzzleTypeRules | undefined {
  return puzzleTypeRules.find((rules) => rules.id === id);
}
