import { type BrowserContext, expect, type Page, test } from "./journey";

// Signed-in chrome (NAV-08..11, NAV-15/16), the login prompt of login-required tools (LOGIN),
// and the session client's cross-tab refresh (SESS-03). Demo accounts only read here.

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

async function logIn(page: Page, next?: string) {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/login")) {
    await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  }
  const form = page.getByRole("form", { name: "Log in" });
  await form.getByLabel("Email").fill(DEMO.email);
  await form.getByLabel("Password").fill(DEMO.password);
  await form.getByRole("button", { name: "Log in" }).click();
}

const accountMenu = (page: Page) => page.getByRole("button", { name: "Account menu" });
const headerLogin = (page: Page) =>
  page.getByTestId("site-header").getByRole("link", { name: "Login", exact: true });

async function menuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return (await menu.getByRole("menuitem").allInnerTexts()).map((text) =>
    text.replace(/\s+/g, " ").trim(),
  );
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test.describe("[LOGIN] a login-required tool", () => {
  test("logged out: Use opens the prompt; close hides it; Login signs in and comes back", async ({
    page,
  }) => {
    await page.goto("/titans-keyword-tracker");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const use = page.getByRole("button", { name: "Use Keyword Tracker" });

    await use.click();
    const dialog = page.getByRole("dialog", { name: "Keyword Tracker" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("You need to login to use this tool", { exact: true }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await use.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await use.click();
    const login = dialog.getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("href", "/login?next=%2Ftitans-keyword-tracker");
    await login.click();
    await expect(page).toHaveURL(/\/login\?next=%2Ftitans-keyword-tracker$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await logIn(page);
    await expect(page).toHaveURL(/\/titans-keyword-tracker$/);
    await expect(
      page.getByText("Signed in — your work on this tool is saved to your account"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Use Keyword Tracker" })).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("[NAV] signed-in header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("logged out: Login and Get Started, none of the signed-in menus", async ({ page }) => {
    await page.goto("/");
    await expect(headerLogin(page)).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByTestId("start-menu")).toHaveCount(0);
    await expect(page.getByTestId("help-menu")).toHaveCount(0);
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test("Start, help and account menus; Escape closes; logout goes home logged out", async ({
    page,
    baseURL,
  }) => {
    await logIn(page);
    await expect(accountMenu(page)).toBeVisible();
    await expect(headerLogin(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);

    await page.getByTestId("start-menu").click();
    expect(await menuItems(page)).toEqual([
      "Research",
      "Create",
      "Book Listing",
      "Design",
      "General",
      "Education",
    ]);
    const start = page.getByRole("menu");
    await expect(start.getByRole("menuitem", { name: "Research" })).toHaveAttribute(
      "href",
      "/research-tools",
    );
    await expect(start.getByRole("menuitem", { name: "Education" })).toHaveAttribute(
      "href",
      "/training-tools",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(page.getByTestId("start-menu")).toBeFocused();

    // Keyboard: open help with Enter, walk with the arrow keys.
    await page.getByTestId("help-menu").focus();
    await page.keyboard.press("Enter");
    expect(await menuItems(page)).toEqual([
      "Support",
      "Forum (opens in a new tab)",
      "Feature Request (opens in a new tab)",
      "Bug Report (opens in a new tab)",
      "Tutorials (opens in a new tab)",
    ]);
    const help = page.getByRole("menu");
    await expect(help.getByRole("menuitem", { name: "Support" })).toHaveAttribute(
      "href",
      "/support",
    );
    const forum = help.getByRole("menuitem", { name: /Forum/ });
    await expect(forum).toHaveAttribute("target", "_blank");
    const forumHost = new URL((await forum.getAttribute("href")) ?? "").host;
    expect(forumHost).not.toBe(new URL(page.url()).host);
    expect(forumHost).toMatch(/community|forum/);
    await expect(help.getByRole("menuitem", { name: "Support" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(forum).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await accountMenu(page).click();
    expect(await menuItems(page)).toEqual(["Account", "Profile", "Affiliate", "Logout"]);
    const account = page.getByRole("menu");
    await expect(account.getByRole("menuitem", { name: "Account" })).toHaveAttribute("href", "/me");
    await expect(account.getByRole("menuitem", { name: "Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(account.getByRole("menuitem", { name: "Affiliate" })).toHaveAttribute(
      "href",
      "/user/affiliate",
    );
    await account.getByRole("menuitem", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();

    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(headerLogin(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test("signing out in one tab logs out the other without a reload (SESS-03)", async ({
    page,
    context,
  }) => {
    await logIn(page, "/pricing");
    await expect(page).toHaveURL(/\/pricing$/);
    const other = await context.newPage();
    await other.goto("/tools");
    await expect(accountMenu(other)).toBeVisible();

    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(headerLogin(page)).toBeVisible();
    await expect(headerLogin(other)).toBeVisible();
    await expect(other).toHaveURL(/\/tools$/);
  });
});

test.describe("[NAV] mobile drawer signed in", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the drawer holds Start, Help and Account entries and Logout", async ({ page, baseURL }) => {
    await logIn(page);
    await expect(accountMenu(page)).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await drawer.getByRole("button", { name: "Start" }).click();
    await expect(drawer.getByRole("link", { name: "Book Listing" })).toBeVisible();
    await drawer.getByRole("button", { name: "Account" }).click();
    await expect(drawer.getByRole("link", { name: "Affiliate" })).toHaveAttribute(
      "href",
      "/user/affiliate",
    );
    await expect(drawer.getByRole("link", { name: "Login" })).toHaveCount(0);
    // Logging out from "/" reloads "/": wait for that load, not just the URL (already "/"), or
    // the reload closes the drawer opened below (pages render per request since the CSP nonce).
    const reloaded = page.waitForEvent("load");
    await drawer.getByRole("button", { name: "Logout" }).click();
    await reloaded;
    await expect(page).toHaveURL(`${baseURL}/`);
    // The home page is a fresh load: retry the click until the drawer has hydrated.
    await expect(async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("mobile-drawer")).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(
      page.getByTestId("mobile-drawer").getByRole("link", { name: "Login" }),
    ).toBeVisible();
    await expect(
      page.getByTestId("mobile-drawer").getByRole("button", { name: "Start" }),
    ).toHaveCount(0);
  });
});
