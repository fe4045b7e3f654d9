import { findDocProblem, MAX_CHAPTER_TEXT_CHARS } from "@inkforge/domain/books/manuscript/document";
import {
  type ImportedSection,
  readMammothHtml,
  readMarkdown,
  splitIntoSections,
} from "@inkforge/domain/books/manuscript/import-text";
import type { ToolTask } from "../tool-pool/task";

/*
 * Reading an uploaded manuscript in the tool pool (decision 0121): a DOCX is unzipped and converted
 * by mammoth (its images become data URLs), Markdown is read by the domain's reader, and both are
 * cut into sections. A file that is not what it claims to be is an answer, not a thrown error, so
 * the route can say what is wrong with it (422) rather than fail.
 */

export type ManuscriptImportInput = {
  format: "docx" | "markdown";
  bytes: Uint8Array;
  /** The title of text before the first heading (the manuscript's title). */
  untitled: string;
};

export type ManuscriptImportOutput =
  | { ok: true; sections: ImportedSection[] }
  | { ok: false; message: string };

const TITLE_PAGE_STYLES = [
  "p[style-name='Title'] => p.title-page:fresh",
  "p[style-name='Subtitle'] => p.title-page:fresh",
];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

async function readManuscriptFile(input: ManuscriptImportInput): Promise<ManuscriptImportOutput> {
  let blocks: ReturnType<typeof readMarkdown>;
  if (input.format === "docx") {
    if (!ZIP_MAGIC.every((byte, index) => input.bytes[index] === byte)) {
      return {
        ok: false,
        message: "This file is not a Word document (.docx); save it as .docx and try again",
      };
    }
    try {
      // Loaded on first use, as exceljs is: most tool workers never import a Word file.
      const { default: mammoth } = await import("mammoth");
      const result = await mammoth.convertToHtml(
        { buffer: Buffer.from(input.bytes) },
        // A title page in Word's Title and Subtitle styles is the manuscript's own fields.
        { styleMap: TITLE_PAGE_STYLES },
      );
      blocks = readMammothHtml(result.value);
    } catch {
      return {
        ok: false,
        message:
          "This Word document could not be read; it may be damaged. Open it in Word and save it again as .docx",
      };
    }
  } else {
    const text = new TextDecoder("utf-8", { fatal: false }).decode(input.bytes);
    if (text.includes("\u0000")) {
      return {
        ok: false,
        message: "This file is not text; upload a Markdown (.md) or Word (.docx) file",
      };
    }
    blocks = readMarkdown(text);
  }
  const sections = splitIntoSections(blocks, input.untitled);
  if (sections.length === 0) return { ok: false, message: "This file holds no text to import" };
  for (const section of sections) {
    const problem = findDocProblem(section.doc);
    if (problem) {
      return {
        ok: false,
        message: problem.message.includes(String(MAX_CHAPTER_TEXT_CHARS))
          ? `"${section.title}" is too long for one chapter; split it with headings`
          : `"${section.title}" has content the book writer cannot hold (${problem.message})`,
      };
    }
  }
  return { ok: true, sections };
}

export const manuscriptImportTask = {
  run: (input) => readManuscriptFile(input),
} satisfies ToolTask<ManuscriptImportInput, ManuscriptImportOutput>;
