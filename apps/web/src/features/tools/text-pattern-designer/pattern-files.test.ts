// @vitest-environment node
import { describe, expect, it } from "vitest";
import { patternParam, readPatternParam } from "./pattern-files";

describe("the pattern handed to the cover designer", () => {
  it("round-trips kind, palette and scale", () => {
    const spec = { kind: "floral", palette: "garden", scale: 3 } as const;
    expect(readPatternParam(patternParam(spec))).toEqual(spec);
  });

  it.each([
    null,
    "",
    "plaid.garden.3",
    "floral.neon.3",
    "floral.garden.0",
    "floral.garden.9",
    "floral.garden.2.5",
  ])("refuses %j", (value) => {
    expect(readPatternParam(value)).toBeNull();
  });
});
