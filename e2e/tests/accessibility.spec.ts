import AxeBuilder from "@axe-core/playwright";
import { signedIn } from "./helpers";
import { type BrowserContext, expect, type Page, test } from "./journey";

// Every page type, as a first-time visitor sees it (cookie banner up), signed in, and with the
// promotion popup open: no serious or critical axe violation (issue 26).

/** One page of each type: marketing, listing, blog, calculator, generator, research, book maker, shop, auth. */
const guestPages = [
  "/",
  "/tools",
  "/pricing",
  "/blog",
  "/blog/seven-backend-keyword-boxes-explained",
  "/tools/KDP-Royalty-Calculator",
  "/kdp-cover-template-generator",
  "/titans-deep-view",
  "/puzzle-book-maker",
  "/shop/trademark-checker",
  "/login",
];

/**
 * The signed-in chrome (account menu, points, streak, bell), the account's own pages, checkout,
 * the design studio, the book planner and "my books".
 */
const signedInPages = [
  "/",
  "/tools/KDP-Royalty-Calculator",
  "/titans-deep-view",
  "/me",
  "/profile",
  "/checkout/v3?product=pro&type=month",
  "/a-plus-content-maker",
  "/book-planner",
  "/my-books",
];

/** Pages where a first visit gets the upsell popup. */
const popupPages = ["/", "/tools/KDP-Royalty-Calculator"];

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Waits until the page has hydrated and its client-only pieces (banner, header) have settled. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

test.describe("[A11Y] first visit (no cookies, the cookie banner up)", () => {
  for (const route of guestPages) {
    test(`${route} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe("[A11Y] signed in", () => {
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    ({ context, page } = await signedIn(browser, baseURL, "free@demo.inkforge.test"));
  });
  test.afterAll(async () => {
    await context.close();
  });
  for (const route of signedInPages) {
    test(`${route} has no serious or critical axe violations`, async () => {
      await page.goto(route);
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe("[A11Y] the promotion popup open", () => {
  for (const route of popupPages) {
    test(`${route} with the popup open has no serious or critical axe violations`, async ({
      browser,
      baseURL,
    }) => {
      // The e2e build shows popups only to a browser that opts in (decision 0069).
      const context = await browser.newContext({ baseURL });
      await context.addCookies([
        { name: "inkforge_popups", value: "on", url: baseURL ?? "http://127.0.0.1" },
      ]);
      const page = await context.newPage();
      await page.goto(route);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // The fade-in (10 ms) is over before axe reads the colours.
      await expect(dialog.locator("xpath=..")).toHaveCSS("opacity", "1");
      await expectNoSeriousViolations(page);
      await context.close();
    });
  }
});
