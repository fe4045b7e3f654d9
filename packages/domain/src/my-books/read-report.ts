import {
  CURRENCIES,
  type Currency,
  getMarketplaceOrThrow,
  MARKETPLACE_IDS,
  type MarketplaceId,
} from "../kdp/marketplaces";
import { REPORT_LAYOUTS } from "./report-layouts";
import type {
  ColumnSpec,
  ReportKind,
  ReportLayout,
  SheetLayout,
  SheetRole,
} from "./report-layouts/layout";

/*
 * A report's sheets, already read from the file as plain cells, turned into sale and ad rows
 * (issue 33, decision 0116). All or nothing: the first problem refuses the whole file, saying
 * where it is, so an import never stores half a report.
 */

export type Cell = string | number | boolean | Date | null;
export type SheetTable = { name: string; rows: Cell[][] };

export type SaleRow = {
  month: string;
  marketplace: MarketplaceId;
  asin: string;
  title: string;
  format: "ebook" | "paperback" | "hardcover";
  units: number;
  kenpPages: number;
  royalty: number;
  currency: Currency;
};

export type AdRow = {
  month: string;
  marketplace: MarketplaceId;
  asin: string;
  campaign: string;
  spend: number;
  sales: number;
  orders: number;
  currency: Currency;
};

export type ReportRefusal = {
  code: "unknown-layout" | "bad-cell" | "too-many-rows" | "empty";
  message: string;
  /** unknown-layout: what the closest layout expects and what the file has. */
  expected?: string[];
  found?: string[];
};

export type ReadReport =
  | { ok: true; layoutId: string; months: string[]; sales: SaleRow[]; ads: AdRow[] }
  | { ok: false; refusal: ReportRefusal };

export type ReadReportOptions = {
  /** Ads reports carry no marketplace: the member says which store the account advertises in. */
  adsMarketplace: MarketplaceId;
  maxRows: number;
};

/** KDP prints the sheet's column names on one of its first rows (a title row may come first). */
const HEADER_SEARCH_ROWS = 10;

const norm = (value: string) => value.trim().toLowerCase().replace(/\s+/g, " ");
const cellText = (cell: Cell | undefined) =>
  cell === null || cell === undefined
    ? ""
    : cell instanceof Date
      ? cell.toISOString()
      : String(cell);

class CellError extends Error {}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2026-09", "2026-09-14", "09/14/2026", "Sep 14, 2026", "September 2026" or a date cell. */
export function parseMonth(cell: Cell): string {
  if (cell instanceof Date) return cell.toISOString().slice(0, 7);
  const text = cellText(cell).trim();
  let match = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  match = /^(\d{1,2})\/\d{1,2}\/(\d{4})$/.exec(text);
  if (match) return `${match[2]}-${match[1]?.padStart(2, "0")}`;
  match = /^([A-Za-z]{3})[a-z]*\.? (?:\d{1,2}, )?(\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[1]?.toLowerCase() ?? "") : -1;
  if (match && month >= 0) return `${match[2]}-${String(month + 1).padStart(2, "0")}`;
  throw new CellError(`"${text}" is not a date`);
}

/** 12.3, "1,234.50", "$12.30", "12,30" (a decimal comma), "" = 0. */
export function parseAmount(cell: Cell): number {
  if (typeof cell === "number") return cell;
  let text = cellText(cell).replace(/[\s$€£¥₹]|[A-Z]{3}|R\$|kr|zł/g, "");
  if (text === "" || text === "-") return 0;
  if (/^-?\d{1,3}(\.\d{3})*,\d+$/.test(text) || /^-?\d+,\d{1,2}$/.test(text))
    text = text.replace(/\./g, "").replace(",", ".");
  else text = text.replace(/,/g, "");
  const value = Number(text);
  if (!Number.isFinite(value)) throw new CellError(`"${cellText(cell)}" is not a number`);
  return value;
}

function parseMarketplace(cell: Cell): MarketplaceId {
  const text = norm(cellText(cell)).replace(/^www\./, "");
  const found = MARKETPLACE_IDS.find((id) => id === text);
  if (!found) throw new CellError(`"${cellText(cell)}" is not an Amazon marketplace we know`);
  return found;
}

function parseCurrency(cell: Cell): Currency {
  const text = cellText(cell).trim().toUpperCase();
  const found = CURRENCIES.find((code) => code === text);
  if (!found) throw new CellError(`"${cellText(cell)}" is not a currency we know`);
  return found;
}

function readCell(cell: Cell | undefined, spec: ColumnSpec): string | number {
  const value = cell ?? null;
  switch (spec.type) {
    case "number":
      return parseAmount(value);
    case "month":
      return parseMonth(value);
    case "marketplace":
      return parseMarketplace(value);
    case "currency":
      return parseCurrency(value);
    default:
      return cellText(value).trim();
  }
}

type Located = { table: SheetTable; headerRow: number; index: Map<string, number> };

function findSheet(tables: SheetTable[], layout: SheetLayout): SheetTable | undefined {
  if (layout.sheet === "*") return tables[0];
  return tables.find((table) => norm(table.name) === norm(layout.sheet));
}

/** The header row and where each expected column is, or the columns missing from the sheet. */
function locate(
  table: SheetTable,
  layout: SheetLayout,
): Located | { missing: string[]; found: string[] } {
  const wanted = Object.values(layout.columns).filter((spec) => !spec.optional);
  let best: { missing: string[]; found: string[] } = {
    missing: wanted.map((s) => s.header),
    found: [],
  };
  for (let row = 0; row < Math.min(HEADER_SEARCH_ROWS, table.rows.length); row++) {
    const headers = (table.rows[row] ?? []).map((cell) => cellText(cell).trim());
    const index = new Map<string, number>();
    headers.forEach((header, column) => {
      if (header !== "" && !index.has(norm(header))) index.set(norm(header), column);
    });
    const missing = wanted.filter((spec) => !index.has(norm(spec.header))).map((s) => s.header);
    if (missing.length === 0) return { table, headerRow: row, index };
    const found = headers.filter(Boolean);
    if (missing.length < best.missing.length || (best.found.length === 0 && found.length > 0))
      best = { missing, found };
  }
  return best;
}

type Fit =
  | { ok: true; sheets: { layout: SheetLayout; located: Located }[] }
  | { ok: false; expected: string[]; found: string[]; missingCount: number };

function fit(tables: SheetTable[], layout: ReportLayout): Fit {
  const sheets: { layout: SheetLayout; located: Located }[] = [];
  let failure: Extract<Fit, { ok: false }> | null = null;
  for (const sheet of layout.sheets) {
    const table = findSheet(tables, sheet);
    if (!table) continue;
    const located = locate(table, sheet);
    if ("missing" in located) {
      const expected = Object.values(sheet.columns)
        .filter((spec) => !spec.optional)
        .map((spec) => spec.header);
      failure ??= {
        ok: false,
        expected: expected.map((h) => (sheet.sheet === "*" ? h : `${sheet.sheet}: ${h}`)),
        found: located.found.map((h) => (sheet.sheet === "*" ? h : `${table.name}: ${h}`)),
        missingCount: located.missing.length,
      };
      continue;
    }
    sheets.push({ layout: sheet, located });
  }
  if (failure) return failure;
  const [only] = tables;
  const [first] = layout.sheets;
  if (sheets.length === 0 && tables.length === 1 && only && first) {
    // One sheet (a CSV) under another name: say which columns it has against the first sheet's.
    const located = locate(only, first);
    const expected = Object.values(first.columns).filter((spec) => !spec.optional);
    return {
      ok: false,
      expected: expected.map((spec) =>
        first.sheet === "*" ? spec.header : `${first.sheet}: ${spec.header}`,
      ),
      found: "missing" in located ? located.found : [],
      missingCount: "missing" in located ? located.missing.length : expected.length,
    };
  }
  if (sheets.length === 0) {
    return {
      ok: false,
      expected: layout.sheets.map((sheet) => `sheet ${sheet.sheet}`),
      found: tables.map((table) => `sheet ${table.name}`),
      missingCount: Number.POSITIVE_INFINITY,
    };
  }
  return { ok: true, sheets };
}

function isBlank(row: Cell[] | undefined): boolean {
  return !row || row.every((cell) => cellText(cell).trim() === "");
}

function toRows(
  role: SheetRole,
  values: Record<string, string | number>,
  options: ReadReportOptions,
): { sale?: SaleRow; ad?: AdRow } {
  const text = (key: string) => String(values[key] ?? "");
  const num = (key: string) => Number(values[key] ?? 0);
  if (role === "ads") {
    return {
      ad: {
        month: text("day"),
        marketplace: options.adsMarketplace,
        asin: text("asin").toUpperCase(),
        campaign: text("campaign"),
        spend: num("spend"),
        sales: num("sales"),
        orders: num("orders"),
        currency: text("currency") as Currency,
      },
    };
  }
  const marketplace = text("marketplace") as MarketplaceId;
  return {
    sale: {
      month: text("month"),
      marketplace,
      asin: text("asin").toUpperCase(),
      title: text("title"),
      format: role === "kenp" ? "ebook" : role,
      units: role === "kenp" ? 0 : num("units"),
      kenpPages: role === "kenp" ? num("kenpPages") : 0,
      royalty: role === "kenp" ? 0 : num("royalty"),
      // KENP rows carry no currency: the store's own currency, in which its pages are paid.
      currency:
        role === "kenp"
          ? getMarketplaceOrThrow(marketplace).currency
          : (text("currency") as Currency),
    },
  };
}

/** Reads a report of `kind` with the first layout of that kind that fits, or says why none does. */
export function readReport(
  kind: ReportKind,
  tables: SheetTable[],
  options: ReadReportOptions,
  layouts: readonly ReportLayout[] = REPORT_LAYOUTS,
): ReadReport {
  const candidates = layouts.filter((layout) => layout.kind === kind);
  let closest: Extract<Fit, { ok: false }> | null = null;
  for (const layout of candidates) {
    const fitted = fit(tables, layout);
    if (!fitted.ok) {
      if (!closest || fitted.missingCount < closest.missingCount) closest = fitted;
      continue;
    }
    const dataRows = fitted.sheets.reduce(
      (sum, { located }) => sum + located.table.rows.length - located.headerRow - 1,
      0,
    );
    if (dataRows > options.maxRows) {
      return {
        ok: false,
        refusal: {
          code: "too-many-rows",
          message: `This report has ${dataRows} rows; at most ${options.maxRows} are read at once. Export fewer months.`,
        },
      };
    }
    const sales: SaleRow[] = [];
    const ads: AdRow[] = [];
    for (const { layout: sheet, located } of fitted.sheets) {
      const { table, headerRow, index } = located;
      for (let r = headerRow + 1; r < table.rows.length; r++) {
        const row = table.rows[r];
        if (isBlank(row)) continue;
        const values: Record<string, string | number> = {};
        for (const [field, spec] of Object.entries(sheet.columns)) {
          const column = index.get(norm(spec.header));
          if (column === undefined) continue;
          try {
            values[field] = readCell(row?.[column], spec);
          } catch (error) {
            if (!(error instanceof CellError)) throw error;
            return {
              ok: false,
              refusal: {
                code: "bad-cell",
                message: `${table.name}, row ${r + 1}, column "${spec.header}": ${error.message}`,
              },
            };
          }
        }
        const made = toRows(sheet.role, values, options);
        if (made.sale) sales.push(made.sale);
        if (made.ad) ads.push(made.ad);
      }
    }
    if (sales.length === 0 && ads.length === 0) {
      return {
        ok: false,
        refusal: { code: "empty", message: "This report has no rows to import" },
      };
    }
    const months = [...new Set([...sales, ...ads].map((row) => row.month))].sort();
    return { ok: true, layoutId: layout.id, months, sales, ads };
  }
  return {
    ok: false,
    refusal: {
      code: "unknown-layout",
      message: `This file does not look like a ${kind === "kdp-royalties" ? "KDP royalties report" : "Sponsored Products advertised product report"} we can read. Expected: ${closest?.expected.join(", ")}. Found: ${closest?.found.join(", ") || "nothing"}.`,
      expected: closest?.expected ?? [],
      found: closest?.found ?? [],
    },
  };
}
