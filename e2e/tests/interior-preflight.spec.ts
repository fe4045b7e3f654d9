import {
  beginText,
  endText,
  moveText,
  PDFDocument,
  PDFHexString,
  type PDFPage,
  type PDFRef,
  rgb,
  setFontAndSize,
  showText,
} from "pdf-lib";
import { PNG } from "pngjs";
import { dismissCookieBanner, logInTo } from "./helpers";
import { expect, test } from "./journey";

// The free interior preflight (issue 28): an author uploads their own interior PDF and sees each
// problem under its page, with what to change. Signed out, the page asks them to log in.

/** A 24-page A5 interior (not a KDP trim), written by hand with a correct cross-reference table. */
function wrongTrimPdf(): Buffer {
  const pageCount = 24;
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pageCount }, (_, i) => `${i + 4} 0 R`).join(" ")}] /Count ${pageCount} >>`,
    "<< /Length 32 >>\nstream\n60 60 200 300 re 0 0 0 rg f\n\nendstream",
  ];
  for (let index = 0; index < pageCount; index += 1) {
    objects.push("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 3 0 R >>");
  }
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const PT = 72;

/** A Type 3 font written in the file (one glyph, a box): embedded by definition, no font file. */
function boxFont(doc: PDFDocument): PDFRef {
  const glyph = doc.context.stream("500 0 0 0 500 700 d1 0 0 500 700 re f");
  return doc.context.register(
    doc.context.obj({
      Type: "Font",
      Subtype: "Type3",
      FontBBox: [0, 0, 500, 700],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: { a: doc.context.register(glyph) },
      Encoding: { Type: "Encoding", Differences: [97, "a"] },
      FirstChar: 97,
      LastChar: 97,
      Widths: [500],
      Resources: {},
    }),
  );
}

function text(page: PDFPage, font: PDFRef, length: number, x: number, y: number, size = 11) {
  const name = page.node.newFontDictionary("Box", font);
  page.pushOperators(
    beginText(),
    setFontAndSize(name, size),
    moveText(x, y),
    showText(PDFHexString.of(Buffer.from("a".repeat(length), "latin1").toString("hex"))),
    endText(),
  );
}

/**
 * The broken interior: 24 pages at 5.5 × 8.5 in (not the 6 × 9 chosen), text in the gutter
 * on page 3, a 150 DPI image on page 5.
 */
async function brokenInteriorPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = boxFont(doc);
  for (let number = 1; number <= 24; number += 1) {
    const page = doc.addPage([5.5 * PT, 8.5 * PT]);
    text(page, font, 10, 0.75 * PT, 7 * PT);
    if (number === 3) text(page, font, 8, 0.1 * PT, 4 * PT);
    if (number === 5) {
      const png = new PNG({ width: 150, height: 150 });
      png.data.fill(128);
      const image = await doc.embedPng(PNG.sync.write(png));
      page.drawImage(image, { x: PT, y: 2 * PT, width: PT, height: PT });
    }
  }
  return Buffer.from(await doc.save());
}

/** A 6 × 9 paperback cover 12.5 in wide: a 200-page book on white paper needs 12.7 in. */
async function narrowCoverPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = boxFont(doc);
  const [width, height] = [12.5 * PT, 9.25 * PT];
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.2, 0.3, 0.6) });
  text(page, font, 10, 8 * PT, 7.5 * PT, 24);
  return Buffer.from(await doc.save());
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBanner(context, baseURL);
});

test("signed out, the preflight asks the visitor to log in", async ({ page }) => {
  await page.goto("/kdp-interior-preflight");
  await expect(
    page.getByRole("heading", { level: 1, name: "KDP Interior Preflight" }),
  ).toBeVisible();
  await expect(
    page.getByText("Log in with a free account to use KDP Interior Preflight"),
  ).toBeVisible();
  await expect(page.getByLabel("Interior PDF")).toHaveCount(0);
});

for (const width of [1280, 390]) {
  test(`a wrong-trim interior gets its finding on page 1 at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await logInTo(page, "free@demo.inkforge.test", "/kdp-interior-preflight");
    await page.getByLabel("Interior PDF").setInputFiles({
      name: "my-interior.pdf",
      mimeType: "application/pdf",
      buffer: wrongTrimPdf(),
    });
    await page.getByLabel("Trim size you will choose on KDP (optional)").selectOption("6x9");
    await page.getByRole("button", { name: "Check my interior" }).click();

    const result = page.getByTestId("preflight-result");
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toContainText("my-interior.pdf — 24 pages, 5.83 × 8.26 in");
    const pageOne = page.getByTestId("preflight-group").filter({ hasText: "Page 1" });
    await expect(pageOne.getByRole("heading", { name: "Page 1" })).toBeVisible();
    await expect(pageOne).toContainText("5.83 × 8.26 in, which is not a KDP trim size");
    await expect(pageOne).toContainText("here 6 × 9 in");
    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: testInfo.outputPath(`interior-preflight-${width}.png`),
      fullPage: true,
    });
  });
}

test("a broken interior gets three findings with pages and thumbnails, and a cover is checked, at 390 px", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await logInTo(page, "free@demo.inkforge.test", "/kdp-interior-preflight");
  await page.getByLabel("Interior PDF").setInputFiles({
    name: "broken-interior.pdf",
    mimeType: "application/pdf",
    buffer: await brokenInteriorPdf(),
  });
  await page.getByLabel("Trim size you will choose on KDP (optional)").selectOption("6x9");
  await page.getByRole("button", { name: "Check my interior" }).click();

  const result = page.getByTestId("preflight-result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText("3 things to fix");
  const groups = result.getByTestId("preflight-group");
  await expect(groups).toHaveCount(3);
  const expected: [string, string][] = [
    ["Page 1", "not the 6 × 9 in trim you chose"],
    ["Page 3", "Widen the inside (gutter) margin"],
    ["Page 5", "prints at 150 DPI"],
  ];
  for (const [index, [heading, words]] of expected.entries()) {
    const group = groups.nth(index);
    await expect(group.getByRole("heading", { name: heading })).toBeVisible();
    await expect(group).toContainText(words);
    const thumbnail = group.getByTestId("preflight-thumbnail");
    await expect(thumbnail).toBeVisible();
    // A real picture of the page, decoded by the browser.
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(200);
  }

  await page.getByLabel("Cover PDF").setInputFiles({
    name: "my-cover.pdf",
    mimeType: "application/pdf",
    buffer: await narrowCoverPdf(),
  });
  await page.getByLabel("Page count of the interior").fill("200");
  await page.getByLabel("Cover trim size").selectOption("6x9");
  await page.getByLabel("Cover ink and paper").selectOption("white");
  await page.getByRole("button", { name: "Check my cover" }).click();
  const cover = page.getByTestId("cover-preflight-result");
  await expect(cover).toBeVisible({ timeout: 30_000 });
  await expect(cover).toContainText("This cover should be 12.7 × 9.25 in, with a 0.45 in spine.");
  const coverPage = cover.getByTestId("preflight-group");
  await expect(coverPage.getByRole("heading", { name: "Page 1" })).toBeVisible();
  await expect(coverPage).toContainText("The cover is 12.5 × 9.25 in");
  await expect(coverPage.getByTestId("preflight-thumbnail")).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: testInfo.outputPath("preflight-findings-390.png"),
    fullPage: true,
  });
});
