import { readFile } from "node:fs/promises";
import { e2ePorts } from "../ports.mjs";
import { type BrowserContext, expect, type Page, test } from "./journey";

// The new-member bonus book (issue 13, decision 0072): a fresh account buys a lifetime plan on
// /new-member at the new-member price, then finds the bonus eBook in its downloads (a real PDF)
// and the read-aloud edition, which says plainly that the device's voice reads it — and, in a
// browser without voices (headless Chromium often has none), that nothing can be read aloud.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const PASSWORD = "inkforge-demo";
const BOOK = "The Self-Publishing Handbook";

async function prepare(context: BrowserContext, baseURL: string | undefined) {
  const url = baseURL ?? "http://127.0.0.1";
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url,
    },
    // Popups paused (POP-04): the new-member modal would cover the page under test.
    { name: "isPopupOpen", value: "true", url },
  ]);
}

async function register(email: string) {
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function logIn(page: Page, email: string) {
  await page.goto("/login?next=%2F");
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

test("a new member buys on /new-member and gets the bonus eBook and read-aloud edition", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await prepare(context, baseURL);
  const page = await context.newPage();
  const email = `bonus-${Date.now()}@example.com`;
  await register(email);
  await logIn(page, email);

  // The sale page: the member's own countdown, and what the bonus is.
  await page.goto("/new-member?tab=lifetime");
  const countdown = page.getByTestId("new-member-countdown");
  await expect(countdown).toBeVisible();
  await expect(countdown.getByRole("timer")).toHaveText(/^(2[0-3]|1?\d):[0-5]\d:[0-5]\d$/);
  await expect(page.locator("#bonus")).toContainText("read-aloud edition");
  await page.screenshot({ path: testInfo.outputPath("new-member-1280.png"), fullPage: false });

  await page.getByRole("link", { name: "Get Pro lifetime" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/v3\?product=pro&type=lifetime/);
  await expect(page.getByTestId("checkout-price")).toContainText("$89.55");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success/);

  // The library: the eBook with the downloads, a real PDF.
  await page.goto("/me#downloads");
  const card = page.getByTestId("downloads").getByRole("listitem").filter({ hasText: BOOK });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("downloads-1280.png") });
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: `Download ${BOOK} (PDF eBook)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("the-self-publishing-handbook.pdf");
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(50 * 1024);
  const epubDownloading = page.waitForEvent("download");
  await card.getByRole("button", { name: `Download ${BOOK} (EPUB eBook)` }).click();
  const epub = await epubDownloading;
  expect(epub.suggestedFilename()).toBe("the-self-publishing-handbook.epub");
  const epubBytes = await readFile((await epub.path())!);
  expect(epubBytes.subarray(30, 58).toString("latin1")).toBe("mimetypeapplication/epub+zip");

  // The read-aloud edition.
  await card.getByRole("link", { name: "Listen to the read-aloud edition" }).click();
  await expect(page).toHaveURL(/\/me\/listen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOOK);
  const chapters = page.getByTestId("listen-chapters").getByRole("button");
  expect(await chapters.count()).toBeGreaterThan(20);
  await expect(page.getByTestId("read-aloud-label")).toHaveText(
    "Read aloud by your device's voice — no audio file is downloaded.",
  );
  const voices = await page.evaluate(() =>
    "speechSynthesis" in window ? window.speechSynthesis.getVoices().length : -1,
  );
  const play = page.getByRole("button", { name: "Play" });
  if (voices > 0) {
    await expect(play).toBeEnabled();
  } else {
    await expect(page.getByTestId("speech-unavailable")).toContainText(
      voices < 0 ? "no speech synthesis" : "no voice installed",
      { timeout: 5_000 },
    );
    await expect(play).toBeDisabled();
  }
  await page.screenshot({ path: testInfo.outputPath("listen-1280.png") });

  // Next chapter, then a reload: the position is remembered on this device.
  await page.getByRole("button", { name: "Next chapter →" }).click();
  await expect(chapters.nth(1)).toHaveAttribute("aria-current", "true");
  const secondTitle = (await chapters.nth(1).textContent())?.replace(/^\d+\.\s*/, "").trim();
  await expect(page.locator("article h2")).toContainText(secondTitle ?? "");
  await page.reload();
  await expect(chapters.nth(1)).toHaveAttribute("aria-current", "true");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("listen-390.png") });
  await page.goto("/new-member?tab=lifetime");
  await expect(page.getByTestId("new-member-countdown")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("new-member-390.png") });
  await context.close();
});

test("the read-aloud page tells someone without the book where it comes from", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  await prepare(context, baseURL);
  const page = await context.newPage();
  const email = `no-bonus-${Date.now()}@example.com`;
  await register(email);
  await logIn(page, email);
  await page.goto("/me/listen");
  await expect(page.getByText("This book isn't in your library.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See the new-member offer" })).toHaveAttribute(
    "href",
    "/new-member?tab=lifetime",
  );
  await context.close();
});

test("/spt-book lists the delivered book's chapters and says what the audio edition is", async ({
  browser,
  baseURL,
}, testInfo) => {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    await prepare(context, baseURL);
    const page = await context.newPage();
    await page.goto("/spt-book");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(BOOK);
    const chapters = page.locator("#contents li");
    expect(await chapters.count()).toBeGreaterThan(20);
    await expect(chapters.first()).toContainText("How Amazon's search suggestions");
    await expect(page.locator("#formats")).toContainText("your device's own voice");
    await expect(page.locator("#formats")).not.toContainText("Paperback");
    await page.locator("#contents").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`spt-book-${width}.png`) });
    await context.close();
  }
});
