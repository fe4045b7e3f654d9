// Calculator cases for bench/tools.mjs: the royalty calculator (one marketplace and all of them),
// the price checker and the BSR sales estimate, with the same domain functions the pages run on
// every keystroke. Goal: each under 5 ms, so typing never waits for a result.
// Run with `node bench/tools.mjs calculators`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const domain = (file) => import(path.join(root, "packages/domain/src", file));

const { computeRoyalty, compareRoyaltyAcrossMarketplaces } = await domain(
  "tools/royalty/royalty.ts",
);
const { estimateBsrSales, sampleBsrCurves } = await domain("tools/bsr-sales/bsr-sales.ts");
const { checkPrices } = await domain("tools/price-check/price-check.ts");

const paperback = {
  format: "paperback",
  marketplace: "amazon.com",
  listPrice: "14.99",
  pages: "300",
  trim: "6x9",
  ink: "black",
  paper: "cream",
  expandedDistribution: "true",
};
const ebook = {
  format: "ebook",
  marketplace: "amazon.co.uk",
  listPrice: "3.99",
  fileSizeMb: "2.4",
};

export const cases = [
  { name: "royalty, paperback on amazon.com", goalMs: 5, run: () => computeRoyalty(paperback) },
  { name: "royalty, eBook on amazon.co.uk", goalMs: 5, run: () => computeRoyalty(ebook) },
  {
    name: "royalty, paperback in every marketplace",
    goalMs: 5,
    run: () => compareRoyaltyAcrossMarketplaces(paperback),
  },
  {
    name: "BSR sales with monthly royalty (rank 25,000)",
    goalMs: 5,
    run: () => estimateBsrSales({ bsr: "25000", ...ebook }),
  },
  {
    name: "BSR chart samples (25 ranks × 4 curves)",
    goalMs: 5,
    run: () => sampleBsrCurves("ebook", "amazon.com"),
  },
  {
    name: "price check, paperback planned at 9.99 in every marketplace",
    goalMs: 5,
    run: () =>
      checkPrices({ format: "paperback", pages: "300", trim: "6x9", plannedPrice: "9.99" }),
  },
];
