import { expect, test } from "./journey";

test.describe("[COOK] cookie consent", () => {
  test("Close keeps the banner; Save Changes persists across reloads", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner.getByRole("button", { name: "Accept All" })).toBeVisible();
    await banner.getByRole("button", { name: "Customize" }).click();

    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    const essential = dialog.getByRole("switch", { name: "Essential" });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    const analytics = dialog.getByRole("switch", { name: "Google Analytics" });
    await expect(analytics).not.toBeChecked();
    await analytics.click();
    await expect(analytics).toBeChecked();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "cookie_consent")).toBeUndefined();

    await page.getByRole("button", { name: "Customize" }).click();
    await expect(dialog.getByRole("switch", { name: "Google Analytics" })).not.toBeChecked();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();

    const stored = (await context.cookies()).find((c) => c.name === "cookie_consent");
    expect(JSON.parse(decodeURIComponent(stored?.value ?? "null"))).toEqual({
      essential: true,
      googleAnalytics: false,
    });
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await page.goto("/tools");
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });

  test("Accept All saves both preferences and the footer reopens the settings", async ({
    page,
    context,
  }) => {
    await page.goto("/faqs");
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    const stored = (await context.cookies()).find((c) => c.name === "cookie_consent");
    expect(JSON.parse(decodeURIComponent(stored?.value ?? "null"))).toEqual({
      essential: true,
      googleAnalytics: true,
    });
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog.getByRole("switch", { name: "Google Analytics" })).toBeChecked();
  });

  test("no analytics script loads without consent (and none is configured here)", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/");
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => url.includes("googletagmanager"))).toEqual([]);
  });
});
