import { expect, type Page, test } from "./journey";

// The trademark checker (signed in, as the catalogue asks): a mark typed into the title is flagged
// with its owner and highlighted in place, and the finding clears once the title is fixed. The
// e2e API has no trademark office search configured, so the page says only the shipped list was
// checked.

const PASSWORD = "inkforge-demo";

async function logInTo(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === next);
  // React owns the form once it listens: text typed before that would be lost.
  await expect(page.locator('form[data-ready="true"]').first()).toBeAttached();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("trademark: a mark in the title is flagged with its owner and clears when fixed", async ({
  page,
}, testInfo) => {
  await logInTo(page, "free@demo.inkforge.test", "/kdp-trademark-checker");
  await expect(page.getByText("A first filter, not legal advice.")).toBeVisible();

  const title = page.getByLabel("Title", { exact: true });
  await title.fill("The Pokemon Trainer's Barbies Journal");
  await page.getByLabel("Keywords (one per line)").fill("cozy mystery\nstar-wars activity book");

  const findings = page.getByTestId("trademark-finding");
  await expect(findings).toHaveCount(3);
  await expect(findings.first()).toContainText("Pokémon");
  await expect(findings.first()).toContainText("Owner: Nintendo of America Inc.");
  await expect(findings.nth(1)).toContainText("Owner: Mattel, Inc.");
  await expect(page.getByRole("heading", { name: "Keyword 2" })).toBeVisible();
  await expect(page.locator("mark").filter({ hasText: "Barbies" })).toBeVisible();
  await expect(page.getByTestId("trademark-coverage")).toContainText(
    "no trademark office search is configured",
  );

  await page.getByRole("button", { name: "Copy results" }).click();
  await expect(page.getByTestId("toast").getByText("Results copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Title: "Barbies" — Barbie, owned by Mattel, Inc.');
  expect(copied).toContain("A first filter, not legal advice.");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath("trademark-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("trademark-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await title.fill("The Monster Trainer's Doll Journal");
  await page.getByLabel("Keywords (one per line)").fill("cozy mystery\nspace activity book");
  await expect(findings).toHaveCount(0);
  await expect(page.getByTestId("trademark-clear")).toHaveText("No listed trademarks found");
  expect(new URL(page.url()).searchParams.get("title")).toBe("The Monster Trainer's Doll Journal");
});

test("trademark: signed out, the page asks to log in instead of checking", async ({ page }) => {
  await page.goto("/kdp-trademark-checker");
  await expect(page.getByRole("button", { name: "Use Trademark Checker" })).toBeVisible();
  await expect(page.getByLabel("Keywords (one per line)")).toHaveCount(0);
});
