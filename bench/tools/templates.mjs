// Generator cases for bench/tools.mjs: the KDP cover template PDF and the A+ template ZIP, each
// drawn as the browser does (same domain code; @napi-rs/canvas stands in for the page's canvas).
// Goal: each under 200 ms. Run with `node bench/tools.mjs templates`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { computeCoverTemplate } = await domain("tools/cover-template/cover-template.ts");
const { renderCoverTemplatePdf } = await domain("tools/cover-template/render-pdf.ts");
const { renderCoverTemplatePng } = await domain("tools/cover-template/render-png.ts");
const { planAPlusTemplates } = await domain("tools/a-plus-template/a-plus-template.ts");
const { renderAPlusTemplateZip } = await domain("tools/a-plus-template/render-zip.ts");

const createSurface = (width, height) => {
  const canvas = createCanvas(width, height);
  return {
    context: canvas.getContext("2d"),
    toPng: async () => new Uint8Array(await canvas.encode("png")),
  };
};

const coverInput = { binding: "paperback", trim: "6x9", pages: 300, paper: "cream" };
// A typical standard A+ page: header, three images, four images, side image, logo: 10 PNGs.
const aPlusInput = {
  modules: [
    "standard-company-logo",
    "standard-header-image-text",
    "standard-three-images-text",
    "standard-four-images-text",
    "standard-single-side-image",
  ],
};

export const cases = [
  {
    name: "cover template (compute)",
    goalMs: 200,
    run: () => computeCoverTemplate(coverInput),
  },
  {
    name: "cover template PDF (6x9, 300 pp)",
    goalMs: 200,
    run: () => renderCoverTemplatePdf(computeCoverTemplate(coverInput)),
  },
  {
    name: "cover template PNG at 300 DPI (3900 × 2775 px)",
    goalMs: null,
    runs: 5,
    run: () => renderCoverTemplatePng(computeCoverTemplate(coverInput), createSurface),
  },
  {
    name: "A+ template ZIP (5 modules, 10 PNGs)",
    goalMs: 200,
    run: () => renderAPlusTemplateZip(planAPlusTemplates(aPlusInput), createSurface),
  },
];
