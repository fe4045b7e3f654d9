// The book writer's formatting (issue 34, decisions 0120 and 0121): a 60,000-word, 30-chapter
// novel (a dedication, two parts, two footnotes a chapter, about the author) formatted as the books.build job's
// manuscript-book task does it, in this process: typeset at 6×9 in the classic theme, validated,
// drawn with the embedded fonts and read back by the preflight; then the same manuscript as an
// EPUB. Prints each run's time, the page count, whether two runs agree, the preflight and the
// peak RSS. Loads the TypeScript through tsx, so it needs no build. `node bench/book-writer.mjs`;
// `BENCH_RUNS` (3) sets the timed runs. Goals: PDF < 60 s, EPUB < 10 s.
import path from "node:path";
import { register } from "tsx/esm/api";
import { median, printTable, root } from "./lib.mjs";

register();
const api = (file) => import(path.join(root, "apps/api/src", file));

const { manuscriptBookTask } = await api("services/manuscripts/manuscript-book-task.ts");

const runs = Number(process.env.BENCH_RUNS ?? 3);
const vocabulary =
  "the harbour lights came on one by one while an extraordinarily patient ferryman counted every passenger twice because nobody had ever told him otherwise and the gulls wheeled over grey water remembering nothing".split(
    " ",
  );
let state = 42;
const word = () => {
  state = (state * 16807) % 2147483647;
  return vocabulary[state % vocabulary.length];
};
const sentence = (length) => {
  const words = Array.from({ length }, word);
  words[0] = words[0][0].toUpperCase() + words[0].slice(1);
  return `${words.join(" ")}.`;
};
/** 2,000 words a chapter: 25 paragraphs of 80 words (four sentences of 20), a scene break. */
const chapter = () => ({
  type: "doc",
  content: Array.from({ length: 25 }, (_, index) =>
    index === 12
      ? [
          { type: "horizontalRule" },
          {
            type: "paragraph",
            content: [
              {
                type: "text",
                text: [sentence(20), sentence(20), sentence(20), sentence(20)].join(" "),
              },
            ],
          },
        ]
      : [
          {
            type: "paragraph",
            content: [
              { type: "text", text: `${sentence(20)} ${sentence(10)} ` },
              { type: "text", text: sentence(10), marks: [{ type: "italic" }] },
              { type: "text", text: ` ${sentence(20)} ${sentence(20)}` },
              // Two footnotes a chapter, set at the foot of their page (decision 0149).
              ...(index === 5 || index === 20
                ? [{ type: "footnote", attrs: { text: `${sentence(15)} ${sentence(10)}` } }]
                : []),
            ],
          },
        ],
  ).flat(),
});
const sections = [
  {
    kind: "dedication",
    title: "Dedication",
    doc: {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "For everyone who waited." }] },
      ],
    },
  },
];
for (let index = 0; index < 30; index += 1) {
  if (index === 0)
    sections.push({ kind: "part", title: "Part One", doc: { type: "doc", content: [] } });
  if (index === 15)
    sections.push({ kind: "part", title: "Part Two", doc: { type: "doc", content: [] } });
  sections.push({
    kind: "chapter",
    title: `The ${index + 1}${index === 0 ? "st" : index === 1 ? "nd" : index === 2 ? "rd" : "th"} crossing`,
    doc: chapter(),
  });
}
sections.push({
  kind: "about-author",
  title: "About the Author",
  doc: {
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: sentence(40) }] }],
  },
});
const words = sections.reduce(
  (sum, section) =>
    sum +
    // A part page has no text at all.
    (JSON.stringify(section.doc)
      .match(/"text":"([^"]*)"/g)
      ?.reduce((n, t) => n + t.slice(8, -1).split(/\s+/).filter(Boolean).length, 0) ?? 0),
  0,
);

const meta = {
  title: "The Ferryman",
  subtitle: "A novel",
  author: "Ada Green",
  copyrightHolder: "",
  isbn: "",
};
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
