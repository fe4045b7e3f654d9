// Generator cases for bench/tools.mjs: pen names, the QR code (PNG and SVG) and a word cloud of
// 500 words (count, d3-cloud layout, SVG and PNG), run with the same code as the page;
// @napi-rs/canvas stands in for the page's canvas. Goal: each under 200 ms.
// Run alone with `node bench/tools/generators.mjs`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas } from "@napi-rs/canvas";
import { register } from "tsx/esm/api";
import { printTable } from "../lib.mjs";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const load = (file) => import(path.join(root, file));

const { generatePenNames } = await load("packages/domain/src/tools/pen-name/generate.ts");
const { planQrCode, renderQrSvg, toRendererOptions } = await load(
  "packages/domain/src/tools/qr-code/render.ts",
);
const { countWordFrequencies } = await load("packages/domain/src/tools/word-cloud/frequencies.ts");
const { layOutWordCloud, wordCloudToSvg, drawWordCloud } = await load(
  "apps/web/src/features/tools/word-cloud/layout.ts",
);
const { default: QRCode } = await import("qrcode");

const qrInput = {
  kind: "url",
  data: "https://example.com/books/the-dragon-oath/bonus-chapter?utm_source=print",
  sizeIn: 1.5,
  errorCorrection: "Q",
};

// 500 words of fantasy blurb vocabulary with stop words between them, as pasted reviews read.
const vocabulary =
  "dragon magic sword castle knight queen forest shadow storm crown river ember oath blade wolf raven throne mountain secret prophecy heir rebellion kingdom fire ice spell quest ancient realm hero villain betrayal alliance war peace legend curse witch sorcerer empire exile".split(
    " ",
  );
const stop = ["the", "and", "of", "a", "in", "her", "his", "to"];
const text = Array.from({ length: 500 }, (_, index) =>
  index % 3 === 2
    ? stop[index % stop.length]
    : `${vocabulary[(index * index + 3 * index) % vocabulary.length]}${index % 11 === 0 ? `${index}` : ""}`,
).join(" ");

async function wordCloud() {
  const { words } = countWordFrequencies({ text });
  const layout = await layOutWordCloud(words, () => createCanvas(1, 1));
  const svg = wordCloudToSvg(layout);
  const canvas = createCanvas(layout.width * 2, layout.height * 2);
  drawWordCloud(canvas.getContext("2d"), layout, 2);
  const png = await canvas.encode("png");
  return { svg, png };
}

export const cases = [
  {
    name: "pen names (10, any country)",
    goalMs: 200,
    run: () => generatePenNames({ count: 10, seed: "bench" }),
  },
  {
    name: "QR code PNG 450 px + SVG (1.5 in, level Q)",
    goalMs: 200,
    run: async () => {
      const { options, plan } = planQrCode(qrInput);
      await QRCode.toBuffer(options.data, {
        ...toRendererOptions(options, plan.pixels),
        type: "png",
      });
      return renderQrSvg(qrInput);
    },
  },
  {
    name: "word cloud of 500 words (count, layout, SVG, PNG 1600 × 1000)",
    goalMs: 200,
    run: wordCloud,
  },
];

async function measure({ run, runs = 30 }) {
  await run();
  const times = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = [];
  for (const item of cases) {
    const median = await measure(item);
    rows.push({
      case: item.name,
      "median ms": median.toFixed(1),
      goal: item.goalMs === null ? "–" : `< ${item.goalMs} ms`,
      ok: item.goalMs === null ? "–" : median < item.goalMs ? "yes" : "NO",
    });
  }
  printTable(rows);
}
