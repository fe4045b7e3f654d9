import { describe, expect, it } from "vitest";
import { toSafeRelativePath } from "./safe-redirect";

describe("toSafeRelativePath", () => {
  it.each([
    ["/tools", "/tools"],
    ["/pricing?tab=lifetime", "/pricing?tab=lifetime"],
    ["/A+-content-template-generator", "/A+-content-template-generator"],
    ["/me#downloads", "/me#downloads"],
  ])("keeps the same-origin path %s", (input, expected) => {
    expect(toSafeRelativePath(input)).toBe(expected);
  });

  it.each([
    ["//evil.test/x"],
    ["/\\evil.test"],
    ["https://evil.test/"],
    ["javascript:alert(1)"],
    ["tools"],
    [""],
    ["/\tevil"],
    [undefined],
    [42],
    ["/".padEnd(3000, "a")],
  ])("refuses %j and returns the fallback", (input) => {
    expect(toSafeRelativePath(input)).toBe("/");
    expect(toSafeRelativePath(input, "/me")).toBe("/me");
  });
});
