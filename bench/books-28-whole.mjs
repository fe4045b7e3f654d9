// Issue 28's whole builds as the `books.build` job's tasks run them (decisions 0109, 0153): plan,
// lay out, validate, render the PDF with the embedded fonts and read it back through the
// preflight. Book builds get a fresh tool worker each (decision 0153), so each run here is a fresh
// Node process on the built tool worker (bench/tool-task-process.mjs) with the worker's heap limit,
// and its peak RSS is the build's. Cases: the 8.5×11 dated daily planner for 2027 (a page a day),
// the 50-design mandala coloring book (8.5×11, complexity 4, blank backs), that book with two
// 2550×3300 own images, one traced (decision 0125), and the book writer's 60,000-word novel at 6×9
// (the largest book task, which sets the heap limit's floor). Median and worst of `BENCH_RUNS` (3),
// pages, PDF size, the largest peak RSS of the runs. Builds the API first when its sources are
// newer than its build.
// `node bench/books-28-whole.mjs`
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { serialize } from "node:v8";
import { register } from "tsx/esm/api";
import { buildApiIfStale } from "../scripts/lib/project.mjs";
import { meta, sections } from "./fixture-novel.mjs";
import { median, printTable, root } from "./lib.mjs";

buildApiIfStale();
register();
const api = (file) => import(path.join(root, "apps/api/src", file));

const { traceToLineArt } = await api("services/books/coloring-images.ts");
// The API's own sharp (the bench package does not list it).
const sharp = createRequire(path.join(root, "apps/api/package.json"))("sharp");

const runs = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;
// The case process's old-generation limit, as TOOL_WORKER_MEMORY_MB (default 512) sets a tool
// worker's: V8 grows the heap lazily up to it, so the limit shapes the peak RSS.
const heapFlags = [`--max-old-space-size=${process.env.BENCH_HEAP_MB ?? 512}`];

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
    task: "book-pdf",
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
    task: "book-pdf",
    goalMs: 20_000,
    input: (index) => ({
      book: { kind: "coloring-book", request: coloring },
      seed: `bench-${index}`,
      year: 2026,
    }),
  },
  {
    name: "same + 2 own 2550×3300 images, one traced",
    task: "book-pdf",
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
  {
    name: "60,000-word novel 6×9 (book writer)",
    task: "manuscript-book",
    goalMs: 60_000,
    input: () => ({
      format: "pdf",
      manuscript: { ...meta, printContents: true, sections },
      options: { trim: "6x9", paper: "cream", binding: "paperback", theme: "classic", year: 2026 },
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

const scratch = mkdtempSync(path.join(os.tmpdir(), "books-28-whole-"));
const rows = [];
let peakRss = 0;
let peakRss28 = 0;
try {
  for (const [caseIndex, bench] of cases.entries()) {
    const measured = [];
    for (let index = 0; index < runs; index += 1) {
      const input = await bench.input(index);
      if (input.book) input.book.request = schemas[input.book.kind].parse(input.book.request);
      const file = path.join(scratch, `case-${caseIndex}-${index}.bin`);
      writeFileSync(file, serialize({ name: bench.task, inputs: [input] }));
      const child = spawnSync(
        process.execPath,
        [...heapFlags, path.join(root, "bench/tool-task-process.mjs"), file],
        { encoding: "utf8", maxBuffer: 16 * MB, stdio: ["ignore", "pipe", "inherit"] },
      );
      if (child.status !== 0) throw new Error(`${bench.name}: the case process failed`);
      const {
        runs: [run],
        peakRssBytes,
      } = JSON.parse(child.stdout);
      if (!run.ok) throw new Error(`${bench.name}: ${run.code} ${run.message}`);
      measured.push({ ...run, peakRssBytes });
    }
    const times = measured.map((run) => run.ms);
    const caseRss = Math.max(...measured.map((run) => run.peakRssBytes));
    const last = measured.at(-1);
    peakRss = Math.max(peakRss, caseRss);
    if (bench.task === "book-pdf") peakRss28 = Math.max(peakRss28, caseRss);
    rows.push({
      book: bench.name,
      pages: last.pageCount,
      "PDF MB": (last.pdfBytes / MB).toFixed(1),
      "median ms": Math.round(median(times)),
      "worst ms": Math.round(Math.max(...times)),
      goal: `< ${bench.goalMs / 1000} s`,
      preflight: last.preflight.ok ? "clean" : `${last.preflight.findings} findings`,
      "peak RSS MB": Math.round(caseRss / MB),
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
printTable(rows);
console.info(
  `largest peak RSS of an issue 28 book ${Math.round(peakRss28 / MB)} MB (goal < 400 MB); of any ${Math.round(peakRss / MB)} MB`,
);
