import { expect, test } from "./journey";

test.describe("[FOOT] footer and newsletter", () => {
  test("three link columns, and Company links to terms, privacy and GDPR", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByTestId("site-footer");
    for (const title of ["Resources", "Tools", "Company"]) {
      await expect(footer.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    for (const [name, path, heading] of [
      ["Terms of Service", "/terms", /Terms/],
      ["Privacy Policy", "/terms/privacy", /Privacy/],
      ["GDPR Policy", "/terms/gdpr", /GDPR/],
    ] as const) {
      await page.getByTestId("site-footer").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("Subscribe validates the email, stores it and confirms with one toast", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Accept All" }).click();
    const footer = page.getByTestId("site-footer");
    const email = footer.getByLabel("Email address");
    await email.fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toHaveText(/valid email/);
    await expect(page.getByTestId("toast")).toHaveCount(0);

    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("You're subscribed");
    await expect(email).toHaveValue("");

    // Subscribing again gives the same answer (idempotent on the API).
    await email.fill(address.toUpperCase());
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await expect(page.getByTestId("toast")).toContainText("You're subscribed");
  });

  test("a toast closes by itself after about 5 seconds", async ({ page }) => {
    // Playwright's clock instead of real waiting: the toast's timer runs when the test says so.
    await page.clock.install();
    await page.goto("/about");
    await page.getByRole("button", { name: "Accept All" }).click();
    const footer = page.getByTestId("site-footer");
    await footer.getByLabel("Email address").fill(`timer-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.clock.runFor(3_500);
    await expect(page.getByTestId("toast")).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(page.getByTestId("toast")).toBeHidden();
  });
});
