import { degrees, PDFDocument, type PDFFont, type RGB, rgb, StandardFonts } from "pdf-lib";
import { type CoverTemplate, PT_PER_IN } from "./cover-template";
import { type GuideColor, listCoverGuides } from "./guides";

/*
 * The cover template as a one-page vector PDF whose page is the full cover (bleed or wrap
 * included), drawn with pdf-lib. Loaded on demand in the browser; also runs in Node.
 */

function toRgb(color: GuideColor): RGB {
  const value = Number.parseInt(color.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

function fitSize(font: PDFFont, text: string, sizePt: number, maxWidthPt: number): number {
  const width = font.widthOfTextAtSize(text, sizePt);
  return width > maxWidthPt ? (sizePt * maxWidthPt) / width : sizePt;
}

export async function renderCoverTemplatePdf(template: CoverTemplate): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(
    `KDP cover template ${template.trim.id} ${template.binding} ${template.pages} pages`,
  );
  pdf.setCreator("Inkforge KDP cover template generator");
  pdf.setProducer("Inkforge");
  // A fixed date keeps the file byte-stable for the same input.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));

  const widthPt = template.widthIn * PT_PER_IN;
  const heightPt = template.heightIn * PT_PER_IN;
  const page = pdf.addPage([widthPt, heightPt]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const x = (inches: number) => inches * PT_PER_IN;
  // PDF space starts at the bottom left.
  const y = (inches: number) => heightPt - inches * PT_PER_IN;

  for (const shape of listCoverGuides(template)) {
    if (shape.kind === "rect") {
      page.drawRectangle({
        x: x(shape.rect.xIn),
        y: y(shape.rect.yIn + shape.rect.heightIn),
        width: x(shape.rect.widthIn),
        height: x(shape.rect.heightIn),
        color: shape.fill ? toRgb(shape.fill) : undefined,
        borderColor: shape.stroke ? toRgb(shape.stroke) : undefined,
        borderWidth: shape.stroke ? (shape.lineWidthPt ?? 1) : 0,
        borderDashArray: shape.dashPt,
      });
    } else if (shape.kind === "line") {
      page.drawLine({
        start: { x: x(shape.x1In), y: y(shape.y1In) },
        end: { x: x(shape.x2In), y: y(shape.y2In) },
        thickness: shape.lineWidthPt,
        color: toRgb(shape.stroke),
        dashArray: shape.dashPt,
      });
    } else {
      const font = shape.bold ? bold : regular;
      const size = fitSize(font, shape.text, shape.sizePt, x(shape.maxWidthIn));
      const width = font.widthOfTextAtSize(shape.text, size);
      const offset = shape.align === "center" ? width / 2 : 0;
      page.drawText(shape.text, {
        x: shape.vertical ? x(shape.xIn) : x(shape.xIn) - offset,
        y: shape.vertical ? y(shape.yIn) - offset : y(shape.yIn),
        size,
        font,
        color: toRgb(shape.color),
        rotate: shape.vertical ? degrees(90) : undefined,
      });
    }
  }
  return pdf.save();
}
