// First-load JavaScript (gzip) of marketing and tool pages against an empty Next.js page built
// in the same run. Goal: at most 35 KB above the empty page.
import { gzipSync } from "node:zlib";
import { benchPorts, buildAll, printTable, startWebAndEmpty, stopAll } from "./lib.mjs";

async function firstLoadJs(origin, pathname) {
  const html = await (await fetch(origin + pathname)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  // Inline scripts (the RSC payload) ship with the HTML; count them too, gzipped.
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("");
  return { files: new Set(scripts).size, raw, gzip, inlineGzip: gzipSync(inline).length };
}

buildAll();
await startWebAndEmpty();
const kb = (bytes) => (bytes / 1024).toFixed(1);
const empty = await firstLoadJs(`http://127.0.0.1:${benchPorts.empty}`, "/");
const rows = [
  {
    page: "empty Next.js page",
    files: empty.files,
    "JS gzip KB": kb(empty.gzip),
    "above empty KB": "0.0",
    "inline RSC gzip KB": kb(empty.inlineGzip),
    goal: "-",
  },
];
for (const pathname of ["/", "/tools", "/tools/KDP-Royalty-Calculator", "/pricing"]) {
  const weight = await firstLoadJs(`http://127.0.0.1:${benchPorts.web}`, pathname);
  const above = weight.gzip - empty.gzip;
  rows.push({
    page: pathname,
    files: weight.files,
    "JS gzip KB": kb(weight.gzip),
    "above empty KB": kb(above),
    "inline RSC gzip KB": kb(weight.inlineGzip),
    goal: above <= 35 * 1024 ? "met (≤ 35)" : "MISSED (≤ 35)",
  });
}
printTable(rows);
stopAll();
process.exit(0);
