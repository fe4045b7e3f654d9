import {
  BACKEND_KEYWORD_BOX_COUNT,
  type BackendKeywordsInput,
  type BackendKeywordsResult,
  packBackendKeywords,
} from "./backend-keywords";
import { parseCsv, serializeCsv } from "./bulk-csv";

/*
 * Bulk 7 backend keywords: a CSV of books in, a CSV of 7 boxes per book out. Columns are found by
 * header name (any order, any case) so a spreadsheet with extra columns still works; lists inside
 * one cell (authors, seed phrases) are separated by semicolons because commas would need quoting.
 */

export const BULK_MAX_BOOKS = 200;
export const BULK_COLUMNS = ["title", "subtitle", "authors", "seed phrases"] as const;
const LIST_SEPARATOR = ";";

export type BulkBook = { row: number; input: BackendKeywordsInput };
export type BulkParseResult =
  | { ok: true; books: BulkBook[] }
  | { ok: false; errors: { row: number; field: string; message: string }[] };

function splitList(cell: string | undefined): string[] {
  return (cell ?? "")
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function normalizeHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[_-]+/g, " ").replace(/\s+/g, " ");
}

export function parseBulkBooksCsv(text: string): BulkParseResult {
  const parsed = parseCsv(text);
  if (!parsed.ok)
    return { ok: false, errors: [{ row: parsed.line, field: "file", message: parsed.error }] };
  const [header, ...records] = parsed.rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (!header)
    return { ok: false, errors: [{ row: 1, field: "file", message: "The file is empty." }] };
  const names = header.map(normalizeHeader);
  const column = (name: string) => names.indexOf(name);
  if (column("title") === -1) {
    return {
      ok: false,
      errors: [{ row: 1, field: "title", message: "The header needs a title column." }],
    };
  }
  if (records.length === 0) {
    return {
      ok: false,
      errors: [{ row: 2, field: "file", message: "The file has no books under its header." }],
    };
  }
  if (records.length > BULK_MAX_BOOKS) {
    return {
      ok: false,
      errors: [
        {
          row: BULK_MAX_BOOKS + 2,
          field: "file",
          message: `At most ${BULK_MAX_BOOKS} books per file.`,
        },
      ],
    };
  }
  const errors: { row: number; field: string; message: string }[] = [];
  const books: BulkBook[] = records.map((record, index) => {
    const row = index + 2;
    const cell = (name: string) => {
      const at = column(name);
      return at === -1 ? "" : (record[at] ?? "").trim();
    };
    const title = cell("title");
    if (title === "") errors.push({ row, field: "title", message: "Enter the book's title." });
    return {
      row,
      input: {
        title,
        subtitle: cell("subtitle"),
        authors: splitList(cell("authors")),
        seedPhrases: splitList(cell("seed phrases")),
      },
    };
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, books };
}

export const BULK_OUTPUT_HEADER = [
  "title",
  ...Array.from({ length: BACKEND_KEYWORD_BOX_COUNT }, (_, index) => `keyword box ${index + 1}`),
  "phrases covered",
];

export function toBulkOutputRow(book: BulkBook, result: BackendKeywordsResult): string[] {
  const boxes = Array.from(
    { length: BACKEND_KEYWORD_BOX_COUNT },
    (_, index) => result.boxes[index] ?? "",
  );
  return [book.input.title, ...boxes, `${result.coverage.covered} of ${result.coverage.total}`];
}

/** Packs each book in turn, reporting progress so a page can show a progress bar between books. */
export function packBulkBooks(
  books: readonly BulkBook[],
  onProgress?: (done: number, total: number) => void,
): string {
  const rows = books.map((book, index) => {
    const row = toBulkOutputRow(book, packBackendKeywords(book.input));
    onProgress?.(index + 1, books.length);
    return row;
  });
  return serializeCsv([BULK_OUTPUT_HEADER, ...rows]);
}
