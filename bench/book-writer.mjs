// The book writer's formatting (issue 34, decisions 0120 and 0121): a 60,000-word, 30-chapter
// novel (a dedication, two parts, two footnotes a chapter, about the author; bench/fixture-novel.mjs)
// formatted as the books.build job's
// manuscript-book task does it, in this process: typeset at 6×9 in the classic theme, validated,
// drawn with the embedded fonts and read back by the preflight; then the same manuscript as an
// EPUB. Prints each run's time, the page count, whether two runs agree, the preflight and the
// peak RSS. Loads the TypeScript through tsx, so it needs no build. `node bench/book-writer.mjs`;
// `BENCH_RUNS` (3) sets the timed runs. Goals: PDF < 60 s, EPUB < 10 s.
import path from "node:path";
import { register } from "tsx/esm/api";
import { meta, sections, words } from "./fixture-novel.mjs";
import { median, printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));

const { manuscriptBookTask } = await api("services/manuscripts/manuscript-book-task.ts");

const runs = Number(process.env.BENCH_RUNS ?? 3);
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
await manuscriptBookTask.prepare();

async function time(input) {
  const times = [];
  const outputs = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    const output = await manuscriptBookTask.run(input, { progress: () => undefined });
    times.push(performance.now() - started);
    if (!output.ok) throw new Error(`Refused: ${output.code} ${output.message}`);
    outputs.push(output);
  }
  return { times, outputs };
}

const pdf = await time({
  format: "pdf",
  manuscript: { ...meta, printContents: true, sections },
  options: { trim: "6x9", paper: "cream", binding: "paperback", theme: "classic", year: 2026 },
});
const epub = await time({
  format: "epub",
  manuscript: { ...meta, id: "00000000-0000-4000-8000-000000000034", sections },
  options: { theme: "classic", year: 2026, modified: "2026-11-28T00:00:00Z" },
});
clearInterval(sampler);
peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const same = (outputs) =>
  outputs.every((output) => Buffer.from(output.bytes).equals(Buffer.from(outputs[0].bytes)));
printTable([
  {
    case: `${words.toLocaleString("en")}-word, 30-chapter novel → 6×9 PDF (classic)`,
    pages: pdf.outputs[0].pageCount,
    median: `${(median(pdf.times) / 1000).toFixed(2)} s`,
    runs: pdf.times.map((ms) => (ms / 1000).toFixed(2)).join(" / "),
    "same bytes": same(pdf.outputs),
    preflight: pdf.outputs[0].preflight.ok
      ? "ok"
      : JSON.stringify(pdf.outputs[0].preflight.findings),
    size: mb(pdf.outputs[0].bytes.byteLength),
    "peak RSS": mb(peakRss),
    goal: "< 60 s",
  },
  {
    case: "the same manuscript → EPUB 3",
    pages: "",
    median: `${(median(epub.times) / 1000).toFixed(2)} s`,
    runs: epub.times.map((ms) => (ms / 1000).toFixed(2)).join(" / "),
    "same bytes": same(epub.outputs),
    preflight: "",
    size: mb(epub.outputs[0].bytes.byteLength),
    "peak RSS": "",
    goal: "< 10 s",
  },
]);
