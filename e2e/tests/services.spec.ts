import { expect, test } from "@playwright/test";

// Issue 14, the services directory (spec §2.9): the desktop menu's category sidebar and grid, the
// mobile accordion, 'See All Services', cards opening the marketplace in a new tab with rating,
// reviews, tags and the Vetted Pro badge, and the placeholder when a thumbnail fails.

const categories = [
  "Book Covers",
  "Illustrations",
  "Book Formatting",
  "Writing Tools",
  "Audiobook Narration",
  "Book Promotion Video Creator",
];

test("desktop: the Services menu switches categories and leads to /services", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const menu = page.getByTestId("services-menu");
  await menu.getByRole("button", { name: "Services" }).click();
  const sidebar = menu.getByRole("list", { name: "Service categories" });
  for (const name of categories) await expect(sidebar.getByRole("button", { name })).toBeVisible();
  await expect(
    menu.getByRole("list", { name: "Book Covers providers" }).getByTestId("service-card"),
  ).toHaveCount(4);
  await sidebar.getByRole("button", { name: "Writing Tools" }).click();
  const writing = menu.getByRole("list", { name: "Writing Tools providers" });
  await expect(writing.getByTestId("service-card")).toHaveCount(2);
  const card = writing.getByTestId("service-card").filter({ hasText: "Quiet Pen Ghostwriting" });
  await expect(card).toHaveAttribute("target", "_blank");
  await expect(card).toHaveAttribute("href", /\/search\/gigs\?query=non\+fiction\+ghostwriter/);
  await expect(card).toContainText("4.9");
  await expect(card).toContainText("142 reviews");
  await expect(card).toContainText("Top Rated");
  await expect(card).toContainText("Vetted Pro");
  await expect(
    writing.getByTestId("service-card").filter({ hasText: "Draft Desk" }),
  ).not.toContainText("Vetted Pro");
  await page.screenshot({ path: testInfo.outputPath("services-menu.png") });
  await menu.getByRole("link", { name: "See All Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("/services lists every category's providers; a broken thumbnail shows the placeholder", async ({
  page,
}) => {
  await page.route("**/services/thumbnails/nightjar-covers", (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await page.goto("/services");
  for (const name of categories)
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const card = page
    .locator("main")
    .getByTestId("service-card")
    .filter({ hasText: "Nightjar Covers" });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator("img")).toHaveAttribute("src", "/services/placeholder.svg");
  await expect
    .poll(() =>
      card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  await expect(page.locator("main").getByText("Example listing").first()).toBeVisible();
});

test("mobile: Services is an accordion in the menu drawer", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByTestId("mobile-drawer");
  await drawer.getByRole("button", { name: "Services" }).click();
  const illustrations = drawer.getByRole("button", { name: "Illustrations" });
  await illustrations.click();
  await expect(
    drawer.getByTestId("service-card").filter({ hasText: "Little Lantern Pictures" }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("services-mobile.png") });
  await illustrations.click();
  await expect(drawer.getByTestId("service-card")).toHaveCount(0);
  await drawer.getByRole("link", { name: "See All Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});
