import path from "node:path";
import { fileURLToPath } from "node:url";
import { e2ePorts } from "../ports.mjs";
import { dismissCookieBanner, logInTo } from "./helpers";
import { expect, test } from "./journey";

// My books (issue 33, decisions 0116–0118): an author imports two months of KDP royalties and a
// Sponsored Products report (fixtures from apps/api/test/my-books/write-e2e-fixtures.ts), sees profit per book
// after ads, plans a price change for one marketplace, and receives an alert after a dated KDP
// printing cost changes (the demo's dev route, as an operator would record it).

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/my-books");
const password = "correct horse battery";
const email = `my-books-${Date.now()}@journey.test`;

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("import two months and ads, see profit per book, plan a price, get a rule-change alert", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const registered = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email, password },
  });
  expect(registered.status()).toBe(200);
  const token = (await registered.json()).token as string;
  const project = await request.post(`${apiUrl}/api/book-projects`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: "Dragon Tea",
      specs: { binding: "paperback", pageCount: 200, ink: "black", paper: "white", trim: "6x9" },
      listPrices: { "amazon.com": 12.99, "amazon.de": 12.99 },
      listing: { series: "Dragons" },
    },
  });
  expect(project.status()).toBe(201);

  await logInTo(page, email, "/my-books", password);
  await expect(page.getByRole("heading", { name: "My books", level: 1 })).toBeVisible();

  const imports = page.getByTestId("import-row");
  for (const [index, file] of ["kdp-2026-09.xlsx", "kdp-2026-10.xlsx"].entries()) {
    await page.getByLabel("KDP royalties report").setInputFiles(path.join(fixtures, file));
    await expect(imports.filter({ hasText: file })).toHaveAttribute("data-status", "done", {
      timeout: 30_000,
    });
    await expect(imports).toHaveCount(index + 1);
  }
  await page.getByLabel("Ads store").selectOption("amazon.com");
  await page
    .getByLabel("Sponsored Products report")
    .setInputFiles(path.join(fixtures, "ads-2026-09.csv"));
  await expect(imports.filter({ hasText: "ads-2026-09.csv" })).toHaveAttribute(
    "data-status",
    "done",
    {
      timeout: 30_000,
    },
  );

  const tea = page.getByTestId("my-books-book").filter({ hasText: "Dragon Tea" });
  await expect(tea).toBeVisible();
  // Two months of royalties and KU, less $20.00 of ads.
  await expect(tea.getByRole("cell").nth(5)).toHaveText("20.00");
  await expect(tea).toContainText("Dragons");
  await expect(
    page.getByTestId("my-books-book").filter({ hasText: "Dragon Coffee" }),
  ).toBeVisible();
  await expect(page.getByTestId("my-books-chart")).toBeVisible();
  await expect(page.getByTestId("my-books-conversions")).toContainText("1 EUR =");

  const de = page.locator('[data-testid="price-plan-row"][data-marketplace="amazon.de"]');
  await expect(de.getByTestId("price-plan-status")).toHaveText("60%/70% band");
  await page.getByLabel("New price for Dragon Tea on amazon.de").fill("8.99");
  await page.getByRole("button", { name: "Save 1 price" }).click();
  await expect(de.getByTestId("price-plan-status")).toHaveText("50% band");
  await expect(de).toContainText("8.99 EUR");

  const change = await request.post(`${apiUrl}/api/dev/kdp-print-cost-changes`, {
    data: {
      region: "EU",
      binding: "paperback",
      ink: "black",
      bands: [
        {
          minPages: 24,
          maxPages: 110,
          fixed: { regular: 2.05, large: 2.48 },
          perPage: { regular: 0, large: 0 },
        },
        {
          minPages: 111,
          maxPages: 828,
          fixed: { regular: 1.15, large: 1.15 },
          perPage: { regular: 0.012, large: 0.016 },
        },
      ],
      effectiveFrom: "2026-01-01",
      sourceTitle: "KDP raised EU paperback printing costs (journey)",
    },
  });
  expect(change.status()).toBe(200);
  expect((await change.json()).booksNotified).toBeGreaterThanOrEqual(1);

  await page.goto("/my-books/rule-changes");
  const touched = page
    .getByTestId("rule-change")
    .filter({ hasText: "KDP raised EU paperback printing costs (journey)" })
    .getByTestId("rule-change-book")
    .filter({ hasText: "Dragon Tea" });
  await expect(touched).toContainText(/amazon\.de paperback: €[\d.]+ → €[\d.]+ a copy/);

  const notifications = await request.get(`${apiUrl}/api/notification`, {
    headers: { authorization: `Bearer ${token}` },
    params: { range: "[0,9]", sort: '["datetime","DESC"]' },
  });
  expect(notifications.status()).toBe(200);
  expect(JSON.stringify(await notifications.json())).toContain("amazon.de paperback");
});
