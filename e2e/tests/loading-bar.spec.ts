import { expect, test } from "./journey";

test("[LBAR] a 3 px bar shows during a client-side route change and goes away", async ({
  page,
}) => {
  await page.goto("/");
  // A click before the bar has hydrated is a full page load, with no bar to see.
  await expect(page.locator('html[data-loading-bar="ready"]')).toBeAttached();
  // Slow the route's data request so the bar is observable.
  await page.route(/_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByTestId("site-footer").getByRole("link", { name: "FAQs" }).click();
  const bar = page.getByTestId("top-loading-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS("height", "3px");
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(bar).toHaveCount(0);
});
