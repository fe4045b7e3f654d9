import { e2ePorts } from "../ports.mjs";
import { type Browser, type BrowserContext, expect, type Page, test } from "./journey";

// Entitlements and prices in the browser (issue 8, decision 0027): an owner is never led to a
// checkout for what they have, /pricing marks the current plan and offers only upgrades, the
// new-member price follows the account's age whatever the link, the plan in the header is the
// current one on the very next page after a purchase, and /pricing keeps plan names in view on a
// phone. Demo accounts are only read here (shop.spec.ts buys with them); purchases use accounts
// registered by this file.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PASSWORD = "inkforge-demo";
const supreme = "supreme@demo.inkforge.test";

async function dismissCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/login?next=%2F");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  await logIn(page, email);
  return { context, page };
}

/** A fresh account (new member: under 24 hours old) that nothing else touches. */
async function registerThroughApi(email: string) {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const badge = (page: Page) => page.getByTestId("site-header").getByTestId("tier-badge");
const planCard = (page: Page, name: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("supreme@ is never led to a checkout for what Supreme includes", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, supreme);

  // The header's link, clicked as soon as the page is there: the members' page, never a checkout.
  // Signed in, the link is in the bar (not under More) from 1600 px (decision 0070).
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto("/");
  await page.getByTestId("desktop-nav").getByRole("link", { name: "Hot KDP Niches" }).click();
  await expect(page).toHaveURL(/\/hot-niches$/);
  // The checkout link itself (an old bookmark, the plain server HTML) lands there too.
  await page.goto("/checkout/v3?product=hot-niches&type=month");
  await expect(page).toHaveURL(/\/hot-niches$/);

  // Supreme lifetime again: no payment page, no pay button.
  await page.goto("/checkout/v3?product=supreme&type=lifetime");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You already have Supreme");
  await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);

  // /pricing marks the current plan and sells nothing it includes.
  await page.goto("/pricing?tab=lifetime");
  await expect(planCard(page, "Supreme").getByTestId("current-plan")).toHaveText(
    "Your current plan",
  );
  await expect(page.getByRole("link", { name: "Get Supreme lifetime" })).toHaveCount(0);
  await expect(page.getByTestId("plan-cta")).toHaveCount(0);
  await expect(planCard(page, "Pro").getByTestId("included-plan")).toHaveText(
    "Included in your plan",
  );

  // A product page marks what the plan includes instead of selling it.
  await page.goto("/shop/hot-niches");
  await expect(page.getByTestId("buy-owned")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Subscribe monthly" })).toHaveCount(0);
  await context.close();
});

test("the new-member price follows the account's age, not the link", async ({
  browser,
  baseURL,
}) => {
  const fresh = `fresh-${Date.now()}@example.com`;
  await registerThroughApi(fresh);
  const member = await signedIn(browser, baseURL, fresh);
  // From /pricing (no offer in the link) and from /new-member: the same price.
  for (const link of [
    "/checkout/v3?product=pro&type=lifetime",
    "/checkout/v3?product=pro&type=lifetime&offer=new-member",
  ]) {
    await member.page.goto(link);
    await expect(member.page.getByTestId("checkout-price")).toContainText("$89.55");
  }
  await member.context.close();

  // pro@ joined months ago: the link's offer changes nothing.
  const pro = await signedIn(browser, baseURL, "pro@demo.inkforge.test");
  await pro.page.goto("/checkout/v3?product=pro&type=lifetime&offer=new-member");
  await expect(pro.page.getByTestId("checkout-price")).toHaveText("$199 one-time");
  await pro.context.close();
});

test("the next page shows the plan just bought, and an upgrade marks the new current plan", async ({
  browser,
  baseURL,
}) => {
  const buyer = `upgrade-${Date.now()}@example.com`;
  await registerThroughApi(buyer);
  const { context, page } = await signedIn(browser, baseURL, buyer);
  await expect(badge(page)).toHaveText("Your plan: Free");

  // Pro monthly, then leave the success page at once.
  await page.goto("/checkout/v3?product=pro&type=month");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await page.goto("/");
  await expect(badge(page)).toHaveText("Your plan: Pro");

  // Pro monthly → Pro lifetime is an upgrade; Pro monthly itself is the current plan.
  await page.goto("/pricing");
  await expect(planCard(page, "Pro").getByTestId("current-plan")).toBeVisible();
  await page.goto("/pricing?tab=lifetime");
  const upgrade = planCard(page, "Pro").getByRole("link", { name: "Upgrade to lifetime" });
  await upgrade.click();
  await expect(page).toHaveURL(/\/checkout\/v3\?product=pro&type=lifetime/);
  // Said before paying: the monthly plan stops renewing once this is paid.
  await expect(page.getByTestId("checkout-superseded")).toContainText(
    "Your Pro (monthly) subscription will stop renewing once this payment goes through",
  );
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment successful");

  // Now held for good: marked, not sold; the monthly plan stops at its period end.
  await page.goto("/pricing?tab=lifetime");
  await expect(planCard(page, "Pro").getByTestId("current-plan")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to lifetime" })).toHaveCount(0);
  const subs = await page.evaluate(async (api) => {
    const session = await (await fetch("/api/auth/session")).json();
    const answer = await fetch(`${api}/api/subs`, {
      headers: { authorization: `Bearer ${session.apiToken}` },
    });
    return answer.json();
  }, apiUrl);
  expect(subs).toEqual([
    expect.objectContaining({ product_id: "pro-monthly", cancel_at_period_end: true }),
  ]);
  await context.close();
});

test("/pricing's one comparison table: cards with plan names at 390 px, columns at 1280", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pricing#compare");
  // One table for every width (issue 26): on a phone its rows are laid out as cards.
  await expect(page.getByRole("table")).toHaveCount(1);
  const rows = page.getByTestId("comparison-row");
  expect(await rows.count()).toBeGreaterThan(10);
  // Well down the comparison, every plan name is on screen with its value.
  const row = rows.nth(12);
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole("rowheader")).toBeInViewport();
  for (const plan of ["Free", "Pro", "Pro Max", "Ultra", "Supreme"]) {
    await expect(row.getByText(plan, { exact: true })).toBeInViewport();
  }
  // The card sets the values side by side, not one plan a line.
  const [free, pro] = await Promise.all([
    row.getByRole("cell").nth(0).boundingBox(),
    row.getByRole("cell").nth(1).boundingBox(),
  ]);
  expect(Math.abs(free!.y - pro!.y)).toBeLessThan(2);
  // Nothing sideways: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("pricing-390.png"), fullPage: false });

  await page.setViewportSize({ width: 1280, height: 800 });
  await row.scrollIntoViewIfNeeded();
  // Plan names head the columns; the cells show their values only.
  await expect(page.getByRole("columnheader", { name: "Pro Max", exact: true })).toBeVisible();
  await expect(row.getByText("Pro Max", { exact: true })).toBeHidden();
  const [name, value] = await Promise.all([
    row.getByRole("rowheader").boundingBox(),
    row.getByRole("cell").first().boundingBox(),
  ]);
  expect(value!.x).toBeGreaterThan(name!.x + name!.width - 1);
  expect(Math.abs(value!.y - name!.y)).toBeLessThan(2);
  await page.screenshot({ path: test.info().outputPath("pricing-1280.png"), fullPage: false });
});
