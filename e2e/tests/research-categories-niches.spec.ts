import { dismissCookieBanner, signedIn } from "./helpers";
import { expect, type Page, test } from "./journey";

// The Kindle category finder (free) and Hot KDP Niches (members) on the offline sample market
// (issue 12, decision 0068). Demo accounts only (password inkforge-demo).

const account = {
  free: "free@demo.inkforge.test",
  supreme: "supreme@demo.inkforge.test",
} as const;

async function shoot(page: Page, name: string, testInfo: import("@playwright/test").TestInfo) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("a visitor finds categories by words: paths, KDP's 3-categories rule, ranks as ranges and the source", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto("/tools/KDP-Kindle-Category-Finder");
  await expect(
    page.getByRole("heading", { level: 1, name: "Kindle Category Finder" }),
  ).toBeVisible();
  await expect(page.getByTestId("kdp-category-rule")).toContainText(
    "Up to 3 categories per format",
  );
  await expect(page.getByTestId("kdp-category-rule")).toContainText("G200652170");

  await page.getByLabel("Search words").fill("sudoku");
  await page.getByRole("button", { name: "Find categories" }).click();
  await expect(page).toHaveURL(/\?domain=amazon\.com&words=sudoku$/);

  const first = page.getByTestId("category-result").first();
  await expect(first.getByTestId("category-path")).toHaveText(
    "Books › Humor & Entertainment › Puzzles & Games › Sudoku",
  );
  await expect(first.getByTestId("category-kdp")).toHaveText(
    "Choosable in KDP for your paperback and hardcover",
  );
  await expect(first).toContainText("#1 best seller");
  await expect(first).toContainText(/a day \(typical [\d.,]+\)/);
  await expect(page.getByTestId("category-source")).toContainText(
    /Source: Sample data .* data as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/,
  );
  await shoot(page, "category-finder-1280", testInfo);

  // Words the sample has no products for still find the curated paths an author can pick.
  await page.getByLabel("Search words").fill("cozy culinary");
  await page.getByRole("button", { name: "Find categories" }).click();
  // The sample also answers the phrase itself now (issue 24), so the curated path is looked up
  // by its whole text rather than taken as the first result.
  const culinaryPath =
    "Kindle Store › Kindle eBooks › Mystery, Thriller & Suspense › Mystery › Cozy › Culinary";
  const culinary = page.getByTestId("category-result").filter({
    has: page.getByTestId("category-path").getByText(culinaryPath, { exact: true }),
  });
  await expect(culinary).toHaveCount(1);
  await expect(culinary.getByTestId("category-kdp")).toHaveText("Choosable in KDP for your eBook");

  // A reload keeps the search (it lives in the URL), on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId("category-result").first()).toBeVisible();
  await expect(page.getByLabel("Search words")).toHaveValue("cozy culinary");
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, "category-finder-390", testInfo);
});

test("a Supreme member sees this week's scored niches with when they were computed and a Deep View link", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const { context, page } = await signedIn(browser, baseURL, account.supreme);
  await page.goto("/hot-niches");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This week's hot KDP niches");
  await expect(page.getByTestId("hot-niches-computed")).toContainText(
    /^Scored on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC from Sample data/,
  );
  const niches = page.getByTestId("hot-niche");
  await expect(niches.first()).toBeVisible();
  expect(await niches.count()).toBeGreaterThanOrEqual(10);

  const best = niches.first();
  await expect(best.getByTestId("niche-score")).toHaveText(/^\d{1,3}\/ 100$/);
  await expect(best.getByTestId("niche-parts")).toContainText("Demand");
  await expect(best.getByTestId("niche-parts")).toContainText("/ 40");
  await expect(best.getByTestId("niche-parts")).toContainText("Openness");
  await expect(best.getByTestId("niche-parts")).toContainText("Rising");
  const keyword = (await best.getByRole("heading", { level: 3 }).textContent()) ?? "";
  const link = best.getByRole("link", { name: "Open in Deep View" });
  const href = (await link.getAttribute("href")) ?? "";
  const target = new URL(href, "http://x");
  expect(target.pathname).toBe("/titans-deep-view");
  expect(target.searchParams.get("keyword")).toBe(keyword);
  expect(target.searchParams.get("domain")).toBe("amazon.com");
  await expect(
    page.getByRole("heading", { level: 2, name: "What a report contains" }),
  ).toBeVisible();
  await shoot(page, "hot-niches-1280", testInfo);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(niches.first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, "hot-niches-390", testInfo);

  await link.click();
  await expect(page).toHaveURL(/\/titans-deep-view\?keyword=/);
  await context.close();
});

test("a free user meets the Hot KDP Niches checkout and the sales page sells it", async ({
  browser,
  baseURL,
}, testInfo) => {
  const { context, page } = await signedIn(browser, baseURL, account.free);
  await page.goto("/hot-niches");
  await expect(page).toHaveURL(/\/checkout\/v3\?product=hot-niches&type=month/);
  await expect(page.getByTestId("checkout-product")).toHaveText("Hot KDP Niches");

  await page.goto("/hot-niches-sales");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Niche research, done for you every week",
  );
  await expect(page.getByRole("link", { name: "Subscribe monthly" })).toHaveAttribute(
    "href",
    "/checkout/v3?product=hot-niches&type=month",
  );
  await expect(
    page.getByRole("link", { name: "Compare plans (Supreme includes it)" }),
  ).toHaveAttribute("href", "/pricing");
  await shoot(page, "hot-niches-sales-1280", testInfo);
  await context.close();
});
