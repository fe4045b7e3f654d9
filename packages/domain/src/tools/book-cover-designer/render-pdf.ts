import { PDFDocument } from "pdf-lib";
import type { CoverTemplate } from "../cover-template/cover-template";

/*
 * The print file: one page exactly the size of the full wrap (bleed included) carrying the
 * 300 DPI rendering of the design, so the PDF shows what the canvas and the PNG show, in the
 * fonts the author saw (decision 0073). Loaded on demand with pdf-lib.
 */
export async function renderDesignPdf(
  template: CoverTemplate,
  art: { bytes: Uint8Array; format: "png" | "jpeg" },
  title: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title || `Book cover ${template.trim.id} ${template.pages} pages`);
  pdf.setCreator("Inkforge book cover designer");
  pdf.setProducer("Inkforge");
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([template.widthPt, template.heightPt]);
  // A JPEG is copied into the PDF as it is; a PNG is decoded and re-compressed, which is slow
  // for a 10-megapixel wrap, so the browser hands over a high-quality JPEG.
  const image =
    art.format === "jpeg" ? await pdf.embedJpg(art.bytes) : await pdf.embedPng(art.bytes);
  page.drawImage(image, { x: 0, y: 0, width: template.widthPt, height: template.heightPt });
  return pdf.save();
}
