// The canvas approach for the shared design editor (decision 0140): page weight and interaction
// speed of Konva, react-konva and Fabric.js against plain SVG, measured the same way.
//
//   mkdir /tmp/cc && cd /tmp/cc && npm init -y && npm i konva@9.3.22 react-konva@19.3.2 fabric@6.9.1 esbuild
//   node bench/canvas-choice.mjs /tmp/cc
//
// Size: each library bundled and minified by esbuild (React left out: the site ships it), gzip -9.
// Speed: headless Chromium, 100 shapes and text layers on a 970 × 600 canvas, one layer dragged for
// 300 steps; the time per step includes the library's redraw (forced for canvas libraries, a
// forced layout for SVG). Median of 5 runs.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const dir = process.argv[2];
if (!dir)
  throw new Error("Usage: node bench/canvas-choice.mjs <folder with konva, fabric, esbuild>");
const esbuild = join(dir, "node_modules/.bin/esbuild");

function bundle(name, source) {
  const entry = join(dir, `${name}.entry.js`);
  const out = join(dir, `${name}.bundle.js`);
  writeFileSync(entry, source);
  execFileSync(esbuild, [
    entry,
    "--bundle",
    "--minify",
    "--format=iife",
    "--global-name=Lib",
    "--external:react",
    "--external:react-dom",
    "--log-level=error",
    `--outfile=${out}`,
  ]);
  const code = readFileSync(out);
  return { code: code.toString(), gzip: gzipSync(code, { level: 9 }).length };
}

const sizes = {
  konva: bundle("konva", 'export { default } from "konva";'),
  "react-konva": bundle("rk", 'export { Stage, Layer, Rect, Ellipse, Text } from "react-konva";'),
  fabric: bundle("fabric", 'export { Canvas, Rect, Ellipse, Textbox } from "fabric";'),
};
for (const [name, { gzip }] of Object.entries(sizes)) {
  console.info(`${name.padEnd(12)} ${(gzip / 1024).toFixed(1)} KB gzip`);
}

const N = 100;
const STEPS = 300;
const scenes = {
  svg: `(() => {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 970 600"); svg.style.width = "970px"; svg.style.height = "600px";
    document.body.append(svg);
    const nodes = [];
    for (let i = 0; i < ${N}; i++) {
      const el = document.createElementNS(ns, i % 2 ? "rect" : "text");
      el.setAttribute("x", (i * 37) % 900); el.setAttribute("y", (i * 53) % 560);
      if (i % 2) { el.setAttribute("width", 60); el.setAttribute("height", 40); el.setAttribute("fill", "#e86a33"); }
      else { el.textContent = "Layer " + i; el.setAttribute("font-size", 24); }
      svg.append(el); nodes.push(el);
    }
    const t0 = performance.now();
    for (let s = 0; s < ${STEPS}; s++) { nodes[1].setAttribute("x", s % 900); svg.getBBox(); document.body.offsetHeight; }
    return (performance.now() - t0) / ${STEPS};
  })()`,
  konva: `(() => {
    const Konva = Lib.default; const div = document.createElement("div"); document.body.append(div);
    const stage = new Konva.Stage({ container: div, width: 970, height: 600 });
    const layer = new Konva.Layer(); stage.add(layer); const nodes = [];
    for (let i = 0; i < ${N}; i++) {
      const n = i % 2 ? new Konva.Rect({ x: (i * 37) % 900, y: (i * 53) % 560, width: 60, height: 40, fill: "#e86a33", draggable: true })
        : new Konva.Text({ x: (i * 37) % 900, y: (i * 53) % 560, text: "Layer " + i, fontSize: 24 });
      layer.add(n); nodes.push(n);
    }
    layer.draw();
    const t0 = performance.now();
    for (let s = 0; s < ${STEPS}; s++) { nodes[1].x(s % 900); layer.draw(); }
    return (performance.now() - t0) / ${STEPS};
  })()`,
  fabric: `(() => {
    const el = document.createElement("canvas"); el.width = 970; el.height = 600; document.body.append(el);
    const canvas = new Lib.Canvas(el, { renderOnAddRemove: false }); const nodes = [];
    for (let i = 0; i < ${N}; i++) {
      const n = i % 2 ? new Lib.Rect({ left: (i * 37) % 900, top: (i * 53) % 560, width: 60, height: 40, fill: "#e86a33" })
        : new Lib.Textbox("Layer " + i, { left: (i * 37) % 900, top: (i * 53) % 560, fontSize: 24 });
      canvas.add(n); nodes.push(n);
    }
    canvas.renderAll();
    const t0 = performance.now();
    for (let s = 0; s < ${STEPS}; s++) { nodes[1].set({ left: s % 900 }); canvas.renderAll(); }
    return (performance.now() - t0) / ${STEPS};
  })()`,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
for (const [name, scene] of Object.entries(scenes)) {
  const runs = [];
  for (let run = 0; run < 5; run++) {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><body></body>");
    if (name !== "svg") await page.addScriptTag({ content: sizes[name].code });
    runs.push(await page.evaluate(scene));
    await page.close();
  }
  runs.sort((a, b) => a - b);
  console.info(
    `${name.padEnd(12)} ${runs[2].toFixed(3)} ms per drag step (${N} layers, median of 5)`,
  );
}
await browser.close();
