import { dismissCookieBanner } from "./helpers";
import { expect, test } from "./journey";
import { gotoTool } from "./tool-page";

// The royalty calculator and the price checker: inputs in the URL, results recomputed as the user
// types, fields named in their messages, the copied result, and both pages at phone width.

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("Royalty: price and pages change the royalty, the URL keeps them, copy", async ({ page }) => {
  await gotoTool(page, "/tools/KDP-Royalty-Calculator");
  await expect(page).toHaveTitle(/Royalty/i);
  const form = page.getByRole("form", { name: "Royalty calculator" });
  const amount = page.getByTestId("royalty-amount");

  await form.getByLabel("Pages").fill("333");
  await form.getByLabel("List price").fill("15");
  // kdp-facts worked check: 333 pages at $15 pays 0.6 × 15 − 5.00 = $4.00.
  await expect(amount).toHaveText("$4.00");
  await form.getByLabel("Expanded Distribution").check();
  await expect(page.getByText(/\$1\.00 a copy; minimum \$12\.50/)).toBeVisible();

  // $5.00 to print: KDP refuses anything under $9.99, so there is no royalty, only the error.
  await form.getByLabel("List price").fill("9.98");
  await expect(page.getByTestId("royalty-refused")).toContainText(
    "List price must be at least USD 9.99",
  );
  await expect(amount).toBeHidden();
  await expect(page).toHaveURL(/listPrice=9\.98/);

  await form.getByLabel("Pages").fill("900");
  await expect(form.getByText(/Pages must be between 24 and 828/)).toBeVisible();
  await expect(amount).toBeHidden();
  await form.getByLabel("Pages").fill("333");
  await expect(page.getByTestId("royalty-refused")).toBeVisible();

  // At the Expanded Distribution minimum: 0.6 × 12.50 − 5.00.
  await form.getByLabel("List price").fill("12.5");
  await expect(amount).toHaveText("$2.50");

  await page.reload();
  await expect(form.getByLabel("List price")).toHaveValue("12.5");
  await expect(form.getByLabel("Pages")).toHaveValue("333");
  await expect(amount).toHaveText("$2.50");
  await expect(
    page.getByRole("table", { name: "The same book in every marketplace" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Copy royalty" }).click();
  await expect(page.getByTestId("toast").getByText("Royalty copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("$2.50 per sale (60%)");
});

test("Royalty: an eBook at 70% pays after the delivery cost", async ({ page }) => {
  await gotoTool(page, "/tools/KDP-Royalty-Calculator?format=ebook&listPrice=4.99&fileSizeMb=15");
  // (4.99 − 15 × 0.15) × 0.7 = $1.92 (kdp-facts worked check).
  await expect(page.getByTestId("royalty-amount")).toHaveText("$1.92");
  await expect(page.getByText(/Source: .* as of \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
});

test("Price checker: minimums per marketplace and a flagged planned price with its fix", async ({
  page,
}) => {
  await gotoTool(page, "/kdp-price-checker");
  const form = page.getByRole("form", { name: "KDP price checker" });
  await form.getByLabel("Pages").fill("300");
  await expect(page.getByTestId("minimum-amazon.com")).toHaveText("$9.20");
  await form.getByLabel(/Planned price/).fill("8.99");
  await expect(page.getByTestId("price-flags")).toContainText(
    "Raise the list price to at least USD 9.20",
  );
  await form.getByLabel(/Planned price/).fill("9.99");
  await expect(page.getByTestId("price-flags")).toContainText("earns 60%");
  await expect(page.getByTestId("planned-royalty")).toContainText("$1.39 per sale (60%)");
  await expect(page).toHaveURL(/plannedPrice=9\.99/);

  await page.getByRole("button", { name: "Copy price check" }).click();
  await expect(page.getByTestId("toast").getByText("Price check copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    "Amazon.com (US): printing $4.60",
  );
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/tools/KDP-Royalty-Calculator", "/kdp-price-checker"]) {
    test(`${path} fits 390 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("form")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
