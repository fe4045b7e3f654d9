import { statSync } from "node:fs";
import { e2ePorts } from "../ports.mjs";
import { signedIn } from "./helpers";
import { expect, type Page, test } from "./journey";

// Issue 8 (decision 0028) in the browser, against the real API with the sandbox provider: merch
// asks for a shipping address on the payment page and charges the destination's rate, /me shows
// the order awaiting fulfilment, and the downloads are real files of the size the site states.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;

async function fillAddress(page: Page, country: string) {
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel("Street address").fill("1 Main St");
  await page.getByLabel("City").fill("Springfield");
  await page.getByLabel("State or region (optional)").fill("IL");
  await page.getByLabel("Postal code").fill("62701");
  await page.getByLabel("Country").selectOption(country);
}

test("merch: the payment page asks for the address, charges shipping, and /me shows it awaiting fulfilment", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedIn(browser, baseURL, "free@demo.inkforge.test");
  await page.goto("/checkout/v3?product=author-notebook");
  // Merch ships through the card checkout only: the address is collected there.
  await expect(page.getByRole("button", { name: /PayPal/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await expect(page.getByRole("heading", { name: "Shipping address" })).toBeVisible();
  await expect(
    page.getByRole("option", { name: "United States: shipping $5.00, total $19.00" }),
  ).toHaveCount(1);

  // Without an address the form does not submit: nothing is paid.
  await page.getByRole("button", { name: "Pay with shipping" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/[^/]+$`));

  await fillAddress(page, "US");
  await page.getByRole("button", { name: "Pay with shipping" }).click();
  await expect(page).toHaveURL(/\/payment-success\?.*session_id=/);
  await expect(page.getByTestId("bought-item")).toHaveText("Author's Notebook");
  await expect(page.getByTestId("bought-shipping")).toHaveText("$5.00");
  await expect(page.getByTestId("bought-total")).toHaveText("$19.00");

  await page.goto("/me");
  const purchase = page
    .getByTestId("purchases")
    .getByTestId("purchase")
    .filter({ hasText: "Author's Notebook" });
  await expect(purchase).toContainText("Paid");
  await expect(purchase).toContainText("$19.00");
  await expect(purchase.getByTestId("purchase-fulfilment")).toHaveText(
    "Awaiting fulfilment · Ships to Ada Lovelace, 1 Main St, Springfield, IL 62701, US",
  );
  await context.close();
});

test("downloads are real files of the size /me states", async ({ browser, baseURL }) => {
  const { context, page } = await signedIn(browser, baseURL, "promax@demo.inkforge.test");
  await page.goto("/me");
  const item = page.getByTestId("downloads").getByRole("listitem").filter({
    hasText: "Keyword Research Workbook",
  });
  const stated = await item.getByText(/keyword-research-workbook\.pdf · \d+ KB/).textContent();
  const statedKb = Number(/· (\d+) KB/.exec(stated ?? "")?.[1]);
  const downloaded = page.waitForEvent("download");
  await item.getByRole("button", { name: /Download Keyword Research Workbook/ }).click();
  const download = await downloaded;
  const path = await download.path();
  const bytes = statSync(path).size;
  expect(Math.max(1, Math.round(bytes / 1000))).toBe(statedKb);
  expect(bytes).toBeGreaterThan(20_000);
  await context.close();
});
