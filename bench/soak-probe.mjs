// Preloaded into the API by bench/soak.mjs (`node --import`): every 5 s it writes the process's
// event loop delay percentiles and RSS to SOAK_PROBE_FILE, so the soak reads them without the API
// exposing anything of its own.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const samples = [];
  const timer = setInterval(() => {
    samples.push({
      at: Date.now(),
      rss: process.memoryUsage().rss,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    });
    delay.reset();
    writeFileSync(file, JSON.stringify(samples));
  }, 5_000);
  timer.unref();
}
