/*
 * Text measurement without a font file, so layout stays pure and the same in the browser, the API
 * and tests. Each font role is one of PDF's standard 14 fonts, which every PDF reader has and which
 * pdf-lib embeds by name (the renderer uses StandardFonts.Helvetica, HelveticaBold, CourierBold):
 * the widths below are their Adobe AFM advance widths for printable ASCII (32–126), in 1/1000 em,
 * copied once from @pdf-lib/standard-fonts. Any other character is measured at the font's average
 * width: the renderer only draws WinAnsi text, and puzzle text is ASCII. Kerning is ignored, which
 * only makes measured text slightly wider than drawn, never narrower.
 */

export const FONT_ROLES = [
  "regular",
  "bold",
  "mono",
  // The book writer's text faces (decision 0120): Liberation Serif and Liberation Sans's italics.
  "serif",
  "serif-italic",
  "serif-bold",
  "serif-bold-italic",
  "sans-italic",
  "sans-bold-italic",
] as const;
export type FontRole = (typeof FONT_ROLES)[number];

/** The standard PDF font each role is drawn with (pdf-lib's StandardFonts names). */
export const FONT_FOR_ROLE: Record<FontRole, string> = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  mono: "Courier-Bold",
  serif: "Times-Roman",
  "serif-italic": "Times-Italic",
  "serif-bold": "Times-Bold",
  "serif-bold-italic": "Times-BoldItalic",
  "sans-italic": "Helvetica-Oblique",
  "sans-bold-italic": "Helvetica-BoldOblique",
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
  /** U+00A0–U+00FF, and a few typographic characters (curly quotes, dashes, ellipsis). */
  latin1?: readonly number[];
  extra?: Readonly<Record<number, number>>;
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
  ...bookFaces(),
};

/*
 * The book faces' advance widths were read from the Liberation TTFs the renderer embeds
 * (apps/api/assets/fonts, with @pdf-lib/fontkit, scaled to 1000 units per em), so what the
 * typesetter measures is exactly what is drawn; render-interior-pdf.test.ts checks every role.
 * Ascent and descent are the fonts' own (hhea), for the line box.
 */
function bookFaces(): Record<Exclude<FontRole, "regular" | "bold" | "mono">, Metrics> {
  const faces = {
    serif: {
      ascii: [
        250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500,
        500, 500, 500, 500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667,
        722, 611, 556, 722, 722, 333, 389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722,
        722, 944, 722, 722, 611, 333, 278, 333, 469, 500, 333, 444, 500, 444, 500, 444, 333, 500,
        500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389, 278, 500, 500, 722, 500, 500,
        444, 480, 200, 480, 541,
      ],
      latin1: [
        250, 333, 500, 500, 500, 500, 200, 500, 333, 760, 276, 500, 564, 333, 760, 500, 400, 549,
        300, 300, 333, 576, 453, 250, 333, 300, 310, 500, 750, 750, 750, 444, 722, 722, 722, 722,
        722, 722, 889, 667, 611, 611, 611, 611, 333, 333, 333, 333, 722, 722, 722, 722, 722, 722,
        722, 564, 722, 722, 722, 722, 722, 722, 556, 500, 444, 444, 444, 444, 444, 444, 667, 444,
        444, 444, 444, 444, 278, 278, 278, 278, 500, 500, 500, 500, 500, 500, 500, 549, 500, 500,
        500, 500, 500, 500, 500, 500,
      ],
      extra: {
        "173": 333,
        "338": 889,
        "339": 722,
        "352": 556,
        "353": 389,
        "376": 722,
        "381": 611,
        "382": 444,
        "402": 500,
        "710": 333,
        "732": 333,
        "8208": 333,
        "8209": 333,
        "8211": 500,
        "8212": 1000,
        "8216": 333,
        "8217": 333,
        "8218": 333,
        "8220": 444,
        "8221": 444,
        "8222": 444,
        "8224": 500,
        "8225": 500,
        "8226": 350,
        "8230": 1000,
        "8240": 1000,
        "8242": 219,
        "8243": 417,
        "8249": 333,
        "8250": 333,
        "8364": 500,
        "8482": 980,
      },
      fallback: 510,
      ascent: 891,
      descent: 216,
    },
    "serif-italic": {
      ascii: [
        250, 333, 420, 500, 500, 833, 778, 214, 333, 333, 500, 675, 250, 333, 250, 278, 500, 500,
        500, 500, 500, 500, 500, 500, 500, 500, 333, 333, 675, 675, 675, 500, 920, 611, 611, 667,
        722, 611, 611, 722, 722, 333, 444, 667, 556, 833, 667, 722, 611, 722, 611, 500, 556, 722,
        611, 833, 611, 556, 556, 389, 278, 389, 422, 500, 333, 500, 500, 444, 500, 444, 278, 500,
        500, 278, 278, 444, 278, 722, 500, 500, 500, 500, 389, 389, 278, 500, 444, 667, 444, 444,
        389, 400, 275, 400, 541,
      ],
      latin1: [
        250, 389, 500, 500, 500, 500, 275, 500, 333, 760, 276, 500, 675, 333, 760, 500, 400, 549,
        300, 300, 333, 576, 523, 250, 333, 300, 310, 500, 750, 750, 750, 500, 611, 611, 611, 611,
        611, 611, 889, 667, 611, 611, 611, 611, 333, 333, 333, 333, 722, 667, 722, 722, 722, 722,
        722, 675, 722, 722, 722, 722, 722, 556, 611, 500, 500, 500, 500, 500, 500, 500, 667, 444,
        444, 444, 444, 444, 278, 278, 278, 278, 500, 500, 500, 500, 500, 500, 500, 549, 500, 500,
        500, 500, 500, 444, 500, 444,
      ],
      extra: {
        "173": 333,
        "338": 944,
        "339": 667,
        "352": 500,
        "353": 389,
        "376": 556,
        "381": 556,
        "382": 389,
        "402": 500,
        "710": 333,
        "732": 333,
        "8208": 333,
        "8209": 333,
        "8211": 500,
        "8212": 889,
        "8216": 333,
        "8217": 333,
        "8218": 333,
        "8220": 556,
        "8221": 556,
        "8222": 556,
        "8224": 500,
        "8225": 500,
        "8226": 350,
        "8230": 889,
        "8240": 1000,
        "8242": 219,
        "8243": 417,
        "8249": 333,
        "8250": 333,
        "8364": 500,
        "8482": 980,
      },
      fallback: 503,
      ascent: 891,
      descent: 216,
    },
    "serif-bold": {
      ascii: [
        250, 333, 555, 500, 500, 1000, 833, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500,
        500, 500, 500, 500, 500, 500, 500, 500, 333, 333, 570, 570, 570, 500, 930, 722, 667, 722,
        722, 667, 611, 778, 778, 389, 500, 778, 667, 944, 722, 778, 611, 778, 722, 556, 667, 722,
        722, 1000, 722, 722, 667, 333, 278, 333, 581, 500, 333, 500, 556, 444, 556, 444, 333, 500,
        556, 278, 333, 556, 278, 833, 556, 500, 556, 556, 444, 389, 333, 556, 500, 722, 500, 500,
        444, 394, 220, 394, 520,
      ],
      latin1: [
        250, 333, 500, 500, 500, 500, 220, 500, 333, 747, 300, 500, 570, 333, 747, 500, 400, 549,
        300, 300, 333, 576, 540, 250, 333, 300, 330, 500, 750, 750, 750, 500, 722, 722, 722, 722,
        722, 722, 1000, 722, 667, 667, 667, 667, 389, 389, 389, 389, 722, 722, 778, 778, 778, 778,
        778, 570, 778, 722, 722, 722, 722, 722, 611, 556, 500, 500, 500, 500, 500, 500, 722, 444,
        444, 444, 444, 444, 278, 278, 278, 278, 500, 556, 500, 500, 500, 500, 500, 549, 500, 556,
        556, 556, 556, 500, 556, 500,
      ],
      extra: {
        "173": 333,
        "338": 1000,
        "339": 722,
        "352": 556,
        "353": 389,
        "376": 722,
        "381": 667,
        "382": 444,
        "402": 500,
        "710": 333,
        "732": 333,
        "8208": 333,
        "8209": 333,
        "8211": 500,
        "8212": 1000,
        "8216": 333,
        "8217": 333,
        "8218": 333,
        "8220": 500,
        "8221": 500,
        "8222": 500,
        "8224": 500,
        "8225": 500,
        "8226": 350,
        "8230": 1000,
        "8240": 1000,
        "8242": 281,
        "8243": 552,
        "8249": 333,
        "8250": 333,
        "8364": 500,
        "8482": 1000,
      },
      fallback: 535,
      ascent: 891,
      descent: 216,
    },
    "serif-bold-italic": {
      ascii: [
        250, 389, 555, 500, 500, 833, 778, 278, 333, 333, 500, 570, 250, 333, 250, 278, 500, 500,
        500, 500, 500, 500, 500, 500, 500, 500, 333, 333, 570, 570, 570, 500, 832, 667, 667, 667,
        722, 667, 667, 722, 778, 389, 500, 667, 611, 889, 722, 722, 611, 722, 667, 556, 611, 722,
        667, 889, 667, 611, 611, 333, 278, 333, 570, 500, 333, 500, 500, 444, 500, 444, 333, 500,
        556, 278, 278, 500, 278, 778, 556, 500, 500, 500, 389, 389, 278, 556, 444, 667, 500, 444,
        389, 348, 220, 348, 570,
      ],
      latin1: [
        250, 389, 500, 500, 500, 500, 220, 500, 333, 747, 266, 500, 606, 333, 747, 500, 400, 549,
        300, 300, 333, 576, 500, 250, 333, 300, 300, 500, 750, 750, 750, 500, 667, 667, 667, 667,
        667, 667, 944, 667, 667, 667, 667, 667, 389, 389, 389, 389, 722, 722, 722, 722, 722, 722,
        722, 570, 722, 722, 722, 722, 722, 611, 611, 500, 500, 500, 500, 500, 500, 500, 722, 444,
        444, 444, 444, 444, 278, 278, 278, 278, 500, 556, 500, 500, 500, 500, 500, 549, 500, 556,
        556, 556, 556, 444, 500, 444,
      ],
      extra: {
        "173": 333,
        "338": 944,
        "339": 722,
        "352": 556,
        "353": 389,
        "376": 611,
        "381": 611,
        "382": 389,
        "402": 500,
        "710": 333,
        "732": 333,
        "8208": 333,
        "8209": 333,
        "8211": 500,
        "8212": 1000,
        "8216": 333,
        "8217": 333,
        "8218": 333,
        "8220": 500,
        "8221": 500,
        "8222": 500,
        "8224": 500,
        "8225": 500,
        "8226": 350,
        "8230": 1000,
        "8240": 1000,
        "8242": 281,
        "8243": 552,
        "8249": 333,
        "8250": 333,
        "8364": 500,
        "8482": 1000,
      },
      fallback: 514,
      ascent: 891,
      descent: 216,
    },
    "sans-italic": {
      ascii: [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556,
        556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722,
        722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
        667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
        556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500,
        500, 334, 260, 334, 584,
      ],
      latin1: [
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 552, 400, 549,
        333, 333, 333, 576, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667,
        667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778,
        778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500,
        556, 556, 556, 556, 278, 278, 278, 278, 556, 556, 556, 556, 556, 556, 556, 549, 611, 556,
        556, 556, 556, 500, 556, 500,
      ],
      extra: {
        "173": 333,
        "338": 1000,
        "339": 944,
        "352": 667,
        "353": 500,
        "376": 667,
        "381": 611,
        "382": 500,
        "402": 556,
        "710": 333,
        "732": 333,
        "8208": 333,
        "8209": 333,
        "8211": 556,
        "8212": 1000,
        "8216": 222,
        "8217": 222,
        "8218": 222,
        "8220": 333,
        "8221": 333,
        "8222": 333,
        "8224": 556,
        "8225": 556,
        "8226": 350,
        "8230": 1000,
        "8240": 1000,
        "8242": 188,
        "8243": 354,
        "8249": 333,
        "8250": 333,
        "8364": 556,
        "8482": 1000,
      },
      fallback: 527,
      ascent: 905,
      descent: 212,
    },
    "sans-bold-italic": {
      ascii: [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556,
        556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722,
        722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
        667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
        611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556,
        500, 389, 280, 389, 584,
      ],
      latin1: [
        278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 552, 400, 549,
        333, 333, 333, 576, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722,
        722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, 722, 722, 778, 778, 778, 778,
        778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556,
        556, 556, 556, 556, 278, 278, 278, 278, 611, 611, 611, 611, 611, 611, 611, 549, 611, 611,
        611, 611, 611, 556, 611, 556,
      ],
      extra: {
        "173": 333,
        "338": 1000,
        "339": 944,
        "352": 667,
        "353": 556,
        "376": 667,
        "381": 611,
        "382": 500,
        "402": 556,
        "710": 333,
        "732": 333,
        "8208": 333,
        "8209": 333,
        "8211": 556,
        "8212": 1000,
        "8216": 278,
        "8217": 278,
        "8218": 278,
        "8220": 500,
        "8221": 500,
        "8222": 500,
        "8224": 556,
        "8225": 556,
        "8226": 350,
        "8230": 1000,
        "8240": 1000,
        "8242": 240,
        "8243": 479,
        "8249": 333,
        "8250": 333,
        "8364": 556,
        "8482": 1000,
      },
      fallback: 551,
      ascent: 905,
      descent: 212,
    },
  };
  const out = {} as Record<keyof typeof faces, Metrics>;
  for (const [role, face] of Object.entries(faces) as Array<
    [keyof typeof faces, (typeof faces)[keyof typeof faces]]
  >) {
    out[role] = {
      widths: face.ascii,
      latin1: face.latin1,
      extra: face.extra as Record<number, number>,
      fallback: face.fallback,
      ascent: face.ascent,
      descent: face.descent,
    };
  }
  return out;
}

/** Advance width of a string in points at a size, from the AFM table. */
export function measureText(text: string, font: FontRole, sizePt: number): number {
  const metrics = METRICS[font];
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += widthOf(metrics, code);
  }
  return (units * sizePt) / 1000;
}

function widthOf(metrics: Metrics, code: number): number {
  if (code >= 32 && code <= 126) return metrics.widths?.[code - 32] ?? metrics.fallback;
  if (code >= 160 && code <= 255 && metrics.latin1)
    return metrics.latin1[code - 160] ?? metrics.fallback;
  return metrics.extra?.[code] ?? metrics.fallback;
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
