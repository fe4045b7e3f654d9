import type { EditorDocument } from "@inkforge/domain/designs/editor-document";
import type { CoverV2 } from "@inkforge/domain/tools/book-cover-designer/cover-v2";
import {
  type DesignScene,
  nameDesignFile,
} from "@inkforge/domain/tools/book-cover-designer/layout";
import type { DesignCanvas2D } from "@inkforge/domain/tools/book-cover-designer/render";
import type { LayerImages } from "../design-editor/draw-editor-layers";

/** A scene to draw; its warnings (version 1's or version 2's) play no part in the files. */
type DrawnScene = Omit<DesignScene, "warnings">;

export type DesignerFile = { blob: Blob; fileName: string; url: string };

/*
 * The print files: the scene drawn at 300 DPI without guides, then (for the PDF) placed on a page
 * the exact size of the wrap (as a JPEG at 0.95, which pdf-lib embeds without re-encoding). The renderer and pdf-lib are imported here on demand, so they load
 * when an author asks for a file, not with the page.
 */

/** The free layers from the shared editor, fitted to the wrap, and the images they draw. */
export type CoverExtras = { document: EditorDocument; images: LayerImages } | null;

async function renderCanvas(
  scene: DrawnScene,
  image: HTMLImageElement | null,
  extras: CoverExtras,
): Promise<HTMLCanvasElement> {
  const [{ drawDesign }, { drawEditorLayers }] = await Promise.all([
    import("@inkforge/domain/tools/book-cover-designer/render"),
    import("../design-editor/draw-editor-layers"),
  ]);
  const { template } = scene;
  const canvas = document.createElement("canvas");
  canvas.width = template.widthPx;
  canvas.height = template.heightPx;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas");
  drawDesign(context as unknown as DesignCanvas2D, scene, template.dpi, {
    guides: false,
    image: image ?? undefined,
  });
  // Fitted to the wrap by the caller, so the editor's pixels are the export's pixels.
  if (extras) drawEditorLayers(context, extras.document, extras.images);
  return canvas;
}

async function encode(
  canvas: HTMLCanvasElement,
  type: "image/png" | "image/jpeg",
): Promise<Uint8Array> {
  // JPEG at 0.95: no visible loss at 300 DPI, and a fraction of the PNG's size inside the PDF.
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, type, type === "image/jpeg" ? 0.95 : undefined),
  );
  if (!blob) throw new Error("The cover is too large for this browser to encode");
  return new Uint8Array(await blob.arrayBuffer());
}

function toFile(bytes: Uint8Array, type: string, fileName: string): DesignerFile {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  return { blob, fileName, url: URL.createObjectURL(blob) };
}

export async function buildDesignPng(
  scene: DrawnScene,
  image: HTMLImageElement | null,
  extras: CoverExtras,
): Promise<DesignerFile> {
  const png = await encode(await renderCanvas(scene, image, extras), "image/png");
  return toFile(png, "image/png", nameDesignFile(scene.template, "png"));
}

export async function buildDesignPdf(
  scene: DrawnScene,
  image: HTMLImageElement | null,
  title: string,
  extras: CoverExtras,
): Promise<DesignerFile> {
  const [canvas, { renderDesignPdf }] = await Promise.all([
    renderCanvas(scene, image, extras),
    import("@inkforge/domain/tools/book-cover-designer/render-pdf"),
  ]);
  const bytes = await encode(canvas, "image/jpeg");
  const pdf = await renderDesignPdf(scene.template, { bytes, format: "jpeg" }, title);
  return toFile(pdf, "application/pdf", nameDesignFile(scene.template, "pdf"));
}

export function buildDesignJson(design: CoverV2, fileName: string): DesignerFile {
  const blob = new Blob([JSON.stringify(design, null, 2)], { type: "application/json" });
  return { blob, fileName, url: URL.createObjectURL(blob) };
}
