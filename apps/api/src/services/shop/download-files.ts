import type { DownloadableProduct } from "@inkforge/domain/shop/catalogue";
import { adsKeywordRows } from "./download-documents/ads-keyword-list";
import { buildKeywordResearchWorkbook } from "./download-documents/keyword-research-workbook";
import { buildLaunchChecklist } from "./download-documents/launch-checklist";
import { buildPrintSpecSheet } from "./download-documents/print-spec-sheet";

/*
 * The bytes of each downloadable product (decision 0028): real documents generated in code from
 * the KDP facts in ./download-documents, deterministic (the same bytes on every build, so the
 * catalogue can state each file's exact size, which a test checks), built once per process and
 * streamed with a Content-Length.
 */

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function buildCsv(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(`${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`, "utf8");
}

/** Every downloadable product's file builder, by product id. */
export const downloadBuilders: Readonly<Record<string, () => Promise<Buffer>>> = {
  "kdp-launch-checklist": buildLaunchChecklist,
  "cover-size-cheat-sheet": buildPrintSpecSheet,
  "keyword-research-workbook": buildKeywordResearchWorkbook,
  "ads-keyword-starter-list": async () => buildCsv(adsKeywordRows()),
};

const cache = new Map<string, Promise<Buffer>>();

/** The file of a downloadable product. Throws for a product without a builder. */
export function downloadFileContent(product: Pick<DownloadableProduct, "_id">): Promise<Buffer> {
  const cached = cache.get(product._id);
  if (cached) return cached;
  const build = downloadBuilders[product._id];
  if (!build) throw new Error(`No file is built for the downloadable product ${product._id}`);
  const bytes = build();
  cache.set(product._id, bytes);
  // A failed build is not kept: the next request tries again.
  bytes.catch(() => cache.delete(product._id));
  return bytes;
}
