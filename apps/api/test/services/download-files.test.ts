import { inflateSync } from "node:zlib";
import { type DownloadableProduct, productsByType } from "@inkforge/domain/shop/catalogue";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { downloadBuilders, downloadFileContent } from "../../src/services/shop/download-files";

const downloadables = productsByType("downloadable") as DownloadableProduct[];

/** The text a PDF draws (its content streams' hex strings, WinAnsi), for "does it say X". */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  let text = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      body = match[1] ?? "";
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      text += `${Buffer.from(hex[1] ?? "", "hex").toString("latin1")}\n`;
    }
  }
  return text.replace(/\x96/g, "–");
}

describe("downloadable products' files", () => {
  it("builds a file for every downloadable product in the catalogue", () => {
    expect(downloadables.length).toBeGreaterThan(0);
    for (const product of downloadables)
      expect(downloadBuilders[product._id]).toBeTypeOf("function");
  });

  it.each(downloadables.map((product) => [product._id, product] as const))(
    "%s: the catalogue states the file's exact size, and every build gives the same bytes",
    async (_id, product) => {
      const bytes = await downloadFileContent(product);
      const again = await downloadBuilders[product._id]!();
      expect(again.equals(bytes)).toBe(true);
      expect(product.file.sizeBytes).toBe(bytes.length);
    },
  );

  it.each([
    [
      "keyword-research-workbook",
      8,
      ["Sheet 1 - Seed ideas", "Sheet 6 - Seven backend keywords", "Best-seller rank"],
    ],
    ["kdp-launch-checklist", 2, ["Interior file", "Cover file", "Launch week", "4,000 characters"]],
    [
      "cover-size-cheat-sheet",
      2,
      ["0.002252", "24–828", "0.375 in (9.6 mm)", "$0.012 / $0.017", "$5.65 + $0.012/page", "9.99"],
    ],
  ] as const)(
    "%s is a PDF of at least %i pages with its worksheets and facts",
    async (id, pages, phrases) => {
      const product = downloadables.find((candidate) => candidate._id === id)!;
      const bytes = await downloadFileContent(product);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(pages);
      expect(doc.getTitle()).toMatch(/\w/);
      const text = pdfText(bytes);
      for (const phrase of phrases) expect(text).toContain(phrase);
    },
  );

  it("the ads keyword list is a CSV with a header and a row per phrase and match type", async () => {
    const product = downloadables.find(
      (candidate) => candidate._id === "ads-keyword-starter-list",
    )!;
    const lines = (await downloadFileContent(product)).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]).toBe("genre,keyword,match_type,characters");
    expect(lines.length).toBeGreaterThan(100);
    for (const line of lines.slice(1)) {
      const [genre, keyword, matchType, characters] = line.split(",");
      expect(genre).not.toBe("");
      expect(["phrase", "exact"]).toContain(matchType);
      expect(Number(characters)).toBe(keyword?.length);
    }
  });
});
