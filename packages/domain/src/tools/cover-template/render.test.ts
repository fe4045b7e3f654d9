import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { computeCoverTemplate } from "./cover-template";
import { listCoverGuides } from "./guides";
import { readPngSize } from "./png-size";
import type { CreatePngSurface } from "./render-canvas";
import { renderCoverTemplatePdf } from "./render-pdf";
import { renderCoverTemplatePng } from "./render-png";

const createNodeSurface: CreatePngSurface = (width, height) => {
  const canvas = createCanvas(width, height);
  return {
    context: canvas.getContext("2d"),
    toPng: async () => new Uint8Array(await canvas.encode("png")),
  };
};

const cases = [
  { binding: "paperback", trim: "6x9", pages: 120, paper: "white" },
  { binding: "paperback", trim: "5x8", pages: 24, paper: "cream" },
  { binding: "hardcover", trim: "8.25x11", pages: 200, paper: "premium-color" },
] as const;

describe("cover template files", () => {
  it.each(cases)("PDF page is the full cover in points: $binding $trim $pages", async (input) => {
    const template = computeCoverTemplate(input);
    const bytes = await renderCoverTemplatePdf(template);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(template.widthPt, 1);
    expect(height).toBeCloseTo(template.heightPt, 1);
    expect(pdf.getTitle()).toContain(template.trim.id);
  });

  it("PDF labels trim, bleed, spine, safe area and barcode", () => {
    const texts = listCoverGuides(computeCoverTemplate(cases[0]))
      .flatMap((shape) => (shape.kind === "text" ? [shape.text] : []))
      .join("\n");
    for (const word of [
      "TRIM LINE",
      "BLEED 0.125 in",
      "SPINE 0.270 in",
      "SAFE AREA",
      "BARCODE AREA",
    ]) {
      expect(texts).toContain(word);
    }
    const hardcover = listCoverGuides(computeCoverTemplate(cases[2]))
      .flatMap((shape) => (shape.kind === "text" ? [shape.text] : []))
      .join("\n");
    expect(hardcover).toContain("WRAP 0.591 in");
    expect(hardcover).toContain("HINGE");
  });

  it("says no spine text below 80 pages", () => {
    const texts = listCoverGuides(computeCoverTemplate({ ...cases[0], pages: 78 }))
      .flatMap((shape) => (shape.kind === "text" ? [shape.text] : []))
      .join("\n");
    expect(texts).toContain("no text under 80 pages");
  });

  it("PNG is the full cover at 300 DPI", async () => {
    const template = computeCoverTemplate(cases[0]);
    const bytes = await renderCoverTemplatePng(template, createNodeSurface);
    expect(readPngSize(bytes)).toEqual({ width: 3756, height: 2775 });
    expect(template.widthPx).toBe(3756);
  });

  it("readPngSize refuses bytes that are not a PNG", () => {
    expect(
      readPngSize(Uint8Array.from("%PDF-1.7 not a png at all", (c) => c.charCodeAt(0))),
    ).toBeNull();
  });
});
