/*
 * Text measurement without a font file, so layout stays pure and the same in the browser, the API
 * and tests. Each font role is one of PDF's standard 14 fonts, which every PDF reader has and which
 * pdf-lib embeds by name (the renderer uses StandardFonts.Helvetica, HelveticaBold, CourierBold):
 * the widths below are their Adobe AFM advance widths for printable ASCII (32–126), in 1/1000 em,
 * copied once from @pdf-lib/standard-fonts. Any other character is measured at the font's average
 * width: the renderer only draws WinAnsi text, and puzzle text is ASCII. Kerning is ignored, which
 * only makes measured text slightly wider than drawn, never narrower.
 */

export const FONT_ROLES = ["regular", "bold", "mono"] as const;
export type FontRole = (typeof FONT_ROLES)[number];

/** The standard PDF font each role is drawn with (pdf-lib's StandardFonts names). */
export const FONT_FOR_ROLE: Record<FontRole, string> = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  mono: "Courier-Bold",
};

// biome-ignore format: one AFM row per line is easier to check against the source
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// biome-ignore format: one AFM row per line is easier to check against the source
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

type Metrics = {
  widths: readonly number[] | null;
  /** Width of a character outside the table (and of every character for a monospaced font). */
  fallback: number;
  /** Ascender and descender in 1/1000 em (AFM), for the line box. */
  ascent: number;
  descent: number;
};

const METRICS: Record<FontRole, Metrics> = {
  regular: { widths: HELVETICA, fallback: 556, ascent: 718, descent: 207 },
  bold: { widths: HELVETICA_BOLD, fallback: 611, ascent: 718, descent: 207 },
  mono: { widths: null, fallback: 600, ascent: 629, descent: 157 },
};

/** Advance width of a string in points at a size, from the AFM table. */
export function measureText(text: string, font: FontRole, sizePt: number): number {
  const metrics = METRICS[font];
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += metrics.widths?.[code - 32] ?? metrics.fallback;
  }
  return (units * sizePt) / 1000;
}

/** Distance from the top of a line box to its baseline, in points. */
export function ascentPt(font: FontRole, sizePt: number): number {
  return (METRICS[font].ascent * sizePt) / 1000;
}

/** Height of one line's glyph box (ascender to descender), in points. */
export function glyphHeightPt(font: FontRole, sizePt: number): number {
  return ((METRICS[font].ascent + METRICS[font].descent) * sizePt) / 1000;
}

/**
 * Greedy word wrap to a width. A word wider than the line is cut between characters, so every
 * returned line fits.
 */
export function wrapText(
  text: string,
  font: FontRole,
  sizePt: number,
  maxWidthPt: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measureText(candidate, font, sizePt) <= maxWidthPt) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (measureText(rest, font, sizePt) > maxWidthPt && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measureText(rest.slice(0, cut), font, sizePt) > maxWidthPt) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The largest size, at most `maxSizePt`, at which the text fits a width (never below minSizePt). */
export function fitTextSize(
  text: string,
  font: FontRole,
  maxSizePt: number,
  maxWidthPt: number,
  minSizePt = 0,
): number {
  const width = measureText(text, font, maxSizePt);
  if (width <= maxWidthPt || width === 0) return maxSizePt;
  return Math.max(minSizePt, Math.floor(((maxSizePt * maxWidthPt) / width) * 10) / 10);
}
