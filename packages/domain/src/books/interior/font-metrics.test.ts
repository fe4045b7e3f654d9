import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { FONT_ROLES, fitTextSize, measureText, wrapText } from "./font-metrics";

describe("font metrics (standard 14 AFM widths)", () => {
  it.each([
    ["Hello", "regular", 10, 22.78],
    ["Hello", "bold", 10, 24.45],
    ["SUDOKU", "mono", 12, 43.2],
    ["", "regular", 10, 0],
  ] as const)("%s in %s at %i pt is %f pt wide", (text, font, size, width) => {
    expect(measureText(text, font, size)).toBeCloseTo(width, 2);
  });

  it("agrees with pdf-lib's own standard fonts on every printable ASCII character", async () => {
    const pdf = await PDFDocument.create();
    const fonts = {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
      mono: await pdf.embedFont(StandardFonts.CourierBold),
    };
    const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
    // The book faces are checked against their TTFs in render-interior-pdf.test.ts.
    for (const role of FONT_ROLES.filter((r): r is keyof typeof fonts => r in fonts)) {
      for (const char of ascii) {
        expect(measureText(char, role, 10)).toBeCloseTo(fonts[role].widthOfTextAtSize(char, 10), 6);
      }
    }
  });

  it("measures a character outside ASCII at the font's average width", () => {
    expect(measureText("é", "regular", 10)).toBeCloseTo(5.56, 2);
  });

  it("wraps to a width and cuts a word longer than the line", () => {
    const lines = wrapText("one two three four five six", "regular", 10, 50);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measureText(line, "regular", 10)).toBeLessThanOrEqual(50);
    const cut = wrapText("Supercalifragilisticexpialidocious", "regular", 10, 40);
    expect(cut.join("")).toBe("Supercalifragilisticexpialidocious");
    for (const line of cut) expect(measureText(line, "regular", 10)).toBeLessThanOrEqual(40);
  });

  it("fits a line by shrinking, never below the floor", () => {
    expect(fitTextSize("Short", "bold", 20, 500)).toBe(20);
    const head = "A much longer running head than fits";
    const size = fitTextSize(head, "regular", 12, 150, 7);
    expect(size).toBeLessThan(12);
    expect(measureText(head, "regular", size)).toBeLessThanOrEqual(150);
    expect(fitTextSize("x".repeat(500), "regular", 12, 100, 7)).toBe(7);
  });
});
