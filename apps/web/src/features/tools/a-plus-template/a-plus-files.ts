import type { APlusTemplatePlan } from "@inkforge/domain/tools/a-plus-template/a-plus-template";

export type APlusZip = { blob: Blob; fileName: string; url: string; entries: string[] };

/** Draws every template and zips them; fflate, the drawing code and the canvas load on demand. */
export async function buildAPlusZip(plan: APlusTemplatePlan): Promise<APlusZip> {
  const [{ renderAPlusTemplateZip }, { createBrowserPngSurface }] = await Promise.all([
    import("@inkforge/domain/tools/a-plus-template/render-zip"),
    import("../cover-template/browser-png-surface"),
  ]);
  const bytes = await renderAPlusTemplateZip(plan, createBrowserPngSurface);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/zip" });
  return {
    blob,
    fileName: `a-plus-templates-${plan.modules.length}-modules.zip`,
    url: URL.createObjectURL(blob),
    entries: [...plan.files.map((file) => file.fileName), "README.txt"],
  };
}
