import { expect, test } from "@playwright/test";
import { dismissCookieBanner, logInTo } from "./helpers";

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
