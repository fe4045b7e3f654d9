import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readPngSize } from "../cover-template/png-size";
import { createDefaultDesign, designReducer } from "./design";
import { computeDesignTemplate, layoutDesign, type MeasureText } from "./layout";
import { type DesignCanvas2D, drawDesign } from "./render";
import { renderDesignPdf } from "./render-pdf";

describe("drawing and the print file", () => {
  it("paints each panel's background and leaves guides out when asked", () => {
    let design = designReducer(createDefaultDesign(), {
      type: "background-scope",
      scope: "panels",
    });
    design = designReducer(design, {
      type: "fill",
      target: "back",
      fill: { kind: "solid", color: "#ff0000" },
    });
    design = designReducer(design, {
      type: "fill",
      target: "front",
      fill: { kind: "gradient", from: "#000000", to: "#0000ff", direction: "horizontal" },
    });
    const canvas = createCanvas(200, 100);
    const context = canvas.getContext("2d");
    const measure: MeasureText = (text, font) => {
      context.font = font;
      return context.measureText(text).width;
    };
    const scene = layoutDesign(design, measure);
    const pxPerIn = 200 / scene.template.widthIn;
    drawDesign(context as unknown as DesignCanvas2D, scene, pxPerIn, { guides: false });
    const pixel = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
    expect(pixel(2, 2)).toEqual([255, 0, 0, 255]);
    // The gradient runs dark to blue across the front panel.
    const left = pixel(110, 50);
    const right = pixel(197, 50);
    expect(right[2]).toBeGreaterThan(left[2] ?? 0);
  });

  it("makes a PDF page exactly the size of the wrap in points", async () => {
    const template = computeDesignTemplate({ trim: "6x9", pages: 240, paper: "cream" });
    const canvas = createCanvas(
      Math.round(template.widthIn * 10),
      Math.round(template.heightIn * 10),
    );
    const png = new Uint8Array(await canvas.encode("png"));
    expect(readPngSize(png)).toEqual({ width: 129, height: 93 });
    const pdf = await PDFDocument.load(
      await renderDesignPdf(template, { bytes: png, format: "png" }, "Night Harbour"),
    );
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(12.85 * 72, 2);
    expect(height).toBeCloseTo(9.25 * 72, 2);
    expect(pdf.getTitle()).toBe("Night Harbour");
    const jpeg = new Uint8Array(await canvas.encode("jpeg", 90));
    const fromJpeg = await PDFDocument.load(
      await renderDesignPdf(template, { bytes: jpeg, format: "jpeg" }, ""),
    );
    expect(fromJpeg.getPage(0).getSize().width).toBeCloseTo(12.85 * 72, 2);
    expect(fromJpeg.getTitle()).toBe("Book cover 6x9 240 pages");
  });
});
