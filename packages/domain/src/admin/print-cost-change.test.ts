import { describe, expect, it } from "vitest";
import { explainPrintCostRowProblem, figureChangeRequestSchema } from "./contract";

const band = (minPages: number, maxPages: number) => ({ minPages, maxPages });
const paperback = { region: "US", binding: "paperback", ink: "black" } as const;

describe("explainPrintCostRowProblem", () => {
  it.each([
    ["two bands in order", paperback, [band(24, 110), band(111, 828)], null],
    ["one page in a band", paperback, [band(24, 24)], null],
    [
      "a US hardcover in premium colour",
      { ...paperback, binding: "hardcover", ink: "premium-color" },
      [band(75, 550)],
      null,
    ],
    [
      "Poland's hardcover (sold, cost unknown until KDP says)",
      { ...paperback, region: "PL", binding: "hardcover" },
      [band(75, 550)],
      null,
    ],
    [
      "a reversed band",
      paperback,
      [band(500, 100)],
      "bands.0.maxPages: must be at least the band's first page (500)",
    ],
    [
      "overlapping bands",
      paperback,
      [band(24, 110), band(110, 828)],
      "bands.1.minPages: must come after the previous band, which ends at page 110",
    ],
    [
      "bands out of order",
      paperback,
      [band(111, 828), band(24, 110)],
      "bands.1.minPages: must come after the previous band, which ends at page 828",
    ],
    [
      "a hardcover in standard colour",
      { ...paperback, binding: "hardcover", ink: "standard-color" },
      [band(75, 550)],
      "ink: KDP prints hardcovers in black or premium colour only",
    ],
    [
      "a hardcover in Japan",
      { ...paperback, region: "JP", binding: "hardcover" },
      [band(75, 550)],
      "binding: KDP sells no hardcovers in the JP region",
    ],
  ] as const)("%s", (_case, row, bands, expected) => {
    const problem = explainPrintCostRowProblem({ ...row, bands });
    expect(problem ? `${problem.path.join(".")}: ${problem.message}` : null).toBe(expected);
  });

  /** The fields the schema names in its issues for a request holding one band. */
  const issuePathsFor = (minPages: number, maxPages: number) => {
    const parsed = figureChangeRequestSchema.safeParse({
      figure: "print-cost",
      ...paperback,
      bands: [
        {
          ...band(minPages, maxPages),
          fixed: { regular: 0, large: 0 },
          perPage: { regular: 0, large: 0 },
        },
      ],
      effectiveFrom: "2099-01-01",
      source: { title: "KDP", url: "https://kdp.amazon.com/", date: "2026-11-30" },
    });
    return parsed.error?.issues.map((issue) => issue.path.join("."));
  };

  it("is part of the request schema: the issue names the band's field", () => {
    expect(issuePathsFor(500, 100)).toEqual(["bands.0.maxPages"]);
  });

  it("refuses a band past 1,000 pages", () => {
    expect(issuePathsFor(24, 1e9)).toEqual(["bands.0.maxPages"]);
  });
});
