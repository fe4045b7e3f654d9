/*
 * What the bulk variant loads when a file is chosen (decision 0054's lazy-engine pattern): the CSV
 * parsing and packing from the domain, and the packer with them.
 */

export { packBackendKeywords } from "@inkforge/domain/research/backend-keywords";
export {
  BULK_COLUMNS,
  BULK_MAX_BOOKS,
  BULK_OUTPUT_HEADER,
  parseBulkBooksCsv,
  toBulkOutputRow,
} from "@inkforge/domain/research/bulk-backend-keywords";
export { serializeCsv } from "@inkforge/domain/research/bulk-csv";
