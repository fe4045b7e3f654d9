import { e2ePorts } from "../ports.mjs";
import { type Browser, type BrowserContext, expect, type Page, test } from "./journey";

// The shop against the real API on a fresh database, with the sandbox payment provider: tiers in
// the header, card and PayPal purchases through the sandbox's hosted pages, cancellation, the
// cancel path, downloads, free claims and the server-side gate of /hot-niches. Demo accounts
// only (password inkforge-demo). The tests run in order: the first reads every account's tier
// before the later ones buy things.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PASSWORD = "inkforge-demo";
const account = {
  free: "free@demo.inkforge.test",
  pro: "pro@demo.inkforge.test",
  promax: "promax@demo.inkforge.test",
  supreme: "supreme@demo.inkforge.test",
  newMember: "new@demo.inkforge.test",
} as const;

async function dismissCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

async function logIn(page: Page, email: string, next = "/") {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

/** A signed-in page in a browser context of its own. */
async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  options: { extraHTTPHeaders?: Record<string, string> } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  await logIn(page, email);
  return { context, page };
}

const badge = (page: Page) => page.getByTestId("site-header").getByTestId("tier-badge");
const upgrade = (page: Page) => page.getByTestId("site-header").getByTestId("tier-upgrade");
/** The bar's Hot KDP Niches link; signed in, it is in the bar from 1600 px (decision 0070). */
async function hotNichesLink(page: Page) {
  await page.setViewportSize({ width: 1920, height: 900 });
  return page.getByTestId("desktop-nav").getByRole("link", { name: "Hot KDP Niches" });
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("[TIER] each demo account shows its tier and the upgrade it is offered", async ({
  browser,
  baseURL,
}) => {
  const expected = [
    { email: account.free, tier: "Free", upgradeTo: "Pro", href: "/pricing" },
    { email: account.pro, tier: "Pro", upgradeTo: "Pro Max", href: "/pricing" },
    { email: account.promax, tier: "Pro Max", upgradeTo: "Supreme", href: "/pricing?tab=lifetime" },
    { email: account.supreme, tier: "Supreme", upgradeTo: null, href: null },
  ];
  for (const row of expected) {
    const { context, page } = await signedIn(browser, baseURL, row.email);
    await expect(badge(page), row.email).toHaveText(`Your plan: ${row.tier}`);
    if (row.upgradeTo) {
      await expect(upgrade(page)).toHaveAccessibleName(`Upgrade to ${row.upgradeTo}`);
      await expect(upgrade(page)).toHaveAttribute("href", row.href ?? "");
    } else {
      await expect(upgrade(page)).toHaveCount(0);
    }
    // NAV-21: the hot-niches link is the checkout until the feature is owned (Supreme has it).
    await expect(await hotNichesLink(page)).toHaveAttribute(
      "href",
      row.tier === "Supreme" ? "/hot-niches" : "/checkout/v3?product=hot-niches&type=month",
    );
    await context.close();
  }
});

test("[NAV] signed in, the header fits with the plan badge at 1024 and 1280 px", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.promax);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/tools");
  await expect(page.getByTestId("desktop-nav")).toBeVisible();
  // From 1024 to 1279 px the plan sits in the account menu, where the bar has no room for it.
  await expect(badge(page)).toBeHidden();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByTestId("menu-tier")).toHaveText("Your plan: Pro Max");
  await expect(page.getByRole("menuitem", { name: "Upgrade to Supreme" })).toHaveAttribute(
    "href",
    "/pricing?tab=lifetime",
  );
  await page.keyboard.press("Escape");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  // From 1280 px it is in the bar, the prompt as an icon with its full name.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(badge(page)).toBeVisible();
  await expect(upgrade(page)).toBeVisible();
  await expect(upgrade(page)).toHaveAccessibleName("Upgrade to Supreme");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await context.close();
});

test("a logged-out visitor sees no badge, and checkout asks them to log in first", async ({
  page,
}) => {
  await page.goto("/pricing?tab=lifetime");
  await expect(page.getByRole("link", { name: "Lifetime", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(badge(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Get Pro lifetime" }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  const next = new URL(page.url()).searchParams.get("next") ?? "";
  expect(next).toMatch(
    /^\/checkout\/v3\?product=pro&type=lifetime&next=%2Fpricing%3Ftab%3Dlifetime/,
  );
});

test("free user buys Pro monthly by card through the sandbox; the badge then reads Pro", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.free);
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Get Pro monthly" }).click();
  await expect(page).toHaveURL(/\/checkout\/v3\?product=pro&type=month/);
  const summary = page.getByTestId("checkout-summary");
  await expect(summary.getByTestId("checkout-product")).toHaveText("Pro");
  await expect(summary.getByTestId("checkout-period")).toHaveText("Monthly");
  await expect(summary.getByTestId("checkout-price")).toHaveText("$9.99/month");
  // Subscriptions are paid by card only.
  await expect(page.getByRole("button", { name: /PayPal/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await expect(page.getByText("$9.99").first()).toBeVisible();
  await page.getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(/\/payment-success\?next=%2Fpricing&session_id=/);
  await expect(page.getByTestId("bought-item")).toHaveText("Pro (monthly)");
  await expect(page.getByTestId("bought-total")).toHaveText("$9.99");
  await expect(page.getByTestId("continue-link")).toHaveAttribute("href", "/pricing");
  await expect(badge(page)).toHaveText("Your plan: Pro");
  await expect(upgrade(page)).toHaveAccessibleName("Upgrade to Pro Max");

  // A reload later still reads Pro (the cached answer was refreshed after the purchase).
  await page.goto("/tools");
  await expect(badge(page)).toHaveText("Your plan: Pro");
  await context.close();
});

test("a lifetime tool bought by card shows under purchases on /me", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.free);
  await page.goto("/shop/trademark-checker");
  await expect(page.getByTestId("buy-price")).toHaveText("$39 one-time");
  await page.getByRole("link", { name: "Buy lifetime access" }).click();
  await expect(page).toHaveURL(/\/checkout\/v3\?product=trademark-checker&type=lifetime/);
  await expect(page.getByTestId("checkout-price")).toHaveText("$39 one-time");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?next=%2Fshop%2Ftrademark-checker/);
  await expect(page.getByTestId("bought-item")).toHaveText("Trademark Checker (lifetime)");

  await page.goto("/me");
  const purchases = page.getByTestId("purchases");
  await expect(purchases.getByTestId("purchase-line").first()).toHaveText(
    "Trademark Checker (lifetime)",
  );
  await expect(purchases).toContainText("Pro (monthly)");
  await expect(page.getByTestId("owned-features")).toContainText("Trademark Checker");
  await context.close();
});

test("demo renewals: a failed one shows the past-due banner, a paid one clears it", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.free);
  await page.goto("/dev/payments");
  const row = page.getByTestId("dev-subscription").filter({ hasText: "Pro (monthly)" });
  await row.getByRole("button", { name: "Renew now (failed)" }).click();
  await expect(row.getByRole("status")).toContainText("past due");

  await page.goto("/me");
  await expect(page.getByTestId("past-due-banner")).toContainText("didn't go through");
  await expect(
    page.getByTestId("past-due-banner").getByRole("button", { name: "Update card" }),
  ).toBeVisible();

  await page.goto("/dev/payments");
  await row.getByRole("button", { name: "Renew now (paid)" }).click();
  await expect(row.getByRole("status")).toContainText("Renewed");
  await page.goto("/me");
  await expect(page.getByTestId("past-due-banner")).toHaveCount(0);
  await context.close();
});

test("cancelling a subscription keeps it active until the period end shown", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.pro);
  await page.goto("/me");
  const subscription = page.getByTestId("subscription").filter({ hasText: "Pro (monthly)" });
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Active");
  const detail = (await subscription.getByTestId("subscription-detail").textContent()) ?? "";
  const renewsOn = /Renews on (.+?), billed/.exec(detail)?.[1];
  expect(renewsOn).toBeTruthy();

  await subscription.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Pro (monthly)?" });
  await expect(dialog).toContainText(`until ${renewsOn}`);
  await dialog.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText(`stays active until ${renewsOn}`);
  await expect(subscription.getByTestId("subscription-state")).toHaveText("Cancelled");
  await expect(subscription.getByTestId("subscription-detail")).toHaveText(
    `Active until ${renewsOn}. It will not renew.`,
  );
  // Still Pro until then.
  await expect(badge(page)).toHaveText("Your plan: Pro");
  await context.close();
});

test("cancelling on the sandbox checkout lands on /payment-failed with a retry link", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.newMember);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/checkout/v3?product=hot-niches&type=month");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page).toHaveURL(/\/payment-failed\?product=hot-niches&type=month/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment cancelled");
  await expect(page.getByTestId("failure-reason")).toHaveAttribute("data-reason", "cancelled");
  // Spec §8: cancel or error is logged to the console.
  await expect
    .poll(() => errors.some((text) => text.includes("Payment not completed (cancelled)")))
    .toBe(true);
  const retry = page.getByTestId("retry-checkout");
  await expect(retry).toHaveAttribute("href", /^\/checkout\/v3\?product=hot-niches&type=month/);
  await retry.click();
  await expect(page.getByTestId("checkout-product")).toHaveText("Hot KDP Niches");
  await context.close();
});

test("PayPal in the sandbox: create → approve → capture → affiliate report → success", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.newMember);
  const calls: string[] = [];
  // The order the steps happen in (PAY-14): the capture's answer, then the report.
  const steps: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && path.startsWith("/api/paypal/")) calls.push(path);
    if (request.method() === "GET" && path === "/api/idev") steps.push("report request");
  });
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().method() === "POST" && path === "/api/paypal/capture-paypal-order") {
      steps.push("capture response");
    }
  });
  // Hold the report a moment: the success content must wait for it (PAY-14: report, then show).
  let successShownDuringReport: boolean | null = null;
  await page.route(
    (url) => url.pathname === "/api/idev",
    async (route) => {
      if (route.request().method() === "GET" && successShownDuringReport === null) {
        await page.waitForTimeout(500);
        successShownDuringReport = (await page.getByTestId("bought-order").count()) > 0;
      }
      await route.continue();
    },
  );

  await page.goto("/checkout/v3?product=grammar-checker&type=lifetime");
  const status = page.getByTestId("paypal-script-status");
  await expect(status).toHaveAttribute("data-status", "resolved");
  const button = page.getByRole("button", { name: "PayPal Buy Now" });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.height).toBe(44);
  await button.click();

  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/paypal/`));
  expect(steps).toEqual([]);
  const captured = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/api/paypal/capture-paypal-order",
  );
  const reported = page.waitForRequest(
    (request) => request.method() === "GET" && new URL(request.url()).pathname === "/api/idev",
  );
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?next=.*&token=/);
  const capture = (await (await captured).json()) as { id: string; amount: { value: string } };
  const report = new URL((await reported).url());
  expect(Object.fromEntries(report.searchParams)).toEqual({
    idev_saleamt: capture.amount.value,
    idev_ordernum: capture.id,
    ip_address: "127.0.0.1",
  });
  expect(capture.amount.value).toMatch(/^\d+\.\d{2}$/);
  const reportAnswer = await (await reported).response();
  expect(await reportAnswer?.json()).toEqual({ recorded: true, status: "recorded" });
  await expect(page.getByTestId("bought-item")).toHaveText("Grammar Checker (lifetime)");
  await expect(page.getByTestId("bought-status")).toHaveText(/^Paid/);
  expect(calls).toEqual(["/api/paypal/create-paypal-order", "/api/paypal/capture-paypal-order"]);
  expect(steps).toEqual(["capture response", "report request"]);
  expect(successShownDuringReport).toBe(false);

  // Capturing again (a reload) answers the same capture: still one purchase, and the repeated
  // report answers the same (the API records and forwards a sale once).
  const reportedAgain = page.waitForRequest(
    (request) => request.method() === "GET" && new URL(request.url()).pathname === "/api/idev",
  );
  await page.reload();
  await expect(page.getByTestId("bought-item")).toHaveText("Grammar Checker (lifetime)");
  const again = await reportedAgain;
  expect(again.url()).toBe(report.toString());
  expect(await (await again.response())?.json()).toEqual({ recorded: true, status: "recorded" });
  await page.goto("/me");
  await expect(
    page.getByTestId("purchase-line").filter({ hasText: "Grammar Checker (lifetime)" }),
  ).toHaveCount(1);
  await context.close();
});

test("outside the payment-button countries no PayPal button renders; the card is offered", async ({
  browser,
  baseURL,
}) => {
  // The API trusts the loopback proxy's country header in the e2e setup (TRUST_PROXY).
  const { context, page } = await signedIn(browser, baseURL, account.newMember, {
    extraHTTPHeaders: { "x-country-code": "FR" },
  });
  await page.goto("/checkout/v3?product=masterclass&type=lifetime");
  await expect(page.getByTestId("paypal-unavailable")).toHaveText(
    "PayPal isn't available in your country. Pay by card instead.",
  );
  await expect(page.getByTestId("paypal-script-status")).toHaveAttribute("data-status", "initial");
  await expect(page.getByRole("button", { name: /PayPal/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay by card" })).toBeEnabled();
  await context.close();
});

test("a download shows its progress and completes", async ({ browser, baseURL }) => {
  const { context, page } = await signedIn(browser, baseURL, account.promax);
  await page.goto("/me");
  const item = page.getByTestId("downloads").getByRole("listitem").filter({
    hasText: "Keyword Research Workbook",
  });
  const downloaded = page.waitForEvent("download");
  await item.getByRole("button", { name: /Download Keyword Research Workbook/ }).click();
  const progress = item.getByTestId("download-progress");
  await expect(progress).toBeVisible();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe("keyword-research-workbook.pdf");
  await expect(item.getByTestId("download-done")).toHaveText(
    "Downloaded keyword-research-workbook.pdf",
  );
  await expect(progress).toHaveAttribute("value", "100");
  await expect(item.getByTestId("download-progress-text")).toContainText("(100%)");
  const path = await download.path();
  expect(path).toBeTruthy();
  await context.close();
});

test("a free download is claimed without payment and lands in the downloads", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, account.newMember);
  await page.goto("/shop/kdp-launch-checklist");
  await page.getByRole("link", { name: /Get .* free/ }).click();
  await page.getByRole("button", { name: "Get it free" }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*claimed=kdp-launch-checklist/);
  await expect(page.getByTestId("claimed-item")).toContainText("KDP Launch Checklist (PDF)");
  await page.goto("/me");
  await expect(page.getByTestId("downloads")).toContainText("KDP Launch Checklist (PDF)");
  await context.close();
});

test("/hot-niches is decided on the server: login, checkout for non-owners, the niches and the guide for owners", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/hot-niches");
  await expect(page).toHaveURL(/\/login\?next=%2Fhot-niches/);

  const pro = await signedIn(browser, baseURL, account.pro);
  await pro.page.goto("/hot-niches");
  await expect(pro.page).toHaveURL(/\/checkout\/v3\?product=hot-niches&type=month/);
  await expect(pro.page.getByTestId("checkout-product")).toHaveText("Hot KDP Niches");
  await pro.context.close();

  const supreme = await signedIn(browser, baseURL, account.supreme);
  const link = await hotNichesLink(supreme.page);
  await expect(link).toHaveAttribute("href", "/hot-niches");
  await link.click();
  await expect(supreme.page).toHaveURL(/\/hot-niches$/);
  await expect(supreme.page.getByRole("heading", { level: 1 })).toHaveText(
    "This week's hot KDP niches",
  );
  await expect(
    supreme.page.getByRole("heading", { level: 2, name: "What a report contains" }),
  ).toBeVisible();
  await supreme.context.close();
});

test("shop pages: the listing links to product pages with their prices", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 2, name: "Plans" })).toBeVisible();
  await page
    .getByTestId("shop-item")
    .filter({ has: page.getByRole("heading", { name: "Hot KDP Niches", exact: true }) })
    .click();
  await expect(page).toHaveURL(/\/shop\/hot-niches$/);
  await expect(page.getByTestId("buy-price")).toHaveText(["$14.99/month", "$179 one-time"]);
  await expect(page.getByRole("link", { name: "Subscribe monthly" })).toHaveAttribute(
    "href",
    "/checkout/v3?product=hot-niches&type=month",
  );
});
