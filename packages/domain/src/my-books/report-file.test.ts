import { describe, expect, it } from "vitest";
import { checkReportFile, REPORT_MAX_BYTES } from "./report-file";

describe("a picked report file", () => {
  it.each([
    [
      0,
      "royalties.xlsx is empty (0 bytes): download the report from KDP again and pick that file.",
    ],
    [1, null],
    [REPORT_MAX_BYTES, null],
    [REPORT_MAX_BYTES + 1, "royalties.xlsx is 20.0 MB; a report can be at most 20 MB."],
    [30 * 1024 * 1024, "royalties.xlsx is 30.0 MB; a report can be at most 20 MB."],
  ])("of %i bytes: %j", (size, said) => {
    expect(checkReportFile({ name: "royalties.xlsx", size })).toBe(said);
  });
});
