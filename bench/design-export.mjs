// Design studio exports (issue 31's goals, decisions 0114, 0115, 0140), timed in the browser where
// they run: the web app's own export code (a-plus-export.ts, pattern-files.ts, the editor's
// drawEditorLayers) bundled by esbuild and run in Debian's Chromium, headless.
//
//   node bench/design-export.mjs            (BENCH_RUNS=5 by default; CHROMIUM_PATH to override)
//
// Cases: a full A+ page of 5 modules (header, three images, four images, image & sidebar, a
// six-book comparison chart: 16 PNGs) with a member's photo-like image in every slot and three
// editor layers (a band, a headline, the member's image turned 12°) over each, PNG-encoded, checked under 2 MB and zipped with the
// manifest; a 3600 × 3600 px pattern tile (12 in at 300 DPI) of each kind, drawn from its SVG and
// PNG-encoded. Median and worst of BENCH_RUNS after one warm-up run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const GOALS = { aPlus: 3000, tile: 2000 };

const entry = `
import { newAPlusModule } from "@inkforge/domain/designs/a-plus-page";
import { addLayer, newEditorDocument, newImageLayer, newLayer, updateLayer } from "@inkforge/domain/designs/editor-document";
import { patternTileSvg, PATTERN_KINDS } from "@inkforge/domain/designs/patterns";
import { getAPlusModuleOrThrow } from "@inkforge/domain/kdp/a-plus-modules";
import { imageTargetsOf } from "@inkforge/domain/designs/a-plus-page";
import { buildAPlusZip } from "./apps/web/src/features/tools/a-plus-maker/a-plus-export";
import { canvasToBlob, svgToCanvas } from "./apps/web/src/features/tools/text-pattern-designer/pattern-files";

async function photo() {
  // A photo-like picture: gradients and soft discs, the kind of image a member uploads.
  const canvas = new OffscreenCanvas(2400, 1600);
  const c = canvas.getContext("2d");
  const g = c.createLinearGradient(0, 0, 2400, 1600);
  g.addColorStop(0, "#2e5e4e"); g.addColorStop(0.5, "#d9b26f"); g.addColorStop(1, "#7a2e3b");
  c.fillStyle = g; c.fillRect(0, 0, 2400, 1600);
  for (let i = 0; i < 60; i++) {
    const r = c.createRadialGradient(0, 0, 0, 0, 0, 80 + (i % 7) * 30);
    r.addColorStop(0, "rgba(255,255,255,0.5)"); r.addColorStop(1, "rgba(255,255,255,0)");
    c.save(); c.translate((i * 397) % 2400, (i * 211) % 1600); c.fillStyle = r;
    c.fillRect(-300, -300, 600, 600); c.restore();
  }
  return createImageBitmap(canvas);
}

function withLayers(target) {
  let doc = newEditorDocument(target.widthPx, target.heightPx);
  doc = addLayer(doc, newLayer("rect", "band", doc));
  doc = updateLayer(doc, "band", { y: Math.round(target.heightPx * 0.65), height: Math.round(target.heightPx * 0.3), x: 0, width: target.widthPx, opacity: 0.7, fill: "#1f2a44" });
  doc = addLayer(doc, newLayer("text", "title", doc));
  doc = updateLayer(doc, "title", { text: "Grow a garden", y: Math.round(target.heightPx * 0.7), outline: { color: "#000000", widthPx: 3 } });
  // An image layer of the member's own, turned (decision 0151): drawn scaled and rotated.
  doc = addLayer(doc, newImageLayer("own", { src: "photo", name: "own", widthPx: 2400, heightPx: 1600 }, doc));
  doc = updateLayer(doc, "own", { rotation: 12, opacity: 0.9 });
  return doc;
}

window.bench = {
  async aPlus() {
    const image = await photo();
    const books = Array.from({ length: 6 }, (_, i) => ({ title: "Garden Journal " + (i + 1), author: "A. Green", pages: 120, format: "paperback" }));
    const ids = ["standard-header-image-text", "standard-three-images-text", "standard-four-images-text", "standard-single-image-sidebar", "standard-comparison-table"];
    const modules = ids.map((id, i) => {
      const module = newAPlusModule(id, "m" + i);
      if (id === "standard-comparison-table") module.comparison = books;
      const fills = {};
      for (const target of imageTargetsOf(getAPlusModuleOrThrow(id), module.comparison?.length ?? 0)) {
        fills[target.key] = { background: "#1f3a5f", image: "photo", layers: withLayers(target) };
      }
      return { ...module, texts: { headline: "Grow a garden", body: "Twelve months of planting." }, fills };
    });
    const page = { version: 1, modules };
    const images = new Map([["photo", image]]);
    const t0 = performance.now();
    const zip = await buildAPlusZip(page, images);
    const ms = performance.now() - t0;
    URL.revokeObjectURL(zip.url);
    return { ms, files: zip.files, bytes: zip.blob.size };
  },
  kinds: PATTERN_KINDS,
  async tile(kind) {
    const t0 = performance.now();
    const canvas = await svgToCanvas(patternTileSvg({ kind, palette: "garden", scale: 3, size: 3600 }), 3600, 3600);
    const blob = await canvasToBlob(canvas);
    return { ms: performance.now() - t0, bytes: blob.size, width: canvas.width };
  },
};
`;

const dir = mkdtempSync(path.join(tmpdir(), "design-export-"));
const out = path.join(dir, "bench.js");
await build({
  stdin: { contents: entry, resolveDir: root, loader: "ts" },
  bundle: true,
  format: "iife",
  platform: "browser",
  outfile: out,
  alias: { "@inkforge/domain": path.join(root, "packages/domain/src") },
  logLevel: "error",
});
const code = readFileSync(out, "utf8");
rmSync(dir, { recursive: true, force: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
const page = await browser.newPage();
await page.setContent("<!doctype html><title>design export bench</title><body></body>");
await page.addScriptTag({ content: code });

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
}

async function measure(run) {
  await run();
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  return { ...summary(results.map((r) => r.ms)), last: results[results.length - 1] };
}

const lines = [];
const aPlus = await measure(() => page.evaluate(() => window.bench.aPlus()));
lines.push(
  `A+ page, 5 modules, ${aPlus.last.files} PNGs + manifest (${(aPlus.last.bytes / 1048576).toFixed(2)} MB ZIP): median ${aPlus.median.toFixed(0)} ms, worst ${aPlus.worst.toFixed(0)} ms (goal < ${GOALS.aPlus} ms: ${aPlus.worst < GOALS.aPlus ? "met" : "NOT met"})`,
);
const kinds = await page.evaluate(() => window.bench.kinds);
for (const kind of kinds) {
  const tile = await measure(() => page.evaluate((k) => window.bench.tile(k), kind));
  lines.push(
    `3600 × 3600 tile, ${kind.padEnd(9)} (${(tile.last.bytes / 1048576).toFixed(2)} MB PNG): median ${tile.median.toFixed(0)} ms, worst ${tile.worst.toFixed(0)} ms (goal < ${GOALS.tile} ms: ${tile.worst < GOALS.tile ? "met" : "NOT met"})`,
  );
}
await browser.close();
console.info(`Design exports in Chromium, ${runs} runs after a warm-up\n${lines.join("\n")}`);
