import { expect, test } from "@playwright/test";

test.describe("[NAV] desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("top-level items are in the spec's order, Author Page Builder is flagged New", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByTestId("desktop-nav");
    await expect(nav).toBeVisible();
    const labels = (await nav.locator(":scope > ul > li").allInnerTexts()).map((t) =>
      t.replace(/\s+/g, " ").trim().toLowerCase(),
    );
    // The flair badge is styled upper-case, so compare case-insensitively.
    expect(labels).toEqual(
      [
        "Tools",
        "Services",
        "Pricing",
        "ARC Reviews",
        "Hot KDP Niches",
        "All-In-One Extension (opens in a new tab)",
        "Author Page Builder New",
      ].map((label) => label.toLowerCase()),
    );
    await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/register",
    );
  });

  test("hovering Tools opens six categories; leaving closes it; All tools goes to /tools", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Tools" });
    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(
      `#${await trigger.getAttribute("aria-controls")}`.replace(/:/g, "\\:"),
    );
    await expect(panel).toBeVisible();
    await expect(panel.locator(":scope ul.grid > li")).toHaveCount(6);
    for (const name of [
      "Keyword & Niche Research",
      "Book Creation",
      "Book Listing",
      "Design",
      "General KDP Tools",
      "Training",
    ]) {
      await expect(panel.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await trigger.hover();
    await panel.getByRole("link", { name: /View all tools/ }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole("heading", { level: 1, name: "All tools" })).toBeVisible();
  });

  test("the Tools menu works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Tools" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(/Keyword & Niche Research/);
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("external destinations open on another host in a new tab", async ({ page }) => {
    await page.goto("/");
    const extension = page.getByRole("link", { name: /All-In-One Extension/ });
    await expect(extension).toHaveAttribute("target", "_blank");
    const href = await extension.getAttribute("href");
    expect(new URL(href ?? "").host).not.toBe(new URL(page.url()).host);
    const forum = page.getByTestId("site-footer").getByRole("link", { name: /Community forum/ });
    expect(new URL((await forum.getAttribute("href")) ?? "").host).not.toBe(
      new URL(page.url()).host,
    );
  });
});

test.describe("[NAV] mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("below 1024 px the drawer replaces the desktop menu and uses accordions", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("desktop-nav")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    const toolsSection = drawer.getByRole("button", { name: "Tools" });
    await expect(drawer.getByRole("link", { name: "Book Listing" })).toHaveCount(0);
    await toolsSection.click();
    await expect(toolsSection).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Book Listing" })).toBeVisible();
    await toolsSection.click();
    await expect(toolsSection).toHaveAttribute("aria-expanded", "false");
    await drawer.getByRole("button", { name: "Explore" }).click();
    await drawer.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(drawer).toBeHidden();
  });

  test("Escape closes the drawer", async ({ page }) => {
    await page.goto("/tools");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("mobile-drawer")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mobile-drawer")).toBeHidden();
  });
});

test("[NAV] at exactly 1024 px the desktop menu shows; at 1023 px the drawer trigger", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("desktop-nav")).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  // Nothing in the header spills past the viewport at the narrowest desktop width.
  const getStarted = await page.getByRole("link", { name: "Get Started" }).boundingBox();
  expect(
    (getStarted?.x ?? 0) + (getStarted?.width ?? Number.POSITIVE_INFINITY),
  ).toBeLessThanOrEqual(1024);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await page.setViewportSize({ width: 1023, height: 800 });
  await expect(page.getByTestId("desktop-nav")).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
});
