import type { EditorDocument, EditorLayer } from "@inkforge/domain/designs/editor-document";

/*
 * The editor's layers drawn on a 2D canvas for export (decision 0140). The editor shows the same
 * layers as SVG; both place text the same way (lines centred on the box's middle, 1.2 line height)
 * so what is edited is what is exported. Synchronous, so the A+ maker's previews and its ZIP draw
 * with one function.
 */

export const FONT_STACKS: Record<string, string> = {
  "Liberation Sans": '"Liberation Sans", Arial, Helvetica, sans-serif',
  "Liberation Serif": '"Liberation Serif", "Times New Roman", serif',
  "Liberation Mono": '"Liberation Mono", "Courier New", monospace',
  Georgia: 'Georgia, "Liberation Serif", serif',
};

/** Where each line of a text layer sits: x of the anchor and the y of its middle. */
export function textLines(layer: Extract<EditorLayer, { type: "text" }>) {
  const lines = layer.text.split("\n");
  const x =
    layer.align === "left"
      ? layer.x
      : layer.align === "right"
        ? layer.x + layer.width
        : layer.x + layer.width / 2;
  return lines.map((line, i) => ({
    line,
    x,
    y: layer.y + layer.height / 2 + (i - (lines.length - 1) / 2) * layer.fontSizePx * 1.2,
  }));
}

/** An image layer's pixels by its stored name; one not loaded is left out of the drawing. */
export type LayerImages = ReadonlyMap<string, CanvasImageSource>;

export function drawEditorLayers(
  context: CanvasRenderingContext2D,
  document: EditorDocument,
  images?: LayerImages,
) {
  for (const layer of document.layers) {
    if (!layer.visible) continue;
    context.save();
    context.globalAlpha = layer.opacity;
    if (layer.rotation) {
      // As the SVG's rotate(deg cx cy): turned clockwise about the box's centre.
      const cx = layer.x + layer.width / 2;
      const cy = layer.y + layer.height / 2;
      context.translate(cx, cy);
      context.rotate((layer.rotation * Math.PI) / 180);
      context.translate(-cx, -cy);
    }
    if (layer.type === "image") {
      const image = images?.get(layer.src);
      if (image) context.drawImage(image, layer.x, layer.y, layer.width, layer.height);
    } else if (layer.type === "rect") {
      context.fillStyle = layer.fill;
      context.beginPath();
      context.roundRect(layer.x, layer.y, layer.width, layer.height, layer.radius);
      context.fill();
    } else if (layer.type === "ellipse") {
      context.fillStyle = layer.fill;
      context.beginPath();
      context.ellipse(
        layer.x + layer.width / 2,
        layer.y + layer.height / 2,
        layer.width / 2,
        layer.height / 2,
        0,
        0,
        Math.PI * 2,
      );
      context.fill();
    } else {
      context.font = `${layer.bold ? "bold " : ""}${layer.fontSizePx}px ${FONT_STACKS[layer.font]}`;
      context.textAlign = layer.align;
      context.textBaseline = "middle";
      context.lineJoin = "round";
      for (const { line, x, y } of textLines(layer)) {
        if (layer.outline && layer.outline.widthPx > 0) {
          context.strokeStyle = layer.outline.color;
          // SVG's paint-order: stroke draws the stroke under the fill; half shows outside.
          context.lineWidth = layer.outline.widthPx;
          context.strokeText(line, x, y);
        }
        context.fillStyle = layer.fill;
        context.fillText(line, x, y);
      }
    }
    context.restore();
  }
}
