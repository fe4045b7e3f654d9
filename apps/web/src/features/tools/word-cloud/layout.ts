import type { WordCount } from "@inkforge/domain/tools/word-cloud/frequencies";
import { fontSizeForCount } from "@inkforge/domain/tools/word-cloud/sizes";

/*
 * The word cloud's layout with d3-cloud. No DOM and no React here: the canvas d3-cloud measures
 * text with is passed in (the page's, or @napi-rs/canvas in the benchmark), and the library is
 * imported on demand so it loads only when a cloud is drawn.
 */

const WORD_CLOUD_WIDTH = 800;
const WORD_CLOUD_HEIGHT = 500;
export const WORD_CLOUD_FONT = "Georgia, 'Times New Roman', serif";
const PALETTE = ["#1e3a8a", "#9d174d", "#065f46", "#92400e", "#5b21b6", "#155e75", "#374151"];

type PlacedWord = {
  text: string;
  count: number;
  size: number;
  x: number;
  y: number;
  rotate: number;
  colour: string;
};

export type WordCloudLayout = {
  width: number;
  height: number;
  words: PlacedWord[];
  /** Words that found no room at their size. */
  dropped: string[];
};

/** Any canvas with a 2D context: HTMLCanvasElement in the page, @napi-rs/canvas in Node. */
export type CreateMeasureCanvas = () => unknown;

/** The same seeded generator as the pen names: the same words always give the same cloud. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function layOutWordCloud(
  words: readonly WordCount[],
  createCanvas: CreateMeasureCanvas,
  { width = WORD_CLOUD_WIDTH, height = WORD_CLOUD_HEIGHT } = {},
): Promise<WordCloudLayout> {
  const { default: cloud } = await import("d3-cloud");
  if (words.length === 0) return { width, height, words: [], dropped: [] };
  const counts = words.map((word) => word.count);
  const range = { min: Math.min(...counts), max: Math.max(...counts) };
  // Fewer words get bigger type; 100 words at the default size range fill 800 × 500.
  const maxSize = words.length <= 20 ? 84 : words.length <= 60 ? 68 : 56;
  const random = createRandom(words.length * 7919 + (counts[0] ?? 0));
  const input = words.map((word, index) => ({
    text: word.word,
    count: word.count,
    size: fontSizeForCount(word.count, { ...range, minSize: 12, maxSize }),
    colour: PALETTE[index % PALETTE.length] as string,
  }));
  type Input = (typeof input)[number] & { x?: number; y?: number; rotate?: number };
  return new Promise((resolve) => {
    cloud<Input>()
      .size([width, height])
      .canvas(createCanvas as () => HTMLCanvasElement)
      .words(input.map((word) => ({ ...word })))
      .padding(2)
      .font(WORD_CLOUD_FONT)
      .fontWeight("bold")
      .fontSize((word) => word.size)
      .rotate(() => (random() < 0.2 ? 90 : 0))
      .random(random)
      .on("end", (placed) => {
        const kept = new Set(placed.map((word) => word.text));
        resolve({
          width,
          height,
          words: placed.map((word) => ({
            text: word.text ?? "",
            count: word.count,
            size: word.size ?? 0,
            x: word.x ?? 0,
            y: word.y ?? 0,
            rotate: word.rotate ?? 0,
            colour: word.colour,
          })),
          dropped: input.filter((word) => !kept.has(word.text)).map((word) => word.text),
        });
      })
      .start();
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The laid-out cloud as a standalone SVG document (white background, centred words). */
export function wordCloudToSvg(layout: WordCloudLayout): string {
  const { width, height } = layout;
  const texts = layout.words
    .map(
      (word) =>
        `<text text-anchor="middle" transform="translate(${word.x},${word.y}) rotate(${word.rotate})" font-size="${word.size}" fill="${word.colour}">${escapeXml(word.text)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#ffffff"/><g transform="translate(${width / 2},${height / 2})" font-family="${escapeXml(WORD_CLOUD_FONT)}" font-weight="bold">${texts}</g></svg>`;
}

type Context2D = {
  fillStyle: unknown;
  font: string;
  textAlign: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  fillText(text: string, x: number, y: number): void;
};

/** Draws the cloud on a 2D context at `scale` (2 for a sharper PNG), the same as the SVG. */
export function drawWordCloud(context: Context2D, layout: WordCloudLayout, scale = 1): void {
  context.save();
  context.scale(scale, scale);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, layout.width, layout.height);
  context.translate(layout.width / 2, layout.height / 2);
  context.textAlign = "center";
  for (const word of layout.words) {
    context.save();
    context.translate(word.x, word.y);
    context.rotate((word.rotate * Math.PI) / 180);
    context.font = `bold ${word.size}px ${WORD_CLOUD_FONT}`;
    context.fillStyle = word.colour;
    context.fillText(word.text, 0, 0);
    context.restore();
  }
  context.restore();
}
