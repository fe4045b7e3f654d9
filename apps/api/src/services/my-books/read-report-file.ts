import { Readable } from "node:stream";
import type { MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import {
  type Cell,
  type ReadReport,
  readReport,
  type SheetTable,
} from "@inkforge/domain/my-books/read-report";
import type { ReportKind } from "@inkforge/domain/my-books/report-layouts/layout";
import type ExcelJS from "exceljs";
import type { ToolTask } from "../tool-pool/task";

/*
 * A report file read into plain cells with exceljs (decision 0116), then into rows by the domain's
 * layouts. Runs in the tool pool: unzipping and walking a large workbook is CPU work that must not
 * hold the API's event loop. A formula cell is read as the value Excel saved with it, never
 * evaluated; a file that is neither XLSX nor CSV is refused like an unknown layout.
 */

export type ReadReportFileInput = {
  bytes: Uint8Array;
  fileName: string;
  kind: ReportKind;
  adsMarketplace: MarketplaceId;
  maxRows: number;
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** A cell's value as the report shows it: a formula's saved result, a link's text. */
function toCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return value;
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    if ("result" in value) return toCell((value.result ?? null) as ExcelJS.CellValue);
    if ("formula" in value || "sharedFormula" in value) return null;
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return toCell(value.text as ExcelJS.CellValue);
    if ("error" in value) return null;
  }
  return String(value);
}

function toTable(sheet: ExcelJS.Worksheet, maxRows: number): SheetTable {
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    // Past the limit the reader refuses anyway; stop copying cells a little after it.
    if (rowNumber > maxRows + 20) return;
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = toCell(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  // Rows beyond the copied ones still count, so the limit sees the real size.
  for (let r = rows.length; r < Math.min(sheet.rowCount, maxRows + 21); r++) rows[r] = [];
  return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
}

async function readWorkbookTables(
  bytes: Uint8Array,
  fileName: string,
  maxRows: number,
): Promise<SheetTable[] | null> {
  // Loaded on first use: exceljs is about 30 MB in every tool worker that never reads a report.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.Workbook();
  if (isZip(bytes)) {
    try {
      // An exact copy: a small Buffer's `.buffer` (and Buffer#slice's, which shares it) is Node's
      // whole 8 KB pool, other data included. exceljs's types also want an ArrayBuffer.
      await workbook.xlsx.load(new Uint8Array(bytes).buffer as ArrayBuffer);
    } catch {
      return null;
    }
    // A broken zip does not always throw (exceljs on Node 24 gives an empty workbook), and a real
    // XLSX has at least one sheet.
    if (workbook.worksheets.length === 0) return null;
    return workbook.worksheets.map((sheet) => toTable(sheet, maxRows));
  }
  if (bytes.includes(0)) return null;
  // CSV: every value is kept as text; the layouts' column types read the numbers and dates.
  const sheet = await workbook.csv.read(Readable.from([Buffer.from(bytes)]), {
    parserOptions: { ignoreEmpty: true },
    map: (value: unknown) => value,
  });
  sheet.name = fileName.slice(0, 31) || "CSV";
  return [toTable(sheet, maxRows)];
}

export async function readReportFile(
  input: ReadReportFileInput,
  progress: (value: number) => void = () => {},
): Promise<ReadReport> {
  const tables = await readWorkbookTables(input.bytes, input.fileName, input.maxRows);
  progress(0.5);
  if (!tables) {
    return {
      ok: false,
      refusal: {
        code: "unknown-layout",
        message: "This file is not a spreadsheet we can read; upload the report as XLSX or CSV",
        expected: ["an XLSX or CSV file"],
        found: [],
      },
    };
  }
  return readReport(input.kind, tables, {
    adsMarketplace: input.adsMarketplace,
    maxRows: input.maxRows,
  });
}

export const readReportFileTask = {
  run: (input, context) => readReportFile(input, context.progress),
} satisfies ToolTask<ReadReportFileInput, ReadReport>;
