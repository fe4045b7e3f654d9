import { describe, expect, it } from "vitest";
import { DESIGN_IMAGE_NAME } from "./contract";
import {
  addLayer,
  alignLayer,
  checkImageFile,
  checkImagePixels,
  duplicateLayer,
  EDITOR_IMAGE_NAME,
  EDITOR_MAX_LAYERS,
  type EditorDocument,
  imageNamesOf,
  type LayerOrder,
  newEditorDocument,
  newImageLayer,
  newLayer,
  readEditorDocument,
  removeLayer,
  reorderLayer,
  updateLayer,
} from "./editor-document";

function withLayers(...ids: string[]): EditorDocument {
  return ids.reduce(
    (doc, id) => addLayer(doc, newLayer("rect", id, doc)),
    newEditorDocument(970, 600),
  );
}
const order = (doc: EditorDocument) => doc.layers.map((l) => l.id).join("");

describe("layer order", () => {
  it.each<[string, LayerOrder, string]>([
    ["b", "forward", "acbd"],
    ["b", "backward", "bacd"],
    ["b", "front", "acdb"],
    ["b", "back", "bacd"],
    ["c", "back", "cabd"],
    ["d", "forward", "abcd"],
    ["d", "front", "abcd"],
    ["a", "backward", "abcd"],
    ["a", "back", "abcd"],
  ])("%s %s → %s", (id, how, expected) => {
    const doc = withLayers("a", "b", "c", "d");
    const next = reorderLayer(doc, id, how);
    expect(order(next)).toBe(expected);
    // At an end the same document comes back, so the editor records no undo step.
    if (expected === "abcd") expect(next).toBe(doc);
  });

  it("refuses an unknown layer", () => {
    expect(() => reorderLayer(withLayers("a"), "z", "front")).toThrow("No layer z");
  });
});

describe("layer operations", () => {
  it("adds on top, removes, refuses a used id and the cap", () => {
    const doc = withLayers("a", "b");
    expect(order(removeLayer(doc, "a"))).toBe("b");
    expect(() => addLayer(doc, newLayer("text", "a", doc))).toThrow("exists");
    const full = withLayers(...Array.from({ length: EDITOR_MAX_LAYERS }, (_, i) => `l${i}`));
    expect(() => addLayer(full, newLayer("rect", "x", full))).toThrow(String(EDITOR_MAX_LAYERS));
    expect(() => duplicateLayer(full, "l0", "x")).toThrow(String(EDITOR_MAX_LAYERS));
  });

  it("duplicates just above, offset and unlocked", () => {
    const doc = updateLayer(withLayers("a", "b"), "a", { locked: true });
    const next = duplicateLayer(doc, "a", "a2");
    expect(order(next)).toBe("aa2b");
    expect(next.layers[1]).toMatchObject({
      x: (doc.layers[0]?.x ?? 0) + 20,
      locked: false,
      name: "Rectangle copy",
    });
  });

  it("a locked layer only unlocks; id and type never change", () => {
    const locked = updateLayer(withLayers("a"), "a", { locked: true });
    expect(updateLayer(locked, "a", { x: 5 })).toBe(locked);
    expect(updateLayer(locked, "a", { locked: false }).layers[0]?.locked).toBe(false);
    const doc = withLayers("a");
    expect(updateLayer(doc, "a", { id: "z", x: 1 } as never).layers[0]).toMatchObject({
      id: "a",
      type: "rect",
      x: 1,
    });
  });

  it.each([
    ["left", { x: 0 }],
    ["center", { x: 291 }],
    ["right", { x: 582 }],
    ["top", { y: 0 }],
    ["middle", { y: 180 }],
    ["bottom", { y: 360 }],
  ] as const)("aligns %s to the canvas", (alignment, expected) => {
    expect(alignLayer(withLayers("a"), "a", alignment).layers[0]).toMatchObject(expected);
  });
});

describe("reading a saved document", () => {
  const good = withLayers("a", "b");
  it.each<[string, unknown, boolean]>([
    ["a good one", good, true],
    ["a text layer", addLayer(good, newLayer("text", "t", good)), true],
    ["not an object", "x", false],
    ["another version", { ...good, version: 2 }, false],
    ["a colour not #rrggbb", { ...good, layers: [{ ...good.layers[0], fill: "red" }] }, false],
    ["an unknown layer type", { ...good, layers: [{ ...good.layers[0], type: "video" }] }, false],
    ["two layers with one id", { ...good, layers: [good.layers[0], good.layers[0]] }, false],
    ["a zero width", { ...good, layers: [{ ...good.layers[0], width: 0 }] }, false],
  ])("%s", (_name, value, ok) => {
    expect(readEditorDocument(value) !== null).toBe(ok);
  });
});

describe("image layers", () => {
  const MB = 1024 * 1024;
  it.each<[string, number, string | null]>([
    ["image/png", 2 * MB, null],
    ["image/jpeg", 10 * MB, null],
    ["image/jpeg", 10 * MB + 1, "Image file: 10.0 MB is over the 10 MB limit"],
    ["image/gif", 1000, "Image file: choose a PNG or JPEG image (this file is image/gif)"],
    ["image/webp", 1000, "Image file: choose a PNG or JPEG image (this file is image/webp)"],
    ["", 1000, "Image file: choose a PNG or JPEG image (this file is of an unknown type)"],
    ["image/png", 0, "Image file: this file is empty"],
  ])("a %s file of %s bytes → %s", (type, size, message) => {
    const issue = checkImageFile({ type, size });
    expect(issue?.message ?? null).toBe(message);
    if (issue) expect(issue.field).toBe("file");
  });

  it.each<[number, number, boolean]>([
    [4000, 3000, true],
    [8000, 5000, true],
    [8000, 5001, false],
    [20001, 10, false],
    [0, 10, false],
  ])("%s × %s px usable: %s", (w, h, ok) => {
    expect(checkImagePixels(w, h) === null).toBe(ok);
  });

  it.each<[number, number, [number, number, number, number]]>([
    // Fitted inside 80 % of a 970 × 600 canvas, at the image's own ratio, centred.
    [1000, 1000, [245, 60, 480, 480]],
    [2000, 500, [97, 203, 776, 194]],
    // A small image keeps its size.
    [100, 50, [435, 275, 100, 50]],
  ])("a %s × %s image is placed at %o", (w, h, [x, y, width, height]) => {
    const layer = newImageLayer(
      "i",
      { src: `${"a".repeat(24)}.png`, name: "photo.jpg", widthPx: w, heightPx: h },
      { widthPx: 970, heightPx: 600 },
    );
    expect(layer).toMatchObject({ x, y, width, height, rotation: 0, type: "image" });
    expect(readEditorDocument({ ...newEditorDocument(970, 600), layers: [layer] })).not.toBeNull();
  });

  it("the image name is the designs API's own form (never a data URL)", () => {
    expect(EDITOR_IMAGE_NAME.source).toBe(DESIGN_IMAGE_NAME.source);
    const layer = newImageLayer(
      "i",
      { src: "data:image/png;base64,AAAA", name: "x", widthPx: 10, heightPx: 10 },
      { widthPx: 100, heightPx: 100 },
    );
    expect(readEditorDocument({ ...newEditorDocument(100, 100), layers: [layer] })).toBeNull();
  });

  it("lists the images a document draws, once each", () => {
    const src = `${"b".repeat(24)}.png`;
    const image = (id: string) =>
      newImageLayer(
        id,
        { src, name: "p", widthPx: 10, heightPx: 10 },
        { widthPx: 100, heightPx: 100 },
      );
    const doc = addLayer(addLayer(withLayers("a"), image("i1")), image("i2"));
    expect(imageNamesOf(doc)).toEqual([src]);
  });
});

describe("rotation in saved documents", () => {
  it("a document saved before rotation reads with every layer at 0°", () => {
    const doc = withLayers("a");
    const { rotation: _, ...old } = doc.layers[0] as EditorDocument["layers"][number];
    const read = readEditorDocument({ ...doc, layers: [old] });
    expect(read?.layers[0]?.rotation).toBe(0);
  });

  it.each<[number, boolean]>([
    [-180, true],
    [180, true],
    [45.5, true],
    [181, false],
    [Number.NaN, false],
  ])("a rotation of %s° is readable: %s", (rotation, ok) => {
    const doc = withLayers("a");
    const layer = { ...(doc.layers[0] as object), rotation };
    expect(readEditorDocument({ ...doc, layers: [layer] }) !== null).toBe(ok);
  });
});
