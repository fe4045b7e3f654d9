import { describe, expect, it } from "vitest";
import { BACKEND_KEYWORD_BOX_CHARS, BACKEND_KEYWORD_BOX_COUNT } from "./backend-keywords";
import {
  BULK_MAX_BOOKS,
  BULK_OUTPUT_HEADER,
  packBulkBooks,
  parseBulkBooksCsv,
} from "./bulk-backend-keywords";
import { parseCsv } from "./bulk-csv";

describe("parseBulkBooksCsv", () => {
  it("finds columns by header in any order and case and splits lists on semicolons", () => {
    const result = parseBulkBooksCsv(
      "Seed_Phrases,TITLE,Authors,notes\n" +
        '"dragon books for kids; bedtime stories",Dragon Dreams,Ann Lee; Bo Kim,ignored\n',
    );
    expect(result).toEqual({
      ok: true,
      books: [
        {
          row: 2,
          input: {
            title: "Dragon Dreams",
            subtitle: "",
            authors: ["Ann Lee", "Bo Kim"],
            seedPhrases: ["dragon books for kids", "bedtime stories"],
          },
        },
      ],
    });
  });

  it.each([
    ["", "file", 1],
    ["subtitle\nx\n", "title", 1],
    ["title\n", "file", 2],
    ["title,subtitle\nBook,\n,Only a subtitle\n", "title", 3],
  ])("names the field for %j", (text, field, row) => {
    const result = parseBulkBooksCsv(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ field, row });
  });

  it(`accepts ${BULK_MAX_BOOKS} books and refuses one more`, () => {
    const file = (count: number) =>
      `title\n${Array.from({ length: count }, (_, i) => `Book ${i}`).join("\n")}`;
    expect(parseBulkBooksCsv(file(BULK_MAX_BOOKS)).ok).toBe(true);
    expect(parseBulkBooksCsv(file(BULK_MAX_BOOKS + 1))).toMatchObject({
      ok: false,
      errors: [{ field: "file" }],
    });
  });
});

describe("packBulkBooks", () => {
  it("writes one row of 7 boxes per book and reports progress after each", () => {
    const parsed = parseBulkBooksCsv(
      "title,seed phrases\nDragon Dreams,dragon bedtime story; baby dragon picture book\nSea Tales,ocean animals for toddlers\n",
    );
    if (!parsed.ok) throw new Error("fixture should parse");
    const progress: [number, number][] = [];
    const csv = packBulkBooks(parsed.books, (done, total) => progress.push([done, total]));
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const out = parseCsv(csv);
    if (!out.ok) throw new Error("output should parse");
    expect(out.rows[0]).toEqual(BULK_OUTPUT_HEADER);
    expect(out.rows).toHaveLength(3);
    for (const row of out.rows.slice(1)) {
      expect(row).toHaveLength(BACKEND_KEYWORD_BOX_COUNT + 2);
      for (const box of row.slice(1, 1 + BACKEND_KEYWORD_BOX_COUNT)) {
        expect(box.length).toBeLessThanOrEqual(BACKEND_KEYWORD_BOX_CHARS);
      }
    }
    expect(out.rows[1]?.[0]).toBe("Dragon Dreams");
    expect(out.rows[1]?.slice(1, 8).join(" ")).toContain("baby");
    expect(out.rows[1]?.slice(1, 8).join(" ")).not.toContain("dragon");
  });
});
