import {
  PALETTE_IDS,
  PATTERN_KINDS,
  type PaletteId,
  type PatternKind,
  type PatternSpec,
  patternPageSvg,
} from "@inkforge/domain/designs/patterns";

/*
 * SVG to PNG in the browser for the pattern designer and the cover designer (decision 0115): the
 * browser rasterises the domain's SVG on a canvas of the exact pixel size.
 */

function svgToImage(svg: string): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error("This browser could not draw the design"));
    };
    image.src = url;
  });
}

/** Draws an SVG over a context at the given size (the editor's pattern background). */
export async function drawSvg(
  context: CanvasRenderingContext2D,
  svg: string,
  width: number,
  height: number,
) {
  context.drawImage(await svgToImage(svg), 0, 0, width, height);
}

export async function svgToCanvas(svg: string, width: number, height: number) {
  const image = await svgToImage(svg);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas");
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

export function canvasToBlob(canvas: HTMLCanvasElement, type = "image/png"): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded"))),
      type,
    ),
  );
}

/** `?pattern=floral.garden.3`: how the pattern designer hands a pattern to the cover designer. */
export function patternParam(spec: Pick<PatternSpec, "kind" | "palette" | "scale">): string {
  return `${spec.kind}.${spec.palette}.${spec.scale}`;
}

export function readPatternParam(
  value: string | null,
): Pick<PatternSpec, "kind" | "palette" | "scale"> | null {
  const parts = (value ?? "").split(".");
  if (parts.length !== 3) return null;
  const [kind, palette, scale] = parts;
  const n = Number(scale);
  if (!PATTERN_KINDS.includes(kind as PatternKind) || !PALETTE_IDS.includes(palette as PaletteId))
    return null;
  if (!Number.isInteger(n) || n < 1 || n > 8) return null;
  return { kind: kind as PatternKind, palette: palette as PaletteId, scale: n };
}

/** The pattern as a cover image: 3600 px square (12 in at 300 DPI), 4 in tiles. */
export async function patternCoverImage(spec: Pick<PatternSpec, "kind" | "palette" | "scale">) {
  const svg = patternPageSvg(spec, 3600, 3600, 1200);
  const canvas = await svgToCanvas(svg, 3600, 3600);
  return { dataUrl: canvas.toDataURL("image/png"), widthPx: 3600, heightPx: 3600 };
}
