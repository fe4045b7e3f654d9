import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { e2ePorts } from "../ports.mjs";
import { DEMO_PASSWORD, dismissCookieBanner, logInTo } from "./helpers";
import { expect, type Page, test } from "./journey";

// Issue 31's "done when": a Creative Bundle owner builds an A+ page of three modules, checks each
// exported image's pixel size in the ZIP, saves the design and reopens it from another browser;
// makes a pattern and uses it as a cover background; a Free member meets the upgrade prompt.
// The owner is a fresh account that buys the Creative Bundle through the sandbox checkout.

const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

async function creativeBundleOwner(page: Page, tag: string): Promise<string> {
  const email = `studio-${tag}-${Date.now()}@example.com`;
  const response = await fetch(`${apiUrl}/api/account/jsonregister`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  await logInTo(page, email, "/checkout/v3?product=creative-bundle&type=lifetime");
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/sandbox/checkout/`));
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(/\/payment-success\?/);
  return email;
}

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0)).toBe(0x89504e47);
  return [view.getUint32(16), view.getUint32(20)];
}

/** Amazon needs alt text on every A+ image (decision 0141): each field gets its slot's name. */
async function describeEveryImage(page: Page) {
  const fields = page.getByRole("textbox", { name: /^Alt text for / });
  const count = await fields.count();
  for (let i = 0; i < count; i += 1) {
    const field = fields.nth(i);
    const name = (await field.getAttribute("id")) ?? String(i);
    await field.fill(`A garden picture (${name.split("-").slice(1, -1).join(" ")})`);
  }
  return count;
}

const MODULES = [
  "Standard Image Header with Text",
  "Standard Three Images & Text",
  "Standard Single Image & Sidebar",
];

test("an A+ page of three modules: exact image sizes in the ZIP, saved and reopened elsewhere", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await creativeBundleOwner(page, "aplus");
  await page.goto("/a-plus-content-maker");
  const picker = page.getByRole("list", { name: "A+ modules to add" });
  for (const name of MODULES) await picker.getByRole("button", { name: `Add ${name}` }).click();
  const modules = page.getByRole("list", { name: "Modules of your A+ page" });
  await expect(modules.getByRole("listitem")).toHaveCount(3);

  const first = modules.getByRole("listitem").first();
  await first.getByLabel("Headline").fill("Grow a garden");
  await expect(first.getByText("13 / 150 characters")).toBeVisible();
  await page.getByRole("radio", { name: "Phone" }).click();
  await expect(page.getByTestId("a-plus-preview-mobile")).toBeVisible();
  await page.getByRole("radio", { name: "Desktop" }).click();
  await expect(page.getByTestId("a-plus-preview-desktop")).toContainText("Grow a garden");

  // Without alt text the export waits, and says which image needs it.
  await expect(page.getByRole("button", { name: "Make the ZIP" })).toBeDisabled();
  await expect(page.getByText("Header image of module 1: alt text is required")).toBeVisible();
  expect(await describeEveryImage(page)).toBe(6);
  await page.getByRole("button", { name: "Make the ZIP" }).click();
  const link = page.getByRole("link", { name: "Download the ZIP (6 images)" });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
  const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as {
    modules: {
      module: string;
      images: { file: string; widthPx: number; heightPx: number; altText: string }[];
    }[];
  };
  expect(manifest.modules.map((m) => m.module)).toEqual(MODULES);
  for (const image of manifest.modules.flatMap((m) => m.images)) {
    expect(image.altText, image.file).toMatch(/^A garden picture \(/);
  }
  const expected = manifest.modules.flatMap((m) =>
    m.images.map((image) => [image.file, image.widthPx, image.heightPx]),
  );
  expect(expected.map(([, w, h]) => `${w}x${h}`)).toEqual([
    "970x600",
    "300x300",
    "300x300",
    "300x300",
    "300x400",
    "350x175",
  ]);
  for (const [file, width, height] of expected) {
    const bytes = files[file as string];
    expect(bytes, String(file)).toBeDefined();
    expect(pngSize(bytes as Uint8Array), String(file)).toEqual([width, height]);
  }

  await page.getByLabel("Design name").fill("Garden A+ page");
  await page.getByRole("button", { name: "Save to your account as new" }).click();
  await expect(page.getByTestId("account-design-status")).toContainText(
    "Saved to your account (version 1)",
  );

  const other = await browser.newContext({ baseURL });
  await dismissCookieBanner(other, baseURL);
  const elsewhere = await other.newPage();
  await logInTo(elsewhere, email, "/a-plus-content-maker");
  await elsewhere.getByRole("button", { name: "Open Garden A+ page" }).click();
  const reopened = elsewhere.getByRole("list", { name: "Modules of your A+ page" });
  await expect(reopened.getByRole("listitem")).toHaveCount(3);
  await expect(reopened.getByRole("listitem").first().getByLabel("Headline")).toHaveValue(
    "Grow a garden",
  );
  await other.close();
});

test("a pattern tile at 3600 px, then the pattern as the cover's background", async ({ page }) => {
  await creativeBundleOwner(page, "pattern");
  await page.goto("/text-pattern-designer");
  // The labels wrap their selects, so their text includes the options: by role and name instead.
  await page.getByRole("combobox", { name: "Pattern", exact: true }).selectOption("dots");
  await page.getByRole("combobox", { name: "Palette", exact: true }).selectOption("sea");
  await expect(page.getByTestId("pattern-preview")).toBeVisible();
  await page.getByRole("button", { name: /Tile PNG/ }).click();
  const tile = page.getByRole("link", { name: "Download Pattern tile PNG" });
  await expect(tile).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), tile.click()]);
  expect(pngSize(new Uint8Array(await readFile((await download.path()) ?? "")))).toEqual([
    3600, 3600,
  ]);

  await page.getByRole("link", { name: "Use as cover background" }).click();
  await expect(page).toHaveURL(/\/book-cover-creator\?pattern=dots\.sea\.3$/);
  await expect(page.getByText("Pattern dots sea: 3600 × 3600 px")).toBeVisible({
    timeout: 20_000,
  });
});

test("a Free member meets the upgrade prompt", async ({ page }) => {
  await logInTo(page, "free@demo.inkforge.test", "/a-plus-content-maker");
  await page
    .getByRole("list", { name: "A+ modules to add" })
    .getByRole("button", {
      name: "Add Standard Text",
    })
    .click();
  await expect(page.getByTestId("tool-upgrade")).toContainText(
    "Exporting A+ images is not part of the Free plan",
  );
  await expect(
    page.getByTestId("tool-upgrade").getByRole("link", { name: /Creative Bundle/ }),
  ).toHaveAttribute("href", /creative-bundle/);
  await page.goto("/text-pattern-designer");
  await expect(page.getByTestId("tool-upgrade")).toContainText(
    "The text and pattern designer is not part of the Free plan",
  );
  await expect(page.getByText(/is not part of the Free plan/)).toHaveCount(1);
});

// The shared editor (decision 0140) at a desktop and a phone width: layers, reorder, keyboard
// undo/redo, zoom; the layers go into the ZIP's image at its exact size, survive a save and
// reopen, and the pattern designer composes a 6 × 9 in cover front with the same editor.
/** A PNG drawn in the page: a yellow disc on green, `width` × `height`. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.fillStyle = "#2f7d32";
      context.fillRect(0, 0, w, h);
      context.fillStyle = "#f5c518";
      context.beginPath();
      context.arc(w / 2, h / 2, h * 0.4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL("image/png").split(",")[1] as string;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, "base64");
}

async function centreOf(locator: import("@playwright/test").Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

for (const width of [1280, 390]) {
  test(`the shared editor at ${width} px: layers, an image resized and rotated, undo/redo, zoom, alt text, saved with the page`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await creativeBundleOwner(page, `editor-${width}`);
    await page.goto("/a-plus-content-maker");
    await page
      .getByRole("list", { name: "A+ modules to add" })
      .getByRole("button", { name: "Add Standard Image Header with Text" })
      .click();
    await page
      .getByRole("button", {
        name: "Design Standard Image Header with Text: Header image in the editor",
      })
      .click();
    const editor = page.getByTestId("design-editor");
    await editor.getByRole("button", { name: "+ Rectangle" }).click();
    await editor.getByRole("button", { name: "+ Text" }).click();
    await editor.getByRole("textbox", { name: "Text" }).fill("Grow a garden");
    const layers = editor.getByRole("list", { name: "Layers" }).getByRole("listitem");
    await expect(layers).toHaveText([/^Text: Grow a garden/, /^Rectangle/]);

    await editor.getByRole("button", { name: "Send Text backward" }).click();
    await expect(layers).toHaveText([/^Rectangle/, /^Text: Grow a garden/]);
    // Shortcuts work wherever focus is inside the editor (not in a text field).
    await editor.getByRole("button", { name: "+ Ellipse" }).focus();
    await page.keyboard.press("Control+z");
    await expect(layers).toHaveText([/^Text: Grow a garden/, /^Rectangle/]);
    await page.keyboard.press("Control+Shift+z");
    await expect(layers).toHaveText([/^Rectangle/, /^Text: Grow a garden/]);
    await editor.getByRole("button", { name: "Undo" }).click();
    await expect(layers).toHaveText([/^Text: Grow a garden/, /^Rectangle/]);

    // Opens fitted to the window; zooming in widens the canvas by the zoom step.
    const canvas = editor.getByRole("img", { name: /970 × 600 px, 2 layers/ });
    const zoomLabel = editor.getByRole("status", { name: "Zoom" });
    const before = Number.parseInt((await zoomLabel.textContent()) ?? "", 10);
    expect(before).toBeLessThan(100);
    await editor.getByRole("button", { name: "Zoom in" }).click();
    await expect(zoomLabel).not.toHaveText(`${before} %`);
    const after = Number.parseInt((await zoomLabel.textContent()) ?? "", 10);
    expect(after).toBeGreaterThan(before);
    const box = await canvas.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round((970 * after) / 100));
    await editor.getByRole("button", { name: "Zoom in" }).focus();
    await page.keyboard.press("Control+-");
    await expect(zoomLabel).toHaveText(/%/);
    expect(Number.parseInt((await zoomLabel.textContent()) ?? "", 10)).toBeLessThan(after);

    // The author's own image as a layer (decision 0151): a wrong file is refused, naming the field.
    const imageFile = editor.getByLabel("Image file");
    await imageFile.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    await expect(editor.getByRole("alert")).toHaveText(
      "Image file: choose a PNG or JPEG image (this file is text/plain)",
    );
    await imageFile.setInputFiles({
      name: "sunflower.png",
      mimeType: "image/png",
      buffer: await drawnPng(page, 800, 400),
    });
    await expect(editor.getByText("Your image, 800 × 400 px")).toBeVisible({ timeout: 15_000 });
    await expect(editor.getByRole("alert")).toHaveCount(0);
    await expect(layers).toHaveText([/^sunflower/, /^Text: Grow a garden/, /^Rectangle/]);
    const widthField = editor.getByRole("spinbutton", { name: "Width" });
    const heightField = editor.getByRole("spinbutton", { name: "Height" });
    const rotationField = editor.getByRole("spinbutton", { name: "Rotation (°)" });
    await expect(widthField).toHaveValue("776");
    await expect(heightField).toHaveValue("388");

    // Drag the bottom-right corner inwards: an image keeps its 2:1 proportions.
    const corner = await centreOf(editor.locator('[data-handle="se"]'));
    await page.mouse.move(corner.x, corner.y);
    await page.mouse.down();
    await page.mouse.move(corner.x - 30, corner.y - 10, { steps: 4 });
    await page.mouse.move(corner.x - 60, corner.y - 20, { steps: 4 });
    await page.mouse.up();
    const resized = Number(await widthField.inputValue());
    expect(resized).toBeLessThan(776);
    expect(Math.abs(Number(await heightField.inputValue()) * 2 - resized)).toBeLessThanOrEqual(2);

    // Turn it with the knob, Shift snapping to 15°: pointing right of the centre is 90°.
    const nw = await centreOf(editor.locator('[data-handle="nw"]'));
    const se = await centreOf(editor.locator('[data-handle="se"]'));
    const middle = { x: (nw.x + se.x) / 2, y: (nw.y + se.y) / 2 };
    const knob = await centreOf(editor.locator('[data-handle="rotate"]'));
    await page.mouse.move(knob.x, knob.y);
    await page.mouse.down();
    await page.keyboard.down("Shift");
    await page.mouse.move(middle.x + 60, middle.y - 40, { steps: 4 });
    await page.mouse.move(middle.x + 80, middle.y, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up("Shift");
    await expect(rotationField).toHaveValue("90");
    await page.screenshot({ path: testInfo.outputPath(`editor-image-rotated-${width}.png`) });

    // Undo takes back the turn, then the resize; redo brings both back.
    await editor.getByRole("button", { name: "Undo" }).click();
    await expect(rotationField).toHaveValue("0");
    await expect(widthField).toHaveValue(String(resized));
    await editor.getByRole("button", { name: "Undo" }).click();
    await expect(widthField).toHaveValue("776");
    await editor.getByRole("button", { name: "Redo" }).click();
    await editor.getByRole("button", { name: "Redo" }).click();
    await expect(rotationField).toHaveValue("90");
    await expect(widthField).toHaveValue(String(resized));
    // The keyboard does the same: , turns back a degree, Alt+Right widens by a pixel.
    await editor.getByRole("button", { name: "Zoom in" }).focus();
    await page.keyboard.press(",");
    await expect(rotationField).toHaveValue("89");
    await page.keyboard.press("Alt+ArrowRight");
    await expect(widthField).toHaveValue(String(resized + 1));
    // Alt+Left is also the browser's Back: the editor takes it, and the page stays.
    await page.keyboard.press("Alt+ArrowLeft");
    await expect(widthField).toHaveValue(String(resized));
    await expect(page).toHaveURL(/\/a-plus-content-maker$/);

    await page.getByRole("button", { name: /^Close the editor of Standard Image Header/ }).click();
    await expect(
      page.getByRole("button", { name: /^Edit the design of .* \(3 layers\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Make the ZIP" })).toBeDisabled();
    await page
      .getByRole("textbox", { name: "Alt text for Header image" })
      .fill("A sunflower on green beside the words Grow a garden");

    await page.getByRole("button", { name: "Make the ZIP" }).click();
    const link = page.getByRole("link", { name: "Download the ZIP (1 images)" });
    await expect(link).toBeVisible({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
    const header = Object.keys(files).find((name) => name.endsWith("header-970x600.png"));
    expect(pngSize(files[header ?? ""] as Uint8Array)).toEqual([970, 600]);
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as {
      modules: { images: { altText: string }[] }[];
    };
    expect(manifest.modules[0]?.images[0]?.altText).toBe(
      "A sunflower on green beside the words Grow a garden",
    );

    const name = `Editor page ${width}`;
    await page.getByLabel("Design name").fill(name);
    await page.getByRole("button", { name: "Save to your account as new" }).click();
    await expect(page.getByTestId("account-design-status")).toContainText("version 1");
    await page.reload();
    await page.getByRole("button", { name: `Open ${name}` }).click();
    await expect(
      page.getByRole("button", { name: /^Edit the design of .* \(3 layers\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Alt text for Header image" })).toHaveValue(
      "A sunflower on green beside the words Grow a garden",
    );
    // The image layer comes back with the page, its picture loaded from the account.
    await page.getByRole("button", { name: /^Edit the design of .* \(3 layers\)$/ }).click();
    await page
      .getByTestId("design-editor")
      .getByRole("button", { name: /^sunflower/ })
      .click();
    await expect(page.getByTestId("design-editor").locator("image")).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`editor-reopened-${width}.png`) });

    await page.goto("/text-pattern-designer");
    await page.getByRole("button", { name: "Open the editor" }).click();
    const front = page.getByTestId("design-editor");
    await front.getByRole("button", { name: "+ Text" }).click();
    await expect(front.getByRole("img", { name: /1800 × 2700 px, 1 layers/ })).toBeVisible();
    await page.getByRole("button", { name: /Cover front PNG/ }).click();
    const frontLink = page.getByRole("link", { name: "Download Cover front PNG" });
    await expect(frontLink).toBeVisible({ timeout: 20_000 });
    const [frontFile] = await Promise.all([page.waitForEvent("download"), frontLink.click()]);
    expect(pngSize(new Uint8Array(await readFile((await frontFile.path()) ?? "")))).toEqual([
      1800, 2700,
    ]);
  });
}
