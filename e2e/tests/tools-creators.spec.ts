import { type BrowserContext, expect, type Page, test } from "./journey";

// The title creator (template ideas checked against KDP's rules, one copied) and the description
// creator (bold and a list typed in the editor, the count, clean HTML copied, a pasted XSS payload
// sanitised), both on their templates: the journeys' API has no language model configured.

const PASSWORD = "inkforge-demo";

async function dismissCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

async function logInTo(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === next);
  await expect(page.locator('form[data-ready="true"]').first()).toBeAttached();
}

async function screenshots(
  page: Page,
  testInfo: { outputPath: (name: string) => string },
  name: string,
) {
  // From the top, so the sticky header sits where it belongs in a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("title creator: template ideas are checked against KDP's rules and one is copied", async ({
  page,
}, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", "/kdp-title-creator");
  await expect(page.getByTestId("generation-source")).toContainText("Generation uses templates");

  const form = page.getByRole("form", { name: "Title creator" });
  await form.getByLabel("Book type").selectOption("journal");
  await form.getByLabel("Niche or topic").fill("gratitude");
  await form.getByLabel("Audience").fill("busy moms");
  await form.getByLabel("Keywords (one per line)").fill("mindfulness\nself care");

  const ideas = page.getByTestId("title-idea");
  await expect(ideas).toHaveCount(12);
  await expect(page.getByTestId("ideas-heading")).toContainText("12 ideas");
  await expect(ideas.first()).toContainText("/ 200 characters together");
  await expect(ideas.first().getByTestId("creator-clear")).toHaveText("Fits KDP's title rules.");
  await expect(
    page.getByTestId("title-idea").filter({ hasText: "Busy Moms" }).first(),
  ).toBeVisible();

  const firstTitle = (await ideas.first().getByTestId("idea-title").textContent()) ?? "";
  expect(firstTitle).toMatch(/Gratitude|Mindfulness/);
  await ideas
    .first()
    .getByRole("button", { name: /^Copy title/ })
    .click();
  await expect(page.getByText("Title copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstTitle);

  await screenshots(page, testInfo, "title-creator");

  // A brief word that breaks a rule is flagged on every idea, live.
  await form.getByLabel("Niche or topic").fill("free gratitude");
  await expect(ideas.first().locator('[data-rule="promotion"]')).toBeVisible();
  await expect(ideas.first()).toContainText("Promotions");
});

test("description creator: bold and a list, the count, clean HTML copied, a pasted XSS payload sanitised", async ({
  page,
}, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", "/kdp-description-creator");
  await expect(page.getByTestId("generation-source")).toContainText("Generation uses templates");
  const editor = page.getByTestId("description-editor");
  const html = page.getByTestId("description-html");
  const count = page.getByTestId("description-count");
  const preview = page.getByTestId("description-preview");

  await editor.click();
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type("Calm mornings");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" start here.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Daily prompts");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Weekly reviews");

  await expect(html).toContainText("<b>Calm mornings</b> start here.");
  await expect(html).toContainText("<ul><li>Daily prompts</li><li>Weekly reviews</li></ul>");
  await expect(preview.locator("b")).toHaveText("Calm mornings");
  await expect(preview.locator("ul li")).toHaveText(["Daily prompts", "Weekly reviews"]);
  const clean = (await html.textContent()) ?? "";
  expect(clean).not.toMatch(/<[a-z0-9]+\s/i);
  await expect(count).toHaveText(`${clean.length} / 4,000 characters including HTML tags`);

  await page.getByRole("button", { name: "Copy HTML" }).click();
  await expect(page.getByText("Description HTML copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clean);

  // A paste carrying a script, a handler and a javascript: link keeps only its text.
  await page.evaluate(async () => {
    const payload =
      '<p style="color:red">Pasted <img src=x onerror="window.__xss=1"><strong>safe</strong></p><script>window.__xss=2</script><a href="javascript:window.__xss=3">link</a><svg onload="window.__xss=4"></svg>';
    await navigator.clipboard.write([
      new ClipboardItem({
        "text/html": new Blob([payload], { type: "text/html" }),
        "text/plain": new Blob(["Pasted safe link"], { type: "text/plain" }),
      }),
    ]);
  });
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("ControlOrMeta+V");
  await expect(html).toContainText("Pasted <b>safe</b>");
  await expect(html).toContainText("link");
  const afterPaste = (await html.textContent()) ?? "";
  expect(afterPaste).not.toMatch(/script|onerror|onload|javascript:|<img|<svg|<a |style=/i);
  expect(await editor.innerHTML()).not.toMatch(/onerror|<script|<img|javascript:/i);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();

  // A draft from the templates replaces the content.
  const form = page.getByRole("form", { name: "Description brief" });
  await form.getByLabel("Book type").selectOption("how-to");
  await form.getByLabel("Niche or topic").fill("sourdough baking");
  await form.getByLabel("Audience").fill("home bakers");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Write a draft from templates" }).click();
  await expect(preview.locator("h4")).toHaveText(["What's inside", "Who it's for"]);
  await expect(page.getByTestId("creator-clear")).toHaveText("Fits KDP's description rules.");

  await screenshots(page, testInfo, "description-creator");
});
