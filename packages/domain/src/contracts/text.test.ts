import { describe, expect, it } from "vitest";
import { editAccountDataSchema } from "./account";
import { newsletterSubscribeRequestSchema } from "./newsletter";
import {
  displayNameSchema,
  findDisplayNameProblem,
  findTextProblem,
  hasNulCharacter,
  ILL_FORMED_TEXT_MESSAGE,
  isUuid,
  isWellFormedText,
  NUL_CHARACTER_MESSAGE,
  safeHttpUrlSchema,
  textSchema,
  uuidSchema,
} from "./text";

describe("textSchema", () => {
  it.each([
    ["plain text", "footer", true],
    ["text with a NUL", "foot\u0000er", false],
    ["a lone NUL", "\u0000", false],
    ["other control characters (kept: PostgreSQL stores them)", "a\tb\nc", true],
  ])("%s", (_label, value, ok) => {
    expect(textSchema().safeParse(value).success).toBe(ok);
    expect(hasNulCharacter(value)).toBe(!ok);
  });

  it.each([
    ["plain text", "abcd", undefined],
    ["a surrogate pair (emoji)", "ab\u{1F409}cd", undefined],
    ["a lone high surrogate", "ab\ud800cd", ILL_FORMED_TEXT_MESSAGE],
    ["a lone low surrogate", "ab\udc00cd", ILL_FORMED_TEXT_MESSAGE],
    ["a high surrogate at the end", "ab\ud83d", ILL_FORMED_TEXT_MESSAGE],
    ["two high surrogates", "\ud83d\ud83d", ILL_FORMED_TEXT_MESSAGE],
    ["a pair in the wrong order", "\udc09\ud83d", ILL_FORMED_TEXT_MESSAGE],
    ["a NUL", "a\u0000b", NUL_CHARACTER_MESSAGE],
  ])("%s → %s", (_label, value, problem) => {
    expect(findTextProblem(value)).toBe(problem);
    expect(isWellFormedText(value)).toBe(problem !== ILL_FORMED_TEXT_MESSAGE);
    const result = textSchema().safeParse(value);
    expect(result.success).toBe(problem === undefined);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(problem);
    if (problem !== NUL_CHARACTER_MESSAGE) {
      expect(displayNameSchema({ max: 80 }).safeParse(value).success).toBe(problem === undefined);
    }
  });

  it("keeps the checks chained after it", () => {
    const schema = textSchema().trim().min(1).max(5);
    expect(schema.parse("  abc  ")).toBe("abc");
    expect(schema.safeParse("abcdef").success).toBe(false);
    expect(
      newsletterSubscribeRequestSchema.safeParse({ email: "a@b.co", source: "x\u0000" }).success,
    ).toBe(false);
  });
});

describe("display names", () => {
  it.each([
    ["Ann", undefined],
    ["Zoë 李 محمد", undefined],
    ["O'Brien-Smith", undefined],
    ["\u202Enimda", "must not contain bidirectional control characters"],
    ["a\u202Ab", "must not contain bidirectional control characters"],
    ["a\u2066b\u2069", "must not contain bidirectional control characters"],
    ["a\u200Fb", "must not contain bidirectional control characters"],
    ["ad\u200Bmin", "must not contain zero-width or invisible characters"],
    ["ad\u200Cmin", "must not contain zero-width or invisible characters"],
    ["ad\u200Dmin", "must not contain zero-width or invisible characters"],
    ["ad\u2060min", "must not contain zero-width or invisible characters"],
    ["ad\uFEFFmin", "must not contain zero-width or invisible characters"],
    ["ad\u00ADmin", "must not contain zero-width or invisible characters"],
    ["Ann\u0000", "must not contain control characters"],
    ["Ann\nBob", "must not contain control characters"],
  ])("%j → %s", (name, problem) => {
    expect(findDisplayNameProblem(name)).toBe(problem);
    const result = displayNameSchema({ max: 80 }).safeParse(name);
    expect(result.success).toBe(problem === undefined);
    if (!result.success) expect(result.error.issues[0]?.message).toBe(problem);
  });

  it("trims, then holds the length bounds", () => {
    const schema = displayNameSchema({ max: 5 });
    expect(schema.parse("  Ann  ")).toBe("Ann");
    expect(schema.safeParse("   ").success).toBe(false);
    expect(schema.safeParse("Annabel").success).toBe(false);
  });
});

describe("safe http(s) URLs", () => {
  it.each([
    ["https://img.example/me.png", true],
    ["http://127.0.0.1:3000/a.png?s=80&x=%22", true],
    ['https://img.example/a.png" onerror="alert(1)', false],
    ["https://img.example/a.png'", false],
    ["https://img.example/a`b.png", false],
    ["https://img.example/<svg>", false],
    ["https://img.example/a\\b", false],
    ["https://img.example/a b.png", false],
    ["https://img.example/a\u0000.png", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["ftp://img.example/a.png", false],
    ["not a url", false],
    ["", false],
  ])("%j → %s", (value, ok) => {
    expect(safeHttpUrlSchema({ max: 2048 }).safeParse(value).success).toBe(ok);
  });

  it("takes the empty string only when asked, and holds the maximum", () => {
    expect(safeHttpUrlSchema({ max: 2048, allowEmpty: true }).safeParse("").success).toBe(true);
    expect(
      safeHttpUrlSchema({ max: 30 }).safeParse(`https://img.example/${"a".repeat(20)}`),
    ).toMatchObject({
      success: false,
    });
  });

  it("is what the account edit contract uses for the image, with a message naming the problem", () => {
    const result = editAccountDataSchema.safeParse({ image: 'https://x.example/a".png' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["image"],
      message: "must not contain quotes, angle brackets, backslashes or spaces",
    });
  });
});

describe("UUIDs", () => {
  it.each([
    ["6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab", true],
    ["6F1C2D3E-4B5A-4C6D-8E7F-0123456789AB", true],
    ["00000000-0000-0000-0000-000000000000", true],
    ["------------------------------------", false],
    ["0123456789abcdef0123456789abcdef0123", false],
    ["6f1c2d3e-4b5a-4c6d-8e7f-0123456789ag", false],
    ["6f1c2d3e4b5a4c6d8e7f0123456789ab", false],
    ["", false],
  ])("%j → %s", (value, ok) => {
    expect(isUuid(value)).toBe(ok);
    expect(uuidSchema.safeParse(value).success).toBe(ok);
  });
});
