import { e2ePorts } from "../ports.mjs";
import { enrolInConsole } from "./console-sign-in";
import { dismissCookieBanner, logInTo } from "./helpers";
import { type APIRequestContext, type Browser, expect, type Page, test } from "./journey";

// The console's second round (issue 29) in the browser, at 1280 and 390 px: an admin mails a
// member a password reset, marks a merch order shipped with a tracking number (the buyer then
// sees it on /me), and hides a comment a reader reported (with the post's Report button) from the
// review queue.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const password = "correct horse battery";

async function register(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

/** The people, the paid merch order and the reported comment one run of the journey needs. */
async function setUp(request: APIRequestContext, stamp: string) {
  const adminEmail = `ops-${stamp}@console-more.test`;
  const buyerEmail = `buyer-${stamp}@console-more.test`;
  const commentText = `Followers for sale at spam.example ${stamp}`;
  await register(request, adminEmail);
  const granted = await request.post(`${apiUrl}/api/dev/staff-role`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(granted.status()).toBe(200);

  const buyerToken = await register(request, buyerEmail);
  const auth = { authorization: `Bearer ${buyerToken}` };
  const checkout = await request.post(`${apiUrl}/api/features/paynow`, {
    headers: auth,
    data: {
      items: [{ product_id: "author-notebook" }],
      success: "/payment-success",
      fail: "/payment-failed",
    },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const approved = await request.post(`${url}/approve`, {
    form: {
      name: "Ada Lovelace",
      line1: "1 Main St",
      city: "Springfield",
      state: "IL",
      postal_code: "62701",
      country: "US",
    },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);

  const posts = (await (await request.get(`${apiUrl}/api/blog`)).json()) as Array<{
    _id?: number;
    id?: number;
    slug?: string;
  }>;
  const postId = posts[0]?._id ?? posts[0]?.id ?? 1;
  const postPath = `/blog/${posts[0]?.slug ?? ""}`;
  const comment = await request.post(`${apiUrl}/api/comment/blog`, {
    headers: auth,
    data: { pid: postId, message: commentText },
  });
  expect(comment.status()).toBe(201);
  const listed = (await (
    await request.get(`${apiUrl}/api/comment/blog/${postId}?range=[0,99]`)
  ).json()) as Array<{ id: string; message: string }>;
  const commentId = listed.find((c) => c.message === commentText)?.id;
  expect(commentId).toBeTruthy();
  const readerEmail = `reader-${stamp}@console-more.test`;
  await register(request, readerEmail);
  return { adminEmail, buyerEmail, readerEmail, commentText, postPath };
}

/** A signed-in reader reports the comment with the post's Report button, confirming first. */
async function reportThroughThePost(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  people: { readerEmail: string; commentText: string; postPath: string },
) {
  const reader = await browser.newContext({ baseURL, viewport });
  await dismissCookieBanner(reader, baseURL);
  const page = await reader.newPage();
  await logInTo(page, people.readerEmail, people.postPath, password);
  const comments = page.getByTestId("comments");
  await expect(comments).toBeVisible();
  const item = comments.getByRole("listitem").filter({ hasText: people.commentText });
  const more = page.getByRole("button", { name: "Load more comments" });
  // Oldest first, twenty at a time: the journey's comment may be on a later page.
  while ((await item.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await page.waitForTimeout(300);
  }
  await item.getByRole("button", { name: "Report" }).click();
  await expect(item.getByText("Report this comment to the moderators?")).toBeVisible();
  await item.getByRole("button", { name: "Yes, report it" }).click();
  await expect(item.getByRole("status")).toHaveText(
    "Reported. Thank you: a moderator will look at this comment.",
  );
  await expect(item.getByRole("button", { name: "Report" })).toHaveCount(0);
  await reader.close();
}

async function signInToConsole(page: Page, email: string) {
  await enrolInConsole(page, email, "/admin", password);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
}

async function goTo(page: Page, screen: string) {
  await page
    .getByRole("navigation", { name: "Console" })
    .getByRole("link", { name: screen })
    .click();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px an admin sends a reset, ships merch with tracking the buyer sees, and hides a reported comment`, async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const people = await setUp(request, `${Date.now()}-${viewport.width}`);
    await reportThroughThePost(browser, baseURL, viewport, people);
    const context = await browser.newContext({ baseURL, viewport });
    await dismissCookieBanner(context, baseURL);
    const page = await context.newPage();
    await signInToConsole(page, people.adminEmail);
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`${name}-${viewport.width}.png`),
        fullPage: true,
      });

    // People: mail the buyer a password reset.
    await goTo(page, "People");
    await page.getByLabel("Email, name or id").fill(people.buyerEmail);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: people.buyerEmail }).click();
    await expect(page.getByRole("heading", { name: people.buyerEmail })).toBeVisible();
    await page.getByTestId("send-reset").click();
    await page.getByPlaceholder(/Reason/).fill("Asked by phone (e2e)");
    await page.getByRole("button", { name: "Confirm send password reset" }).click();
    await expect(page.getByTestId("account-notice")).toHaveText(
      `A reset link was mailed to ${people.buyerEmail}.`,
    );
    // The mail leaves after the answer: wait for it in the demo's outbox.
    await expect
      .poll(async () => {
        const outbox = (await (await request.get(`${apiUrl}/api/dev/outbox`)).json()) as Array<{
          to: string;
          text: string;
        }>;
        return outbox.some(
          (mail) => mail.to === people.buyerEmail && mail.text.includes("reset-password?token="),
        );
      })
      .toBe(true);
    await shot("admin-person-account");

    // Orders: the buyer's merch order, marked shipped with a tracking number.
    await goTo(page, "Orders");
    await page.getByLabel("Buyer email, order id or provider reference").fill(people.buyerEmail);
    await page.getByRole("button", { name: "Search" }).click();
    const orders = page.getByTestId("orders-table");
    await expect(orders.getByRole("row")).toHaveCount(2);
    await orders.getByRole("row").nth(1).getByRole("button").first().click();
    await expect(page.getByTestId("order-fulfilment")).toHaveText("Awaiting fulfilment");
    const ship = page.getByRole("form", { name: "Mark shipped" });
    await ship.getByLabel("Tracking number").fill("x");
    await ship.getByRole("button", { name: "Mark shipped" }).click();
    // Checked in the browser: the field says what is wrong and nothing is sent.
    await expect(ship.getByText("Tracking number must be at least 4 characters.")).toBeVisible();
    await expect(ship.getByLabel("Tracking number")).toHaveAttribute("aria-invalid", "true");
    await ship.getByLabel("Tracking number").fill("1Z999AA10123456784");
    await ship.getByLabel("Carrier (optional)").fill("UPS");
    await ship.getByRole("button", { name: "Mark shipped" }).click();
    await expect(page.getByTestId("order-fulfilment")).toContainText(
      "tracking UPS 1Z999AA10123456784",
    );
    await shot("admin-order-shipped");

    // Moderation: the reported comment waits in the review queue; hide it.
    await goTo(page, "Moderation");
    await page.getByLabel("Status").selectOption("review");
    const row = page
      .getByTestId("comments-table")
      .getByRole("row")
      .filter({ hasText: people.commentText });
    await expect(row.getByTestId(/comment-reports-/)).toHaveText("1");
    await row.getByRole("button", { name: "Hide" }).click();
    await row.getByPlaceholder(/Reason/).fill("Advertising (e2e)");
    await row.getByRole("button", { name: "Confirm hide" }).click();
    await expect(
      page.getByTestId("comments-table").getByRole("row").filter({ hasText: people.commentText }),
    ).toHaveCount(0);
    await shot("admin-review-queue");
    await context.close();

    // The buyer sees the tracking number on their orders page.
    const buyer = await browser.newContext({ baseURL, viewport });
    await dismissCookieBanner(buyer, baseURL);
    const buyerPage = await buyer.newPage();
    await logInTo(buyerPage, people.buyerEmail, "/me", password);
    const purchase = buyerPage
      .getByTestId("purchases")
      .getByTestId("purchase")
      .filter({ hasText: "Author's Notebook" });
    await expect(purchase.getByTestId("purchase-fulfilment")).toContainText("Shipped on");
    await expect(purchase.getByTestId("purchase-tracking")).toHaveText(
      "Tracking: UPS 1Z999AA10123456784",
    );
    await buyerPage.screenshot({
      path: testInfo.outputPath(`buyer-tracking-${viewport.width}.png`),
      fullPage: true,
    });
    await buyer.close();
  });
}
