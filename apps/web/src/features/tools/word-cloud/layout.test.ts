import { describe, expect, it } from "vitest";
import { frequenciesToTsv } from "./frequency-table";
import { type WordCloudLayout, wordCloudToSvg } from "./layout";

const layout: WordCloudLayout = {
  width: 800,
  height: 500,
  words: [
    { text: "dragon", count: 3, size: 72, x: 10, y: -20, rotate: 0, colour: "#1e3a8a" },
    { text: "<fire & ice>", count: 1, size: 14, x: -40, y: 30, rotate: 90, colour: "#9d174d" },
  ],
  dropped: [],
};

describe("wordCloudToSvg", () => {
  it("writes a standalone SVG with one text per word, escaped", () => {
    const svg = wordCloudToSvg(layout);
    const document = new DOMParser().parseFromString(svg, "image/svg+xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.documentElement.getAttribute("viewBox")).toBe("0 0 800 500");
    const texts = [...document.getElementsByTagName("text")];
    expect(texts.map((text) => text.textContent)).toEqual(["dragon", "<fire & ice>"]);
    expect(texts[1]?.getAttribute("transform")).toBe("translate(-40,30) rotate(90)");
    expect(texts[0]?.getAttribute("font-size")).toBe("72");
  });
});

describe("frequenciesToTsv", () => {
  it("writes a header and one tab-separated row per word", () => {
    expect(
      frequenciesToTsv({
        words: [
          { word: "dragon", count: 3 },
          { word: "cozy mystery", count: 1 },
        ],
        totalTokens: 4,
        distinctWords: 2,
        stopWordsRemoved: 0,
      }),
    ).toBe("word\tcount\ndragon\t3\ncozy mystery\t1");
  });
});
