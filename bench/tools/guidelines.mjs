// The guidelines checker for bench/tools.mjs: the domain check the page runs as the author types
// and POST /api/tools/guidelines-check runs, on a full listing (title, subtitle, series, author, a
// 4,000-character description and 7 keyword boxes; issue 11 goal: under 200 ms).
// Run with `node bench/tools.mjs guidelines`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { checkGuidelines } = await import(
  path.join(root, "packages/domain/src/tools/guidelines-check/guidelines-check.ts")
);

const paragraph =
  "<p>Meet Elara, the keeper of a lighthouse on a storm-worn coast, who finds a map that was " +
  "never meant to be found. <b>Book one</b> of a cosy mystery series with <i>found family</i>, " +
  "slow-burn romance and a village full of secrets.</p><ul><li>Twisty clues</li><li>No " +
  "cliffhanger</li></ul>";
let description = "";
while (description.length + paragraph.length <= 4000) description += paragraph;

const listing = {
  title: "The Lighthouse Keeper's Map",
  subtitle: "A Cosy Coastal Mystery — Bestseller Edition, Free Bonus Chapter",
  series: "Harbour Lights Mysteries",
  author: "Jane Doe",
  description,
  keywords: [
    "cozy mystery books for women lighthouse",
    "small town mystery series with romance",
    "amateur sleuth books kindle unlimited",
    "coastal village whodunit found family",
    "clean mystery novels no swearing adult",
    '"best seller" mystery 2026 new release',
    "www.example.com mystery deals today",
  ],
};

export const cases = [
  {
    name: "guidelines check: a full listing with a 4,000-character description and 7 keywords",
    goalMs: 200,
    runs: 200,
    run: () => checkGuidelines(listing),
  },
];
