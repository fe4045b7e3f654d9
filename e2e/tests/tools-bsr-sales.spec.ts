import { dismissCookieBanner } from "./helpers";
import { expect, test } from "./journey";
import { gotoTool } from "./tool-page";

// The BSR sales calculator: inputs in the URL, the range recomputed as the user types, the
// monthly royalty once a price is given, the chart's marked rank and the copied estimate.

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("BSR sales: rank and price change the estimate, the URL keeps them, copy", async ({
  page,
}) => {
  await gotoTool(page, "/tools/KDP-BSR-Sales-Calculator");
  const form = page.getByRole("form", { name: "BSR sales calculator" });
  const typical = page.getByTestId("bsr-daily-typical");
  // Rank 10,000: the attributed Kindle curves read 15 (Kindlepreneur) and 10 (Robertson) a day.
  await expect(typical).toHaveText("12.5");

  await form.getByLabel("Best Seller Rank").fill("100");
  // Rank 100: both curves read 1,000 a day.
  await expect(typical).toHaveText("1,000");
  await expect(page).toHaveURL(/bsr=100(&|$)/);
  await expect(page.getByRole("img", { name: /rank 100 is marked/ })).toBeVisible();

  await form.getByLabel("List price (optional)").fill("4.99");
  await form.getByLabel("File size (MB)").fill("15");
  // $4.99 at 70% with 15 MB pays $1.92 a copy (kdp-facts worked check).
  await expect(page.getByText(/^1\.92 USD a copy at 70%, as the royalty calculator/)).toBeVisible();
  await expect(page.getByRole("row", { name: /Royalty a month \(USD\)/ })).toBeVisible();

  // A bad rank names the field and clears the estimate: an old figure beside new inputs would
  // read as their answer (issue 24).
  await form.getByLabel("Best Seller Rank").fill("top");
  await expect(form.getByText("Best Seller Rank must be a number")).toBeVisible();
  await expect(typical).toHaveCount(0);
  await form.getByLabel("Best Seller Rank").fill("100");

  await page.reload();
  await expect(form.getByLabel("Best Seller Rank")).toHaveValue("100");
  await expect(form.getByLabel("List price (optional)")).toHaveValue("4.99");
  await expect(typical).toHaveText("1,000");

  await page.getByRole("button", { name: "Copy estimate" }).click();
  await expect(page.getByTestId("toast").getByText("Estimate copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Best Seller Rank 100 (ebook, amazon.com)");
  expect(copied).toContain("1.92 USD a copy");
});

test("BSR sales: a paperback's royalty waits for its page count (issue 24)", async ({ page }) => {
  await gotoTool(
    page,
    "/tools/KDP-BSR-Sales-Calculator?bsr=10000&format=paperback&listPrice=12.99",
  );
  await expect(page.getByTestId("bsr-royalty-needs-pages")).toBeVisible();
  await page.getByRole("form", { name: "BSR sales calculator" }).getByLabel("Pages").fill("300");
  await expect(page.getByText(/^3\.19 USD a copy at 60% for 300 pages/)).toBeVisible();
});

test("BSR sales: a paperback uses the print curves", async ({ page }) => {
  await gotoTool(page, "/tools/KDP-BSR-Sales-Calculator?bsr=500&format=paperback");
  // Rank 500 in print: the one attributed print curve, NFAA's table, reads 175 a day.
  await expect(page.getByTestId("bsr-daily-typical")).toHaveText("175");
  await expect(page.getByText(/single attributed published curve/)).toBeVisible();
  await expect(page.getByText(/Kindle Unlimited/)).toHaveCount(0);
});
