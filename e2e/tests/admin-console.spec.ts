import { generateSync } from "otplib";
import { e2ePorts } from "../ports.mjs";
import { dismissCookieBanner, logInTo, screenshots } from "./helpers";
import { type APIRequestContext, expect, test } from "./journey";

// The operator console (issue 29, decisions 0103 and 0104) in the browser against the real API
// with the sandbox provider: an account given the admin role (the CLI's grant, through the demo's
// development route), TOTP enrolment with a code computed here as an authenticator app would,
// then a full refund (the buyer loses the product), a feature granted, a comment hidden, and the
// audit log showing each change.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const password = "correct horse battery";
const stamp = Date.now();
const adminEmail = `ops-${stamp}@console.test`;
const buyerEmail = `buyer-${stamp}@console.test`;
const commentText = `Cheap followers at spam.example ${stamp}`;

async function register(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

async function featuresOf(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get(`${apiUrl}/api/account`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    features: { simple: Array<{ feature_id: { _id: string } }> };
  };
  return body.features.simple.map((entry) => entry.feature_id._id);
}

let buyerToken = "";

test.beforeAll(async ({ request }) => {
  await register(request, adminEmail);
  const granted = await request.post(`${apiUrl}/api/dev/staff-role`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(granted.status()).toBe(200);

  // The buyer pays for Pro through the sandbox's card page, and writes a comment.
  buyerToken = await register(request, buyerEmail);
  const auth = { authorization: `Bearer ${buyerToken}` };
  const checkout = await request.post(`${apiUrl}/api/features/paynow`, {
    headers: auth,
    data: {
      items: [{ product_id: "pro-lifetime" }],
      success: "/payment-success",
      fail: "/payment-failed",
    },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const approved = await request.post(`${url}/approve`, { form: {}, maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  expect(await featuresOf(request, buyerToken)).toContain("pro");

  const posts = (await (await request.get(`${apiUrl}/api/blog`)).json()) as Array<{
    _id?: number;
    id?: number;
  }>;
  const postId = posts[0]?._id ?? posts[0]?.id ?? 1;
  const comment = await request.post(`${apiUrl}/api/comment/blog`, {
    headers: auth,
    data: { pid: postId, message: commentText },
  });
  expect(comment.status()).toBe(201);
});

test("an admin signs in with TOTP, refunds an order, grants a feature, hides a comment and sees it all audited", async ({
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();

  // Member sign-in first, then the console's own second step.
  await logInTo(page, adminEmail, "/admin", password);
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Set up the authenticator app" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page
    .getByLabel(/Code from your authenticator app/)
    .fill("000000" === generateSync({ secret }) ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The code is wrong, expired or used already")).toBeVisible();
  await page.getByLabel(/Code from your authenticator app/).fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: /I have saved them/ }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("console-identity")).toContainText(`${adminEmail} · admin`);
  await expect(page.getByRole("region", { name: "Today" })).toContainText("Sales");
  await screenshots(page, "admin-overview", testInfo);

  // Orders: find the buyer's order and refund it in full through the sandbox.
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Orders" })
    .click();
  await page.getByLabel("Buyer email, order id or provider reference").fill(buyerEmail);
  await page.getByRole("button", { name: "Search" }).click();
  const orders = page.getByTestId("orders-table");
  await expect(orders.getByRole("row")).toHaveCount(2);
  await orders.getByRole("row").nth(1).getByRole("button").first().click();
  const refund = page.getByRole("form", { name: "Refund" });
  await refund.getByLabel("Reason").fill("Bought by mistake (e2e)");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByTestId("order-refunds")).toContainText("succeeded");
  await expect(page.getByRole("form", { name: "Refund" })).toHaveCount(0);
  expect(await featuresOf(request, buyerToken)).not.toContain("pro");
  await screenshots(page, "admin-orders", testInfo);

  // People: the buyer's page shows the ended grant; grant a feature with a reason.
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "People" })
    .click();
  await page.getByLabel("Email, name or id").fill(buyerEmail);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: buyerEmail }).click();
  await expect(page.getByRole("heading", { name: buyerEmail })).toBeVisible();
  const grants = page.getByTestId("entitlements-table");
  const proRow = grants
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "pro", exact: true }) });
  await expect(proRow).toContainText("ended");
  const grant = page.getByRole("form", { name: "Grant a feature" });
  await grant.getByLabel("Feature").selectOption("ultra");
  await grant.getByLabel("Reason").fill("Goodwill after the refund (e2e)");
  await grant.getByRole("button", { name: "Grant" }).click();
  await expect(grants.getByRole("row").filter({ hasText: "ultra" })).toContainText("operator");
  await expect(page.getByTestId("person-plan")).toHaveText("Ultra");
  expect(await featuresOf(request, buyerToken)).toContain("ultra");
  await screenshots(page, "admin-person", testInfo);

  // Moderation: hide the buyer's comment.
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Moderation" })
    .click();
  const row = page.getByTestId("comments-table").getByRole("row").filter({ hasText: commentText });
  await row.getByRole("button", { name: "Hide" }).click();
  await row.getByPlaceholder(/Reason/).fill("Advertising (e2e)");
  await row.getByRole("button", { name: "Confirm hide" }).click();
  await expect(row.getByText("hidden", { exact: true })).toBeVisible();

  // The extension's parsers: a store whose pages suddenly fail shows an alert line (decision 0132).
  for (let i = 0; i < 6; i++) {
    const report = await request.post(`${apiUrl}/api/v1/extension/parse-reports`, {
      data: {
        parser: "amazon.it/product",
        version: "2026.11.29",
        marketplace: "amazon.it",
        pageType: "product",
        counts: { detailRows: 0, title: 0, asin: 1 },
      },
    });
    expect(report.status()).toBe(204);
  }
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Extension parsers" })
    .click();
  await expect(page.getByRole("heading", { name: "Extension parsers" })).toBeVisible();
  await expect(page.getByTestId("parse-alerts")).toContainText(
    /amazon\.it product pages: \d+ failed/,
  );
  await expect(page.getByTestId("parse-failures-table")).toContainText("amazon.it · product");
  await expect(page.getByTestId("parse-chart").locator("[title]")).toHaveCount(14);
  await screenshots(page, "admin-extension-parsers", testInfo);

  // The audit log shows each change with who made it.
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: "Audit log" })
    .click();
  await page.getByLabel("Who (email or id)").fill(adminEmail);
  await page.getByRole("button", { name: "Search" }).click();
  const audit = page.getByTestId("audit-table");
  for (const action of ["comment.moderate", "feature.grant", "order.refund", "staff.enrol"]) {
    await expect(
      audit.getByTestId("audit-action").filter({ hasText: action }).first(),
    ).toBeVisible();
  }
  await expect(audit).toContainText("Advertising (e2e)");
  await expect(audit).toContainText("Goodwill after the refund (e2e)");
  await screenshots(page, "admin-audit", testInfo);

  // Signing out ends the console session; the member session stays.
  await page.getByRole("button", { name: "Sign out of the console" }).click();
  await expect(page.getByRole("heading", { name: "Second step" })).toBeVisible();
  await context.close();
});

test("a member who is not staff finds nothing at /admin", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  await logInTo(page, buyerEmail, "/admin", password);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const robots = await page.locator('meta[name="robots"]').getAttribute("content");
  expect(robots).toContain("noindex");
  await context.close();
});
