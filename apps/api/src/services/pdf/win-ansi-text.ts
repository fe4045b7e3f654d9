import type { PDFFont } from "pdf-lib";

/**
 * pdf-lib's standard fonts encode WinAnsi only: the few other characters our texts use are spelled
 * out, and anything else becomes `unknown`. Shared by the shop's printable PDFs (decision 0028) and
 * the bonus book (decision 0072).
 */
export function toWinAnsi(text: string, unknown = "?"): string {
  return text
    .replace(/−/g, "-")
    .replace(/→/g, "->")
    .replace(/≥/g, ">=")
    .replace(/≤/g, "<=")
    .replace(
      /[^\x20-\x7e\u00a0-\u00ff\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178]/g,
      unknown,
    );
}

/** One paragraph's words (already WinAnsi) broken into lines no wider than `width` points. */
export function wrapWords(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
