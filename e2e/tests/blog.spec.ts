import { e2ePorts } from "../ports.mjs";
import { type Browser, type BrowserContext, expect, test } from "./journey";

// Issue 14, the blog: the articles come from the API's database, a category filters them, an
// article has structured data and comments, a signed-in reader comments and deletes their own,
// and markup in a comment stays text. The feed and sitemap list the posts.

test.describe.configure({ mode: "serial" });

const PASSWORD = "inkforge-demo";

async function withoutCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  next: string,
) {
  const context = await browser.newContext({ baseURL });
  await withoutCookieBanner(context, baseURL);
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  return { context, page };
}

test("the blog lists 38 articles, filters by category and opens an article", async ({
  page,
}, testInfo) => {
  await page.goto("/blog");
  const posts = page.getByTestId("blog-posts").getByRole("article");
  await expect(posts).toHaveCount(38);
  await page.getByRole("link", { name: /^Pricing & royalties \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/blog\?category=pricing-and-royalties$/);
  await expect(posts).toHaveCount(5);
  // The thumbnail is drawn by the API (another origin) and allowed by the page's CSP.
  const thumbnail = posts.first().locator("img");
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  await page.screenshot({ path: testInfo.outputPath("blog-category.png"), fullPage: true });
  await page
    .getByRole("link", { name: "The 50% and 60% paperback royalty: where the line is" })
    .click();
  await expect(page).toHaveURL(/\/blog\/paperback-royalty-50-60-threshold$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "The 50% and 60% paperback royalty: where the line is",
  );
  await expect(page.getByText("0.60 × 9.99 − 4.60 = $1.39 per sale.")).toBeVisible();
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "Article",
    headline: "The 50% and 60% paperback royalty: where the line is",
  });
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath("blog-article-390.png"), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("a signed-in reader comments; markup stays text; only the author can delete it", async ({
  browser,
  baseURL,
}) => {
  const path = "/blog/seven-backend-keyword-boxes-explained";
  const ann = await signedIn(browser, baseURL, "free@demo.inkforge.test", path);
  const message = `<b>Bold?</b> Does the 50-character limit count spaces? ${Date.now()}`;
  await ann.page.getByLabel("Add a comment").fill(message);
  await ann.page.getByRole("button", { name: "Post comment" }).click();
  const comment = ann.page
    .getByTestId("comments")
    .getByRole("listitem")
    .filter({ hasText: message });
  await expect(comment).toBeVisible();
  await expect(ann.page.getByTestId("comments").locator("b")).toHaveCount(0);

  const bob = await signedIn(browser, baseURL, "pro@demo.inkforge.test", path);
  const seenByBob = bob.page
    .getByTestId("comments")
    .getByRole("listitem")
    .filter({ hasText: message });
  await expect(seenByBob).toBeVisible();
  await expect(seenByBob.getByRole("button", { name: "Delete my comment" })).toHaveCount(0);

  await comment.getByRole("button", { name: "Delete my comment" }).click();
  await expect(comment).toHaveCount(0);
  await ann.page.reload();
  await expect(ann.page.getByText(message)).toHaveCount(0);
  await ann.context.close();
  await bob.context.close();
});

test("the RSS feed and the sitemap list the articles", async ({ request }) => {
  const feed = await request.get("/blog/rss.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  expect(xml.match(/<item>/g)?.length).toBe(38);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/when-kdp-blocks-your-book");
  expect(sitemap).toContain("/tools/KDP-Royalty-Calculator");
  // The API answers the post by id too (spec §7.10).
  const api = await request.get(`http://127.0.0.1:${e2ePorts.api}/api/blog/viewblog/20`);
  expect((await api.json()).slug).toBe("paperback-royalty-50-60-threshold");
});

test("the home page shows the three newest articles", async ({ page }) => {
  await page.goto("/");
  const latest = page.getByTestId("latest-articles").getByRole("listitem");
  await expect(latest).toHaveCount(3);
  await expect(latest.first()).toContainText("When KDP blocks your book: how to respond");
  await latest.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/when-kdp-blocks-your-book$/);
});

test("the site's own promotion on articles is read from /api/ads once per session", async ({
  page,
}) => {
  const adRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/ads") adRequests.push(request.url());
  });
  for (const slug of ["book-launch-checklist", "pre-orders-on-kdp", "getting-honest-reviews"]) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByTestId("house-ad")).toBeVisible();
  }
  expect(adRequests).toHaveLength(1);
});

test("/free-resources lists the maker how-to collections from the content feed", async ({
  page,
}) => {
  await page.goto("/free-resources");
  const collections = page.getByTestId("maker-how-to");
  await expect(collections.getByRole("heading", { name: "Covers & formatting" })).toBeVisible();
  await collections
    .getByRole("link", { name: "Spine width: the formula KDP uses, with worked examples" })
    .click();
  await expect(page).toHaveURL(/\/blog\/paperback-spine-width-formula$/);
});

test("/support lists the courses from the content cards", async ({ page }) => {
  await page.goto("/support");
  const cards = page.getByTestId("learning-cards");
  await expect(cards.getByRole("heading", { name: "KDP Masterclass" })).toBeVisible();
  await expect(cards.getByText("80 written lessons.", { exact: false })).toBeVisible();
});
