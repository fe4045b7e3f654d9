// @vitest-environment node
import { describe, expect, it } from "vitest";
import { groupFindingsByPage, thumbnailFor } from "./group-findings";

describe("groupFindingsByPage", () => {
  it("puts whole-file findings first, then pages in order", () => {
    const groups = groupFindingsByPage([
      { code: "content-in-gutter", page: 5, message: "a" },
      { code: "page-count-odd", message: "b" },
      { code: "page-size-not-kdp", page: 1, message: "c" },
      { code: "image-low-resolution", page: 5, message: "d" },
    ]);
    expect(groups.map((group) => [group.page, group.findings.map((f) => f.message)])).toEqual([
      [null, ["b"]],
      [1, ["c"]],
      [5, ["a", "d"]],
    ]);
  });

  it("gives no groups for no findings", () => {
    expect(groupFindingsByPage([])).toEqual([]);
  });
});

describe("thumbnailFor", () => {
  const thumbnails = [
    { page: 1, dataUrl: "data:image/png;base64,AAA" },
    { page: 3, dataUrl: "data:image/png;base64,BBB" },
  ];
  it.each([
    [1, "data:image/png;base64,AAA"],
    [3, "data:image/png;base64,BBB"],
    [2, undefined],
    [null, undefined],
  ])("page %s → %s", (page, dataUrl) => {
    expect(thumbnailFor(thumbnails, page)?.dataUrl).toBe(dataUrl);
  });
});
