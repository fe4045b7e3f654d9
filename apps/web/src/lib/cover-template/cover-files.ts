import type { CoverTemplate } from "@inkforge/domain/tools/cover-template/cover-template";
import { nameCoverTemplateFile } from "@inkforge/domain/tools/cover-template/guides";

export type CoverFile = { blob: Blob; fileName: string; url: string };

/*
 * The generators are imported on demand, so pdf-lib and the drawing code load only when an author
 * asks for a file, not with the page.
 */

export async function buildCoverPdf(template: CoverTemplate): Promise<CoverFile> {
  const { renderCoverTemplatePdf } = await import(
    "@inkforge/domain/tools/cover-template/render-pdf"
  );
  const bytes = await renderCoverTemplatePdf(template);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" });
  return { blob, fileName: nameCoverTemplateFile(template, "pdf"), url: URL.createObjectURL(blob) };
}

export async function buildCoverPng(template: CoverTemplate): Promise<CoverFile> {
  const [{ renderCoverTemplatePng }, { createBrowserPngSurface }] = await Promise.all([
    import("@inkforge/domain/tools/cover-template/render-png"),
    import("@/lib/cover-template/browser-png-surface"),
  ]);
  const bytes = await renderCoverTemplatePng(template, createBrowserPngSurface);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" });
  return { blob, fileName: nameCoverTemplateFile(template, "png"), url: URL.createObjectURL(blob) };
}
