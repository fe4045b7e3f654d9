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
