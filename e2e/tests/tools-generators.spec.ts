import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { dismissCookieBanner } from "./helpers";
import { expect, type Page, test } from "./journey";
import { gotoTool } from "./tool-page";

// The pen name, QR code and word cloud generators: inputs kept in the URL, results as the user
// types, copy with a toast, a favourite saved by a demo user, and the downloaded files checked
// (the QR PNG decodes back to the input, the SVGs parse).

const DEMO = { email: "pro@demo.inkforge.test", password: "inkforge-demo" };

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name, exact: true }).click(),
  ]);
  return readFile(await file.path());
}

/** Parses an SVG document in the page; answers its root element name and text content. */
async function parseSvg(page: Page, svg: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "image/svg+xml");
    return {
      error: document.getElementsByTagName("parsererror").length > 0,
      root: document.documentElement.nodeName,
      width: document.documentElement.getAttribute("width"),
      texts: Array.from(document.getElementsByTagName("text"), (node) => node.textContent),
    };
  }, svg);
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("pen names: options in the URL change the names; copy puts one on the clipboard", async ({
  page,
}, testInfo) => {
  await gotoTool(page, "/tools/Pen-Name-Generator?country=JP&gender=female&seed=e2e");
  const form = page.getByRole("form", { name: "Pen name generator" });
  await expect(form.getByLabel("Country")).toHaveValue("JP");
  const names = page.getByTestId("pen-names").getByRole("listitem");
  await expect(names).toHaveCount(10);
  await expect(names.first()).toContainText("Japan · female first name");
  const japanese = await names.allInnerTexts();

  await form.getByLabel("Country").selectOption("BR");
  await expect(names.first()).toContainText("Brazil");
  await expect(page).toHaveURL(/country=BR/);
  expect(await names.allInnerTexts()).not.toEqual(japanese);

  await form.getByLabel("Genre style").selectOption("fantasy");
  await expect(names.first()).toHaveText(/^\p{Lu}\. \p{Lu}\. /u);

  await form.getByLabel("How many names").fill("25");
  // The field says what is wrong (the shared form module words the message).
  await expect(page.locator("#pen-name-count-error")).toContainText("20");
  await expect(form.getByLabel("How many names")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("How many names").fill("5");
  await expect(names).toHaveCount(5);

  const first = ((await names.first().getByTestId("pen-name-text").textContent()) ?? "").trim();
  await page.getByRole("button", { name: `Copy ${first}` }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  await page.getByLabel("Check a name of your own").fill("j.k. rowling");
  await expect(page.getByTestId("pen-name-check")).toContainText(
    "copies the well-known author J. K. Rowling",
  );

  await page.screenshot({ path: testInfo.outputPath("pen-names.png"), fullPage: true });
  // The same URL shows the same names.
  const url = page.url();
  const shown = await names.allInnerTexts();
  await page.goto(url);
  await expect(names).toHaveCount(5);
  expect(await names.allInnerTexts()).toEqual(shown);
});

test("pen names: a signed-in demo user saves a favourite and removes it", async ({ page }) => {
  await page.goto(
    `/login?next=${encodeURIComponent("/tools/Pen-Name-Generator?seed=fav-e2e&count=3")}`,
  );
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email").fill(DEMO.email);
  await login.getByLabel("Password").fill(DEMO.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/Pen-Name-Generator/);

  const names = page.getByTestId("pen-names").getByRole("listitem");
  await expect(names).toHaveCount(3);
  const save = names.first().getByRole("button", { name: /^Save / });
  const label = (await save.getAttribute("aria-label"))!;
  const name = label.replace(/^Save /, "");
  // A signed-in use runs on the tool's own route, where the server records it and its points
  // (issue 24), never as a claim to POST /api/usage.
  const served = page.waitForResponse(
    (response) =>
      response.request().method() === "GET" && response.url().includes("/api/tools/pen-name?"),
  );
  await save.click();
  expect((await served).status()).toBe(200);
  const favourites = page.getByTestId("pen-name-favourites");
  await expect(favourites).toContainText(name);

  // Stored on the server: still there after a reload.
  await page.reload();
  await expect(page.getByTestId("pen-name-favourites")).toContainText(name);
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(page.getByTestId("pen-name-favourites").getByText(name)).toHaveCount(0);
});

test("QR code: the PNG download decodes to the link, the SVG parses, bad colours are refused", async ({
  page,
}, testInfo) => {
  const link = "https://example.com/bonus/chapter-13?from=print";
  await gotoTool(page, "/tools/QR-Code-Generator-for-KDP-Books");
  const form = page.getByRole("form", { name: "QR code generator" });
  await form.getByLabel("Link or text").fill(link);
  await expect(page.getByTestId("qr-pixels")).toHaveText("450 × 450 px");
  await form.getByLabel("Printed size (inches)").fill("2");
  await expect(page.getByTestId("qr-pixels")).toHaveText("600 × 600 px");
  await expect(page).toHaveURL(/sizeIn=2/);
  await expect(page.getByTestId("qr-preview")).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath("qr-code.png"), fullPage: true });
  const png = PNG.sync.read(await download(page, "Download PNG"));
  expect([png.width, png.height]).toEqual([600, 600]);
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link);

  const svg = (await download(page, "Download SVG")).toString("utf8");
  const parsed = await parseSvg(page, svg);
  expect(parsed).toMatchObject({ error: false, root: "svg", width: "2in" });
  await page.getByRole("button", { name: "Copy SVG code" }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(svg);

  await form.getByLabel("Code colour", { exact: true }).fill("#aaaaaa");
  await expect(page.locator("#qr-foreground-error")).toContainText(/3:1 to scan \(now 2\.\d+:1\)/);

  await form.getByLabel("Code colour", { exact: true }).fill("#1e3a8a");
  await form.getByLabel("Content").selectOption("text");
  await form.getByLabel("Link or text").fill("Thank you for reading! ".repeat(40));
  await form.getByLabel("Printed size (inches)").fill("0.6");
  await expect(page.getByTestId("qr-warning-data")).toContainText("Too much data");
});

test("word cloud: the table counts the words, the SVG parses and holds them", async ({
  page,
}, testInfo) => {
  await gotoTool(page, "/word-cloud");
  const form = page.getByRole("form", { name: "Word cloud" });
  await form
    .getByLabel("Text or keywords")
    .fill("The dragon and the queen. The dragon, the sword and the dragon's oath. Queen!");
  const table = page.getByTestId("word-frequency-table");
  await expect(table.getByRole("row").nth(1)).toHaveText(/dragon\s*3/);
  await expect(table.getByRole("row").nth(2)).toHaveText(/queen\s*2/);
  await expect(table).not.toContainText(/\bthe\b/);
  await expect(page).toHaveURL(/text=/);
  await expect(page.getByTestId("word-cloud-preview")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("word-cloud.png"), fullPage: true });

  const svg = (await download(page, "Download SVG")).toString("utf8");
  const parsed = await parseSvg(page, svg);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe("svg");
  expect(parsed.texts).toEqual(expect.arrayContaining(["dragon", "queen", "sword", "oath"]));

  const png = PNG.sync.read(await download(page, "Download PNG"));
  expect([png.width, png.height]).toEqual([1600, 1000]);

  await page.getByRole("button", { name: "Copy table" }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("dragon\t3");
});

test("the generators fit a 390 px screen", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    "/tools/Pen-Name-Generator",
    "/tools/QR-Code-Generator-for-KDP-Books",
    "/word-cloud",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("form")).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`390${path.replaceAll("/", "-")}.png`),
      fullPage: true,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
