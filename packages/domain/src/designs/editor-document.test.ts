import { describe, expect, it } from "vitest";
import {
  addLayer,
  alignLayer,
  duplicateLayer,
  EDITOR_MAX_LAYERS,
  type EditorDocument,
  type LayerOrder,
  newEditorDocument,
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
