import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument, PDFName } from "pdf-lib";
import { dismissCookieBanner, logInTo } from "./helpers";

// Issue 34's "done when": a Pro member imports a DOCX (made here with the docx package), edits a
// chapter (autosaved), formats a 5 × 8 paperback and an EPUB, downloads both, and the PDF's page
// size, fonts and page count are read back.

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

test("a Pro member imports a DOCX, edits a chapter, formats a 5 × 8 paperback and an EPUB and downloads both", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await dismissCookieBanner(context, baseURL);
  await logInTo(page, "pro@demo.inkforge.test", PATH);

  const title = `The Ferryman ${Date.now()}`;
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
  await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 15_000 });
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
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict = object as { get?: (name: PDFName) => unknown; has?: (name: PDFName) => boolean };
    const baseFont = dict.get?.(PDFName.of("BaseFont"));
    if (baseFont) fonts.add(String(baseFont));
    // Every font is embedded: a descriptor with a font file.
    if (dict.get?.(PDFName.of("Type"))?.toString() === "/FontDescriptor") {
      expect(dict.has?.(PDFName.of("FontFile2"))).toBe(true);
    }
  }
  expect([...fonts].some((name) => name.includes("LiberationSerif"))).toBe(true);
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
});
