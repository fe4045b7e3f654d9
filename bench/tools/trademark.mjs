// Trademark checker cases for bench/tools.mjs: the domain check the page runs as the author types
// and POST /api/tools/trademark-check runs, on a full listing (title, subtitle, series and 7
// keyword boxes of 50 characters) against the whole shipped list (issue 11 goal: under 200 ms).
// Building the list's index happens once per page or process and is timed on its own.
// Run with `node bench/tools.mjs trademark`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const load = (file) => import(path.join(root, file));

const { checkTrademarks } = await load(
  "packages/domain/src/tools/trademark-check/trademark-check.ts",
);
const { createMarkMatcher } = await load("packages/domain/src/tools/trademark-check/match.ts");
const { TRADEMARKS } = await load("packages/domain/src/tools/trademark-check/marks.ts");

const listing = {
  title: "The Dragon Oath: A Lego-Style Builder's Adventure for Minecraft and Pokémon Fans",
  subtitle: "Harry Potter Inspired Puzzles, Star Wars Mazes and Barbie's Coloring Pages for Kids",
  series: "Brick Kingdom Chronicles",
  keywords: [
    "dragon coloring book for kids ages 4-8 with mazes",
    "fantasy activity book boys girls gift paw patrol",
    "hello kitty style cute animals drawing workbook",
    "kindle unlimited free reads fantasy adventure kid",
    "legolas elves and dwarves middle grade quest book",
    "space marine robots sci fi puzzles for teenagers",
    "disney's princess castle sticker book and crafts",
  ],
};

export const cases = [
  {
    name: "trademark check: title + subtitle + series + 7 keywords",
    goalMs: 200,
    runs: 200,
    run: () => checkTrademarks(listing),
  },
  {
    name: `trademark list index: ${TRADEMARKS.length} marks (once per page)`,
    goalMs: 200,
    runs: 50,
    run: () =>
      createMarkMatcher(
        TRADEMARKS.map((entry) => ({ mark: entry.mark, variants: entry.variants, value: entry })),
      ),
  },
];
