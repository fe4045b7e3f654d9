import {
  A_PLUS_IMAGE_MAX_BYTES,
  type APlusImageFill,
  type APlusImageTarget,
  type APlusPage,
  type APlusPageModule,
  planAPlusExport,
} from "@inkforge/domain/designs/a-plus-page";
import { drawEditorLayers, type LayerImages } from "../design-editor/draw-editor-layers";

/*
 * The A+ page's images drawn on canvases at their exact pixel sizes and zipped with the manifest
 * (decision 0114). fflate is imported on the first export, not with the page.
 */

export type ImageSource = CanvasImageSource & { width: number; height: number };

/** What an image shows when the member chose none: the module's headline, or the slot's label. */
function captionOf(module: APlusPageModule, target: APlusImageTarget): string {
  if (module.moduleId === "standard-comparison-table") {
    const index = Number(target.key.split("-")[1] ?? "1") - 1;
    const book = module.comparison?.[index];
    if (book) return book.title;
  }
  return module.texts.headline?.trim() || target.label;
}

function wrap(context: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

export function drawTarget(
  context: CanvasRenderingContext2D,
  target: APlusImageTarget,
  fill: APlusImageFill,
  caption: string,
  image: ImageSource | null,
  /** The images the editor's image layers draw, by stored name. */
  layerImages?: LayerImages,
) {
  const { widthPx: w, heightPx: h } = target;
  context.fillStyle = fill.background;
  context.fillRect(0, 0, w, h);
  if (image) {
    // Cover the slot, centred: the exported image is always the slot's exact size.
    const scale = Math.max(w / image.width, h / image.height);
    const dw = image.width * scale;
    const dh = image.height * scale;
    context.drawImage(image, (w - dw) / 2, (h - dh) / 2, dw, dh);
  }
  // Designed in the editor: its layers are the text; no caption is added over them.
  if (fill.layers) {
    drawEditorLayers(context, fill.layers, layerImages);
    return;
  }
  if (image) return;
  const size = Math.max(12, Math.round(Math.min(w, h) / 9));
  context.font = `bold ${size}px "Liberation Sans", Arial, sans-serif`;
  context.fillStyle = "#ffffff";
  context.textAlign = "center";
  context.textBaseline = "middle";
  const lines = wrap(context, caption, w * 0.86);
  lines.forEach((line, i) => {
    context.fillText(line, w / 2, h / 2 + (i - (lines.length - 1) / 2) * size * 1.2);
  });
}

export function fillOf(module: APlusPageModule, key: string): APlusImageFill {
  return module.fills[key] ?? { background: "#1f3a5f", image: null };
}

function toPng(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(async (blob) => {
      if (!blob) return reject(new Error("This browser could not encode the image"));
      resolve(new Uint8Array(await blob.arrayBuffer()));
    }, "image/png"),
  );
}

export type APlusZip = { blob: Blob; fileName: string; files: number; url: string };

/** Every image of the page at its exact size, plus manifest.json, as one ZIP. */
export async function buildAPlusZip(
  page: APlusPage,
  images: ReadonlyMap<string, ImageSource>,
): Promise<APlusZip> {
  const [{ zipSync, strToU8 }] = [await import("fflate")];
  const { files, manifest } = planAPlusExport(page);
  const entries: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    const module = page.modules[file.moduleIndex];
    if (!module) continue;
    const canvas = document.createElement("canvas");
    canvas.width = file.target.widthPx;
    canvas.height = file.target.heightPx;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot draw on a canvas");
    const fill = fillOf(module, file.target.key);
    drawTarget(
      context,
      file.target,
      fill,
      captionOf(module, file.target),
      fill.image ? (images.get(fill.image) ?? null) : null,
      images,
    );
    const png = await toPng(canvas);
    if (png.byteLength > A_PLUS_IMAGE_MAX_BYTES) {
      throw new Error(
        `${file.path} is ${(png.byteLength / 1048576).toFixed(1)} MB; Amazon takes at most 2 MB per image. Use a simpler image.`,
      );
    }
    // PNGs are compressed already: stored, not deflated again, keeps the export fast.
    entries[file.path] = [png, { level: 0 }];
  }
  entries["manifest.json"] = strToU8(JSON.stringify(manifest, null, 2));
  const zipped = zipSync(entries);
  const blob = new Blob([zipped as Uint8Array<ArrayBuffer>], { type: "application/zip" });
  return {
    blob,
    fileName: "a-plus-content.zip",
    files: files.length,
    url: URL.createObjectURL(blob),
  };
}

export { captionOf };
