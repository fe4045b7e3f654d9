import type { APlusTemplatePlan } from "@inkforge/domain/tools/a-plus-template/a-plus-template";

type APlusPreviewImage = {
  fileName: string;
  url: string;
  widthPx: number;
  heightPx: number;
};

export type APlusZip = {
  blob: Blob;
  fileName: string;
  url: string;
  entries: string[];
  /** The PNGs read back out of the ZIP, so the author sees exactly what they download. */
  previews: APlusPreviewImage[];
};

/** Draws every template and zips them; fflate, the drawing code and the canvas load on demand. */
export async function buildAPlusZip(plan: APlusTemplatePlan): Promise<APlusZip> {
  const [{ renderAPlusTemplateZip }, { createBrowserPngSurface }, { unzipSync }] =
    await Promise.all([
      import("@inkforge/domain/tools/a-plus-template/render-zip"),
      import("@/lib/cover-template/browser-png-surface"),
      import("fflate"),
    ]);
  const bytes = await renderAPlusTemplateZip(plan, createBrowserPngSurface);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" });
  const unzipped = unzipSync(bytes);
  const previews = plan.files.flatMap((file) => {
    const png = unzipped[file.fileName];
    if (!png) return [];
    const image = new Blob([png as Uint8Array<ArrayBuffer>], { type: "image/png" });
    return [
      {
        fileName: file.fileName,
        url: URL.createObjectURL(image),
        widthPx: file.widthPx,
        heightPx: file.heightPx,
      },
    ];
  });
  return {
    blob,
    fileName: `a-plus-templates-${plan.modules.length}-modules.zip`,
    url: URL.createObjectURL(blob),
    entries: Object.keys(unzipped),
    previews,
  };
}

/** Frees the object URLs of a ZIP and its previews. */
export function releaseAPlusZip(zip: APlusZip): void {
  URL.revokeObjectURL(zip.url);
  for (const preview of zip.previews) URL.revokeObjectURL(preview.url);
}
