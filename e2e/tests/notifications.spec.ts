import { e2ePorts } from "../ports.mjs";
import { type BrowserContext, expect, type Page, test } from "./journey";

// The notifications panel (issue 13, spec §2.7 and §7.2) against the real API: a member who has
// bought six tools has seven notifications (the welcome and six purchases). The bell counts the
// unread ones; the panel pages 5 at a time, marks read on click and opens the link in a new tab,
// deletes (and puts an item back when the delete fails), and refresh goes back to page 1.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PASSWORD = "inkforge-demo";
const PURCHASES = [
  "trademark-checker-lifetime",
  "backend-keywords-marketplaces-lifetime",
  "backend-keywords-bulk-lifetime",
  "grammar-checker-lifetime",
  "coloring-book-maker-lifetime",
  "creative-bundle-lifetime",
];

async function dismissCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return fetch(`${apiUrl}${path}`, { ...rest, headers, redirect: "manual" });
}

/** A fresh member who bought each product through the sandbox card checkout. */
async function memberWithPurchases(email: string, productIds: string[]): Promise<string> {
  const registered = await api("/api/account/jsonregister", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  for (const product_id of productIds) {
    const opened = await api("/api/features/paynow", {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [{ product_id }],
        success: "/payment-success",
        fail: "/payment-failed",
      }),
    });
    expect(opened.status, await opened.clone().text()).toBe(200);
    const { url } = (await opened.json()) as { url: string };
    const approved = await fetch(`${url}/approve`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(approved.status, await approved.clone().text()).toBe(303);
  }
  return token;
}

async function logIn(page: Page, email: string) {
  await page.goto("/login?next=%2Fpricing");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === "/pricing");
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("the bell counts, the panel pages, marks read, opens the link, deletes and refreshes", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `bell-${unique()}@example.com`;
  await memberWithPurchases(email, PURCHASES);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await logIn(page, email);

  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName("Notifications, 7 unread");
  await expect(page.getByTestId("notifications-unread")).toHaveText("7");

  const firstPage = page.waitForRequest(
    (request) =>
      request.url().startsWith(`${apiUrl}/api/notifications?`) && request.method() === "GET",
  );
  await bell.click();
  const firstUrl = new URL((await firstPage).url());
  expect(firstUrl.searchParams.get("page")).toBe("1");
  expect(firstUrl.searchParams.get("page_size")).toBe("5");
  expect(firstUrl.searchParams.get("user_id")).toBeTruthy();

  const panel = page.getByTestId("notifications-panel");
  const items = panel.getByTestId("notification");
  await expect(items).toHaveCount(5);
  await expect(items.first()).toContainText("Purchase complete");
  await expect(items.first()).toContainText("Successful Purchase of Creative Bundle");
  const loadMore = panel.getByRole("button", { name: "Load More" });
  await expect(loadMore).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("notifications-1280.png") });

  // Load More: page 2 is appended and, being the last, hides the button.
  const secondPage = page.waitForRequest((request) =>
    request.url().startsWith(`${apiUrl}/api/notifications?`),
  );
  await loadMore.click();
  expect(new URL((await secondPage).url()).searchParams.get("page")).toBe("2");
  await expect(items).toHaveCount(7);
  await expect(items.last()).toContainText("Welcome to Inkforge! Your free tools are ready.");
  await expect(loadMore).toHaveCount(0);

  // A click marks it read (ids in the query) and opens its link in a new tab; this page stays.
  const target = items.first();
  await expect(target).toHaveAttribute("data-read", "false");
  const marked = page.waitForRequest((request) =>
    request.url().startsWith(`${apiUrl}/api/notifications/mark-as-read?`),
  );
  const popup = context.waitForEvent("page");
  await target.getByRole("link").click();
  const markUrl = new URL((await marked).url());
  expect(markUrl.searchParams.get("notification_id")).toBeTruthy();
  expect(markUrl.searchParams.get("user_id")).toBe(firstUrl.searchParams.get("user_id"));
  expect((await marked).method()).toBe("POST");
  const opened = await popup;
  await opened.waitForLoadState();
  expect(new URL(opened.url()).pathname).toBe("/me");
  await opened.close();
  expect(new URL(page.url()).pathname).toBe("/pricing");
  await expect(target).toHaveAttribute("data-read", "true");
  await expect(bell).toHaveAccessibleName("Notifications, 6 unread");
  await expect(target.getByText("Purchase complete")).toHaveClass(/text-slate-500/);

  // Delete: gone at once, and the server agrees.
  const second = items.nth(1);
  const secondText = (await second.textContent()) ?? "";
  const deleted = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${apiUrl}/api/notifications?`) &&
      response.request().method() === "DELETE",
  );
  await second.getByTestId("notification-delete").click();
  await expect(items).toHaveCount(6);
  expect((await deleted).status()).toBe(200);
  await expect(bell).toHaveAccessibleName("Notifications, 5 unread");

  // A delete that fails comes back where it was, and a toast says it was not deleted.
  await page.route(
    (url) => url.pathname === "/api/notifications" && url.port === String(e2ePorts.api),
    async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "INTERNAL", message: "Down" }),
      });
    },
  );
  const third = items.nth(1);
  const thirdText = (await third.textContent()) ?? "";
  await third.getByTestId("notification-delete").click();
  await expect(items).toHaveCount(5);
  await expect
    .poll(() => errors.some((text) => text.includes("Failed to delete the notification")))
    .toBe(true);
  await expect(items).toHaveCount(6);
  await expect(items.nth(1)).toHaveText(thirdText);
  await expect(bell).toHaveAccessibleName("Notifications, 5 unread");
  const notDeleted = page.getByTestId("toast").getByText("The notification was not deleted");
  await expect(notDeleted).toBeVisible();
  // Escape closes the toast first (the top layer); the panel stays open.
  await page.keyboard.press("Escape");
  await expect(notDeleted).toBeHidden();
  await expect(page.getByTestId("notifications-panel")).toBeVisible();
  await page.unroute(
    (url) => url.pathname === "/api/notifications" && url.port === String(e2ePorts.api),
  );

  // Refresh goes back to page 1: five again, the read one still read, the deleted one gone.
  const refreshed = page.waitForRequest((request) =>
    request.url().startsWith(`${apiUrl}/api/notifications?`),
  );
  await panel.getByRole("button", { name: "Refresh notifications" }).click();
  expect(new URL((await refreshed).url()).searchParams.get("page")).toBe("1");
  await expect(items).toHaveCount(5);
  await expect(loadMore).toBeVisible();
  await expect(items.first()).toHaveAttribute("data-read", "true");
  await expect(panel).not.toContainText(secondText);
  await page.screenshot({ path: testInfo.outputPath("notifications-after-1280.png") });

  // Closing and opening again also starts from page 1.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  const reopened = page.waitForRequest((request) =>
    request.url().startsWith(`${apiUrl}/api/notifications?`),
  );
  await bell.click();
  expect(new URL((await reopened).url()).searchParams.get("page")).toBe("1");
  await expect(items).toHaveCount(5);
  await page.keyboard.press("Escape");

  // The phone width: the bell is in the header and the panel fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(bell).toHaveAccessibleName("Notifications, 5 unread");
  await bell.click();
  await expect(items).toHaveCount(5);
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("notifications-390.png") });
});

test("a demo member sees the welcome notification", async ({ page }) => {
  await logIn(page, "free@demo.inkforge.test");
  await page.getByTestId("notifications-bell").click();
  const panel = page.getByTestId("notifications-panel");
  // Other journeys add to the demo account's list (a built journal), so find it by its words.
  await expect(
    panel.getByTestId("notification").filter({ hasText: "Your free tools are ready." }),
  ).toBeVisible();
});

test("an empty list says 'No notifications'; a failed fetch is only logged", async ({
  page,
}, testInfo) => {
  const email = `empty-${unique()}@example.com`;
  await memberWithPurchases(email, []);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await logIn(page, email);
  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");

  await page.route(
    (url) => url.pathname === "/api/notifications" && url.port === String(e2ePorts.api),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ notifications: [], has_more: false, unread_count: 0 }),
      }),
  );
  await bell.click();
  const panel = page.getByTestId("notifications-panel");
  await expect(panel.getByText("No notifications", { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notifications");
  await page.screenshot({ path: testInfo.outputPath("notifications-empty-1280.png") });

  await page.unroute(
    (url) => url.pathname === "/api/notifications" && url.port === String(e2ePorts.api),
  );
  await page.route(
    (url) => url.pathname === "/api/notifications" && url.port === String(e2ePorts.api),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "INTERNAL", message: "Down" }),
      }),
  );
  await panel.getByRole("button", { name: "Refresh notifications" }).click();
  await expect
    .poll(() => errors.some((text) => text.includes("Failed to fetch notifications")))
    .toBe(true);
  // No error text for the user; the page and the bell still work.
  await expect(panel).not.toContainText(/fail|error/i);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
