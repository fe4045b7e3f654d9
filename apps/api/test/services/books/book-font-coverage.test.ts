import { BOOK_FONT_RANGES } from "@inkforge/domain/books/interior/font-coverage";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { loadInteriorFonts } from "../../../src/services/books/render-interior-pdf";

/*
 * The layout check refuses text the book fonts cannot draw from a table in the domain (which reads
 * no files). This reads the fonts the renderer embeds: if a font is added or replaced, the table
 * must change with it, or this fails.
 */
describe("the book fonts' common characters", () => {
  it("are exactly the domain's BOOK_FONT_RANGES", async () => {
    const fonts = Object.values(await loadInteriorFonts());
    const sets = fonts.map(
      (bytes) => new Set<number>(fontkit.create(Buffer.from(bytes)).characterSet),
    );
    const common = [...(sets[0] ?? [])].filter((code) => sets.every((set) => set.has(code)));
    // Control characters and U+FFFF (a non-character some fonts map) are never text to print.
    const printable = [...(common ?? [])]
      .filter((c) => c >= 0x20 && c !== 0xffff)
      .sort((a, b) => a - b);
    const ranges: [number, number][] = [];
    for (const code of printable) {
      const last = ranges.at(-1);
      if (last && last[1] === code - 1) last[1] = code;
      else ranges.push([code, code]);
    }
    expect(fonts.length).toBeGreaterThanOrEqual(9);
    expect(ranges).toEqual(BOOK_FONT_RANGES);
  });
});
