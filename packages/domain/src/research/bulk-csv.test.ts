import { describe, expect, it } from "vitest";
import { parseCsv, serializeCsv } from "./bulk-csv";

describe("parseCsv", () => {
  it.each([
    [
      "a,b\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "a,b\r\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ['"x, y","say ""hi"""\n', [["x, y", 'say "hi"']]],
    ['"two\nlines",z', [["two\nlines", "z"]]],
    ["\uFEFFtitle\nBook", [["title"], ["Book"]]],
    ["a,,c\n", [["a", "", "c"]]],
    ["a,\n", [["a", ""]]],
    ["", []],
  ])("parses %j", (text, rows) => {
    expect(parseCsv(text)).toEqual({ ok: true, rows });
  });

  it("reports an unclosed quote with its line", () => {
    expect(parseCsv('a\n"open,\nmore')).toEqual({
      ok: false,
      line: 3,
      error: "A quoted field is never closed.",
    });
  });

  it("refuses a quote in the middle of a field", () => {
    expect(parseCsv('ab"c"')).toMatchObject({ ok: false, line: 1 });
  });
});

describe("serializeCsv", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(serializeCsv([["a,b", 'q"q', "l\nl", "=SUM(A1)", "plain"]])).toBe(
      '"a,b","q""q","l\nl",\'=SUM(A1),plain\r\n',
    );
  });

  it("round-trips through parseCsv", () => {
    const rows = [
      ["title", "keyword box 1"],
      ["Dragons, Vol. 2", 'the "best" dragon\nbook'],
    ];
    expect(parseCsv(serializeCsv(rows))).toEqual({ ok: true, rows });
  });
});
