import { e2ePorts } from "../ports.mjs";
import { enrolInConsole } from "./console-sign-in";
import { dismissCookieBanner, screenshots } from "./helpers";
import { expect, type Page, test } from "./journey";

// On sale (issue 29, decisions 0135 and 0145) in the browser: an admin takes the Author Tools
// Bundle and Hot KDP Niches off sale on the console's On sale screen; at once the shop, the
// product page, /pricing, the tool page, the sales page and the checkout page say "not on sale"
// where a buy button was (1280 and 390 px), and the API refuses a purchase. Putting them back
// brings the buy buttons back. It runs in its own project after the other journeys (see
// playwright.config.ts): those buy these offers, and must not meet them off sale.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const password = "correct horse battery";
const stamp = Date.now();
const adminEmail = `sale-ops-${stamp}@console.test`;
const offers = ["author-tools-bundle", "hot-niches"];

let consoleToken = "";
let buyerToken = "";

test.beforeAll(async ({ request }) => {
  const registered = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email: adminEmail, password },
  });
  expect(registered.status()).toBe(200);
  const granted = await request.post(`${apiUrl}/api/dev/staff-role`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(granted.status()).toBe(200);
  const buyer = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email: `sale-buyer-${stamp}@console.test`, password },
  });
  buyerToken = (await buyer.json()).token as string;
});

// Whatever happened, the offers are on sale again for anything that runs later.
test.afterAll(async ({ request }) => {
  if (!consoleToken) return;
  for (const offer of offers) {
    await request.post(`${apiUrl}/api/admin/on-sale/${offer}`, {
      headers: { authorization: `Bearer ${consoleToken}` },
      data: { onSale: true, reason: "End of the on-sale journey" },
    });
  }
});

async function switchOffer(page: Page, name: string, label: string, reason: string) {
  const row = page.getByTestId("on-sale-table").getByRole("row", { name: new RegExp(name) });
  await row.getByRole("button", { name: label, exact: true }).click();
  await row.getByPlaceholder("Reason (kept in the audit log)").fill(reason);
  await row.getByRole("button", { name: `Confirm ${label.toLowerCase()}` }).click();
  return row;
}

test("an admin takes offers off sale; the selling pages say so at once and checkout refuses", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  consoleToken = await enrolInConsole(page, adminEmail, "/admin/on-sale", password);
  await expect(page.getByRole("heading", { name: "On sale" })).toBeVisible();

  const bundle = await switchOffer(page, "Author Tools Bundle", "Take off sale", "No model yet");
  await expect(bundle).toContainText("off sale since");
  const niches = await switchOffer(page, "Hot KDP Niches", "Take off sale", "No Keepa key");
  await expect(niches).toContainText("off sale since");
  await screenshots(page, "admin-on-sale", testInfo);

  const site = await context.newPage();
  await site.goto("/shop");
  const card = site.getByTestId("shop-item").filter({ hasText: "Author Tools Bundle" });
  await expect(card.getByTestId("shop-item-off-sale")).toHaveText("Not on sale at the moment");

  await site.goto("/shop/author-tools-bundle");
  await expect(site.getByTestId("not-on-sale")).toHaveText(
    "Author Tools Bundle is not on sale at the moment.",
  );
  await expect(site.getByTestId("buy-options")).toHaveCount(0);

  await site.goto("/kdp-title-creator");
  await expect(site.getByTestId("not-on-sale")).toContainText("Author Tools Bundle");

  await site.goto("/pricing");
  const membership = site.getByRole("link", { name: /Hot KDP Niches/ }).filter({
    has: site.getByTestId("membership-off-sale"),
  });
  await expect(membership).toBeVisible();
  // The comparison promises no tool sold only through an offer off sale.
  await expect(site.getByRole("rowheader", { name: /^Hot KDP Niches/ })).toHaveCount(0);
  await expect(site.getByRole("rowheader", { name: /^Title creator/ })).toHaveCount(0);
  await expect(site.getByRole("rowheader", { name: /^7 backend keywords tool/ })).toBeVisible();

  await site.goto("/hot-niches-sales");
  await expect(site.getByTestId("not-on-sale")).toBeVisible();
  await expect(site.getByRole("link", { name: /Subscribe/ })).toHaveCount(0);

  await site.goto("/checkout/v3?product=author-tools-bundle&type=lifetime");
  await expect(site.getByTestId("not-on-sale")).toBeVisible();
  await expect(site.getByTestId("checkout-summary")).toHaveCount(0);

  await site.setViewportSize({ width: 390, height: 844 });
  await site.goto("/shop/author-tools-bundle");
  await expect(site.getByTestId("not-on-sale")).toBeVisible();
  await site.goto("/pricing");
  await expect(site.getByTestId("membership-off-sale")).toBeVisible();
  await screenshots(site, "pricing-off-sale", testInfo);

  const refused = await site.request.post(`${apiUrl}/api/features/paynow`, {
    headers: { authorization: `Bearer ${buyerToken}` },
    data: {
      items: [{ product_id: "author-tools-bundle-lifetime" }],
      success: "/payment-success",
      fail: "/payment-failed",
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain("not on sale");

  await switchOffer(page, "Author Tools Bundle", "Put back on sale", "Model set up");
  await switchOffer(page, "Hot KDP Niches", "Put back on sale", "Keepa key set");
  await expect(page.getByTestId("on-sale-table")).not.toContainText("off sale since");
  await site.setViewportSize({ width: 1280, height: 800 });
  await site.goto("/shop/author-tools-bundle");
  await expect(site.getByTestId("buy-options")).toBeVisible();
  await expect(site.getByTestId("not-on-sale")).toHaveCount(0);
  await context.close();
});
