import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { DEMO_PASSWORD, dismissCookieBanner } from "./helpers";
import { expect, type Page, test } from "./journey";
import { gotoTool } from "./tool-page";

// The cover template and A+ template generators: inputs in the URL, live results, to-scale
// previews and the downloaded files checked byte by byte (PDF page size, PNG sizes, ZIP entries).

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0)).toBe(0x89504e47);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function download(page: Page, name: RegExp): Promise<Uint8Array> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  const path = await file.path();
  return new Uint8Array(await readFile(path));
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("cover template: inputs change the result, the URL keeps them, PDF and PNG match", async ({
  page,
}, testInfo) => {
  await gotoTool(page, "/kdp-cover-template-generator");
  const form = page.getByRole("form", { name: "Cover template" });
  await expect(page.getByTestId("result-full-cover")).toContainText("12.520 × 9.250 in");

  await form.getByLabel("Trim size").selectOption("8.5x11");
  await form.getByLabel("Page count").fill("110");
  await expect(page.getByTestId("result-full-cover")).toContainText("17.498 × 11.250 in");
  await expect(page.getByTestId("result-pixels")).toContainText("5249 × 3375 px");
  await expect(page.getByTestId("result-spine")).toContainText("0.248 in");
  await expect(page).toHaveURL(/trim=8\.5x11/);
  await expect(page).toHaveURL(/pages=110/);

  // Out of range: the field says why, the last good result stays.
  await form.getByLabel("Page count").fill("900");
  await expect(form.getByText(/Pages must be between 24 and 590/)).toBeVisible();
  await form.getByLabel("Page count").fill("78");
  await expect(page.getByTestId("result-spine-text")).toContainText("No");

  // A shared link opens the same template.
  await gotoTool(
    page,
    "/kdp-cover-template-generator?binding=hardcover&trim=6x9&pages=120&paper=white",
  );
  await expect(page.getByTestId("result-full-cover")).toContainText("14.034 × 10.417 in");
  await expect(page.getByTestId("cover-preview")).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath("cover-template.png"), fullPage: true });
  await page.getByRole("button", { name: "Copy the sizes" }).click();
  await expect(page.getByText("Sizes copied").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    "Full cover: 14.034 × 10.417 in",
  );

  await page.getByRole("button", { name: "Make the PDF" }).click();
  const pdfBytes = await download(page, /Download the PDF/);
  const pdf = await PDFDocument.load(pdfBytes);
  const { width, height } = pdf.getPage(0).getSize();
  expect(width).toBeCloseTo(14.034 * 72, 0);
  expect(height).toBeCloseTo(10.417 * 72, 0);

  await page.getByRole("button", { name: "Make the PNG" }).click();
  await expect(page.getByRole("img", { name: "The 4210 × 3125 px PNG template" })).toBeVisible();
  const png = await download(page, /Download the PNG/);
  expect(pngSize(png)).toEqual({ width: 4210, height: 3125 });
});

test("cover template fits a 390 px screen", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoTool(page, "/kdp-cover-template-generator");
  // While the streamed page swaps in, the result can briefly exist twice; wait for one.
  await expect(page.getByTestId("result-full-cover")).toHaveCount(1);
  await expect(page.getByTestId("result-full-cover")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("cover-template-390.png"), fullPage: true });
});

test("A+ templates: pick modules, see the stacked page, download a ZIP of sized PNGs", async ({
  page,
}, testInfo) => {
  await page.goto(`/login?next=${encodeURIComponent("/A+-content-template-generator")}`);
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email").fill("free@demo.inkforge.test");
  await login.getByLabel("Password").fill(DEMO_PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  // An empty page to start from (without `modules` the tool suggests two).
  await page.goto("/A+-content-template-generator?modules=");

  const picker = page.getByRole("region", { name: "A+ modules" });
  await picker.getByRole("button", { name: "Add Standard Image Header with Text" }).click();
  await picker.getByRole("button", { name: "Add Standard Three Images & Text" }).click();
  await picker.getByRole("button", { name: "Add Premium Full Image" }).click();
  const page1 = page.getByRole("list", { name: "Your A+ page" });
  await expect(page1.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("a-plus-preview")).toBeVisible();
  await expect(page.getByTestId("a-plus-file-count")).toContainText("6 templates");
  await expect(page).toHaveURL(/modules=/);

  await page.screenshot({ path: testInfo.outputPath("a-plus-template.png"), fullPage: true });
  // A signed-in use runs on the tool's own route, where the server records it and its points
  // (issue 24), never as a claim to POST /api/usage.
  const served = page.waitForResponse(
    (response) =>
      response.request().method() === "GET" &&
      response.url().includes("/api/tools/a-plus-template?"),
  );
  await page.getByRole("button", { name: "Make the ZIP" }).click();
  // The templates are shown from the ZIP itself before it is downloaded.
  await expect(
    page.getByRole("list", { name: "Templates in the ZIP" }).getByRole("img"),
  ).toHaveCount(6);
  const zip = await download(page, /Download the ZIP/);
  expect((await served).status()).toBe(200);
  const entries = unzipSync(zip);
  const expected: Record<string, [number, number]> = {
    "01-standard-header-image-text-header-970x600.png": [970, 600],
    "02-standard-three-images-text-image-1-300x300.png": [300, 300],
    "02-standard-three-images-text-image-2-300x300.png": [300, 300],
    "02-standard-three-images-text-image-3-300x300.png": [300, 300],
    "03-premium-full-image-desktop-1464x600.png": [1464, 600],
    "03-premium-full-image-mobile-600x450.png": [600, 450],
  };
  expect(Object.keys(entries).sort()).toEqual([...Object.keys(expected), "README.txt"].sort());
  for (const [name, [width, height]] of Object.entries(expected)) {
    const bytes = entries[name];
    if (!bytes) throw new Error(`missing ${name}`);
    expect(pngSize(bytes)).toEqual({ width, height });
  }

  // Removing a module updates the page and the count.
  await page1.getByRole("button", { name: "Remove 2. Standard Three Images & Text" }).click();
  await expect(page.getByTestId("a-plus-file-count")).toContainText("3 templates");
});
