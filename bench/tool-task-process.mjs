// Runs one tool-pool task from the built API (apps/api/dist/tool-worker.js) in this fresh Node
// process, the way a tool worker thread runs it, and prints the timings and this process's peak
// RSS as JSON. A bench that measures memory needs this: loaded through tsx, pdf.js alone grows a
// process by about 400 MB, which production (the esbuild bundle) never pays.
// `node bench/tool-task-process.mjs <file>`: the file is `v8.serialize({ name, inputs })`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { deserialize } from "node:v8";
import { MessageChannel } from "node:worker_threads";

const { name, inputs } = deserialize(readFileSync(process.argv[2]));
const workerFile = path.resolve(import.meta.dirname, "../apps/api/dist/tool-worker.js");
const handler = (await import(workerFile)).default;

const runs = [];
for (const input of inputs) {
  const started = new MessageChannel();
  const began = performance.now();
  const output = await handler({ name, input, started: started.port1 });
  const ms = performance.now() - began;
  started.port2.close();
  runs.push({
    ms,
    ok: output.ok,
    code: output.code,
    message: output.message,
    pageCount: output.pageCount,
    // book-pdf answers `pdf`, manuscript-book `bytes`.
    pdfBytes: (output.pdf ?? output.bytes)?.byteLength,
    preflight: output.preflight
      ? { ok: output.preflight.ok, findings: output.preflight.findings.length }
      : undefined,
  });
}
// maxRSS is in kibibytes: the process's peak over its whole life, warm-up included.
process.stdout.write(JSON.stringify({ runs, peakRssBytes: process.resourceUsage().maxRSS * 1024 }));
