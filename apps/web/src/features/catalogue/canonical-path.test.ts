// @vitest-environment node
import { describe, expect, it } from "vitest";
import { findCanonicalRedirect } from "./canonical-path";

describe("findCanonicalRedirect", () => {
  it.each([
    ["/tools/kdp-royalty-calculator", "/tools/KDP-Royalty-Calculator"],
    ["/TOOLS/KDP-ROYALTY-CALCULATOR", "/tools/KDP-Royalty-Calculator"],
    ["/A%2B-content-template-generator", "/A+-content-template-generator"],
    ["/a%2b-Content-Template-Generator", "/A+-content-template-generator"],
    ["/General-KDP", "/general-kdp"],
    ["/tools/pen-name-generator/", "/tools/Pen-Name-Generator"],
  ])("%s → %s", (requested, canonical) => {
    expect(findCanonicalRedirect(requested)).toBe(canonical);
  });

  it.each([
    "/tools/KDP-Royalty-Calculator",
    "/A+-content-template-generator",
    "/general-kdp",
    "/pricing",
    "/tools/not-a-tool",
    "/%E0%A4%A",
  ])("%s stays where it is", (path) => {
    expect(findCanonicalRedirect(path)).toBeNull();
  });
});
