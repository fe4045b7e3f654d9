import type { WordCount } from "@inkforge/domain/tools/word-cloud/frequencies";
import { drawWordCloud, layOutWordCloud, type WordCloudLayout, wordCloudToSvg } from "./layout";

type WordCloudFile = { blob: Blob; fileName: string; url: string };
export type WordCloudFiles = { layout: WordCloudLayout; svg: WordCloudFile; png: WordCloudFile };

/** PNG at twice the layout size, so the cloud stays sharp in a document or on a slide. */
const PNG_SCALE = 2;

/** Lays the words out (d3-cloud loads on demand) and builds the SVG and PNG files. */
export async function buildWordCloudFiles(words: readonly WordCount[]): Promise<WordCloudFiles> {
  const layout = await layOutWordCloud(words, () => document.createElement("canvas"));
  const svgBlob = new Blob([wordCloudToSvg(layout)], { type: "image/svg+xml" });
  const canvas = document.createElement("canvas");
  canvas.width = layout.width * PNG_SCALE;
  canvas.height = layout.height * PNG_SCALE;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas");
  drawWordCloud(context, layout, PNG_SCALE);
  const pngBlob = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error("This browser could not encode the PNG"));
    }, "image/png");
  });
  return {
    layout,
    svg: { blob: svgBlob, fileName: "word-cloud.svg", url: URL.createObjectURL(svgBlob) },
    png: { blob: pngBlob, fileName: "word-cloud.png", url: URL.createObjectURL(pngBlob) },
  };
}
