import { readFile } from "node:fs/promises";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { PNG } from "pngjs";
import { dismissCookieBanner, logInTo } from "./helpers";
import { expect, test } from "./journey";

// Issue 34's "done when": a Pro member imports a DOCX (made here with the docx package), edits a
// chapter (autosaved) with a footnote and a picture, takes another chapter back to an earlier
// version, formats a 5 × 8 paperback and an EPUB, downloads both, and the PDF's page size, fonts,
// picture and page count are read back. At 1280 and at 390 px (a phone).

const PATH = "/book-writer";

async function novelDocx(): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let chapter = 1; chapter <= 3; chapter += 1) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [new TextRun(`Chapter ${chapter}`)],
      }),
    );
    for (let index = 0; index < 8; index += 1) {
      children.push(
        new Paragraph({
          children: [
            new TextRun("The ferryman counted every passenger twice, "),
            new TextRun({ text: "because", italics: true }),
            new TextRun(
              " nobody had ever told him otherwise, and the harbour lights came on one by one.",
            ),
          ],
        }),
      );
    }
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A 1200 × 800 picture (300 DPI at 4 in wide): two bands of colour. */
function picture(): Buffer {
  const png = new PNG({ width: 1200, height: 800 });
  for (let y = 0; y < 800; y += 1) {
    for (let x = 0; x < 1200; x += 1) {
      const at = (y * 1200 + x) * 4;
      png.data[at] = y < 400 ? 30 : 200;
      png.data[at + 1] = 90;
      png.data[at + 2] = y < 400 ? 160 : 60;
      png.data[at + 3] = 255;
    }
  }
  // RGB without alpha: one image in the PDF, no soft mask beside it.
  return PNG.sync.write(png, { colorType: 2 });
}

// Both widths write, import and restore; the builds and their files (the same server work at any
// width) are checked once, at 1280 px, and at 390 px only that their controls are there to use.
for (const viewport of [
  { width: 1280, height: 900, builds: true },
  { width: 390, height: 844, builds: false },
]) {
  test(`at ${viewport.width} px a Pro member imports a DOCX, edits a chapter, restores a version${viewport.builds ? ", formats a 5 × 8 paperback and an EPUB and downloads both" : " and finds the print and EPUB formats"}`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
    });
    await dismissCookieBanner(context, baseURL);
    const page = await context.newPage();
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`book-writer-${name}-${viewport.width}.png`),
        fullPage: true,
      });
    await logInTo(page, "pro@demo.inkforge.test", PATH);

    const title = `The Ferryman ${Date.now()} ${viewport.width}`;
    await page.getByLabel("New book title").fill(title);
    await page.getByRole("button", { name: "Start a manuscript" }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    const docx = testInfo.outputPath("novel.docx");
    const { writeFile } = await import("node:fs/promises");
    await writeFile(docx, await novelDocx());
    await page.getByLabel("Import a Word (.docx) or Markdown file").setInputFiles(docx);
    await expect(page.getByText("Imported novel.docx.")).toBeVisible({ timeout: 30_000 });
    const chapters = page.getByRole("navigation", { name: "Chapters" });
    await expect(chapters.getByRole("button", { name: "Chapter 3" })).toBeVisible();

    // Edit chapter 1: the editor loads after the page and autosaves.
    await chapters.getByRole("button", { name: "Chapter 1" }).click();
    const editor = page.getByTestId("chapter-editor");
    await expect(editor).toContainText("The ferryman counted");
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A new last line, written in the browser.");
    // A footnote at the end of that line: kept by the editor, printed and in the EPUB.
    await page.getByRole("button", { name: "Footnote" }).click();
    await page.getByLabel("Footnote text").fill("Counted twice, as always.");
    await page.getByRole("button", { name: "Add footnote" }).click();
    await expect(editor.locator("sup[data-footnote]")).toHaveAttribute(
      "data-footnote",
      "Counted twice, as always.",
    );
    // A picture through the Image button: kept in the chapter, printed in the PDF.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Image" }).click();
    await (await chooser).setFiles({
      name: "harbour.png",
      mimeType: "image/png",
      buffer: picture(),
    });
    await expect(editor.locator("img[alt='harbour']")).toHaveCount(1);
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
    await shot("chapter");

    // Chapter 2: an edit, then back to the imported version through the history.
    await chapters.getByRole("button", { name: "Chapter 2" }).click();
    await expect(editor).toContainText("The ferryman counted");
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("A line to take back.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
    await page.getByRole("button", { name: "History", exact: true }).click();
    const history = page.getByTestId("section-history");
    await history.getByRole("listitem").first().getByRole("button").click();
    const version = history.getByRole("region", { name: /^Version saved/ });
    await expect(version).toContainText("The ferryman counted");
    await expect(version).not.toContainText("A line to take back.");
    await shot("history");
    await version.getByRole("button", { name: "Restore this version" }).click();
    await expect(history.getByRole("status")).toContainText("Restored the version saved");
    await expect(page.getByTestId("chapter-editor")).toContainText("The ferryman counted");
    await expect(page.getByTestId("chapter-editor")).not.toContainText("A line to take back.");
    await page.reload();
    await page.getByRole("button", { name: title }).click();
    await page
      .getByRole("navigation", { name: "Chapters" })
      .getByRole("button", { name: "Chapter 1" })
      .click();
    await expect(page.getByTestId("chapter-editor")).toContainText(
      "A new last line, written in the browser.",
    );
    await expect(page.getByTestId("chapter-editor").locator("sup[data-footnote]")).toHaveCount(1);
    await expect(page.getByTestId("chapter-editor").locator("img[alt='harbour']")).toHaveCount(1);
    await page
      .getByRole("navigation", { name: "Chapters" })
      .getByRole("button", { name: "Chapter 2" })
      .click();
    await expect(page.getByTestId("chapter-editor")).toContainText("The ferryman counted");
    await expect(page.getByTestId("chapter-editor")).not.toContainText("A line to take back.");

    if (!viewport.builds) {
      await page.getByLabel("Trim").selectOption("5x8");
      await expect(page.getByLabel("Trim")).toHaveValue("5x8");
      for (const name of ["Format print PDF", "Make EPUB"]) {
        const button = page.getByRole("button", { name });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport();
        await expect(button).toBeEnabled();
      }
      await context.close();
      return;
    }

    // A 5 × 8 paperback.
    await page.getByLabel("Trim").selectOption("5x8");
    await page.getByRole("button", { name: "Format print PDF" }).click();
    const pdfBuild = page.getByTestId("format-build").filter({ hasText: "Print PDF" });
    await expect(pdfBuild.getByRole("button", { name: "Download PDF" })).toBeVisible({
      timeout: 120_000,
    });
    const shownPages = Number(/(\d+) pages/.exec((await pdfBuild.textContent()) ?? "")?.[1]);
    const pdfDownload = page.waitForEvent("download");
    await pdfBuild.getByRole("button", { name: "Download PDF" }).click();
    const pdfFile = await (await pdfDownload).path();
    const pdf = await PDFDocument.load(await readFile(pdfFile));
    expect(pdf.getPageCount()).toBe(shownPages);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(24);
    for (const pdfPage of pdf.getPages())
      expect(pdfPage.getSize()).toEqual({ width: 360, height: 576 });
    const fonts = new Set<string>();
    let pictures = 0;
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      // A picture is a stream; a font or its descriptor a dictionary.
      const dict = (object instanceof PDFRawStream ? object.dict : object) as {
        get?: (name: PDFName) => unknown;
        has?: (name: PDFName) => boolean;
      };
      if (dict.get?.(PDFName.of("Subtype"))?.toString() === "/Image") pictures += 1;
      const baseFont = dict.get?.(PDFName.of("BaseFont"));
      if (baseFont) fonts.add(String(baseFont));
      // Every font is embedded: a descriptor with a font file.
      if (dict.get?.(PDFName.of("Type"))?.toString() === "/FontDescriptor") {
        expect(dict.has?.(PDFName.of("FontFile2"))).toBe(true);
      }
    }
    expect([...fonts].some((name) => name.includes("LiberationSerif"))).toBe(true);
    // The picture, embedded once.
    expect(pictures).toBe(1);
    await expect(pdfBuild.getByRole("link", { name: "Make its cover" })).toHaveAttribute(
      "href",
      new RegExp(`pages=${shownPages}`),
    );

    // The preview shows the downloaded file's own pages, page 1 alone, then spreads.
    await pdfBuild.getByRole("button", { name: "Preview pages" }).click();
    const preview = pdfBuild.getByTestId("page-preview");
    await expect(preview.getByRole("img", { name: "Page 1" })).toBeVisible({ timeout: 30_000 });
    await expect(preview).toContainText(`Page 1 of ${shownPages}`);
    await preview.getByRole("button", { name: "Next pages" }).click();
    await expect(preview.getByRole("img", { name: "Page 2" })).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByRole("img", { name: "Page 3" })).toBeVisible();
    await shot("format");

    // The EPUB of the same manuscript.
    await page.getByRole("button", { name: "Make EPUB" }).click();
    const epubBuild = page.getByTestId("format-build").filter({ hasText: "EPUB" });
    await expect(epubBuild.getByRole("button", { name: "Download EPUB" })).toBeVisible({
      timeout: 60_000,
    });
    const epubDownload = page.waitForEvent("download");
    await epubBuild.getByRole("button", { name: "Download EPUB" }).click();
    const epub = unzipSync(await readFile(await (await epubDownload).path()));
    expect(strFromU8(epub.mimetype as Uint8Array)).toBe("application/epub+zip");
    const firstChapter = strFromU8(epub["OEBPS/section-001.xhtml"] as Uint8Array);
    expect(firstChapter).toContain("A new last line, written in the browser.");
    expect(firstChapter).toContain('epub:type="footnote"');
    expect(firstChapter).toContain("Counted twice, as always.");
    expect(firstChapter).toMatch(/<img [^>]*alt="harbour"/);
    await context.close();
  });
}
