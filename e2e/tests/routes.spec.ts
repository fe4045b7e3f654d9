import { expect, test } from "./journey";

// Every route of spec §2.1 (paths exactly as given, including case and the literal '+').
const shellRoutes = [
  "/",
  "/masterclass",
  "/blog",
  "/en/blog",
  "/about",
  "/about-us",
  "/free-resources",
  "/support",
  "/media",
  "/testimonials",
  "/contact-form",
  "/contact-us",
  "/faqs",
  "/terms",
  "/terms/privacy",
  "/terms/gdpr",
  "/trademark",
  "/features",
  "/pricing",
  "/pricing?tab=lifetime",
  "/tools",
  "/tools/v2",
  "/mentorship",
  "/services",
  "/review",
  "/templates",
  "/author-page-builder",
  "/hot-niches-sales",
  "/arc-reviews",
  "/amazon-policy-monitor",
  "/books/topbestbooks",
  "/spt-book",
  "/coloring-book-maker",
  "/low-content-book-maker",
  "/login",
  "/login?next=%2Ftools",
  "/register",
  "/new-member",
  "/new-member?tab=lifetime",
  "/payment-failed",
  "/research-tools",
  "/book-creation",
  "/book-listing",
  "/design-tools",
  "/general-kdp",
  "/training-tools",
  "/kdp-cover-template-generator",
  "/A+-content-template-generator",
  "/7-backend-keywords-tool-amazon-kdp",
  "/tools/KDP-BSR-Sales-Calculator",
  "/tools/KDP-Royalty-Calculator",
  "/tools/Pen-Name-Generator",
  "/tools/QR-Code-Generator-for-KDP-Books",
  "/word-cloud",
  "/titans-keyword-tracker",
  "/titans-asin-tracker",
  "/book-cover-creator",
  "/tools/KDP-Kindle-Category-Finder",
  "/titans-deep-view",
  "/titans-retro-vision",
  "/titans-pro/on-site",
  "/kdp-title-creator",
  "/kdp-description-creator",
  "/kdp-trademark-checker",
  "/kdp-guidelines-checker",
  "/kdp-bookdata-translator",
  "/kdp-price-checker",
  "/grammar-check",
  "/book-planner",
  // Issue 27: the puzzle book maker on our own site (decision 0100).
  "/puzzle-book-maker",
  // Issue 31: the design studio (decisions 0114, 0115).
  "/a-plus-content-maker",
  "/text-pattern-designer",
  "/book-writer",
  // Issue 32: the All-In-One extension's page and privacy note (decision 0124).
  "/extension",
  "/extension/privacy",
];

/** How many times an attribute value occurs in server-rendered HTML. */
function countTestId(html: string, id: string): number {
  return html.split(`data-testid="${id}"`).length - 1;
}

test.describe("[SHELL] every spec route", () => {
  // A page-load check needs no browser: the shell is server-rendered, so one HTTP pass over every
  // route checks status, final path, the shell's three parts, one h1 and no error page in seconds.
  // What needs a browser (hydration, clicks) is covered by the journeys of each page's feature.
  test("every spec route answers 200 inside the shell (server-rendered HTML)", async ({
    request,
  }) => {
    const failures: string[] = [];
    for (const route of shellRoutes) {
      const response = await request.get(route);
      const html = await response.text();
      const expectedPath = route.split("?")[0];
      const problems = [
        response.status() !== 200 && `status ${response.status()}`,
        new URL(response.url()).pathname !== expectedPath && `ended at ${response.url()}`,
        ...["site-header", "site-body", "site-footer"]
          .filter((id) => countTestId(html, id) !== 1)
          .map((id) => `${id} ×${countTestId(html, id)}`),
        (html.match(/<h1[\s>]/g) ?? []).length !== 1 &&
          `h1 ×${(html.match(/<h1[\s>]/g) ?? []).length}`,
        countTestId(html, "not-found") > 0 && "not-found page",
        countTestId(html, "error-page") > 0 && "error page",
      ].filter(Boolean);
      if (problems.length > 0) failures.push(`${route}: ${problems.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });

  test("at 390 px no route's first paint is wider than the screen", async ({
    browser,
    baseURL,
  }) => {
    // The server's HTML as a phone first draws it, without script (so without hydration or
    // prefetches, which the features' own journeys cover at 390 px): a button label that may not
    // wrap or a table outside its scroller widens the whole page, and every field with it.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const failures: string[] = [];
    for (const route of shellRoutes) {
      await page.goto(route);
      const widest = await page.evaluate(() => {
        const screenWidth = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= screenWidth) return null;
        // The outermost element past the edge whose parent still fits: the one to fix.
        const culprit = Array.from(document.body.querySelectorAll("*")).find((element) => {
          const parent = element.parentElement?.getBoundingClientRect();
          return (
            element.getBoundingClientRect().right > screenWidth + 1 &&
            parent !== undefined &&
            parent.right <= screenWidth + 1
          );
        });
        return `${document.documentElement.scrollWidth} px wide at "${culprit?.textContent?.trim().slice(0, 60)}"`;
      });
      if (widest) failures.push(`${route}: ${widest}`);
    }
    await context.close();
    expect(failures).toEqual([]);
  });

  test("/me, /profile, /user/affiliate and /my-books send a logged-out visitor to sign in, then back", async ({
    page,
  }) => {
    for (const route of [
      "/me",
      "/profile",
      "/user/affiliate",
      "/my-books",
      "/my-books/rule-changes",
    ]) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/login");
      expect(url.searchParams.get("next")).toBe(route);
      await expect(page.getByTestId("site-header")).toBeVisible();
      await expect(page.getByText("Please log in to continue.")).toBeVisible();
    }
  });

  test("the shop's signed-in routes send a logged-out visitor to sign in, then back", async ({
    page,
  }) => {
    // /hot-niches is members only; checkout and the success page act on the buyer's account.
    for (const route of [
      "/hot-niches",
      "/checkout/v3?product=pro&type=month",
      "/payment-success?next=%2Fpricing",
    ]) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/login");
      expect(url.searchParams.get("next")?.startsWith(route)).toBe(true);
      await expect(page.getByTestId("site-header")).toBeVisible();
      await expect(page.getByText("Please log in to continue.")).toBeVisible();
    }
  });

  test("/dashboard renders without the site header", async ({ page }) => {
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByTestId("site-header")).toHaveCount(0);
  });

  test("the header banner slot is hidden on the cover creator and A+ pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("header-banner-slot")).toHaveCount(1);
    for (const route of ["/book-cover-creator", "/A+-content-template-generator"]) {
      await page.goto(route);
      await expect(page.getByTestId("header-banner-slot")).toHaveCount(0);
    }
  });

  test("the body is at most 1300 px wide, except on full-width pages", async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto("/tools");
    await expect(page.getByTestId("site-body")).toHaveCSS("max-width", "1300px");
    await page.goto("/book-cover-creator");
    await expect(page.getByTestId("site-body")).toHaveCSS("max-width", "none");
  });

  test("aliases share one page with a canonical link", async ({ page }) => {
    const aliases: [alias: string, canonical: string][] = [
      ["/about-us", "/about"],
      ["/contact-form", "/contact-us"],
      ["/en/blog", "/blog"],
    ];
    for (const [alias, canonical] of aliases) {
      await page.goto(alias);
      const href = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(href ?? "", page.url()).pathname).toBe(canonical);
    }
  });

  test("pages carry title, description, keywords and share image", async ({ page }) => {
    await page.goto("/tools/KDP-Royalty-Calculator");
    await expect(page).toHaveTitle(/Royalty Calculator/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /KDP/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /og-default\.png$/,
    );
  });

  test("the home page uses the default title: product name and free KDP tools", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/^Inkforge — free tools for KDP self-publishers$/);
  });

  test("an unknown path shows the 404 page inside the shell", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("site-header")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse all tools" })).toHaveAttribute(
      "href",
      "/tools",
    );
  });

  test("a tool this site does not offer yet names no plan on its page", async ({ page }) => {
    // The e2e servers run without a translation service, as a site may (decision 0135).
    await page.goto("/kdp-bookdata-translator");
    await expect(page.getByTestId("tool-access-intro")).toHaveText(
      "Not available on this site yet, so no plan includes it and nothing is charged for it.",
    );
    await expect(page.getByText(/Included in the/)).toHaveCount(0);
  });

  test("a missing shop item or blog post is a 404 inside the site's one frame", async ({
    page,
  }) => {
    for (const path of ["/shop/no-such-item", "/blog/no-such-post"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId("not-found")).toBeVisible();
      // Once: the root 404's own frame never appears inside the site's.
      await expect(page.getByTestId("site-header")).toHaveCount(1);
      await expect(page.locator("main")).toHaveCount(1);
      await expect(page.locator("footer")).toHaveCount(1);
    }
  });
});
