import { e2ePorts } from "../ports.mjs";
import { type BrowserContext, expect, type Page, test } from "./journey";

// The affiliate programme (issue 15): a member becomes an affiliate on sign-in and sees the
// table with working links; the header copies the link; NG sees the region message; a visitor
// in a second browser follows the link, registers and buys, and the affiliate's dashboard shows
// the sale and its pending commission.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
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

async function registerThroughApi(email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function logIn(page: Page, email: string, next: string) {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("signed out, the affiliate page sends the visitor to log in and back", async ({ page }) => {
  await page.goto("/user/affiliate");
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Faffiliate/);
});

test("a member becomes an affiliate: the table's links work and the header copies the link", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = `affiliate-${unique()}@example.com`;
  await registerThroughApi(email);
  const created = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/affiliate/create"),
  );
  await logIn(page, email, "/user/affiliate");
  const create = await created;
  expect(create.headers()["content-type"]).toContain("application/json");
  expect(create.headers().authorization).toMatch(/^Bearer /);

  const table = page.getByTestId("affiliate-table");
  await expect(table).toBeVisible();
  await expect(table.locator("thead th")).toHaveText(["Field", "Value"]);
  await expect(table.locator("tbody th")).toHaveText([
    "Affiliate ID",
    "Username",
    "Affiliate Link",
    "Dashboard Link",
    "Forget Password Link",
  ]);
  const cells = table.locator("tbody td");
  const affiliateId = (await cells.nth(0).textContent())!.trim();
  expect(affiliateId).toMatch(/^\d+$/);
  await expect(cells.nth(0).locator("a")).toHaveCount(0);
  await expect(cells.nth(1)).toHaveText(new RegExp(`^affiliate\\d+-${affiliateId}$`));
  await expect(cells.nth(1).locator("a")).toHaveCount(0);
  const link = `${baseURL}/?ref=${affiliateId}`;
  await expect(cells.nth(2).locator("a")).toHaveAttribute("href", link);
  await expect(cells.nth(3).locator("a")).toHaveAttribute(
    "href",
    `${baseURL}/user/affiliate/dashboard`,
  );
  await expect(cells.nth(4).locator("a")).toHaveAttribute("href", `${baseURL}/forgot-password`);
  const become = page.getByRole("link", { name: "Become An Affiliate" });
  await expect(become).toHaveAttribute("target", "_blank");
  await page.screenshot({ path: testInfo.outputPath("affiliate-1280.png"), fullPage: true });

  await page.getByTestId("copy-my-link").click();
  await expect(page.getByTestId("toast").getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("affiliate-390.png"), fullPage: true });
  // On a phone too, beside the account menu (whose four entries stay as NAV-11 lists them).
  await page.getByRole("button", { name: "Copy my affiliate link" }).click();
  await expect(page.getByTestId("toast").getByText("Link copied")).toBeVisible();

  await cells.nth(3).locator("a").click();
  await expect(page.getByRole("heading", { name: "Affiliate dashboard" })).toBeVisible();
  await expect(page.getByTestId("referral-link")).toHaveText(link);
});

test("with the country header set to NG the page says the region is not available", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "cf-ipcountry": "NG" } });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  const email = `lagos-${unique()}@example.com`;
  await registerThroughApi(email);
  const creates: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/affiliate/create")) creates.push(request.url());
  });
  await logIn(page, email, "/user/affiliate");
  await expect(
    page.getByText("Sorry, this feature is not available in your region."),
  ).toBeVisible();
  await expect(page.getByTestId("affiliate-table")).toHaveCount(0);
  expect(creates).toEqual([]);
  await context.close();
});

test("a visitor follows the link in another browser, registers and buys; the dashboard shows the sale", async ({
  browser,
  baseURL,
}, testInfo) => {
  // The affiliate, made through the API.
  const affiliateEmail = `promoter-${unique()}@example.com`;
  const token = await registerThroughApi(affiliateEmail);
  const created = await fetch(`${apiUrl}/api/v1/affiliate/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  expect(created.status).toBe(200);
  const { affiliate_id: affiliateId } = (await created.json()) as { affiliate_id: number };

  // The visitor, in a browser of their own.
  const visitor = await browser.newContext();
  await dismissCookieBanner(visitor, baseURL);
  const page = await visitor.newPage();
  await page.goto(`/pricing?ref=${affiliateId}`);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect
    .poll(async () => (await visitor.cookies()).find((c) => c.name === "inkforge_ref")?.value)
    .toMatch(/^[0-9a-f-]{36}$/);

  const buyerEmail = `referred-${unique()}@example.com`;
  await page.goto("/register");
  const register = page.getByRole("form", { name: "Create your account" });
  await register.getByLabel("Email").fill(buyerEmail);
  await register.getByLabel("Password").fill(PASSWORD);
  const signup = page.waitForRequest((r) => r.url().endsWith("/api/account/jsonregister"));
  await register.getByRole("button", { name: "Create account" }).click();
  expect((await signup).postDataJSON().lm_data.affiliate_click).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(/\/me$/);

  await page.goto("/checkout/v3?product=trademark-checker&type=lifetime");
  const paynow = page.waitForRequest((r) => r.url().endsWith("/api/features/paynow"));
  await page.getByRole("button", { name: "Pay by card" }).click();
  expect((await paynow).postDataJSON().affiliate).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  await visitor.close();

  // The affiliate's dashboard.
  const own = await browser.newContext();
  await dismissCookieBanner(own, baseURL);
  const affiliatePage = await own.newPage();
  await logIn(affiliatePage, affiliateEmail, "/user/affiliate/dashboard");
  const totals = affiliatePage.getByTestId("affiliate-totals");
  await expect(totals).toContainText("Sign-ups1");
  await expect(totals).toContainText("Sales1");
  await expect(totals).toContainText(/Pending\$\d+\.\d\d/);
  await expect(affiliatePage.getByTestId("affiliate-commissions")).toContainText("A sale");
  await expect(affiliatePage.getByTestId("affiliate-commissions")).toContainText("Pending");
  await expect(affiliatePage.getByTestId("affiliate-chart").locator("rect")).not.toHaveCount(0);
  await affiliatePage.screenshot({
    path: testInfo.outputPath("affiliate-dashboard-1280.png"),
    fullPage: true,
  });
  await affiliatePage.setViewportSize({ width: 390, height: 844 });
  await affiliatePage.screenshot({
    path: testInfo.outputPath("affiliate-dashboard-390.png"),
    fullPage: true,
  });

  // The payout email: a bad one names the field; a good one is kept.
  const form = affiliatePage.getByRole("form", { name: "Payout email" });
  await form.getByLabel("Pay my commissions to").fill("promoter-pay@example.com");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(affiliatePage.getByTestId("toast").getByText("Payout email saved")).toBeVisible();
  await own.close();
});
