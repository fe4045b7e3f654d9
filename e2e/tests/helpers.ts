import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";

/** The password of every demo account the seed creates (free@, pro@, supreme@demo.inkforge.test…). */
export const DEMO_PASSWORD = "inkforge-demo";

/**
 * Answers the cookie banner before the first page loads (essential cookies only), so it neither
 * covers what a test clicks nor shows in its screenshots.
 */
export async function dismissCookieBanner(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<void> {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

/**
 * Logs in through the login form with `?next=` and waits until the site has taken the browser to
 * `next` (compared by path: the page may keep or drop a query it acted on).
 */
export async function logInTo(
  page: Page,
  email: string,
  next: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
  const path = new URL(next, "http://localhost").pathname;
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * A fresh browser context (the banner answered) signed in as `email` through the login form; the
 * account menu showing is the sign that the session is in place.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  await page.goto("/login?next=%2F");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  return { context, page };
}

/** Full-page screenshots at 1280 and 390 px wide, named `<name>-1280.png` / `<name>-390.png`. */
export async function screenshots(
  page: Page,
  name: string,
  testInfo: { outputPath: (name: string) => string },
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}
