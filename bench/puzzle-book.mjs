// A whole puzzle book as the books.build job makes it (issue 27, decisions 0097 and 0098): a
// 120-page 8.5×11 interior of 100 puzzles (50 sudoku, 50 word searches, one a page) with its
// answer key, planned, laid out, validated and rendered to PDF with the embedded fonts, exactly as
// the tool pool's puzzle-book-pdf task runs it, in this process so its peak RSS is the task's.
// Prints the build time of each run, the peak RSS and the PDF's size; checks two runs give the
// same bytes. Loads the TypeScript through tsx, so it needs no build. `node bench/puzzle-book.mjs`;
// `BENCH_RUNS` (3) sets the timed runs. Goal: < 10 s and < 300 MB.
import path from "node:path";
import { register } from "tsx/esm/api";
import { median, printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { puzzleBookTask } = await api("services/books/puzzle-book-task.ts");
const { puzzleBookRequestSchema } = await domain("books/puzzle-book.ts");

const runs = Number(process.env.BENCH_RUNS ?? 3);
const request = puzzleBookRequestSchema.parse({
  title: "Big Book of Puzzles",
  subtitle: "100 sudoku and word searches with answers",
  author: "Ada Inkwell",
  trim: "8.5x11",
  sections: [
    {
      type: "sudoku",
      difficulty: "medium",
      count: 50,
      options: { size: 9 },
      puzzlesPerPage: 1,
      answersPerPage: 6,
    },
    {
      type: "word-search",
      difficulty: "medium",
      count: 50,
      options: { size: 15 },
      puzzlesPerPage: 1,
      answersPerPage: 6,
    },
  ],
});

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

await puzzleBookTask.prepare();
const times = [];
const outputs = [];
for (let index = 0; index < runs; index += 1) {
  const started = performance.now();
  const output = await puzzleBookTask.run(
    { request, seed: "bench-book", year: 2026 },
    { progress: () => undefined },
  );
  times.push(performance.now() - started);
  if (!output.ok) throw new Error(`The book was refused: ${output.code} ${output.message}`);
  outputs.push(output);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
clearInterval(sampler);
// The kernel's own high-water mark also counts what the 10 ms sampler missed.
peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

const [first, second] = outputs;
const identical = second ? Buffer.from(first.pdf).equals(Buffer.from(second.pdf)) : "n/a";
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
printTable([
  {
    case: "120-page 8.5×11 puzzle book (100 puzzles + answer key)",
    pages: first.pageCount,
    "median build": `${(median(times) / 1000).toFixed(2)} s`,
    runs: times.map((ms) => (ms / 1000).toFixed(2)).join(" / "),
    "peak RSS": mb(peakRss),
    "PDF size": mb(first.pdf.byteLength),
    "same bytes": identical,
    goal: "< 10 s, < 300 MB",
  },
]);
