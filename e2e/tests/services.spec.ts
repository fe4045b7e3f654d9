import { e2ePorts } from "../ports.mjs";
import { enrolInConsole } from "./console-sign-in";
import { dismissCookieBanner, screenshots } from "./helpers";
import { expect, type Page, test } from "./journey";

// Issue 14, the services directory (spec §2.9), as operators' data (issue 29, decision 0135):
// with no provider entered, the desktop menu, the mobile accordion and /services show their empty
// state and no invented provider; an admin adds providers in the console (a bad link is refused,
// naming the field), vets one, and the public page shows both, "Vetted Pro" only on the vetted
// one, each opening the marketplace in a new tab. The providers are removed again at the end.

test.describe.configure({ mode: "serial" });

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
const password = "correct horse battery";
const stamp = Date.now();
const adminEmail = `directory-ops-${stamp}@console.test`;
const vettedName = `Grid Works ${stamp}`;
const plainName = `Quiet Pen ${stamp}`;

const categories = [
  "Book Covers",
  "Illustrations",
  "Book Formatting",
  "Writing Tools",
  "Audiobook Narration",
  "Book Promotion Video Creator",
];

let consoleToken = "";

test.beforeAll(async ({ request }) => {
  const registered = await request.post(`${apiUrl}/api/account/jsonregister`, {
    data: { email: adminEmail, password },
  });
  expect(registered.status()).toBe(200);
  const granted = await request.post(`${apiUrl}/api/dev/staff-role`, {
    data: { email: adminEmail, role: "admin" },
  });
  expect(granted.status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  if (!consoleToken) return;
  const auth = { authorization: `Bearer ${consoleToken}` };
  const list = await request.get(`${apiUrl}/api/admin/service-providers`, { headers: auth });
  const { providers } = (await list.json()) as { providers: Array<{ id: string; name: string }> };
  for (const provider of providers.filter((p) => p.name.endsWith(String(stamp)))) {
    await request.delete(`${apiUrl}/api/admin/service-providers/${provider.id}`, { headers: auth });
  }
});

async function providerNames(page: Page) {
  return page.locator("main").getByTestId("service-card").allTextContents();
}

test("an empty directory shows its empty state in the menu, the drawer and /services", async ({
  page,
}) => {
  const listed = await (await page.request.get(`${apiUrl}/api/services/providers`)).json();
  test.skip(listed.providers.length > 0, "this server's directory already has providers");
  await page.goto("/");
  const menu = page.getByTestId("services-menu");
  await menu.getByRole("button", { name: "Services" }).click();
  const sidebar = menu.getByRole("list", { name: "Service categories" });
  for (const name of categories) await expect(sidebar.getByRole("button", { name })).toBeVisible();
  await expect(menu.getByTestId("service-card")).toHaveCount(0);
  await expect(menu.getByText("No providers listed here yet")).toBeVisible();
  await menu.getByRole("link", { name: "See All Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByTestId("services-empty")).toBeVisible();
  for (const name of categories)
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  expect(await providerNames(page)).toEqual([]);
  await expect(page.getByText("Example listing")).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByTestId("mobile-drawer");
  await drawer.getByRole("button", { name: "Services" }).click();
  await drawer.getByRole("button", { name: "Illustrations" }).click();
  await expect(drawer.getByText("No providers listed here yet.")).toBeVisible();
});

test("an admin enters and vets providers; /services shows them, Vetted Pro only where vetted", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL });
  await dismissCookieBanner(context, baseURL);
  const page = await context.newPage();
  consoleToken = await enrolInConsole(page, adminEmail, "/admin/services", password);
  await expect(page.getByRole("heading", { name: "Services directory" })).toBeVisible();

  const add = async (name: string, vetted: boolean, link: string) => {
    await page.getByRole("button", { name: "Add a provider" }).click();
    const form = page.getByTestId("provider-form");
    // A label wrapping a select reads its options too: find the selects by their names.
    await form
      .getByRole("combobox", { name: "Category", exact: true })
      .selectOption("Writing Tools");
    await form.getByRole("combobox", { name: "Subcategory" }).selectOption("Ghostwriter");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("Non-fiction ghostwriting with a signed NDA.");
    await form.getByLabel("Their page on the marketplace (https)").fill(link);
    await form.getByRole("spinbutton", { name: "Rating (0 to 5)" }).fill("4.8");
    await form.getByRole("spinbutton", { name: "Reviews", exact: true }).fill("37");
    await form.getByLabel(/Tags/).fill("NDA, Non-fiction");
    if (vetted) await form.getByRole("checkbox", { name: /Vetted/ }).check();
    await form.getByRole("button", { name: "Save provider" }).click();
    return form;
  };
  const form = await add(vettedName, true, "http://plain.example/gridworks");
  await expect(form.getByTestId("error-link")).toBeVisible();
  await form.getByLabel("Their page on the marketplace (https)").fill("https://www.fiverr.com/gw");
  await form.getByRole("button", { name: "Save provider" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved ${vettedName}`);
  await add(plainName, false, "https://www.fiverr.com/qp");
  await expect(page.getByRole("status")).toContainText(`Saved ${plainName}`);
  const table = page.getByTestId("providers-table");
  await expect(table.getByRole("row", { name: new RegExp(vettedName) })).toContainText(
    `yes, by ${adminEmail}`,
  );
  await screenshots(page, "admin-services", testInfo);

  // The site reads the directory on every page view (decision 0145): the next visit shows both,
  // in the header's Services menu as well as on /services, with no wait.
  const site = await context.newPage();
  await site.goto("/pricing");
  const menu = site.getByTestId("services-menu");
  const sidebar = menu.getByRole("list", { name: "Service categories" });
  // By keyboard, as a keyboard user opens it: the new member's offer banner arrives above the
  // header after the first paint and moves the menu from under a resting pointer, which closes a
  // hover menu. A key press before the header has hydrated does nothing: press until it is open.
  const trigger = menu.getByRole("button", { name: "Services" });
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(sidebar).toBeVisible({ timeout: 15_000 });
  await sidebar.getByRole("button", { name: "Writing Tools" }).press("Enter");
  const inMenu = menu.getByRole("list", { name: "Writing Tools providers" });
  await expect(inMenu.getByTestId("service-card").filter({ hasText: vettedName })).toBeVisible();
  await expect(inMenu.getByTestId("service-card").filter({ hasText: plainName })).toBeVisible();
  await site.goto("/services");
  expect(await providerNames(site)).toHaveLength(2);
  const writing = site.getByRole("list", { name: "Writing Tools providers" });
  const vetted = writing.getByTestId("service-card").filter({ hasText: vettedName });
  const plain = writing.getByTestId("service-card").filter({ hasText: plainName });
  await expect(vetted).toContainText("Vetted Pro");
  await expect(plain).not.toContainText("Vetted Pro");
  await expect(vetted).toHaveAttribute("target", "_blank");
  await expect(vetted).toHaveAttribute("href", /^https:\/\/www\.fiverr\.com\/gw/);
  await expect(vetted).toContainText("4.8");
  await expect(vetted).toContainText("37 reviews");
  await expect(site.getByTestId("services-empty")).toHaveCount(0);
  await screenshots(site, "services-page", testInfo);

  await site.setViewportSize({ width: 390, height: 844 });
  await site.goto("/");
  await site.getByRole("button", { name: "Open menu" }).click();
  const drawer = site.getByTestId("mobile-drawer");
  await drawer.getByRole("button", { name: "Services" }).click();
  await drawer.getByRole("button", { name: "Writing Tools" }).click();
  await expect(drawer.getByText(vettedName)).toBeVisible();
  await context.close();
});
