import { describe, expect, it } from "vitest";
import { groupFindingsByPage } from "./group-findings";

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
