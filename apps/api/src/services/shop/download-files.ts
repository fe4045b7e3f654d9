import type { DownloadableProduct } from "@inkforge/domain/shop/catalogue";

/*
 * The bytes of each downloadable product, generated in code from its file descriptor (a real PDF
 * or CSV), built once per process and streamed with a Content-Length (decision 0018).
 */

type Page = string[];

const contentByProduct: Record<string, { pages: Page[] } | { csv: string[][] }> = {
  "kdp-launch-checklist": {
    pages: [
      [
        "Final files",
        "[ ] Interior PDF at your trim size, fonts embedded, 300 dpi images",
        "[ ] Cover PDF from the cover template: bleed 0.125 in on every side",
        "[ ] Spine text only above 79 pages; check the spine width for your paper",
        "[ ] Proof copy ordered and read cover to cover",
        "",
        "Listing",
        "[ ] Title and subtitle as on the cover (no extra keywords)",
        "[ ] Description formatted, under 4,000 characters",
        "[ ] Seven backend keywords filled without repeats",
        "[ ] Two categories chosen; price checked against the royalty",
        "[ ] AI-generated content question answered honestly",
      ],
      [
        "Launch week",
        "[ ] Author Central page updated with the new book",
        "[ ] ARC readers sent their copies two weeks before launch",
        "[ ] Launch price set; Kindle Unlimited enrolment decided",
        "[ ] Email list and social posts scheduled",
        "[ ] Amazon Ads: one automatic and one manual campaign",
        "",
        "After launch",
        "[ ] Best-seller rank tracked daily for two weeks",
        "[ ] Search-term report reviewed after seven days",
        "[ ] Keywords and categories adjusted from real data",
      ],
    ],
  },
  "cover-size-cheat-sheet": {
    pages: [
      [
        "Paperback cover size = bleed + back + spine + front + bleed",
        "Bleed: 0.125 in (3.2 mm) on each outer edge",
        "",
        "Spine width per page",
        "  White paper, black ink:   0.002252 in",
        "  Cream paper, black ink:   0.0025 in",
        "  White paper, colour ink:  0.002347 in",
        "",
        "Common trim sizes (inches)",
        "  5 x 8     5.5 x 8.5     6 x 9     8.5 x 11",
        "",
        "Example: 6 x 9, 200 pages, white paper",
        "  spine 0.450 in; width 0.125 + 6 + 0.450 + 6 + 0.125 = 12.700 in",
        "  height 0.125 + 9 + 0.125 = 9.250 in",
      ],
    ],
  },
  "keyword-research-workbook": {
    pages: [
      [
        "Step 1 - Seed ideas",
        "Write ten topics you could publish in. For each, note who the reader is.",
        "1. ______________________   reader: ______________________",
        "2. ______________________   reader: ______________________",
        "3. ______________________   reader: ______________________",
      ],
      [
        "Step 2 - Search suggestions",
        "Type each seed into Amazon's search box and copy the suggestions.",
        "Mark phrases that name a reader, a problem or an occasion.",
      ],
      [
        "Step 3 - Competition",
        "For the top ten results note: best-seller rank, reviews, price, publication date.",
        "A niche is promising when several books rank under 100,000 with few reviews.",
      ],
      [
        "Step 4 - Your seven backend keywords",
        "Slot 1: ______________________   Slot 5: ______________________",
        "Slot 2: ______________________   Slot 6: ______________________",
        "Slot 3: ______________________   Slot 7: ______________________",
        "Slot 4: ______________________",
        "No repeats of title words, no brand names, no claims like 'best seller'.",
      ],
    ],
  },
  "ads-keyword-starter-list": {
    csv: [
      ["genre", "keyword", "match_type", "suggested_bid_usd"],
      ["puzzle", "large print word search for adults", "phrase", "0.45"],
      ["puzzle", "sudoku puzzle book", "broad", "0.40"],
      ["puzzle", "crossword puzzles for seniors", "exact", "0.55"],
      ["coloring", "adult coloring book stress relief", "phrase", "0.50"],
      ["coloring", "mandala coloring book", "broad", "0.35"],
      ["journal", "gratitude journal for women", "exact", "0.60"],
      ["journal", "5 minute journal", "phrase", "0.45"],
      ["children", "activity book for kids ages 4-8", "phrase", "0.42"],
      ["children", "dot to dot for kids", "broad", "0.30"],
      ["romance", "small town romance", "broad", "0.65"],
      ["romance", "enemies to lovers romance", "exact", "0.70"],
      ["nonfiction", "self publishing on amazon", "phrase", "0.55"],
    ],
  },
};

function pdfText(value: string): string {
  // PDF literal strings: escape the delimiters; keep to printable ASCII for the built-in font.
  return value
    .replace(/[^\x20-\x7e]/g, "-")
    .replace(/\\/g, "\\\\")
    .replace(/\(/g, "\\(")
    .replace(/\)/g, "\\)");
}

/** A small, valid PDF 1.4: US Letter pages of Helvetica text, with a correct xref table. */
export function buildPdf(title: string, pages: Page[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageCount = pages.length;
  // 1 catalog, 2 pages, 3 font, 4 bold font, then per page: page object and content stream.
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = pages.map((_, index) => `${5 + index * 2} 0 R`).join(" ");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>");
  pages.forEach((lines, index) => {
    const commands = [
      "BT",
      "/F2 18 Tf",
      "72 720 Td",
      `(${pdfText(title)}) Tj`,
      "/F1 11 Tf",
      "0 -30 Td",
      "15 TL",
      ...lines.map((line) => `(${pdfText(line)}) '`),
      "ET",
      "BT /F1 9 Tf 72 40 Td",
      `(Inkforge - page ${index + 1} of ${pageCount}) Tj ET`,
    ].join("\n");
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + index * 2} 0 R >>`,
    );
    add(`<< /Length ${Buffer.byteLength(commands, "latin1")} >>\nstream\n${commands}\nendstream`);
  });

  let output = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, "latin1"));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(output, "latin1");
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, "0")} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${pdfText(title)}) /Producer (Inkforge) >> >>\n`;
  output += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(output, "latin1");
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function buildCsv(rows: string[][]): Buffer {
  return Buffer.from(`${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`, "utf8");
}

const cache = new Map<string, Buffer>();

/** The file of a downloadable product. */
export function downloadFileContent(product: DownloadableProduct): Buffer {
  const cached = cache.get(product._id);
  if (cached) return cached;
  const content = contentByProduct[product._id];
  let bytes: Buffer;
  if (product.file.contentType === "text/csv") {
    bytes = buildCsv(content && "csv" in content ? content.csv : [["title"], [product.title]]);
  } else {
    const pages = content && "pages" in content ? content.pages : [[product.description]];
    bytes = buildPdf(product.offerTitle, pages);
  }
  cache.set(product._id, bytes);
  return bytes;
}
