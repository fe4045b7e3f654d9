import { PT_PER_IN } from "../cover-template/cover-template";
import { type Canvas2D, drawGuideShapes } from "../cover-template/render-canvas";
import type { Fill } from "./design";
import { type DesignScene, listDesignGuides } from "./layout";

/*
 * Draws a design scene on a Canvas 2D context at `pxPerIn`: the small preview in the page and
 * the 300 DPI export are the same drawing at two scales. Only the members used are named, so the
 * domain package needs no DOM types; Node's tests pass @napi-rs/canvas.
 */

export interface DesignCanvas2D extends Canvas2D {
  createLinearGradient(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
  ): { addColorStop(offset: number, color: string): void };
  drawImage(image: never, dx: number, dy: number, dw: number, dh: number): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
}

function paint(context: DesignCanvas2D, fill: Fill, x: number, y: number, w: number, h: number) {
  if (fill.kind === "solid") {
    context.fillStyle = fill.color;
  } else {
    const [x1, y1] =
      fill.direction === "vertical"
        ? [x, y + h]
        : fill.direction === "horizontal"
          ? [x + w, y]
          : [x + w, y + h];
    const gradient = context.createLinearGradient(x, y, x1, y1);
    gradient.addColorStop(0, fill.from);
    gradient.addColorStop(1, fill.to);
    context.fillStyle = gradient;
  }
  context.fillRect(x, y, w, h);
}

export type DrawOptions = {
  guides: boolean;
  /** The decoded front image (an HTMLImageElement or a Node canvas Image), when there is one. */
  image?: unknown;
};

export function drawDesign(
  context: DesignCanvas2D,
  scene: Pick<DesignScene, "template" | "fills" | "image" | "texts">,
  pxPerIn: number,
  options: DrawOptions,
): void {
  const px = (inches: number) => inches * pxPerIn;
  for (const { rect, fill } of scene.fills) {
    paint(context, fill, px(rect.xIn), px(rect.yIn), px(rect.widthIn), px(rect.heightIn));
  }
  if (scene.image && options.image) {
    const { dest, clip } = scene.image;
    context.save();
    context.beginPath();
    context.rect(px(clip.xIn), px(clip.yIn), px(clip.widthIn), px(clip.heightIn));
    context.clip();
    // A turned image (version 2) turns about its centre, as the editor's handles show it.
    const turn = scene.image.rotationDeg ?? 0;
    const cx = px(dest.xIn + dest.widthIn / 2);
    const cy = px(dest.yIn + dest.heightIn / 2);
    if (turn) {
      context.translate(cx, cy);
      context.rotate((turn * Math.PI) / 180);
      context.translate(-cx, -cy);
    }
    context.drawImage(
      options.image as never,
      px(dest.xIn),
      px(dest.yIn),
      px(dest.widthIn),
      px(dest.heightIn),
    );
    context.restore();
  }
  const pxPerPt = pxPerIn / PT_PER_IN;
  context.textBaseline = "alphabetic";
  for (const text of scene.texts) {
    context.save();
    // The layer's font names its size in points; the canvas wants pixels at this scale.
    context.font = text.font.replace(
      /^(bold )?[\d.]+px/,
      (_, bold = "") => `${bold}${text.sizePt * pxPerPt}px`,
    );
    context.fillStyle = text.color;
    context.textAlign = text.align;
    context.translate(px(text.originXIn), px(text.originYIn));
    if (text.rotated) context.rotate(Math.PI / 2);
    else if (text.rotationDeg) context.rotate((text.rotationDeg * Math.PI) / 180);
    for (const line of text.lines) {
      if (line.text) context.fillText(line.text, px(line.xIn), px(line.yIn));
    }
    context.restore();
  }
  if (options.guides) drawGuideShapes(context, listDesignGuides(scene.template), pxPerIn);
}
