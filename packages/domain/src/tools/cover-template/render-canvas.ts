import type { GuideShape } from "./guides";

/*
 * Draws guide shapes on a Canvas 2D context. The browser passes its own canvas; Node (tests and
 * the benchmark) passes @napi-rs/canvas, which implements the same API. Only the members used here
 * are named, so the domain package needs no DOM types.
 */

export interface Canvas2D {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  fillRect(x: number, y: number, width: number, height: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  stroke(): void;
  setLineDash(segments: number[]): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
}

/** A canvas of a given size that can encode itself as PNG bytes. */
export type PngSurface = { context: Canvas2D; toPng(): Promise<Uint8Array> };
export type CreatePngSurface = (widthPx: number, heightPx: number) => PngSurface;

export const GUIDE_FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** Draws shapes whose units are inches at `pxPerIn` pixels per inch (300 for print). */
export function drawGuideShapes(context: Canvas2D, shapes: GuideShape[], pxPerIn: number): void {
  const px = (inches: number) => inches * pxPerIn;
  const ptToPx = pxPerIn / 72;
  context.textBaseline = "alphabetic";
  for (const shape of shapes) {
    context.save();
    if (shape.kind === "rect") {
      const { xIn, yIn, widthIn, heightIn } = shape.rect;
      if (shape.fill) {
        context.fillStyle = shape.fill;
        context.fillRect(px(xIn), px(yIn), px(widthIn), px(heightIn));
      }
      if (shape.stroke) {
        context.strokeStyle = shape.stroke;
        context.lineWidth = (shape.lineWidthPt ?? 1) * ptToPx;
        context.setLineDash((shape.dashPt ?? []).map((dash) => dash * ptToPx));
        context.strokeRect(px(xIn), px(yIn), px(widthIn), px(heightIn));
      }
    } else if (shape.kind === "line") {
      context.strokeStyle = shape.stroke;
      context.lineWidth = shape.lineWidthPt * ptToPx;
      context.setLineDash((shape.dashPt ?? []).map((dash) => dash * ptToPx));
      context.beginPath();
      context.moveTo(px(shape.x1In), px(shape.y1In));
      context.lineTo(px(shape.x2In), px(shape.y2In));
      context.stroke();
    } else {
      const weight = shape.bold ? "bold " : "";
      let size = shape.sizePt * ptToPx;
      context.font = `${weight}${size}px ${GUIDE_FONT_FAMILY}`;
      const width = context.measureText(shape.text).width;
      const maxWidth = px(shape.maxWidthIn);
      if (width > maxWidth && width > 0) {
        size = (size * maxWidth) / width;
        context.font = `${weight}${size}px ${GUIDE_FONT_FAMILY}`;
      }
      context.fillStyle = shape.color;
      context.textAlign = shape.align === "center" ? "center" : "left";
      context.translate(px(shape.xIn), px(shape.yIn));
      if (shape.vertical) context.rotate(-Math.PI / 2);
      context.fillText(shape.text, 0, 0);
    }
    context.restore();
  }
}
