import { e2ePorts } from "../ports.mjs";
import { DEMO_PASSWORD, dismissCookieBanner, logInTo, screenshots } from "./helpers";
import { expect, type Page, test } from "./journey";

// Issue 27: the finished interior goes into a book project, whose pre-flight checks it (decision
// 0138), and the maker builds hardcovers too. At 1280 px a Puzzle Tools owner builds a short
// 6 × 9 hardcover (made up to KDP's 75-page hardcover minimum), whose cover template link carries
// the binding, adds it to a new project, and finds the interior and its checks in the project's
// pre-flight; a page count changed by hand is flagged against the interior. At 390 px a fresh Free
// member's watermarked sample goes into a project whose pre-flight says it is a sample.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PATH = "/puzzle-book-maker";

async function registerThroughApi(email: string) {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function puzzleToolsOwner(page: Page, email: string) {
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

async function describeBook(page: Page, title: string, binding: "paperback" | "hardcover") {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Author name").fill("Ada Inkwell");
  await page.getByLabel("Binding").selectOption(binding);
  await page.getByLabel("Trim size").selectOption("6x9");
  await section(page, 0).getByLabel("Puzzle type").selectOption("sudoku");
  await section(page, 0).getByLabel("Grid size").selectOption("9");
  await section(page, 0).getByLabel("Difficulty").selectOption("easy");
  await section(page, 0).getByLabel("Puzzles").fill("4");
  await section(page, 1).getByLabel("Puzzle type").selectOption("word-search");
  await section(page, 1).getByLabel("Grid size").selectOption("12");
  await section(page, 1).getByLabel("Difficulty").selectOption("easy");
  await section(page, 1).getByLabel("Puzzles").fill("4");
  await expect(page.getByRole("status").filter({ hasText: "Laying out" })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(page.getByTestId("preview-pages")).toHaveText(/^\d+$/, { timeout: 20_000 });
  return Number(await page.getByTestId("preview-pages").textContent());
}

async function buildAndWait(page: Page, button: string | RegExp) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("build-done")).toBeVisible({ timeout: 120_000 });
}

/** "Add to a book project" → a new project named `title` → its page. */
async function addToNewProject(page: Page, title: string) {
  const done = page.getByTestId("build-done");
  await done.getByRole("button", { name: "Add to a book project" }).click();
  const form = done.getByRole("form", { name: "Add to a book project" });
  await expect(form.getByLabel("Book project")).toHaveValue("");
  await form.getByLabel("New project's name").fill(title);
  await form.getByRole("button", { name: "Add the interior" }).click();
  await expect(done.getByTestId("interior-added")).toContainText(`Added to “${title}”`);
  await done.getByRole("link", { name: "Open the project and its pre-flight" }).click();
  await expect(page).toHaveURL(/\/book-planner\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("project-interior")).toBeVisible({ timeout: 20_000 });
}

const problem = (page: Page, id: string) => page.locator(`[data-problem="${id}"]`);

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test.describe("[PUZZLE] a built interior in a book project", () => {
  test("at 1280 px an owner builds a 6 × 9 hardcover, adds it to a new project and its pre-flight checks the interior", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await puzzleToolsOwner(page, `hardcover-${Date.now()}@example.com`);
    await openMaker(page);
    // A hardcover offers KDP's case laminate trims only.
    await page.getByLabel("Binding").selectOption("hardcover");
    await expect(page.getByLabel("Trim size").locator("option")).toHaveText([
      /^5\.5 × 8\.5 in/,
      /^6 × 9 in/,
      /^6\.14 × 9\.21 in/,
      /^7 × 10 in/,
      /^8\.25 × 11 in/,
    ]);
    const shown = await describeBook(page, "Case Bound Puzzles", "hardcover");
    // Eight puzzles, made up with notes pages to the hardcover minimum (75, printed as 76).
    expect(shown).toBe(76);
    await buildAndWait(page, "Build the book");
    await expect(page.getByTestId("build-summary")).toContainText(`${shown} pages`);
    const cover = page.getByTestId("build-done").getByRole("link", { name: "Make its cover" });
    const href = new URL((await cover.getAttribute("href")) ?? "", "http://site");
    expect(href.searchParams.get("binding")).toBe("hardcover");
    expect(href.searchParams.get("pages")).toBe(String(shown));
    // The cover designer draws paperbacks only, so it is not offered for a hardcover.
    await expect(
      page.getByTestId("build-done").getByRole("link", { name: "Design its cover" }),
    ).toHaveCount(0);
    await screenshots(page, "puzzle-project-hardcover-built", testInfo);

    await addToNewProject(page, "Case Bound Puzzles");
    await expect(page.getByTestId("interior-binding")).toHaveText("Hardcover");
    await expect(page.getByTestId("interior-trim")).toHaveText("6x9 in");
    await expect(page.getByTestId("interior-pages")).toHaveText(String(shown));
    await expect(page.getByLabel("Format")).toHaveValue("hardcover");
    await expect(page.getByLabel("Page count")).toHaveValue(String(shown));
    await expect(problem(page, "interior:ok")).toContainText(
      `The interior PDF was read back: ${shown} pages of 6 × 9 in`,
    );
    await screenshots(page, "puzzle-project-preflight", testInfo);
    // The download button fetches the interior PDF.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download the interior PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // A page count typed by hand no longer fits the interior: the cover would not fit.
    await page.getByLabel("Page count").fill("120");
    await expect(problem(page, "interior:pages")).toHaveAttribute("data-severity", "error");
    await expect(problem(page, "interior:pages")).toContainText(
      `Set the page count to ${shown}, the interior PDF's`,
    );
    await expect(problem(page, "interior:ok")).toHaveCount(0);
  });

  test("at 390 px a Free member's sample goes into a project whose pre-flight says it is a sample", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `sample-project-${Date.now()}@example.com`;
    await registerThroughApi(email);
    await logInTo(page, email, PATH);
    await expect(page.getByRole("form", { name: "Puzzle book" })).toHaveAttribute(
      "data-ready",
      "true",
    );
    await describeBook(page, "Pocket Sample", "paperback");
    await buildAndWait(page, /Build a free sample/);
    await expect(page.getByTestId("build-summary")).toContainText("Your sample is ready");
    await addToNewProject(page, "Pocket Sample");
    await expect(page.getByTestId("interior-binding")).toHaveText("Paperback");
    await expect(problem(page, "interior:sample")).toContainText("The interior is a free sample");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath("puzzle-project-phone-preflight.png"),
      fullPage: true,
    });
  });
});
