import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fullBrowserPath } from "../chromium-args.mjs";
import { e2ePorts } from "../ports.mjs";
import { DEMO_PASSWORD, dismissCookieBanner, logInTo } from "./helpers";
import { type BrowserContext, chromium, expect, type Page, test } from "./journey";

/*
 * Issue 32: the unpacked extension in Debian's Chromium (a persistent context with
 * --load-extension; extensions need the new headless mode). Amazon's pages are the fixture pages
 * kept in apps/extension/fixtures, served at Amazon's own paths by page routing, so nothing goes to
 * the network; the site and API are the suite's local servers.
 */

const root = path.resolve(import.meta.dirname, "../..");
const webUrl = `http://127.0.0.1:${e2ePorts.web}`;
const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const MEMBER = "promax@demo.inkforge.test";
const fixture = (name: string) =>
  readFileSync(path.join(root, "apps/extension/fixtures", name), "utf8");

let buildDir = "";
let context: BrowserContext;

test.beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "inkforge-extension-"));
  // This build talks to the suite's servers, as the site's own build talks to its site.
  execFileSync(
    process.execPath,
    [path.join(root, "apps/extension/scripts/build.mjs"), `--out=${buildDir}`],
    {
      env: { ...process.env, INKFORGE_SITE_URL: webUrl, INKFORGE_API_URL: apiUrl },
      stdio: "pipe",
    },
  );
});

test.afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
});

test.afterEach(async () => {
  await context?.close();
});

async function launchWithExtension(): Promise<BrowserContext> {
  const extension = path.join(buildDir, "chrome");
  const launched = await chromium.launchPersistentContext("", {
    executablePath: fullBrowserPath,
    headless: false,
    baseURL: webUrl,
    viewport: { width: 1280, height: 800 },
    args: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
    ],
  });
  await dismissCookieBanner(launched, webUrl);
  if (launched.serviceWorkers().length === 0) await launched.waitForEvent("serviceworker");
  return launched;
}

/**
 * Serves `html` at Amazon's paths (on amazon.com, or `host/path` for another store) and refuses
 * any other outside address.
 */
async function standInAmazon(target: BrowserContext, pages: Record<string, string>) {
  await target.route(/^https?:\/\/(?!127\.0\.0\.1)/, async (route) => {
    const url = new URL(route.request().url());
    const html =
      url.hostname === "www.amazon.com"
        ? pages[url.pathname]
        : pages[`${url.hostname}${url.pathname}`];
    if (html)
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    else await route.abort();
  });
}

/** The sample market's books for a keyword (their ranks are what the extension will be given). */
async function sampleBooks(keyword: string) {
  const login = await fetch(`${apiUrl}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: MEMBER, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${apiUrl}/api/v1/research/deep-view`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ keyword, domain: "amazon.com", department: "books" }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    products: { asin: string; salesRank: number | null }[];
  };
  return body.products.filter((product) => product.salesRank !== null);
}

/** The fixture search page with its 48 ASINs replaced by the sample market's, in order. */
function searchPageWith(asins: string[]): string {
  let html = fixture("amazon-com-search-48.html");
  const original = [...html.matchAll(/data-asin="([A-Z0-9]{10})"/g)].map((m) => m[1] ?? "");
  original.forEach((asin, i) => {
    html = html.replaceAll(asin, asins[i] ?? asin);
  });
  return html;
}

const numbersOf = (text: string) =>
  (text.match(/[\d,]+(\.\d+)?/g) ?? []).map((n) => Number(n.replaceAll(",", "")));

async function signInExtension(page: Page) {
  await logInTo(page, MEMBER, "/extension/sign-in");
  // The button waits for the site session, whose token asks for the code.
  await page.getByRole("button", { name: "Sign in the extension" }).click();
  await expect(page.getByTestId("extension-signed-in")).toContainText(
    "The extension is signed in as",
  );
}

test("the extension signs in through the site and shows the site's figures on Amazon's search page", async () => {
  context = await launchWithExtension();
  const books = await sampleBooks("dragon fantasy");
  expect(books.length).toBeGreaterThanOrEqual(48);
  const asins = books.slice(0, 48).map((book) => book.asin);
  await standInAmazon(context, { "/s": searchPageWith(asins) });

  const page = await context.newPage();
  // Signed out: the page's own figures, a sign-in button, no ranks.
  await page.goto("https://www.amazon.com/s?k=dragon+fantasy&i=stripbooks");
  const panel = page.getByTestId("inkforge-quick-view");
  await expect(panel).toContainText("46 books on this page");
  await expect(panel.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByTestId("inkforge-daily")).toHaveCount(0);

  await signInExtension(page);

  await page.goto("https://www.amazon.com/s?k=dragon+fantasy&i=stripbooks");
  await expect(page.getByTestId("inkforge-daily")).toHaveCount(48);
  // The third result: its rank from the research source, its figures as the BSR calculator's.
  const third = page.locator('[data-component-type="s-search-result"]').nth(2);
  const asin = (await third.getAttribute("data-asin")) ?? "";
  const rank = books.find((book) => book.asin === asin)?.salesRank ?? 0;
  await expect(third.getByTestId("inkforge-bsr")).toHaveText(
    `BSR #${rank.toLocaleString("en-US")}`,
  );
  const binding = ((await third.locator("a.a-text-bold").textContent()) ?? "").trim().toLowerCase();
  const daily = numbersOf((await third.getByTestId("inkforge-daily").textContent()) ?? "");
  const monthly = numbersOf((await third.getByTestId("inkforge-monthly").textContent()) ?? "");

  await expect(panel.getByTestId("inkforge-niche-score")).toHaveText(/^\d+\/100$/);
  await expect(panel.getByTestId("inkforge-median-bsr")).toHaveText(/^#[\d,]+ \(/);
  await expect(panel.getByTestId("inkforge-score-part")).toHaveCount(5);
  await expect(panel.getByTestId("inkforge-indie-share")).toHaveText(/^\d+% of \d+$/);

  const deepView = context.waitForEvent("page");
  await panel.getByRole("button", { name: "Open in Deep View" }).click();
  const opened = await deepView;
  await opened.waitForLoadState("domcontentloaded");
  expect(opened.url()).toBe(
    `${webUrl}/titans-deep-view?keyword=dragon+fantasy&domain=amazon.com&department=books`,
  );
  await opened.close();

  // Typing in Amazon's search box: the site's suggestions with their scores, under it.
  await page.locator("#twotabsearchtextbox").fill("dragon books");
  const suggestions = page.getByTestId("inkforge-search-box");
  await expect(suggestions.getByTestId("inkforge-suggestion").first()).toBeVisible();
  await expect(suggestions.getByTestId("inkforge-demand").first()).toHaveText(/^\d+$/);

  const calculator = await context.newPage();
  await calculator.goto(`/tools/KDP-BSR-Sales-Calculator?bsr=${rank}&format=${binding}`);
  const cells = async (row: string) =>
    numbersOf(
      (
        await calculator
          .getByRole("row", { name: new RegExp(`^${row}`) })
          .locator("td")
          .allTextContents()
      ).join(" "),
    );
  await expect(calculator.getByTestId("bsr-daily-typical")).toBeVisible();
  const siteDaily = await cells("A day");
  const siteMonthly = await cells("A month");
  // The overlay writes a range whose three figures are equal as one figure.
  const expand = (values: number[]) =>
    values.length === 1 ? [values[0], values[0], values[0]] : values;
  expect(expand(daily)).toEqual(siteDaily);
  expect(expand(monthly)).toEqual(siteMonthly);
});

test("'Track this ASIN' on a product page puts the book in the member's tracker", async () => {
  context = await launchWithExtension();
  const [book] = await sampleBooks("dragon rider");
  const asin = book?.asin ?? "";
  const product = fixture("amazon-com-product-paperback.html");
  const fixtureAsin = /id="ASIN" name="ASIN" value="([A-Z0-9]{10})"/.exec(product)?.[1] ?? "";
  await standInAmazon(context, { [`/dp/${asin}`]: product.replaceAll(fixtureAsin, asin) });
  const page = await context.newPage();
  await signInExtension(page);

  await page.goto(`https://www.amazon.com/dp/${asin}`);
  const panel = page.getByTestId("inkforge-product");
  await expect(panel.getByTestId("inkforge-bsr")).toHaveText("#23,469 in Books");
  await expect(panel.getByTestId("inkforge-categories")).toContainText("#87 in Space Opera");
  // The research source's category for the book, with its #1 and #10.
  await expect(panel.getByTestId("inkforge-category").first()).toBeVisible();
  await panel.getByRole("button", { name: "Track this ASIN" }).click();
  await expect(panel.getByTestId("inkforge-status")).toHaveText(
    /(Added to|Already in) your ASIN tracker/,
  );

  await page.goto("/titans-asin-tracker");
  await expect(page.getByText(asin).first()).toBeVisible();
});

test("reads the other stores' own writing: a French search page and a Japanese product page", async () => {
  context = await launchWithExtension();
  const truth = JSON.parse(fixture("truth.json")) as Record<
    string,
    {
      rows?: { reviewCount: number; publishedOn: string; sponsored: boolean }[];
      product?: {
        asin: string;
        salesRank: number;
        categoryRanks: { rank: number; category: string }[];
      };
    }
  >;
  const japanese = fixture("amazon-co-jp-product-paperback.html");
  const jpBook = truth["amazon-co-jp-product-paperback.html"]?.product;
  await standInAmazon(context, {
    "www.amazon.fr/s": fixture("amazon-fr-search-books.html"),
    [`www.amazon.co.jp/dp/${jpBook?.asin}`]: japanese,
  });
  const page = await context.newPage();

  // Review counts grouped with a narrow no-break space and dates like "9 déc. 2020" read exactly.
  await page.goto("https://www.amazon.fr/s?k=dragon+fantasy&i=stripbooks");
  await expect(page.getByTestId("inkforge-quick-view")).toContainText("14 books on this page");
  const rows = truth["amazon-fr-search-books.html"]?.rows ?? [];
  const details = page.getByTestId("inkforge-details");
  await expect(details).toHaveCount(16);
  for (const index of [1, 2]) {
    const row = rows[index];
    await expect(details.nth(index)).toContainText(
      `${(row?.reviewCount ?? 0).toLocaleString("en-US")} reviews`,
    );
    await expect(details.nth(index)).toContainText(`published ${row?.publishedOn}`);
  }

  // "- 1,234,085位本": the rank before its category; amazon.co.jp has a sales factor, so figures show.
  await page.goto(`https://www.amazon.co.jp/dp/${jpBook?.asin}`);
  const panel = page.getByTestId("inkforge-product");
  await expect(panel.getByTestId("inkforge-bsr")).toHaveText(
    `#${(jpBook?.salesRank ?? 0).toLocaleString("en-US")} in 本`,
  );
  await expect(panel.getByTestId("inkforge-categories")).toContainText(
    `#87 in ${jpBook?.categoryRanks[1]?.category}`,
  );
  await expect(panel.getByTestId("inkforge-daily")).toHaveText(/^[\d.,–]+$/);
});
