import { type BrowserContext, expect, type Page, test } from "./journey";

// Issue 8, web part: security headers, human validation messages, headings from the category
// data, canonical tool URLs, the Start and account menus.

const DEMO = { email: "pro@demo.inkforge.test", password: "inkforge-demo" };

async function dismissCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
}

/**
 * Collects CSP violations on every document the page loads: `securitypolicyviolation` events
 * (fired even when the refused code's error is caught) and console errors that mention the policy.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      fromConsole.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __violations: string[] };
    store.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.__violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${location.pathname}`,
      );
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

test.describe("security headers", () => {
  test("pages carry a nonce CSP, nosniff, a referrer policy, and framing is refused", async ({
    page,
  }) => {
    const first = await page.request.get("/");
    const second = await page.request.get("/");
    const policy = first.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    // Analytics and PayPal are not configured here, so neither is allowed.
    expect(policy).not.toMatch(/googletagmanager|paypal/);
    const nonceOf = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1];
    expect(nonceOf(policy)).not.toBe(nonceOf(second.headers()["content-security-policy"] ?? ""));
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // `next start` is a production server: HSTS is on (browsers ignore it over plain http).
    expect(first.headers()["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });

  test("the page's scripts carry the nonce and pages hydrate with no CSP violation", async ({
    page,
    context,
    baseURL,
  }) => {
    await dismissCookieBanner(context, baseURL);
    const violationsOf = await watchViolations(page);
    const response = await page.goto("/");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    // Every script the server wrote carries the nonce. Chunks the page loads later (the footer's
    // newsletter form, popups) are added by the framework's loader from 'self' and need none.
    const served = (await response?.text()) ?? "";
    const executable = [...served.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);

    // Hydration works: client interaction on several kinds of page.
    const tools = page.getByRole("button", { name: "Tools" });
    await tools.hover();
    await expect(tools).toHaveAttribute("aria-expanded", "true");
    expect(await violationsOf()).toEqual([]);
    for (const path of ["/pricing", "/tools/KDP-Royalty-Calculator", "/register"]) {
      await page.goto(path);
      await expect(page.getByTestId("site-header")).toBeVisible();
      expect(await violationsOf(), path).toEqual([]);
    }
    // A form validated with zod in the browser: no eval probe refused by the policy.
    const register = page.getByRole("form", { name: "Create your account" });
    await register.getByLabel("Email").fill("not-an-email");
    await register.getByRole("button", { name: "Create account" }).click();
    await expect(register.getByText("Enter a valid email address", { exact: false })).toBeVisible();
    expect(await violationsOf()).toEqual([]);
    await page.goto("/login");
    await page.getByRole("form", { name: "Log in" }).getByLabel("Email").fill(DEMO.email);
    await page.getByRole("form", { name: "Log in" }).getByLabel("Password").fill(DEMO.password);
    await page
      .getByRole("form", { name: "Log in" })
      .getByRole("button", { name: "Log in" })
      .click();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    expect(await violationsOf()).toEqual([]);
  });
});

test.describe("validation messages", () => {
  test.beforeEach(async ({ context, baseURL }) => dismissCookieBanner(context, baseURL));

  test("registration names the field instead of zod's wording", async ({ page }) => {
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByLabel("Email").fill(`${"a".repeat(250)}@example.com`);
    await form.getByLabel("Password").fill("long enough password");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByText("Email must be at most 254 characters.")).toBeVisible();
    await expect(form).not.toContainText("Too big");
  });

  test("a taken email is said once", async ({ page }) => {
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Create your account" });
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill("long enough password");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(form.getByTestId("register-error")).toBeVisible();
    await expect(form.getByText(/already exists/)).toHaveCount(1);
  });

  test("the footer newsletter shows an address the API refuses as a validation message", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByTestId("site-footer");
    // Looks plausible to the instant check; the API's contract refuses the one-letter domain.
    await footer.getByLabel("Email address").fill("reader@example.c");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText(
      "Enter a valid email address, like name@example.com.",
    );
    await expect(footer).not.toContainText("try again");
  });
});

test.describe("catalogue pages", () => {
  test("a General KDP tool says More general KDP tools", async ({ page }) => {
    await page.goto("/tools/KDP-Royalty-Calculator");
    await expect(page.getByRole("heading", { name: "More general KDP tools" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/tools tools/i);
  });

  for (const [requested, canonical] of [
    ["/tools/kdp-royalty-calculator", "/tools/KDP-Royalty-Calculator"],
    ["/A%2B-content-template-generator", "/A+-content-template-generator"],
    ["/GENERAL-KDP", "/general-kdp"],
  ] as const) {
    test(`${requested} redirects (308) to ${canonical}`, async ({ page }) => {
      const response = await page.request.get(requested, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(canonical);
      await page.goto(requested);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await expect(page.getByTestId("not-found")).toHaveCount(0);
    });
  }
});

test.describe("signed-in menus", () => {
  test("Start includes Design; the account menu shows the whole email", async ({
    page,
    context,
    baseURL,
  }) => {
    await dismissCookieBanner(context, baseURL);
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Log in" });
    await form.getByLabel("Email").fill(DEMO.email);
    await form.getByLabel("Password").fill(DEMO.password);
    await form.getByRole("button", { name: "Log in" }).click();
    await page.getByTestId("start-menu").click();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: "Design" })).toHaveAttribute(
      "href",
      "/design-tools",
    );
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Account menu" }).click();
    const email = page.getByTestId("account-email");
    await expect(email).toHaveText(DEMO.email);
    await expect(email).toHaveAttribute("title", DEMO.email);
    // Nothing is cut off: the element is as wide as its text.
    const clipped = await email.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
    expect(clipped).toBe(false);
  });
});
