import {
  countWordFrequencies,
  type WordFrequencyInput,
} from "@inkforge/domain/tools/word-cloud/frequencies";
import { bookPdfTask } from "../books/book-pdf-task";
import { fieldGuidePdfTask } from "../books/field-guide-pdf-task";
import { pageImagesTask } from "../books/page-images-task";
import {
  preflightCoverUploadTask,
  preflightInteriorUploadTask,
  preflightPdfTask,
} from "../books/preflight/preflight-pdf";
import { renderInteriorTask } from "../books/render-interior-task";
import { manuscriptDocxTask } from "../manuscripts/export-docx";
import { manuscriptImportTask } from "../manuscripts/import-task";
import { manuscriptBookTask } from "../manuscripts/manuscript-book-task";
import { readReportFileTask } from "../my-books/read-report-file";
import { grammarCheckTask } from "../spelling/check-text";
import type { ToolTask, ToolTaskMap } from "./task";

/**
 * Every task the tool workers run (decision 0076). Imported only by the worker entry; the main
 * thread sees the types alone, so it never loads a dictionary or a checker.
 */
export const toolTasks = {
  "grammar-check": grammarCheckTask,
  "preflight-pdf": preflightPdfTask,
  "preflight-interior-upload": preflightInteriorUploadTask,
  "preflight-cover-upload": preflightCoverUploadTask,
  "word-frequencies": {
    run: (input) => countWordFrequencies(input),
  } satisfies ToolTask<WordFrequencyInput, ReturnType<typeof countWordFrequencies>>,
  "book-interior-pdf": renderInteriorTask,
  "book-pdf": bookPdfTask,
  "field-guide-pdf": fieldGuidePdfTask,
  "my-books-read-report": readReportFileTask,
  "manuscript-import": manuscriptImportTask,
  "manuscript-docx": manuscriptDocxTask,
  "manuscript-book": manuscriptBookTask,
  "book-page-images": pageImagesTask,
} satisfies ToolTaskMap;

export type ToolTasks = typeof toolTasks;
