import { e2ePorts } from "../ports.mjs";
import { dismissCookieBanner, logInTo } from "./helpers";
import { expect, type Page, test } from "./journey";

// The book project pre-flight (issue 11, decision 0061): a project's page count changes and the
// spine width and price floor change with it; a price under the floor is flagged with its fix and
// clears once fixed; the edits are saved; the cover template downloads from the current specs; a
// calculator loads the same project.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;

/** Creates a project through the API with the signed-in browser's token; returns its id. */
async function createProject(page: Page, title: string): Promise<string> {
  const answer = await page.evaluate(
    async ({ api, title }) => {
      const session = await (await fetch("/api/auth/session")).json();
      const response = await fetch(`${api}/api/book-projects`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${session.apiToken}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          title,
          specs: {
            binding: "paperback",
            trim: "6x9",
            pageCount: 120,
            paper: "white",
            ink: "black",
          },
          listPrices: { "amazon.com": 6.99 },
          listing: {
            title: "The Quiet Garden",
            subtitle: "A Year of Small Harvests",
            author: "Ann Lee",
            description:
              "<p>Twelve months of planting, pruning and picking in a small backyard.</p>",
            keywords: ["backyard vegetable planting", "small space harvest"],
            categories: ["Gardening"],
          },
        }),
      });
      return { status: response.status, body: await response.json() };
    },
    { api: apiUrl, title },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id as string;
}

const usRow = (page: Page) =>
  page.locator('[data-testid="preflight-marketplace"][data-marketplace="amazon.com"]');
const usPrice = (page: Page) => page.getByLabel("List price on Amazon.com (US) (USD)");
const usProblem = (page: Page) =>
  page.locator('[data-testid="preflight-problem"][data-problem^="pricing:amazon.com"]');

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("a page-count change moves the spine and the price floor; a price under the floor is flagged and clears", async ({
  page,
}, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", "/book-planner");
  const id = await createProject(page, `Pre-flight ${Date.now()}`);
  await page.goto(`/book-planner/${id}`);

  // 120 pages: KDP's worked figures (0.002252 in a page; US printing $2.44, floor $4.88).
  const spine = page.getByTestId("preflight-spine");
  await expect(spine).toHaveText("0.27 in (6.9 mm)");
  await expect(page.getByTestId("preflight-cover-size")).toHaveText("12.52 × 9.25 in");
  await expect(usRow(page).getByTestId("preflight-minimum")).toHaveText("$4.88");
  await expect(usProblem(page)).toHaveCount(0);

  // 300 pages: a wider spine, a higher floor, and the $6.99 price is now below it.
  const pages = page.getByLabel("Page count");
  await pages.fill("300");
  await expect(spine).toHaveText("0.676 in (17.2 mm)");
  await expect(page.getByTestId("preflight-cover-size")).toHaveText("12.926 × 9.25 in");
  await expect(usRow(page).getByTestId("preflight-minimum")).toHaveText("$9.20");
  await expect(usProblem(page)).toHaveCount(1);
  await expect(usProblem(page)).toContainText("USD 6.99 is below KDP's minimum of USD 9.20");
  await expect(usProblem(page)).toContainText(
    "How to fix: Raise the list price to at least USD 9.20",
  );
  await expect(page.getByTestId("preflight-status")).toContainText("to fix before publishing");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("preflight-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("preflight-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another price under the floor, then one that clears it and earns 60%.
  await usPrice(page).fill("8.5");
  await expect(usProblem(page)).toContainText("USD 8.50 is below KDP's minimum of USD 9.20");
  await usPrice(page).fill("9.99");
  await expect(usProblem(page)).toHaveCount(0);
  await expect(usRow(page).getByTestId("preflight-royalty")).toContainText("(60%)");

  // Saved: a reload shows the new page count and price.
  await expect(page.getByTestId("project-save-status")).toHaveText("All changes saved");
  await page.reload();
  await expect(page.getByLabel("Page count")).toHaveValue("300");
  await expect(usPrice(page)).toHaveValue("9.99");
  await expect(spine).toHaveText("0.676 in (17.2 mm)");

  // The cover template is made from the current specs.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download cover template (PDF)" }).click();
  expect((await download).suggestedFilename()).toBe("kdp-cover-paperback-6x9-300p-white.pdf");
});

test("switching to an eBook drops the cover and checks the eBook price rules", async ({ page }) => {
  await logInTo(page, "free@demo.inkforge.test", "/book-planner");
  const id = await createProject(page, `eBook ${Date.now()}`);
  await page.goto(`/book-planner/${id}`);
  await expect(page.getByTestId("preflight-spine")).toBeVisible();

  await page.getByLabel("Format").selectOption("ebook");
  await expect(page.getByTestId("preflight-spine")).toHaveCount(0);
  await expect(page.getByLabel("Page count")).toHaveCount(0);
  const fileSize = page.locator(
    '[data-testid="preflight-problem"][data-problem="pricing:file-size"]',
  );
  await expect(fileSize).toContainText("How to fix: Enter the converted eBook file size in MB");

  await page.getByLabel("File size (MB)").fill("2");
  await expect(fileSize).toHaveCount(0);
  // $6.99 sits inside the US 70% band: the eBook earns 70%, with no printing cost or 60% threshold.
  // KDP's own page: the amazon.com 70% band is $2.99–$9.99 (decision 0084).
  await expect(usRow(page)).toContainText("$2.99–$9.99");
  await expect(usRow(page).getByTestId("preflight-royalty")).toContainText("(70%)");
  await expect(usProblem(page)).toHaveCount(0);
  await expect(page.getByTestId("project-save-status")).toHaveText("All changes saved");
});

test("a calculator loads the project and saves its price back", async ({ page }) => {
  await logInTo(page, "free@demo.inkforge.test", "/book-planner");
  const title = `Picker ${Date.now()}`;
  const id = await createProject(page, title);

  await page.goto("/kdp-price-checker");
  const picker = page.getByTestId("project-picker");
  await picker.getByLabel("Book project").selectOption({ label: title });
  await picker.getByRole("button", { name: "Load" }).click();
  await expect(page.getByText(`Loaded “${title}”`).first()).toBeVisible();
  const form = page.getByRole("form", { name: "KDP price checker" });
  await expect(form.getByLabel("Pages", { exact: true })).toHaveValue("120");
  await expect(form.getByLabel("Planned price (USD, optional)")).toHaveValue("6.99");

  await form.getByLabel("Pages", { exact: true }).fill("300");
  await form.getByLabel("Planned price (USD, optional)").fill("9.99");
  await picker.getByRole("button", { name: "Save to project" }).click();
  await expect(page.getByText(`Saved to “${title}”`).first()).toBeVisible();

  await page.goto(`/book-planner/${id}`);
  await expect(page.getByLabel("Page count")).toHaveValue("300");
  await expect(usPrice(page)).toHaveValue("9.99");
  await expect(usProblem(page)).toHaveCount(0);
});

test("another account's project is not shown", async ({ page }) => {
  await logInTo(page, "free@demo.inkforge.test", "/book-planner");
  await page.goto("/book-planner/00000000-0000-4000-8000-000000000000");
  await expect(
    page.getByText("This project does not exist, or it belongs to another account."),
  ).toBeVisible();
});
