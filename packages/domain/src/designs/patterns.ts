import { type Point, petal, regularPolygon } from "../books/coloring/geometry";
import { type EditorDocument, readEditorDocument } from "./editor-document";

/*
 * Seamless patterns for the text and pattern designer (issue 31, decision 0115). A pattern is a
 * square tile of motifs on a lattice; every motif that crosses an edge is drawn again one tile
 * over on the other side, so tiles placed side by side join without a seam. Motifs reuse the
 * coloring generators' geometry (petals, regular polygons and stars). Pure: SVG text out.
 */

export const PATTERN_KINDS = ["geometric", "floral", "dots", "stripes"] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

export const PATTERN_PALETTES = {
  ink: { name: "Ink and ember", background: "#1f2a44", colors: ["#f2b134", "#e86a33", "#f7f3e8"] },
  garden: { name: "Garden", background: "#f4f1e6", colors: ["#4f7942", "#d9658b", "#f2c14e"] },
  sea: { name: "Sea glass", background: "#e6f2f1", colors: ["#2a7f8e", "#7cc6c0", "#1d3b53"] },
  dusk: { name: "Dusk", background: "#2b1d3a", colors: ["#c77dff", "#ff9e7a", "#ffd6a5"] },
  mono: {
    name: "Black and white",
    background: "#ffffff",
    colors: ["#111111", "#555555", "#999999"],
  },
} as const;
export type PaletteId = keyof typeof PATTERN_PALETTES;
export const PALETTE_IDS = Object.keys(PATTERN_PALETTES) as PaletteId[];

/** Motifs across one tile: 1 (large) to 8 (small). */
export const PATTERN_SCALE = { min: 1, max: 8 } as const;

export type PatternSpec = {
  kind: PatternKind;
  palette: PaletteId;
  /** Motifs per tile side. */
  scale: number;
  /** Tile side in SVG units (the exporter scales it to pixels). */
  size?: number;
  /** Shift of every motif, in tile units (0–1); used to check seamlessness. */
  phase?: [number, number];
};

type Motif = { bounds: [number, number, number, number]; draw: (dx: number, dy: number) => string };

const round = (value: number) => Math.round(value * 100) / 100;
const points = (list: readonly Point[], dx: number, dy: number) =>
  list.map(([x, y]) => `${round(x + dx)},${round(y + dy)}`).join(" ");

function polygonMotif(list: Point[], fill: string): Motif {
  const xs = list.map((p) => p[0]);
  const ys = list.map((p) => p[1]);
  return {
    bounds: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    draw: (dx, dy) => `<polygon points="${points(list, dx, dy)}" fill="${fill}"/>`,
  };
}

function circleMotif(cx: number, cy: number, r: number, fill: string): Motif {
  return {
    bounds: [cx - r, cy - r, cx + r, cy + r],
    draw: (dx, dy) =>
      `<circle cx="${round(cx + dx)}" cy="${round(cy + dy)}" r="${round(r)}" fill="${fill}"/>`,
  };
}

function motifsOf(spec: Required<PatternSpec>): Motif[] {
  const { size, palette } = spec;
  const n = Math.round(Math.min(PATTERN_SCALE.max, Math.max(PATTERN_SCALE.min, spec.scale)));
  const cell = size / n;
  const [a, b, c] = PATTERN_PALETTES[palette].colors;
  const [px, py] = spec.phase;
  const motifs: Motif[] = [];
  for (let row = 0; row < n; row += 1) {
    for (let col = 0; col < n; col += 1) {
      const cx = (col + 0.5) * cell + px * size;
      const cy = (row + 0.5) * cell + py * size;
      const alt = (row + col) % 2 === 0;
      switch (spec.kind) {
        case "dots":
          motifs.push(circleMotif(cx, cy, cell * 0.22, alt ? a : b));
          // Half-drop dots between the main ones: they sit on the cell corners, across edges.
          motifs.push(circleMotif(cx + cell / 2, cy + cell / 2, cell * 0.1, c));
          break;
        case "geometric":
          motifs.push(polygonMotif(regularPolygon(cx, cy, cell * 0.62, 4, 0), alt ? a : b));
          motifs.push(polygonMotif(regularPolygon(cx, cy, cell * 0.3, 6, 0, cell * 0.15), c));
          break;
        case "floral":
          for (let i = 0; i < 6; i += 1) {
            const angle = (i * Math.PI) / 3;
            motifs.push(
              polygonMotif(petal(cx, cy, cell * 0.08, cell * 0.42, angle, 0.42), alt ? a : b),
            );
          }
          motifs.push(circleMotif(cx, cy, cell * 0.1, c));
          motifs.push(circleMotif(cx + cell / 2, cy + cell / 2, cell * 0.06, c));
          break;
        case "stripes": {
          // Diagonal bands: each cell's band runs corner to corner, so bands meet across cells.
          const w = cell * 0.18;
          const x0 = col * cell + px * size;
          const y0 = row * cell + py * size;
          const band: Point[] = [
            [x0 - w, y0 + cell],
            [x0 + cell - w, y0],
            [x0 + cell + w, y0],
            [x0 + w, y0 + cell],
          ];
          motifs.push(polygonMotif(band, row % 2 === 0 ? a : b));
          break;
        }
      }
    }
  }
  return motifs;
}

/** The copies of a motif that show inside the tile: itself, and one tile over where it crosses. */
function wrapped(motif: Motif, size: number): string[] {
  const [x0, y0, x1, y1] = motif.bounds;
  const out: string[] = [];
  for (const dx of [-size, 0, size]) {
    for (const dy of [-size, 0, size]) {
      if (x1 + dx <= 0 || x0 + dx >= size || y1 + dy <= 0 || y0 + dy >= size) continue;
      out.push(motif.draw(dx, dy));
    }
  }
  return out;
}

/** Motifs are placed modulo the tile, so a phase of a whole tile is none. */
function normalise(motif: Motif, size: number): Motif {
  const [x0, y0] = motif.bounds;
  const cx = Math.floor(x0 / size) * size;
  const cy = Math.floor(y0 / size) * size;
  if (cx === 0 && cy === 0) return motif;
  const [bx0, by0, bx1, by1] = motif.bounds;
  return {
    bounds: [bx0 - cx, by0 - cy, bx1 - cx, by1 - cy],
    draw: (dx, dy) => motif.draw(dx - cx, dy - cy),
  };
}

/** One seamless tile as SVG: `size` × `size` units, the palette's background behind the motifs. */
export function patternTileSvg(input: PatternSpec): string {
  const spec: Required<PatternSpec> = { size: 600, phase: [0, 0], ...input };
  const { size } = spec;
  const body = motifsOf(spec)
    .map((motif) => normalise(motif, size))
    .flatMap((motif) => wrapped(motif, size))
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${PATTERN_PALETTES[spec.palette].background}"/>${body}</svg>`;
}

/** A whole page (width × height units) filled with the tile, `tileSize` units per tile. */
export function patternPageSvg(
  input: PatternSpec,
  width: number,
  height: number,
  tileSize: number,
): string {
  const tile = patternTileSvg({ ...input, size: tileSize });
  const inner = tile.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><pattern id="tile" width="${tileSize}" height="${tileSize}" patternUnits="userSpaceOnUse">${inner}</pattern></defs><rect width="${width}" height="${height}" fill="url(#tile)"/></svg>`;
}

/* ---------------------------------------------------------------------------------------------
 * Title text art: curved or straight text, outline, shadow and gradient, as SVG with a transparent
 * background (the PNG export draws this SVG).
 */

export type TitleArt = {
  text: string;
  /** -100 (arched down) to 100 (arched up); 0 is straight. */
  curve: number;
  fontFamily: string;
  fontSizePx: number;
  fill: { from: string; to: string };
  outline: { color: string; widthPx: number } | null;
  shadow: { color: string; offsetPx: number; blurPx: number } | null;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The title art's size and SVG; the width allows for the text at about 0.62 em per character. */
export function titleArtSvg(art: TitleArt): { width: number; height: number; svg: string } {
  const chars = Math.max(1, [...art.text].length);
  const width = Math.ceil(
    Math.max(art.fontSizePx * 2, chars * art.fontSizePx * 0.62) + art.fontSizePx,
  );
  const bend = (Math.max(-100, Math.min(100, art.curve)) / 100) * width * 0.35;
  const height = Math.ceil(art.fontSizePx * 2 + Math.abs(bend));
  const baseline = bend >= 0 ? height - art.fontSizePx * 0.6 : art.fontSizePx * 1.3;
  const margin = art.fontSizePx * 0.5;
  const path = `M ${round(margin)} ${round(baseline)} Q ${round(width / 2)} ${round(baseline - bend * 2)} ${round(width - margin)} ${round(baseline)}`;
  const shadow = art.shadow
    ? `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="${art.shadow.offsetPx}" dy="${art.shadow.offsetPx}" stdDeviation="${art.shadow.blurPx}" flood-color="${art.shadow.color}"/></filter>`
    : "";
  const stroke = art.outline
    ? ` stroke="${art.outline.color}" stroke-width="${art.outline.widthPx}" paint-order="stroke" stroke-linejoin="round"`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.fill.from}"/><stop offset="1" stop-color="${art.fill.to}"/></linearGradient><path id="curve" d="${path}"/>${shadow}</defs><text font-family="${escapeXml(art.fontFamily)}" font-size="${art.fontSizePx}" font-weight="bold" fill="url(#fill)"${stroke}${art.shadow ? ' filter="url(#shadow)"' : ""} text-anchor="middle"><textPath href="#curve" startOffset="50%">${escapeXml(art.text)}</textPath></text></svg>`;
  return { width, height, svg };
}

/** Pixels for inches at 300 DPI (a 12 in tile is 3600 px). */
export function pixelsAt300Dpi(inches: number): number {
  return Math.round(inches * 300);
}

/** A saved pattern design read back (from the account); null when it is not one. */
export function readPatternDocument(document: Record<string, unknown>): {
  pattern: { kind: PatternKind; palette: PaletteId; scale: number };
  titleArt: TitleArt | null;
  /** The composition on the pattern made in the shared editor (decision 0140), if any. */
  composition: EditorDocument | null;
} | null {
  const pattern = document.pattern as
    | { kind?: unknown; palette?: unknown; scale?: unknown }
    | undefined;
  if (document.version !== 1 || !pattern) return null;
  const { kind, palette, scale } = pattern;
  if (!PATTERN_KINDS.includes(kind as PatternKind) || !PALETTE_IDS.includes(palette as PaletteId))
    return null;
  if (
    typeof scale !== "number" ||
    !Number.isInteger(scale) ||
    scale < PATTERN_SCALE.min ||
    scale > PATTERN_SCALE.max
  )
    return null;
  const art = document.titleArt as TitleArt | undefined;
  const titleArt =
    art &&
    typeof art.text === "string" &&
    typeof art.fontSizePx === "number" &&
    typeof art.curve === "number"
      ? art
      : null;
  const composition =
    document.composition === undefined ? null : readEditorDocument(document.composition);
  if (document.composition !== undefined && !composition) return null;
  return {
    pattern: { kind: kind as PatternKind, palette: palette as PaletteId, scale },
    titleArt,
    composition,
  };
}
