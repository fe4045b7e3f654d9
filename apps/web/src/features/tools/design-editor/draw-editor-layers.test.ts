import {
  addLayer,
  newEditorDocument,
  newImageLayer,
  newLayer,
  updateLayer,
} from "@inkforge/domain/designs/editor-document";
import { describe, expect, it } from "vitest";
import { drawEditorLayers } from "./draw-editor-layers";

/** A 2D context that writes down the calls the export makes. */
function recorder() {
  const calls: string[] = [];
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get(target, key) {
      if (key in target) return target[key];
      return (...args: unknown[]) => {
        calls.push(
          `${String(key)}(${args.map((a) => (typeof a === "number" ? Math.round(a * 1000) / 1000 : typeof a === "object" ? "img" : a)).join(",")})`,
        );
      };
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const src = `${"d".repeat(24)}.png`;

describe("drawEditorLayers", () => {
  it("draws an image layer at its box, turned about its centre as the SVG does", () => {
    let doc = newEditorDocument(1000, 600);
    doc = addLayer(doc, newImageLayer("i", { src, name: "p", widthPx: 400, heightPx: 200 }, doc));
    doc = updateLayer(doc, "i", { rotation: 90 });
    const { context, calls } = recorder();
    drawEditorLayers(context, doc, new Map([[src, {} as CanvasImageSource]]));
    // Box 400 × 200 at (300, 200): centre (500, 300).
    expect(calls).toEqual([
      "save()",
      "translate(500,300)",
      `rotate(${Math.round((Math.PI / 2) * 1000) / 1000})`,
      "translate(-500,-300)",
      "drawImage(img,300,200,400,200)",
      "restore()",
    ]);
  });

  it("leaves out an image not loaded, and does not turn an unturned layer", () => {
    let doc = newEditorDocument(1000, 600);
    doc = addLayer(doc, newImageLayer("i", { src, name: "p", widthPx: 400, heightPx: 200 }, doc));
    doc = addLayer(doc, newLayer("rect", "r", doc));
    const { context, calls } = recorder();
    drawEditorLayers(context, doc, new Map());
    expect(calls.some((call) => call.startsWith("drawImage"))).toBe(false);
    expect(calls.some((call) => call.startsWith("rotate"))).toBe(false);
    expect(calls).toContain("fill()");
  });
});
