import type { PreflightReport } from "@inkforge/domain/books/book-build-contract";
import {
  checkPdfFacts,
  type PreflightExpectations,
  unreadablePdfReport,
} from "@inkforge/domain/books/preflight/check-pdf-facts";
import type { ToolTask } from "../../tool-pool/task";
import { loadPdfjs, readPdfFacts } from "./read-pdf-facts";

export type PreflightPdfInput = { bytes: Uint8Array; expectations?: PreflightExpectations };

/**
 * The preflight of a PDF file, read back from its bytes (decision 0099): a file that is not a
 * readable PDF is a finding, never an exception, so a hostile upload gets an answer.
 */
export async function preflightPdf(
  bytes: Uint8Array,
  expectations: PreflightExpectations = {},
): Promise<PreflightReport> {
  let result: Awaited<ReturnType<typeof readPdfFacts>>;
  try {
    result = await readPdfFacts(bytes);
  } catch {
    // The reader gave up outside any page (a broken cross-reference, runaway nesting).
    return unreadablePdfReport("not-a-pdf");
  }
  if (result.kind === "unreadable") return unreadablePdfReport(result.reason);
  return checkPdfFacts(result.facts, expectations);
}

/** The tool worker task (tool-tasks.ts): the PDF is parsed off the event loop, under a deadline. */
export const preflightPdfTask = {
  prepare: async () => {
    await loadPdfjs();
  },
  run: ({ bytes, expectations }) => preflightPdf(bytes, expectations),
} satisfies ToolTask<PreflightPdfInput, Promise<PreflightReport>>;
