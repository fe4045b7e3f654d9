import {
  countWordFrequencies,
  type WordFrequencyInput,
} from "@inkforge/domain/tools/word-cloud/frequencies";
import { preflightPdfTask } from "../books/preflight/preflight-pdf";
import { puzzleBookTask } from "../books/puzzle-book-task";
import { renderInteriorTask } from "../books/render-interior-task";
import { manuscriptDocxTask } from "../manuscripts/export-docx";
import { manuscriptImportTask } from "../manuscripts/import-task";
import { manuscriptBookTask } from "../manuscripts/manuscript-book-task";
import { grammarCheckTask } from "../spelling/check-text";
import type { ToolTask, ToolTaskMap } from "./task";

/**
 * Every task the tool workers run (decision 0076). Imported only by the worker entry; the main
 * thread sees the types alone, so it never loads a dictionary or a checker.
 */
export const toolTasks = {
  "grammar-check": grammarCheckTask,
  "preflight-pdf": preflightPdfTask,
  "word-frequencies": {
    run: (input) => countWordFrequencies(input),
  } satisfies ToolTask<WordFrequencyInput, ReturnType<typeof countWordFrequencies>>,
  "book-interior-pdf": renderInteriorTask,
  "puzzle-book-pdf": puzzleBookTask,
  "manuscript-import": manuscriptImportTask,
  "manuscript-docx": manuscriptDocxTask,
  "manuscript-book": manuscriptBookTask,
} satisfies ToolTaskMap;

export type ToolTasks = typeof toolTasks;
