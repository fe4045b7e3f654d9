import {
  createDefaultDesign,
  type Design,
  STORED_IMAGE_MAX_CHARS,
} from "@inkforge/domain/tools/book-cover-designer/design";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStoredDesign, storeDesign } from "./design-storage";

const withImage = (chars: number): Design => ({
  ...createDefaultDesign(),
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
  it("keeps one design per account", () => {
    const mine = { ...createDefaultDesign(), preset: "centred" as const };
    expect(storeDesign("user-1", mine)).toBe("saved");
    expect(loadStoredDesign("user-1")).toEqual(mine);
    expect(loadStoredDesign("user-2")).toBeNull();
  });

  it.each<[number, "saved" | "saved-without-image"]>([
    [1000, "saved"],
    [STORED_IMAGE_MAX_CHARS, "saved-without-image"],
  ])("an image data URL of about %s characters → %s", (chars, result) => {
    const design = withImage(chars);
    expect(storeDesign("user-1", design)).toBe(result);
    const loaded = loadStoredDesign("user-1");
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
    expect(storeDesign("user-1", createDefaultDesign())).toBe("failed");
  });

  it("ignores a stored value that is not a valid design", () => {
    window.localStorage.setItem("inkforge.book-cover-designer.v1.user-1", '{"version":9}');
    expect(loadStoredDesign("user-1")).toBeNull();
    window.localStorage.setItem("inkforge.book-cover-designer.v1.user-1", "{");
    expect(loadStoredDesign("user-1")).toBeNull();
  });
});
