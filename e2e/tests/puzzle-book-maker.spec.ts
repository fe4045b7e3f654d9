import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { PDFDocument } from "pdf-lib";
import { e2ePorts } from "../ports.mjs";
import { DEMO_PASSWORD, dismissCookieBanner, logInTo, screenshots } from "./helpers";
import { expect, type Page, test } from "./journey";

// Issue 27's "done when": a Puzzle Tools owner opens the maker, builds a 120-page 6 × 9
// large-print sudoku and word search book, downloads the PDF (read back here: page size and count),
// and carries the page count into the cover template; at 1280 and at 390 px. A Free member gets a
// watermarked sample beside the offer; a visitor previews and is asked to sign in to build.
// The owner is a fresh account that buys Puzzle Tools through the sandbox checkout (no demo
// account owns it).

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PATH = "/puzzle-book-maker";
const POINTS_PER_INCH = 72;

async function registerThroughApi(email: string) {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A fresh member who bought Puzzle Tools (lifetime) through the sandbox checkout. */
async function puzzleToolsOwner(page: Page, tag: string) {
  const email = `puzzles-${tag}-${Date.now()}@example.com`;
  await registerThroughApi(email);
  await logInTo(page, email, "/checkout/v3?product=puzzle-tools-v1&type=lifetime");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
}

async function openMaker(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole("form", { name: "Puzzle book" })).toHaveAttribute(
    "data-ready",
    "true",
  );
}

const section = (page: Page, index: number) => page.getByTestId("puzzle-section").nth(index);

/** Title, author, trim, large print and two sections: sudoku and word search. */
async function describeBook(
  page: Page,
  book: { title: string; sudoku: number; wordSearch: number; largePrint: boolean },
) {
  await page.getByLabel("Title", { exact: true }).fill(book.title);
  await page.getByLabel("Author name").fill("Ada Inkwell");
  await page.getByLabel("Trim size").selectOption("6x9");
  const largePrint = page.getByLabel("Large print");
  if ((await largePrint.isChecked()) !== book.largePrint) await largePrint.click();
  await section(page, 0).getByLabel("Puzzle type").selectOption("sudoku");
  await section(page, 0).getByLabel("Grid size").selectOption("9");
  await section(page, 0).getByLabel("Difficulty").selectOption("medium");
  await section(page, 0).getByLabel("Puzzles").fill(String(book.sudoku));
  await section(page, 1).getByLabel("Puzzle type").selectOption("word-search");
  await section(page, 1).getByLabel("Grid size").selectOption("12");
  await section(page, 1).getByLabel("Difficulty").selectOption("easy");
  await section(page, 1).getByLabel("Puzzles").fill(String(book.wordSearch));
}

/** The page count the preview shows once it has laid out the current settings. */
async function previewPageCount(page: Page): Promise<number> {
  await expect(page.getByRole("status").filter({ hasText: "Laying out" })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByTestId("preview-pages")).toHaveText(/^\d+$/, { timeout: 20_000 });
  await expect(page.getByRole("img", { name: /^Page 1/ })).toBeVisible();
  return Number(await page.getByTestId("preview-pages").textContent());
}

async function buildAndWait(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("progressbar", { name: "Building your book" })).toBeVisible();
  await expect(page.getByTestId("build-done")).toBeVisible({ timeout: 120_000 });
}

/** Downloads the finished PDF through the page and reads it back with pdf-lib. */
async function downloadAndRead(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("build-done").getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  return { pdf, sizes: pdf.getPages().map((p) => p.getSize()) };
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test.describe("[PUZZLE] the puzzle book maker", () => {
  test("a Puzzle Tools owner builds a 120-page 6 × 9 large-print sudoku and word search book at 1280 px, downloads it and makes its cover", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await puzzleToolsOwner(page, "wide");
    await openMaker(page);
    await describeBook(page, {
      title: "Large Print Sudoku and Word Search",
      sudoku: 52,
      wordSearch: 40,
      largePrint: true,
    });
    const shown = await previewPageCount(page);
    expect(shown).toBe(120);
    await expect(page.getByTestId("preview-ok")).toBeVisible();
    await expect(page.getByTestId("preview-gutter")).toHaveText("0.5 in");
    await expect(page.getByTestId("puzzle-offer")).toHaveCount(0);
    await screenshots(page, "puzzle-maker-owner-preview", testInfo);

    await buildAndWait(page, "Build the book");
    await expect(page.getByTestId("build-summary")).toContainText(
      `Your book is ready: ${shown} pages`,
    );
    // No preflight finding listed under the finished book.
    await expect(page.getByTestId("build-done").getByRole("list")).toHaveCount(0);
    const { pdf, sizes } = await downloadAndRead(page);
    expect(pdf.getPageCount()).toBe(shown);
    expect(pdf.getPageCount() % 2).toBe(0);
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(6 * POINTS_PER_INCH, 1);
      expect(size.height).toBeCloseTo(9 * POINTS_PER_INCH, 1);
    }
    await screenshots(page, "puzzle-maker-owner-done", testInfo);
    // The build is listed with its download on the page and on /me.
    await expect(page.getByTestId("your-books")).toContainText(
      "Large Print Sudoku and Word Search",
    );

    const cover = page.getByTestId("build-done").getByRole("link", { name: "Make its cover" });
    const href = new URL((await cover.getAttribute("href")) ?? "", "http://site");
    expect(href.pathname).toBe("/kdp-cover-template-generator");
    expect(href.searchParams.get("pages")).toBe(String(shown));
    expect(href.searchParams.get("trim")).toBe("6x9");
    expect(href.searchParams.get("paper")).toBe("white");
    const designer = page.getByTestId("build-done").getByRole("link", { name: "Design its cover" });
    const designerHref = (await designer.getAttribute("href")) ?? "";
    expect(new URL(designerHref, "http://site").pathname).toBe("/book-cover-creator");
    await cover.click();
    // The template's form reads the link (and then drops values equal to its own defaults).
    await expect(page).toHaveURL(/\/kdp-cover-template-generator/);
    await expect(page.getByLabel("Page count")).toHaveValue(String(shown));
    await expect(page.getByLabel("Trim size")).toHaveValue("6x9");

    await page.goto("/me");
    const books = page.getByTestId("your-books");
    await expect(books).toContainText("Large Print Sudoku and Word Search");
    await expect(books.getByRole("button", { name: /Download PDF/ })).toBeVisible();

    // The cover designer opens sized for the book that was built: its spine follows the count.
    await page.goto(designerHref);
    await expect(page.getByLabel("Page count")).toHaveValue(String(shown));
    await expect(page.getByLabel("Trim size")).toHaveValue("6x9");
  });

  test("at 390 px an owner builds a smaller book, downloads it and makes its cover", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await puzzleToolsOwner(page, "phone");
    await openMaker(page);
    await describeBook(page, {
      title: "Pocket Puzzles",
      sudoku: 12,
      wordSearch: 10,
      largePrint: true,
    });
    const shown = await previewPageCount(page);
    // Not the cover template's default count (120), so the field below shows the carried value.
    expect(shown).not.toBe(120);
    await page.screenshot({
      path: testInfo.outputPath("puzzle-maker-phone-preview.png"),
      fullPage: true,
    });
    await buildAndWait(page, "Build the book");
    const { pdf, sizes } = await downloadAndRead(page);
    expect(pdf.getPageCount()).toBe(shown);
    expect(sizes[0]?.width).toBeCloseTo(432, 1);
    expect(sizes[0]?.height).toBeCloseTo(648, 1);
    // Nothing on the page is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath("puzzle-maker-phone-done.png"),
      fullPage: true,
    });
    await page.getByTestId("build-done").getByRole("link", { name: "Make its cover" }).click();
    await expect(page.getByLabel("Page count")).toHaveValue(String(shown));
  });

  test("a Free member sees the offer and builds a watermarked sample of the first puzzles", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await logInTo(page, "free@demo.inkforge.test", PATH);
    await expect(page.getByRole("form", { name: "Puzzle book" })).toHaveAttribute(
      "data-ready",
      "true",
    );
    await describeBook(page, {
      title: "Sample Puzzles",
      sudoku: 20,
      wordSearch: 20,
      largePrint: false,
    });
    await previewPageCount(page);
    const offer = page.getByTestId("puzzle-offer");
    await expect(offer).toContainText("Puzzle Book Maker is not part of the Free plan");
    await expect(offer).toContainText("the first 6 puzzles of this book");
    await expect(
      offer.getByRole("link", { name: /Get Puzzle Tools · \$99 one-time/ }),
    ).toHaveAttribute("href", /\/checkout\/v3\?product=puzzle-tools-v1&type=lifetime/);
    await screenshots(page, "puzzle-maker-free-offer", testInfo);
    await buildAndWait(page, "Build a free sample (6 puzzles)");
    await expect(page.getByTestId("build-summary")).toContainText("Your sample is ready");
    const { pdf } = await downloadAndRead(page);
    expect(pdf.getPageCount() % 2).toBe(0);
  });

  test("signed out: the preview works and building asks to sign in", async ({ page }) => {
    await openMaker(page);
    await page.getByLabel("Author name").fill("Ada Inkwell");
    expect(await previewPageCount(page)).toBeGreaterThanOrEqual(24);
    // The form, the preview's pages and the sign-in prompt: no serious or critical axe finding.
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    await expect(page.getByRole("link", { name: "Sign in to build" })).toHaveAttribute(
      "href",
      "/login?next=%2Fpuzzle-book-maker",
    );
    // The catalogue's link to the maker stays on this site.
    await page.goto("/book-creation");
    const link = page.getByRole("link", { name: /Puzzle Book Maker/ }).first();
    await expect(link).toHaveAttribute("href", PATH);
  });
});
