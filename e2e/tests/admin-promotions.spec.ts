import { e2ePorts } from "../ports.mjs";
import { enrolInConsole } from "./console-sign-in";
import { dismissCookieBanner, screenshots } from "./helpers";
import { type APIRequestContext, expect, type Page, test } from "./journey";

// Promotions in the operator console (issue 29, decision 0134): an admin signs in with TOTP,
// schedules a sale a day ahead with the form (a bad window is refused, naming the field), previews
// the header banner at an instant inside the window, and the public site shows that banner when
// the server's clock (the demo's dev clock) reads that instant. The clock is always reset, and the
// sale is switched off again from the console so no later journey meets it.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const password = "correct horse battery";
const stamp = Date.now();
const adminEmail = `promo-ops-${stamp}@console.test`;
const campaignId = `e2e-sale-${stamp}`;
const title = `E2E winter sale ${stamp}`;

async function setClock(now: string | null) {
  const response = await fetch(`${apiUrl}/api/dev/clock`, {
    method: now ? "PUT" : "DELETE",
    ...(now ? { headers: { "content-type": "application/json" } } : {}),
    ...(now ? { body: JSON.stringify({ now }) } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${apiUrl}/api/server-time`);
  return Date.parse(((await response.json()) as { serverTime: string }).serverTime);
}

async function consoleSignIn(page: Page) {
  await enrolInConsole(page, adminEmail, "/admin/promotions", password);
}

test.beforeAll(async ({ request }) => {
  const registered = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email: adminEmail, password },
  });
  expect(registered.status()).toBe(200);
  const granted = await request.post(`${apiUrl}/api/dev/staff-role`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(granted.status()).toBe(200);
});

test.afterAll(async () => {
  await setClock(null);
});

test("an admin schedules a sale, previews it, and the public site shows it at that instant", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  await consoleSignIn(page);
  await expect(page.getByRole("heading", { name: "Promotions" })).toBeVisible();
  await expect(page.getByTestId("campaigns-table")).toContainText("seasonal-sale-2025");

  const now = await serverNow(request);
  const startsAt = new Date(now + 24 * 3600_000).toISOString();
  const endsAt = new Date(now + 26 * 3600_000).toISOString();
  const inside = new Date(now + 25 * 3600_000).toISOString();

  await page.getByRole("button", { name: "New campaign" }).click();
  const form = page.getByTestId("campaign-form");
  await form.getByLabel("Id", { exact: true }).fill(campaignId);
  await form.getByLabel("Kind").selectOption("seasonal-sale");
  await form.getByLabel("Title (the banner's words)").fill(title);
  await form.getByLabel("Priority (lower wins)").fill("1");
  await form.getByLabel("Button words").fill("See sale prices");
  // An end before the start is refused in the browser by the contract, naming the field.
  await form.getByLabel("Starts at (UTC, inclusive)").fill(endsAt);
  await form.getByLabel("Ends at (UTC, exclusive)").fill(startsAt);
  await form.getByRole("button", { name: "Save campaign" }).click();
  await expect(form.getByTestId("error-campaign.endsAt")).toBeVisible();
  await form.getByLabel("Starts at (UTC, inclusive)").fill(startsAt);
  await form.getByLabel("Ends at (UTC, exclusive)").fill(endsAt);
  await screenshots(page, "admin-promotions-form", testInfo);
  await form.getByRole("button", { name: "Save campaign" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved ${campaignId}`);
  await expect(page.getByTestId("campaigns-table")).toContainText(title);

  // The preview now: no sale yet; inside the window: this sale's banner.
  const preview = page.getByTestId("preview-form");
  await preview.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("preview-result")).not.toContainText(title);
  await preview.getByLabel("Instant (UTC)").fill(inside);
  await preview.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("preview-result")).toContainText(title);
  await screenshots(page, "admin-promotions-preview", testInfo);

  // The public site, for a guest, when the server's clock reads the preview instant.
  for (const width of [1280, 390]) {
    const visitor = await browser.newContext({
      baseURL,
      viewport: { width, height: width < 600 ? 844 : 800 },
    });
    await dismissCookieBanner(visitor, baseURL);
    const site = await visitor.newPage();
    try {
      await setClock(inside);
      await site.goto("/");
      const banner = site.getByTestId("header-banner");
      await expect(banner).toHaveAttribute("data-banner-kind", "sale");
      await expect(banner).toContainText(title);
      await site.screenshot({ path: testInfo.outputPath(`public-sale-${width}.png`) });
    } finally {
      await setClock(null);
      await visitor.close();
    }
  }

  // Switched off from the console, it will not show when its day comes.
  await page
    .getByTestId("campaigns-table")
    .getByRole("row", { name: new RegExp(campaignId) })
    .getByRole("button", { name: "Edit" })
    .click();
  await form.getByLabel("Switched on").uncheck();
  await form.getByRole("button", { name: "Save campaign" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved ${campaignId}`);
  await preview.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("preview-result")).not.toContainText(title);
  await context.close();
});
