import type { CoverTemplate } from "./cover-template";
import { listCoverGuides } from "./guides";
import { type CreatePngSurface, drawGuideShapes } from "./render-canvas";

/** The cover template as a PNG at its print resolution (300 DPI), the full cover in pixels. */
export async function renderCoverTemplatePng(
  template: CoverTemplate,
  createSurface: CreatePngSurface,
): Promise<Uint8Array> {
  const surface = createSurface(template.widthPx, template.heightPx);
  drawGuideShapes(surface.context, listCoverGuides(template), template.dpi);
  return surface.toPng();
}
