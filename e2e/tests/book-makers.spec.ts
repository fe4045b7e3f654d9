import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { e2ePorts } from "../ports.mjs";
import { DEMO_PASSWORD, dismissCookieBanner, logInTo, screenshots } from "./helpers";
import { expect, type Page, test } from "./journey";

// Issue 28's "done when" for the makers (decisions 0109, 0110): an Activity Tools owner builds a
// 60-page ages 4–6 activity book, a Coloring Book Maker owner a 50-page mandala book (at 390 px),
// and a signed-in author a 120-page lined journal and a 2027 dated planner; each PDF is downloaded
// through the page and read back (page count and size), and "Make its cover" carries the count.
// Owners are fresh accounts that buy the product through the sandbox checkout.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const POINTS_PER_INCH = 72;

async function registerThroughApi(email: string) {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A fresh member who bought `product` (lifetime) through the sandbox checkout. */
async function ownerOf(page: Page, product: string) {
  const email = `${product}-${Date.now()}@example.com`;
  await registerThroughApi(email);
  await logInTo(page, email, `/checkout/v3?product=${product}&type=lifetime`);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
}

async function openMaker(page: Page, path: string, form: string) {
  await page.goto(path);
  await expect(page.getByRole("form", { name: form })).toHaveAttribute("data-ready", "true");
}

async function previewPageCount(page: Page): Promise<number> {
  await expect(page.getByRole("status").filter({ hasText: "Laying out" })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(page.getByTestId("preview-pages")).toHaveText(/^\d+$/, { timeout: 30_000 });
  await expect(page.getByRole("img", { name: /^Page 1/ })).toBeVisible();
  return Number(await page.getByTestId("preview-pages").textContent());
}

async function buildAndWait(page: Page, button = "Build the book") {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("progressbar", { name: "Building your book" })).toBeVisible();
  await expect(page.getByTestId("build-done")).toBeVisible({ timeout: 120_000 });
}

async function downloadAndRead(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("build-done").getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return PDFDocument.load(bytes);
}

function expectPages(pdf: PDFDocument, count: number, widthIn: number, heightIn: number) {
  expect(pdf.getPageCount()).toBe(count);
  for (const page of pdf.getPages()) {
    const size = page.getSize();
    expect(size.width).toBeCloseTo(widthIn * POINTS_PER_INCH, 1);
    expect(size.height).toBeCloseTo(heightIn * POINTS_PER_INCH, 1);
  }
}

async function expectCoverLink(page: Page, trim: string, pages: number) {
  const cover = page.getByTestId("build-done").getByRole("link", { name: "Make its cover" });
  const href = new URL((await cover.getAttribute("href")) ?? "", "http://site");
  expect(href.pathname).toBe("/kdp-cover-template-generator");
  expect(href.searchParams.get("pages")).toBe(String(pages));
  expect(href.searchParams.get("trim")).toBe(trim);
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test.describe("[MAKERS] the activity, coloring and low-content book makers", () => {
  test("an Activity Tools owner builds a 60-page ages 4–6 activity book at 1280 px", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await ownerOf(page, "puzzle-tools-v2");
    await openMaker(page, "/tools/v2", "Activity book");
    await page.getByLabel("Title", { exact: true }).fill("Busy Little Hands");
    await page.getByLabel("Author name").fill("Ada Inkwell");
    await page.getByLabel("Age band").selectOption("4-6");
    expect(await previewPageCount(page)).toBe(60);
    // The preview's checks run in its worker after the count shows (7.5 s ran out once in CI).
    await expect(page.getByTestId("preview-ok")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("puzzle-offer")).toHaveCount(0);
    await screenshots(page, "activity-maker-owner-preview", testInfo);

    await buildAndWait(page);
    await expect(page.getByTestId("build-summary")).toContainText("Your book is ready: 60 pages");
    await expect(page.getByTestId("build-done").getByRole("list")).toHaveCount(0);
    expectPages(await downloadAndRead(page), 60, 8.5, 11);
    await expectCoverLink(page, "8.5x11", 60);
    await expect(page.getByTestId("your-books")).toContainText("Busy Little Hands");
  });

  test("at 390 px a Coloring Book Maker owner builds a 50-design mandala book, single-sided", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await ownerOf(page, "coloring-book-maker");
    await openMaker(page, "/coloring-book-maker", "Coloring book");
    await page.getByLabel("Title", { exact: true }).fill("Calm Mandalas");
    await page.getByLabel("Author name").fill("Ada Inkwell");
    await page.getByLabel("Style").selectOption("mandala");
    await page.getByLabel("Designs").fill("50");
    // An image of the author's own (decision 0125): a 300 DPI 8.5×11 PNG drawn in the page.
    const png = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 2550;
      canvas.height = 3300;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.fillStyle = "#ccc";
      context.fillRect(0, 0, 2550, 3300);
      context.fillStyle = "#333";
      context.beginPath();
      context.arc(1275, 1650, 900, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL("image/png").split(",")[1] as string;
    });
    await page.getByLabel("Add images").setInputFiles({
      name: "disc.png",
      mimeType: "image/png",
      buffer: Buffer.from(png, "base64"),
    });
    await expect(page.getByTestId("own-image")).toHaveCount(1);
    await page.getByLabel("Trace to line art").check();
    const shown = await previewPageCount(page);
    // Title and copyright pages, then 50 designs and the own image, each with its blank back.
    expect(shown).toBe(104);
    await page.screenshot({
      path: testInfo.outputPath("coloring-maker-phone-preview.png"),
      fullPage: true,
    });
    await buildAndWait(page);
    expectPages(await downloadAndRead(page), shown, 8.5, 11);
    await expectCoverLink(page, "8.5x11", shown);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a signed-in author builds a 120-page lined journal and a 2027 dated planner, one click each", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A fresh Free member: the demo accounts' notifications belong to other journeys.
    const email = `author-${Date.now()}@example.com`;
    await registerThroughApi(email);
    await logInTo(page, email, "/low-content-book-maker");
    await expect(page.getByRole("form", { name: "Low-content book" })).toHaveAttribute(
      "data-ready",
      "true",
    );
    await page.getByLabel("Author name").fill("Ada Inkwell");

    await page.getByRole("button", { name: "6 × 9 in lined journal, 120 pages" }).click();
    expect(await previewPageCount(page)).toBe(120);
    await expect(page.getByTestId("puzzle-offer")).toHaveCount(0);
    await buildAndWait(page);
    await expect(page.getByTestId("build-summary")).toContainText("Your book is ready: 120 pages");
    expectPages(await downloadAndRead(page), 120, 6, 9);
    await expectCoverLink(page, "6x9", 120);

    await page
      .getByRole("button", { name: "8.5 × 11 in daily planner for 2027, a page a day" })
      .click();
    await expect(page.getByLabel("Year")).toHaveValue("2027");
    const planner = await previewPageCount(page);
    expect(planner).toBeGreaterThanOrEqual(367);
    await screenshots(page, "low-content-planner-preview", testInfo);
    await buildAndWait(page);
    expectPages(await downloadAndRead(page), planner, 8.5, 11);
    await expectCoverLink(page, "8.5x11", planner);
    await expect(page.getByTestId("your-books")).toContainText("2027 Daily Planner");
  });

  test("the catalogue's makers stay on this site", async ({ page }) => {
    await page.goto("/book-creation");
    for (const [name, path] of [
      [/Low Content Book Generator/, "/low-content-book-maker"],
      [/Coloring Book Maker/, "/coloring-book-maker"],
      [/Activity Book Tools/, "/tools/v2"],
    ] as const) {
      await expect(page.getByRole("link", { name }).first()).toHaveAttribute("href", path);
    }
  });
});
