// Issue 28's whole builds as the `books.build` job's `book-pdf` task runs them (decision 0109),
// in-process so the peak RSS is the task's: plan, lay out, validate, render the PDF with the
// embedded fonts and read it back through the preflight. Cases: the 8.5×11 dated daily planner for
// 2027 (a page a day) and the 50-design mandala coloring book (8.5×11, complexity 4, blank backs),
// plus that book with two 2550×3300 own images, one traced (decision 0125). Median and worst of
// `BENCH_RUNS` (3) after one warm-up, pages, PDF size, peak RSS. Needs no build (tsx).
// `node bench/books-28-whole.mjs`
import { createRequire } from "node:module";
import path from "node:path";
import { register } from "tsx/esm/api";
import { median, printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));

const { bookPdfTask } = await api("services/books/book-pdf-task.ts");
const { traceToLineArt } = await api("services/books/coloring-images.ts");
// The API's own sharp (the bench package does not list it).
const sharp = createRequire(path.join(root, "apps/api/package.json"))("sharp");

const runs = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;
let peakRss = process.memoryUsage().rss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 20);

const author = { author: "Bench Author" };
const coloring = { ...author, title: "Mandalas", styles: ["mandala"], designs: 50, complexity: 4 };
const disc = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="2550" height="3300"><circle cx="1275" cy="1650" r="900" fill="#333"/><rect x="300" y="300" width="600" height="900" fill="#777"/></svg>`,
);
const photo = new Uint8Array(
  await sharp({ create: { width: 2550, height: 3300, channels: 3, background: "#bbbbbb" } })
    .composite([{ input: disc }])
    .png()
    .toBuffer(),
);
const imageName = `${"b".repeat(24)}.png`;

const cases = [
  {
    name: "365-day dated planner 8.5×11, 2027",
    goalMs: 15_000,
    input: () => ({
      book: {
        kind: "low-content-book",
        request: { ...author, title: "Daily Planner 2027", template: "daily-planner", year: 2027 },
      },
      seed: "bench",
      year: 2026,
    }),
  },
  {
    name: "50-design mandala coloring book 8.5×11",
    goalMs: 20_000,
    input: (index) => ({
      book: { kind: "coloring-book", request: coloring },
      seed: `bench-${index}`,
      year: 2026,
    }),
  },
  {
    name: "same + 2 own 2550×3300 images, one traced",
    goalMs: 20_000,
    input: async (index) => ({
      book: {
        kind: "coloring-book",
        request: {
          ...coloring,
          images: [
            { name: imageName, trace: false },
            { name: imageName, trace: true },
          ],
        },
      },
      seed: `bench-${index}`,
      year: 2026,
      images: { [imageName]: photo, [`${imageName}#line-art`]: await traceToLineArt(photo) },
    }),
  },
];

// The stored request is the route's parse of the body, defaults applied.
const { coloringBookRequestSchema } = await import(
  path.join(root, "packages/domain/src/books/coloring/coloring-book.ts")
);
const { lowContentRequestSchema } = await import(
  path.join(root, "packages/domain/src/books/low-content/low-content-book.ts")
);
const schemas = {
  "coloring-book": coloringBookRequestSchema,
  "low-content-book": lowContentRequestSchema,
};

await bookPdfTask.prepare();
const rows = [];
for (const bench of cases) {
  const times = [];
  let last;
  for (let index = 0; index <= runs; index += 1) {
    const input = await bench.input(index);
    input.book.request = schemas[input.book.kind].parse(input.book.request);
    const started = performance.now();
    last = await bookPdfTask.run(input, { progress: () => undefined });
    const ms = performance.now() - started;
    sample();
    if (!last.ok) throw new Error(`${bench.name}: ${last.code} ${last.message}`);
    if (index > 0) times.push(ms);
  }
  rows.push({
    book: bench.name,
    pages: last.pageCount,
    "PDF MB": (last.pdf.byteLength / MB).toFixed(1),
    "median ms": Math.round(median(times)),
    "worst ms": Math.round(Math.max(...times)),
    goal: `< ${bench.goalMs / 1000} s`,
    preflight: last.preflight.ok ? "clean" : `${last.preflight.findings.length} findings`,
    "peak RSS MB so far": Math.round(peakRss / MB),
  });
}
clearInterval(sampler);
printTable(rows);
console.info(`peak RSS ${Math.round(peakRss / MB)} MB (goal < 400 MB)`);
