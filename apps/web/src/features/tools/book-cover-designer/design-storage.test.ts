import {
  type CoverV2,
  coverV1ToV2,
  serialiseCover,
} from "@inkforge/domain/tools/book-cover-designer/cover-v2";
import {
  createDefaultDesign,
  designReducer,
  STORED_IMAGE_MAX_CHARS,
  serialiseDesign,
} from "@inkforge/domain/tools/book-cover-designer/design";
import type { MeasureText } from "@inkforge/domain/tools/book-cover-designer/layout";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStoredDesign, storeDesign } from "./design-storage";

const measure: MeasureText = (text, font) =>
  text.length * Number(/([\d.]+)px/.exec(font)?.[1] ?? 0) * 0.5;

function v2(design = createDefaultDesign()): CoverV2 {
  const read = coverV1ToV2(design, measure);
  if (!read.ok) throw new Error("not converted");
  return read.cover;
}

const withImage = (chars: number): CoverV2 => ({
  ...v2(),
  image: {
    name: "art.png",
    dataUrl: `data:image/png;base64,${"A".repeat(chars)}`,
    widthPx: 1800,
    heightPx: 2700,
    fit: "fill",
  },
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("design storage", () => {
  it("keeps one cover per account, as version 2", () => {
    const mine = { ...v2(), preset: "centred" as const };
    expect(storeDesign("user-1", mine)).toBe("saved");
    expect(loadStoredDesign("user-1", measure)).toEqual(mine);
    expect(loadStoredDesign("user-2", measure)).toBeNull();
    expect(window.localStorage.getItem("inkforge.book-cover-designer.v2.user-1")).toBe(
      serialiseCover(mine),
    );
  });

  it("opens a version 1 design stored by an older build, converted, and stores it as version 2", () => {
    const old = designReducer(createDefaultDesign(), {
      type: "layer",
      layer: "title",
      patch: { text: "Night Harbour", offsetYIn: 0.5 },
    });
    window.localStorage.setItem("inkforge.book-cover-designer.v1.user-1", serialiseDesign(old));
    const loaded = loadStoredDesign("user-1", measure);
    expect(loaded).toEqual(v2(old));
    if (loaded) storeDesign("user-1", loaded);
    expect(loadStoredDesign("user-1", measure)).toEqual(loaded);
  });

  it.each<[number, "saved" | "saved-without-image"]>([
    [1000, "saved"],
    [STORED_IMAGE_MAX_CHARS, "saved-without-image"],
  ])("an image data URL of about %s characters → %s", (chars, result) => {
    const cover = withImage(chars);
    expect(storeDesign("user-1", cover)).toBe(result);
    const loaded = loadStoredDesign("user-1", measure);
    expect(loaded?.image === null).toBe(result === "saved-without-image");
  });

  it("drops the image when the browser's quota refuses the whole design", () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    setItem.mockImplementationOnce(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(storeDesign("user-1", withImage(1000))).toBe("saved-without-image");
  });

  it("reports a failure when nothing can be stored", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(storeDesign("user-1", v2())).toBe("failed");
  });

  it("ignores a stored value that is not a valid design", () => {
    window.localStorage.setItem("inkforge.book-cover-designer.v2.user-1", '{"version":9}');
    expect(loadStoredDesign("user-1", measure)).toBeNull();
    window.localStorage.setItem("inkforge.book-cover-designer.v2.user-1", "{");
    expect(loadStoredDesign("user-1", measure)).toBeNull();
  });
});
