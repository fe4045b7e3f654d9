/*
 * RFC 4180 CSV for the bulk 7 backend keywords tool: quoted fields may hold commas, quotes ("")
 * and line breaks; CRLF and LF both end a record. Spreadsheet exports often start with a BOM,
 * which is dropped. Output cells that start with = + - @ are prefixed with ' so a spreadsheet
 * does not run them as formulas (CSV injection).
 */

export type CsvParseResult =
  | { ok: true; rows: string[][] }
  | { ok: false; line: number; error: string };

export function parseCsv(text: string): CsvParseResult {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let fieldStarted = false;
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n") line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field.length > 0) return { ok: false, line, error: "A quote may only start a field." };
      quoted = true;
      fieldStarted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
      fieldStarted = true;
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[index + 1] === "\n") index += 1;
      if (fieldStarted || field.length > 0 || row.length > 0) row.push(field);
      if (row.length > 0) rows.push(row);
      row = [];
      field = "";
      fieldStarted = false;
      line += 1;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, line, error: "A quoted field is never closed." };
  if (fieldStarted || field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { ok: true, rows };
}

function escapeCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function serializeCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(escapeCell).join(",")).join("\r\n")}\r\n`;
}
