import type { PreflightReport } from "@inkforge/domain/books/book-build-contract";
import {
  type CoverPreflightReport,
  checkCoverFacts,
  type UploadPreflightReport,
} from "@inkforge/domain/books/preflight/check-cover-facts";
import {
  checkPdfFacts,
  MAX_CHECKED_PAGES,
  type PdfFacts,
  type PreflightExpectations,
  unreadablePdfReport,
} from "@inkforge/domain/books/preflight/check-pdf-facts";
import {
  type CoverTemplateInput,
  computeCoverTemplate,
} from "@inkforge/domain/tools/cover-template/cover-template";
import type { ToolTask } from "../../tool-pool/task";
import { loadPdfjs, openPdf, readDocumentFacts, readPdfFacts } from "./read-pdf-facts";
import { type PageThumbnail, renderThumbnails } from "./render-thumbnails";

export type PreflightPdfInput = { bytes: Uint8Array; expectations?: PreflightExpectations };

/**
 * The preflight of a PDF file, read back from its bytes (decision 0099): a file that is not a
 * readable PDF is a finding, never an exception — a book build's own PDF always gets a report.
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
  if (result.kind === "unreadable") {
    return unreadablePdfReport(result.reason === "encrypted" ? "encrypted" : "not-a-pdf");
  }
  return checkPdfFacts(result.facts, expectations);
}

/** The tool worker task (tool-tasks.ts): the PDF is parsed off the event loop, under a deadline. */
export const preflightPdfTask = {
  prepare: async () => {
    await loadPdfjs();
  },
  run: ({ bytes, expectations }) => preflightPdf(bytes, expectations),
} satisfies ToolTask<PreflightPdfInput, Promise<PreflightReport>>;

/**
 * Why an upload could not be checked at all; the route answers 422 with what to do (decision
 * 0111): an author's file that is no PDF, cut short, locked or thousands of pages long gets a
 * plain refusal, not a report.
 */
export type UploadRefusal =
  | { kind: "refused"; reason: "not-a-pdf" | "truncated" | "encrypted" }
  | { kind: "refused"; reason: "too-many-pages"; pageCount: number };

export type UploadOutcome<Report> = { kind: "report"; report: Report } | UploadRefusal;

/**
 * Opens an author's upload, refuses what cannot be checked, checks the rest with `check` and adds
 * a thumbnail of every page a finding names. Runs in the tool worker.
 */
async function preflightUpload<Report extends PreflightReport>(
  bytes: Uint8Array,
  check: (facts: PdfFacts) => Report,
  readPages?: number,
): Promise<UploadOutcome<Report & { thumbnails: PageThumbnail[] }>> {
  const opened = await openPdf(bytes, { checkEnd: true });
  if (opened.kind === "unreadable") return { kind: "refused", reason: opened.reason };
  const { document, pdfjs } = opened;
  try {
    if (document.numPages > MAX_CHECKED_PAGES) {
      return { kind: "refused", reason: "too-many-pages", pageCount: document.numPages };
    }
    const report = check(await readDocumentFacts(document, pdfjs, readPages));
    const pages = report.findings.flatMap((finding) =>
      finding.page === undefined ? [] : [finding.page],
    );
    const thumbnails = await renderThumbnails(document, pdfjs, pages);
    return { kind: "report", report: { ...report, thumbnails } };
  } catch {
    // The reader gave up outside any page (a broken cross-reference, runaway nesting).
    return { kind: "refused", reason: "not-a-pdf" };
  } finally {
    await document.destroy();
  }
}

export type InteriorUploadInput = { bytes: Uint8Array; expectations?: PreflightExpectations };
export type CoverUploadInput = { bytes: Uint8Array; cover: CoverTemplateInput };

const preparePdfjs = async () => {
  await loadPdfjs();
};

/** An author's interior (the free upload preflight, issue 28). */
export const preflightInteriorUploadTask = {
  prepare: preparePdfjs,
  run: ({ bytes, expectations }) =>
    preflightUpload(bytes, (facts) => checkPdfFacts(facts, expectations)),
} satisfies ToolTask<InteriorUploadInput, Promise<UploadOutcome<UploadPreflightReport>>>;

/** An author's cover: one page checked against the cover template (only page 1 is read). */
export const preflightCoverUploadTask = {
  prepare: preparePdfjs,
  run: ({ bytes, cover }) =>
    preflightUpload(bytes, (facts) => checkCoverFacts(facts, computeCoverTemplate(cover)), 1),
} satisfies ToolTask<CoverUploadInput, Promise<UploadOutcome<CoverPreflightReport>>>;
