import { dismissCookieBanner, logInTo } from "./helpers";
import { expect, test } from "./journey";

// The grammar checker (a misspelling and a repeated word are highlighted in place and fixed with
// one click, all in the browser's worker) and the book data translator without a translation
// service (the page says how to configure one and translates nothing).

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("grammar: a misspelling and a repeated word are highlighted and fixed with one click", async ({
  page,
}, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", "/grammar-check");
  const editor = page.getByLabel("Your text");
  // The worker has fetched the dictionary from our origin and built the speller.
  await expect(editor).toHaveAttribute("data-ready", "true", { timeout: 15_000 });

  await editor.fill("This is is a story about a lighthouse. Teh keeper finds a map.");
  const highlights = page.getByTestId("grammar-highlights");
  await expect(highlights.locator('mark[data-rule="spelling"]')).toHaveText("Teh");
  await expect(highlights.locator('mark[data-rule="repeated-word"]')).toHaveText("is is");
  const findings = page.getByTestId("grammar-finding");
  await expect(findings).toHaveCount(2);
  await expect(page.getByTestId("grammar-status")).toHaveText("2 findings");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("grammar-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("grammar-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: 'Replace "Teh" with "The"' }).click();
  await expect(editor).toHaveValue(
    "This is is a story about a lighthouse. The keeper finds a map.",
  );
  await page.getByRole("button", { name: 'Replace "is is" with "is"' }).click();
  await expect(editor).toHaveValue("This is a story about a lighthouse. The keeper finds a map.");
  await expect(page.getByTestId("grammar-status")).toHaveText("No problems found");
  await expect(highlights.locator("mark")).toHaveCount(0);

  // A name the dictionary lacks can be ignored, and stays ignored.
  await editor.fill("Elara keeps the light.");
  await expect(highlights.locator('mark[data-rule="spelling"]')).toHaveText("Elara");
  await page.getByRole("button", { name: "Ignore “Elara”" }).click();
  await expect(page.getByTestId("grammar-status")).toHaveText("No problems found");
  // The copy is the use: the server checks the copied text itself (and awards the points).
  const served = page.waitForRequest(
    (request) =>
      request.method() === "POST" && new URL(request.url()).pathname === "/api/tools/grammar-check",
  );
  await page.getByRole("button", { name: "Copy text" }).click();
  await expect(page.getByTestId("toast").getByText("Text copied")).toBeVisible();
  expect((await served).postDataJSON()).toEqual({
    text: "Elara keeps the light.",
    ignore: ["Elara"],
  });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Elara keeps the light.");
});

test("grammar: signed out, the page asks to log in instead of checking", async ({ page }) => {
  await page.goto("/grammar-check");
  await expect(page.getByRole("button", { name: "Use Grammar Checker" })).toBeVisible();
  await expect(page.getByLabel("Your text")).toHaveCount(0);
});

test("translator: without a configured service the page says it is not available yet", async ({
  page,
}, testInfo) => {
  await logInTo(page, "promax@demo.inkforge.test", "/kdp-bookdata-translator");
  const notice = page.getByTestId("translator-not-available");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("not available on this site yet");
  // Customers are never shown server settings.
  await expect(notice).not.toContainText("LIBRETRANSLATE");
  await expect(notice).not.toContainText("DEEPL");
  await expect(page.getByRole("form", { name: "Book data translator" })).toHaveCount(0);
  await expect(page.getByTestId("translation")).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("translator-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("translator-390.png"), fullPage: true });
});
