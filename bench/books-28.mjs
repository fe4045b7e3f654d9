// Book creation part 2 (issue 28, decisions 0101 and 0102): the domain's share of a build, i.e.
// planning, generating, laying out and validating a book into the LaidOutBook the API renders to
// PDF (rendering is the API's and is timed there). Cases: an 8.5×11 dated daily planner for 2027
// (a page a day), a 50-design mandala coloring book (8.5×11, blank backs), a 60-page ages 4–6
// activity book and the 6×9 120-page lined journal. Median and worst of `BENCH_RUNS` (5) after one
// warm-up, the elements laid out, the LaidOutBook's JSON size (what a worker hands back), and the
// process's peak RSS. Loads the domain's TypeScript through tsx, so it needs no build.
// `node bench/books-28.mjs`
import path from "node:path";
import { register } from "tsx/esm/api";
import { median, printTable, root } from "./lib.mjs";

register();
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { layoutLowContentBook } = await domain("books/low-content/low-content-book.ts");
const { layoutColoringBook } = await domain("books/coloring/coloring-book.ts");
const { layoutActivityBook } = await domain("books/activities/activity-book.ts");
const { validateLayout } = await domain("books/interior/validate-layout.ts");

const runs = Number(process.env.BENCH_RUNS ?? 5);
const author = { author: "Bench Author" };
const MB = 1024 * 1024;
let peakRss = process.memoryUsage().rss;

const cases = [
  {
    name: "365-day dated planner 8.5×11, 2027, US holidays",
    goalMs: 15_000,
    build: () =>
      layoutLowContentBook(
        { ...author, title: "Daily Planner 2027", template: "daily-planner", year: 2027 },
        { year: 2026 },
      ),
  },
  {
    name: "50-design mandala coloring book 8.5×11",
    goalMs: 20_000,
    build: (index) =>
      layoutColoringBook(
        { ...author, title: "Mandalas", styles: ["mandala"], designs: 50, complexity: 4 },
        { seed: `bench-${index}`, year: 2026 },
      ),
  },
  {
    name: "60-page activity book, ages 4–6",
    build: (index) =>
      layoutActivityBook(
        {
          ...author,
          title: "Activities",
          ageBand: "4-6",
          sections: [
            { type: "dot-to-dot", count: 6 },
            { type: "letter-tracing", count: 6 },
            { type: "number-tracing", count: 4 },
            { type: "maze", count: 5 },
            { type: "word-search", count: 4 },
            { type: "sudoku", count: 4 },
            { type: "counting", count: 4 },
            { type: "matching", count: 4 },
            { type: "colour-by-number", count: 3 },
          ],
        },
        { seed: `bench-${index}`, year: 2026 },
      ),
  },
  {
    name: "120-page lined journal 6×9",
    build: () =>
      layoutLowContentBook({ ...author, title: "Journal", template: "notebook" }, { year: 2026 }),
  },
];

const rows = [];
for (const entry of cases) {
  let book = entry.build(-1);
  const times = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    book = entry.build(index);
    const result = validateLayout(book);
    times.push(performance.now() - start);
    if (!result.ok) throw new Error(`${entry.name}: ${result.violations[0]?.message}`);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const elements = book.pages.reduce((sum, page) => sum + page.elements.length, 0);
  const med = median(times);
  rows.push({
    case: entry.name,
    pages: book.pages.length,
    elements: elements.toLocaleString("en-US"),
    "JSON MB": (JSON.stringify(book).length / MB).toFixed(1),
    "median ms": med.toFixed(0),
    "worst ms": Math.max(...times).toFixed(0),
    goal: entry.goalMs ? `< ${entry.goalMs / 1000} s (whole build)` : "",
    met: entry.goalMs ? (Math.max(...times) < entry.goalMs ? "yes" : "NO") : "",
  });
}
printTable(rows);
console.info(
  `Peak RSS of this process (tsx included): ${(peakRss / MB).toFixed(0)} MB (goal < 400 MB)`,
);

// The upload preflight (issue 28, decision 0111), as the tool worker runs it (in this process):
// a 300-page 6×9 interior of about 20 MB (30 lines of text and an incompressible 150×150 image per
// page, placed at 150 DPI so every page has a finding and the report draws its 20 thumbnails), then
// files that must be refused at once: the same file cut in half, 200 MB of non-PDF bytes and
// 200 MB that starts like a PDF but has no end. The route refuses a 200 MB body from its
// Content-Length before reading it (413, asserted < 1 s in apps/api/test/routes/books-preflight).
const {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} = await import("pdf-lib");
const { preflightInteriorUploadTask } = await import(
  path.join(root, "apps/api/src/services/books/preflight/preflight-pdf.ts")
);

async function interiorPdf(pageCount) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const side = 150;
  for (let number = 1; number <= pageCount; number += 1) {
    const page = doc.addPage([432, 648]);
    for (let line = 0; line < 30; line += 1) {
      page.drawText(
        `Page ${number}, line ${line + 1}: the quick brown fox jumps over the lazy dog.`,
        {
          x: 54,
          y: 590 - line * 16,
          size: 10,
          font,
        },
      );
    }
    // Raw RGB noise, stored uncompressed: the file's size is the images', as in a photo book.
    const pixels = new Uint8Array(side * side * 3);
    let state = number * 2654435761;
    for (let index = 0; index < pixels.length; index += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      pixels[index] = state >>> 24;
    }
    const image = doc.context.register(
      doc.context.stream(pixels, {
        Type: "XObject",
        Subtype: "Image",
        Width: side,
        Height: side,
        ColorSpace: "DeviceRGB",
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject("Im", image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(72, 0, 0, 72, 108, 72),
      drawObject(name),
      popGraphicsState(),
    );
  }
  return doc.save({ useObjectStreams: false });
}

const interior = await interiorPdf(300);
const preflightCases = [
  { name: "300-page 6×9 interior", bytes: () => interior, goalMs: 5_000 },
  {
    name: "the same file cut in half",
    bytes: () => interior.subarray(0, interior.length >> 1),
    goalMs: 1_000,
  },
  { name: "200 MB, not a PDF", bytes: () => new Uint8Array(200 * MB).fill(0x41), goalMs: 1_000 },
  {
    name: "200 MB starting %PDF-, no end",
    bytes: () => {
      const bytes = new Uint8Array(200 * MB).fill(0x20);
      bytes.set(Buffer.from("%PDF-1.7\n"));
      return bytes;
    },
    goalMs: 1_000,
  },
];
await preflightInteriorUploadTask.prepare();
const preflightRows = [];
for (const entry of preflightCases) {
  const bytes = entry.bytes();
  const times = [];
  let outcome;
  for (let index = 0; index < Math.min(runs, 3); index += 1) {
    const start = performance.now();
    outcome = await preflightInteriorUploadTask.run({
      bytes,
      expectations: { trim: "6x9" },
    });
    times.push(performance.now() - start);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const worst = Math.max(...times);
  preflightRows.push({
    case: entry.name,
    "file MB": (bytes.byteLength / MB).toFixed(1),
    answer:
      outcome.kind === "report"
        ? `${outcome.report.findings.length} findings, ${outcome.report.thumbnails.length} thumbnails`
        : `refused: ${outcome.reason}`,
    "median ms": median(times).toFixed(0),
    "worst ms": worst.toFixed(0),
    goal: `< ${entry.goalMs / 1000} s`,
    met: worst < entry.goalMs ? "yes" : "NO",
    // The process so far, the file itself included (200 MB for the last two).
    "RSS MB": (process.memoryUsage().rss / MB).toFixed(0),
  });
}
printTable(preflightRows);
console.info(`Peak RSS after the preflight (tsx included): ${(peakRss / MB).toFixed(0)} MB`);
