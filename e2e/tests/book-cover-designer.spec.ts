import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import {
  computeDesignTemplate,
  describeWrapSize,
} from "../../packages/domain/src/tools/book-cover-designer/layout";
import { expect, type Page, test } from "./journey";

// The book cover designer: a signed-in author sets up a 6 × 9 in paperback, designs the wrap and
// exports it; the sizes are checked against the domain's own cover maths, not typed-in numbers.

const PASSWORD = "inkforge-demo";
const SETUP = { trim: "6x9", pages: 240, paper: "cream" } as const;

async function logIn(page: Page) {
  await page.goto(`/login?next=${encodeURIComponent("/book-cover-creator")}`);
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email").fill("free@demo.inkforge.test");
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
}

async function centreOf(locator: import("@playwright/test").Locator) {
  // Mid-screen, so the sticky header does not cover a handle near the top of the canvas.
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function download(page: Page, name: RegExp): Promise<Uint8Array> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return new Uint8Array(await readFile(await file.path()));
}

function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0)).toBe(0x89504e47);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    {
      name: "cookie_consent",
      value: encodeURIComponent(JSON.stringify({ essential: true, googleAnalytics: false })),
      url: baseURL ?? "http://127.0.0.1",
    },
  ]);
});

test("book cover designer: set up a 6 × 9 paperback, design it, export PDF and PNG at KDP's size", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const template = computeDesignTemplate(SETUP);

  // Signed out, the page offers the login prompt instead of the designer.
  await page.goto("/book-cover-creator");
  await expect(page.getByTestId("header-banner-slot")).toHaveCount(0);
  await expect(page.getByLabel("Trim size")).toHaveCount(0);

  await page.goto(`/login?next=${encodeURIComponent("/book-cover-creator")}`);
  const login = page.getByRole("form", { name: "Log in" });
  await login.getByLabel("Email").fill("free@demo.inkforge.test");
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  await page.goto("/book-cover-creator");
  await expect(page.getByTestId("header-banner-slot")).toHaveCount(0);
  await expect(page.getByTestId("designer-canvas")).toBeVisible();

  await page.getByLabel("Trim size").selectOption(SETUP.trim);
  await page.getByLabel("Paper and ink").selectOption(SETUP.paper);
  // Below KDP's spine-text minimum the spine's text fields are off and say why.
  await page.getByLabel("Page count").fill("60");
  await expect(page.getByLabel("Spine title", { exact: true })).toBeDisabled();
  await expect(page.getByText(/KDP allows text on the spine only from 80 pages/)).toBeVisible();
  await page.getByLabel("Page count").fill(String(SETUP.pages));
  await expect(page.getByLabel("Spine title", { exact: true })).toBeEnabled();
  await expect(page.getByTestId("designer-size")).toContainText(describeWrapSize(template));
  await expect(page.getByTestId("designer-size")).toContainText(
    `${template.widthPx} × ${template.heightPx} px`,
  );

  await page.getByLabel("Title", { exact: true }).fill("Night Harbour");
  await page.getByLabel("Subtitle", { exact: true }).fill("A novel of the northern coast");
  await page.getByLabel("Author", { exact: true }).fill("Ann Lee");
  await page.getByLabel("Spine title", { exact: true }).fill("Night Harbour");
  await page.getByLabel("Spine author", { exact: true }).fill("Ann Lee");
  await page
    .getByLabel("Back cover blurb", { exact: true })
    .fill("A lighthouse keeper finds a letter that should not exist.\n\nA quiet, tense story.");
  await page.getByLabel("Whole wrap style").selectOption("gradient");
  await page.getByLabel("Whole wrap start colour").fill("#0f172a");
  await page.getByLabel("Whole wrap end colour").fill("#b45309");
  await page.getByLabel("Front layout").selectOption("centred");
  await expect(page.getByTestId("designer-checks")).toContainText("No problems found");

  // A nudge past the trim is reported.
  await page.getByText("Author style and position", { exact: true }).click();
  await page.getByLabel("Author move down (in)").fill("1");
  await expect(page.getByTestId("designer-checks")).toContainText(
    "Author reaches 0.74 in past the front cover's safe zone (bottom)",
  );
  await page.getByLabel("Author move down (in)").fill("0");
  await expect(page.getByTestId("designer-checks")).toContainText("No problems found");

  // Free layers in the shared editor (decision 0152), over the wrap at its export pixel size; the
  // cover's own six texts and its image frame are layers there too (decision 0154).
  await page.getByRole("button", { name: "Add your own text, shapes and images" }).click();
  const editor = page.getByTestId("design-editor");
  await expect(
    editor.getByRole("img", {
      name: `Cover wrap, ${template.widthPx} × ${template.heightPx} px, 7 layers`,
    }),
  ).toBeVisible({ timeout: 15_000 });
  await editor.getByRole("button", { name: "+ Text" }).click();
  await editor.getByRole("textbox", { name: "Text" }).fill("Book one");
  await editor.getByRole("button", { name: "Zoom in" }).focus();
  await page.keyboard.press("Shift+Period");
  await expect(editor.getByRole("spinbutton", { name: "Rotation (°)" })).toHaveValue("15");
  await page.getByRole("button", { name: "Close the layer editor" }).click();
  await expect(page.getByRole("button", { name: "Edit your own layers (1)" })).toBeVisible();

  // From the top, so the sticky canvas column sits beside the controls it belongs to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath("book-cover-designer-1280.png"),
    fullPage: true,
  });

  await page.getByRole("button", { name: "Make the PDF" }).click();
  const pdf = await PDFDocument.load(await download(page, /Download the PDF/));
  expect(pdf.getPageCount()).toBe(1);
  const mediaBox = pdf.getPage(0).getMediaBox();
  expect(mediaBox.width).toBeCloseTo(template.widthPt, 1);
  expect(mediaBox.height).toBeCloseTo(template.heightPt, 1);

  await page.getByRole("button", { name: "Make the PNG" }).click();
  const png = await download(page, /Download the PNG/);
  expect(pngSize(png)).toEqual({ width: template.widthPx, height: template.heightPx });

  // The design is kept in the browser: a reload opens it again.
  await expect(page.getByTestId("designer-save-state")).toContainText("Saved in this browser");
  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Night Harbour");
  await expect(page.getByRole("button", { name: "Edit your own layers (1)" })).toBeVisible();
  await expect(page.getByLabel("Page count")).toHaveValue(String(SETUP.pages));
  await expect(page.getByTestId("designer-size")).toContainText(describeWrapSize(template));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("designer-canvas")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const canvasBox = await page.getByTestId("designer-canvas").boundingBox();
  expect(canvasBox?.width ?? 0).toBeLessThanOrEqual(390);
  expect((canvasBox?.width ?? 0) / (canvasBox?.height ?? 1)).toBeCloseTo(
    template.widthIn / template.heightIn,
    1,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath("book-cover-designer-390.png"),
    fullPage: true,
  });
});

for (const width of [1280, 390]) {
  test(`the title is a layer at ${width} px: resized by its corner handle past the safe zone, warned, exported`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const template = computeDesignTemplate({ trim: "6x9", pages: 240, paper: "white" });
    await logIn(page);
    await page.goto("/book-cover-creator");
    await expect(page.getByTestId("designer-canvas")).toBeVisible();
    await page.getByLabel("Title", { exact: true }).fill("Night Harbour");
    await expect(page.getByTestId("designer-checks")).toContainText("No problems found");

    await page.getByRole("button", { name: "Add your own text, shapes and images" }).click();
    const editor = page.getByTestId("design-editor");
    const layers = editor.getByRole("list", { name: "Layers" }).getByRole("listitem");
    await layers
      .filter({ hasText: /^Title: Night Harbour/ })
      .getByRole("button")
      .first()
      .click();
    // The title's box spans the front's safe zone; pulled wider on the left (towards the spine,
    // on screen at 390 px too), the centred title moves left past it.
    const corner = await centreOf(editor.locator('[data-handle="sw"]'));
    const canvas = await editor
      .getByRole("img", { name: new RegExp(`Cover wrap, ${template.widthPx} × `) })
      .boundingBox();
    const step = ((canvas?.width ?? width) * 1500) / template.widthPx;
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x - step / 2, corner.y, { steps: 4 });
    await page.mouse.move(corner.x - step, corner.y, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByTestId("designer-checks")).toContainText(
      /Title reaches [\d.]+ in past the front cover's safe zone \(left\)/,
    );
    await page.getByRole("button", { name: "Close the layer editor" }).click();

    await page.getByRole("button", { name: "Make the PNG" }).click();
    const png = await download(page, /Download the PNG/);
    expect(pngSize(png)).toEqual({ width: template.widthPx, height: template.heightPx });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
