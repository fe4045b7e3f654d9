import { readFile } from "node:fs/promises";
import { dismissCookieBanner, logInTo, screenshots } from "./helpers";
import { expect, test } from "./journey";

// Deep View and Retro View on the sample source (issue 12): a Supreme user analyses a keyword,
// sorts the table, exports the CSV, opens a product's Retro View and sees its charts and events;
// a free user meets the upgrade prompt instead of the tool.

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("a Supreme user analyses a keyword, sorts, exports CSV and opens a Retro View", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await logInTo(page, "supreme@demo.inkforge.test", "/titans-deep-view");
  const form = page.getByRole("form", { name: "Deep View search" });
  await form.getByLabel("Keyword").fill("gratitude journal");
  await form.getByRole("button", { name: "Analyse up to 100 books" }).click();

  const table = page.getByTestId("deep-view-table");
  await expect(table.getByRole("row")).toHaveCount(101, { timeout: 30_000 });
  await expect(page.getByTestId("research-sample-label")).toHaveText("Sample data");
  await expect(page.getByTestId("research-as-of")).toContainText("Data as of");
  await expect(page.getByTestId("niche-score")).toContainText("/ 100");
  await expect(page.getByTestId("niche-score-parts")).toContainText(
    "Demand (median rank of the top 10)",
  );
  await expect(page.getByTestId("niche-to-reach")).toContainText("#1 (rank");
  await expect(page.getByRole("img", { name: /rank against number of reviews/ })).toBeVisible();
  // The scatter's numbers behind "Show data": a table named by the chart's title.
  const scatter = page.getByTestId("deep-view-scatter");
  await scatter.getByText("Show data").click();
  await expect(
    scatter.getByRole("table", { name: /rank against number of reviews/ }).getByRole("rowheader"),
  ).not.toHaveCount(0);

  // Sort by rank: the ranks in the table ascend.
  await table.getByRole("button", { name: /Rank \(BSR\)/ }).click();
  await expect(table.getByRole("columnheader", { name: /Rank \(BSR\)/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  const rankColumn = await table.locator("tbody tr td:nth-child(2)").allTextContents();
  const ranks = rankColumn
    .filter((text) => text !== "—")
    .map((text) => Number(text.replace(/,/g, "")));
  expect(ranks.length).toBeGreaterThan(50);
  expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);

  // An estimate opens its method in one click.
  await table.locator("tbody tr").first().locator("details summary").first().click();
  await expect(table.getByText(/Copies from the best-seller rank/).first()).toBeVisible();

  await screenshots(page, "deep-view", testInfo);

  const download = page.waitForEvent("download");
  await page.getByTestId("deep-view-csv").click();
  const file = await download;
  // Issue 24: the header is the first line (no comment in cell A1); the source and date are in the
  // file name and in two columns.
  expect(file.suggestedFilename()).toMatch(
    /^deep-view-gratitude-journal-amazon\.com-sample-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = (await readFile((await file.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\n");
  expect(lines[0]).toMatch(
    /^position,asin,title,authors,format,price,currency,pages,published,age_days,sales_rank,.*,source,data_as_of$/,
  );
  expect(lines).toHaveLength(101);
  const rankIndex = (lines[0] ?? "").split(",").indexOf("sales_rank");
  const csvRanks = lines
    .slice(1)
    .map((line) => parseCsvLine(line)[rankIndex])
    .filter((cell): cell is string => Boolean(cell))
    .map(Number);
  expect(csvRanks.slice(0, 5)).toEqual(ranks.slice(0, 5));

  // The best-ranked product's Retro View.
  const firstRow = table.locator("tbody tr").first();
  const asin = ((await firstRow.getByTestId("retro-view-link").textContent()) ?? "").replace(
    "Retro View of ",
    "",
  );
  await firstRow.getByTestId("retro-view-link").click();
  await page.waitForURL((url) => url.pathname === "/titans-retro-vision");
  await expect(page.getByTestId("retro-view-result")).toBeVisible({ timeout: 30_000 });
  for (const id of ["retro-rank", "retro-sales", "retro-price", "retro-reviews"]) {
    // A flat line (a price that never changed) has no height, so check the drawing, not its box.
    await expect(page.getByTestId(`chart-${id}`).locator("svg")).toBeVisible();
    await expect(page.getByTestId(`chart-${id}`).locator("svg path").last()).toHaveAttribute(
      "d",
      /^M[\d.]+,[\d.]+ L/,
    );
  }
  await expect(page.getByTestId("retro-events")).toBeVisible();
  await expect(page.getByTestId("track-asin")).toHaveAttribute(
    "href",
    `/titans-asin-tracker?add=${asin}`,
  );
  await page.getByLabel("365 days").check();
  await page.getByRole("button", { name: "Show history" }).click();
  await expect(page).toHaveURL(/days=365/);
  await expect(page.getByTestId("retro-view-result")).toContainText("last 365 days");
  await screenshots(page, "retro-view", testInfo);

  const retroDownload = page.waitForEvent("download");
  await page.getByTestId("retro-view-csv").click();
  const retroCsv = await readFile((await (await retroDownload).path()) ?? "", "utf8");
  expect(retroCsv).toContain("date,sales_rank,price,currency,reviews,daily_sales_low");
});

test("a free user meets the upgrade prompt on both tools", async ({ page }, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", "/titans-deep-view");
  const prompt = page.getByTestId("tool-upgrade");
  await expect(prompt).toContainText("Deep View is not part of the");
  await expect(prompt).toContainText("Pro Max");
  await expect(prompt.getByRole("link", { name: "See the plans" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.getByRole("form", { name: "Deep View search" })).toHaveCount(0);
  // Said once: the page adds no "not part of your plan" line above the tool's own prompt.
  await expect(page.getByText(/is not part of the Free plan/)).toHaveCount(1);
  await screenshots(page, "deep-view-upgrade", testInfo);

  await page.goto("/titans-retro-vision?asin=B000000000");
  await expect(page.getByTestId("tool-upgrade")).toContainText("Retro View is not part of the");
  await expect(page.getByTestId("tool-upgrade")).toContainText("Supreme");
});
