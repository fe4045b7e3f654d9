// The book project pre-flight for bench/tools.mjs (issue 11, decision 0061): a full paperback
// project priced in every print marketplace with a complete listing, the work the project page
// redoes on every keystroke. Goal: under 200 ms. Run with `node bench/tools.mjs book-project`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { runPreflight } = await domain("book-project/preflight.ts");
const { listPrintMarketplaces } = await domain("kdp/marketplaces.ts");

// A price in every marketplace that prints paperbacks: every row runs the price check and royalty.
const prices = Object.fromEntries(
  listPrintMarketplaces("paperback").map((marketplace) => [
    marketplace.id,
    marketplace.print.sixtyPercentFrom,
  ]),
);

const description = `<p>${"Twelve months of planting, pruning and picking in a small backyard. ".repeat(55)}</p>`;

const project = {
  format: "paperback",
  trim: "6x9",
  pages: 312,
  ink: "black",
  paper: "cream",
  expandedDistribution: true,
  fileSizeMb: null,
  prices,
  listing: {
    title: "The Quiet Garden",
    subtitle: "A Year of Small Harvests for Busy Beginners",
    series: "Backyard Seasons",
    author: "Ann Lee",
    description,
    keywords: [
      "backyard vegetable planting",
      "small space harvest guide",
      "raised bed gardening for beginners",
      "container tomatoes and herbs",
      "organic pest control at home",
      "seasonal planting calendar",
      "gift for new gardeners",
    ],
    categories: ["Gardening", "Vegetables", "Organic"],
  },
};

let pages = 300;
export const cases = [
  {
    name: "book project pre-flight, paperback priced in every print marketplace",
    goalMs: 200,
    // A new page count each run, as when the author types it: nothing can be cached.
    run: () => {
      pages = pages === 400 ? 300 : pages + 1;
      return runPreflight({ ...project, pages });
    },
  },
];
