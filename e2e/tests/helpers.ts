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
 * Signs `context` in as `email` the way the login form does, without drawing the form: next-auth's
 * CSRF token, then its credentials callback (the same API login behind it). Journeys whose subject
 * is not signing in use this; the login form has journeys of its own (auth.spec.ts and others
 * that open /login). About a second and a half a sign-in on a loaded CI machine (issue 25).
 */
async function signInWithoutTheForm(
  context: BrowserContext,
  email: string,
  password: string,
): Promise<void> {
  const csrf = await context.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const answer = await context.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, callbackUrl: "/", json: "true" },
  });
  const { url } = (await answer.json()) as { url?: string };
  if (!answer.ok() || !url || new URL(url, "http://localhost").searchParams.has("error")) {
    throw new Error(`Signing in as ${email} failed: ${answer.status()} ${url ?? ""}`);
  }
}

/** Signs in as `email` and opens `next`, waiting until the browser is there (compared by path). */
export async function logInTo(
  page: Page,
  email: string,
  next: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await signInWithoutTheForm(page.context(), email, password);
  await page.goto(next);
  const path = new URL(next, "http://localhost").pathname;
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * A fresh browser context (the banner answered) signed in as `email`, on the home page; the
 * account menu showing is the sign that the session is in place.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  await signInWithoutTheForm(context, email, DEMO_PASSWORD);
  const page = await context.newPage();
  await page.goto("/");
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
