import { readFile } from "node:fs/promises";
import { dismissCookieBanner, logInTo } from "./helpers";
import { expect, test } from "./journey";

// The research web app (issue 10, decision 0066): a Pro user expands a seed on the offline sample
// source, sees it labelled as sample data, exports the suggestions as CSV, and sends three of them
// to the 7 Backend Keywords tool, which packs them; a Free user meets the upgrade prompt.

const APP = "/titans-pro/on-site";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("signed out, the web app shows what it is and asks to log in", async ({ page }) => {
  await page.goto(`${APP}?tab=search-suggestions`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Use / })).toBeEnabled();
  await expect(page.getByTestId("research-workspace")).toHaveCount(0);
});

test("a Pro user researches a seed on the sample source, exports CSV and sends three keywords to the backend keywords tool", async ({
  page,
}, testInfo) => {
  await logInTo(page, "pro@demo.inkforge.test", APP);
  await expect(page.getByRole("tab", { name: "Search Suggestions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  const form = page.getByRole("form", { name: "Search suggestions" });
  await form.getByLabel("Seed keyword").fill("cozy mystery");
  await form.getByLabel("Marketplace").selectOption("amazon.com");
  await form.getByLabel("Books").check();
  await form.getByRole("button", { name: "Search" }).click();

  const table = page.getByTestId("suggestions-table");
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/seed=cozy\+mystery/);
  await expect(page.getByTestId("research-sample-label")).toHaveText("Sample data");
  await expect(page.getByTestId("research-as-of")).toContainText("Data as of");
  await expect(page.getByTestId("research-quota")).toContainText(
    /Unlimited searches on your plan|\d+ of \d+ searches left today/,
  );
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(3);
  await expect(page.getByTestId("demand-formula")).toContainText("0.35 × early");

  await page.screenshot({ path: testInfo.outputPath("research-1280.png"), fullPage: true });

  // Export every row shown; the file holds the header and the phrases in the table.
  const firstKeyword = ((await rows.first().locator("td").nth(1).textContent()) ?? "").trim();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export all (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("suggestions-cozy-mystery-amazon-com-books.csv");
  const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "suggestion,demand,early,position,breadth,competition,combined score,prefixes,marketplace,department,source,data as of",
  );
  expect(lines).toHaveLength((await rows.count()) + 1);
  expect(lines[1]?.startsWith(`${firstKeyword},`)).toBe(true);
  expect(lines[1]).toContain(",amazon.com,books,sample,");

  // The keyboard: the first row, down one, Space selects it.
  await rows.first().focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(rows.nth(1)).toHaveAttribute("aria-selected", "true");
  // Two more with the mouse.
  await rows.nth(2).getByRole("checkbox").check();
  await rows.nth(3).getByRole("checkbox").check();
  await expect(page.getByText(/^3 of \d+ selected$/)).toBeVisible();
  const chosen = await Promise.all(
    [1, 2, 3].map(async (index) =>
      ((await rows.nth(index).locator("td").nth(1).textContent()) ?? "").trim(),
    ),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("research-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The tree groups the same phrases by the prefix that surfaced them; the selection is shared.
  await page.getByRole("button", { name: "Tree" }).click();
  await expect(page).toHaveURL(/view=tree/);
  const tree = page.getByTestId("suggestion-tree");
  await expect(tree.getByRole("button", { expanded: true }).first()).toBeVisible();
  await expect(tree.getByRole("checkbox", { checked: true })).not.toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("research-tree-1280.png"), fullPage: true });
  await page.getByRole("button", { name: "Table" }).click();

  await page.getByRole("link", { name: "Send to 7 Backend Keywords" }).click();
  await page.waitForURL((url) => url.pathname === "/7-backend-keywords-tool-amazon-kdp");
  await expect(page.locator('form[data-ready="true"]').first()).toBeAttached();
  const seeds = page.getByLabel("Seed keywords");
  await expect(seeds).toHaveValue(chosen.join("\n"));
  await page.getByLabel("Title", { exact: true }).fill("The Vicarage Cat");
  const boxes = page.getByTestId("keyword-boxes");
  await expect(boxes).toBeVisible();
  const coverage = page.getByTestId("keyword-coverage");
  for (const phrase of chosen) await expect(coverage).toContainText(phrase);
  await page.screenshot({
    path: testInfo.outputPath("backend-keywords-from-research-1280.png"),
    fullPage: true,
  });

  // The per-marketplace variant: a store's suggestions join the seeds (amazon.com on Pro).
  const store = page.getByRole("form", { name: "Seeds from an Amazon store" });
  await store.getByLabel("Topic").fill("sudoku large print");
  await store.getByRole("button", { name: "Add this store's suggestions" }).click();
  await expect(page.getByTestId("marketplace-added")).toContainText(
    /\d+ of \d+ suggestions from amazon\.com added to the seed keywords\./,
  );
  await expect(seeds).toHaveValue(new RegExp(`^${chosen.join("\n")}\n[^\n]*sudoku`));
  await store.getByLabel("Store").selectOption("amazon.de");
  await expect(page.getByTestId("marketplace-upgrade")).toBeVisible();
});

test("a Free user meets the upgrade prompt", async ({ page }, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", APP);
  const prompt = page.getByTestId("research-upgrade");
  await expect(prompt).toContainText("The research web app is not part of the Free plan");
  await expect(prompt.getByRole("link", { name: "See the plans" })).toHaveAttribute(
    "href",
    "/pricing",
  );
  await expect(page.getByRole("tab")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("research-free-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("research-free-390.png"), fullPage: true });
});
