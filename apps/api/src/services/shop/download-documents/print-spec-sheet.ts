import {
  bleedInches,
  coverRules,
  FACTS_CHECKED,
  hardcoverPages,
  hardcoverSpineAddInches,
  hardcoverTrims,
  interiorMargins,
  interiorRules,
  largeTrimRule,
  outsideMarginNoBleed,
  outsideMarginWithBleed,
  paperbackTrims,
  printRoyalty,
  spinePerPage,
  spineTextMinPages,
  usHardcoverCosts,
  usPrintingCosts,
  workedExamples,
} from "./kdp-facts";
import { PdfWriter } from "./pdf-writer";

/** The print-spec cheat sheet: trims, page limits, bleed, margins, spine, printing costs. */
export async function buildPrintSpecSheet(): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: "KDP Print Spec Cheat Sheet",
    subject: "Trim sizes, page limits, bleed, margins, spine width and printing costs",
  });
  pdf.heading1(
    "KDP Print Spec Cheat Sheet",
    `Trim sizes, page limits, bleed, margins, spine width and printing costs (Amazon.com, ${FACTS_CHECKED}).`,
  );

  pdf.heading2("Paperback trim sizes and page limits");
  pdf.table(
    [
      { header: "Trim sizes (in)", width: 0.32 },
      { header: "Large trim", width: 0.1 },
      { header: "Black, white", width: 0.145 },
      { header: "Black, cream", width: 0.145 },
      { header: "Std colour", width: 0.145 },
      { header: "Prem. colour", width: 0.145 },
    ],
    paperbackTrims.map((row) => [
      row.trims,
      row.large ? "yes" : "no",
      row.blackWhite,
      row.blackCream,
      row.standardColour,
      row.premiumColour,
    ]),
    { size: 8.5 },
  );
  pdf.paragraph(
    `Large trim means ${largeTrimRule}; it costs more to print. Hardcover: ${hardcoverTrims}; ` +
      `${hardcoverPages}, black ink on white or cream, or premium colour.`,
    { size: 9.5 },
  );

  pdf.heading2("Bleed and margins");
  pdf.table(
    [
      { header: "Pages", width: 0.25 },
      { header: "Inside (gutter) minimum", width: 0.25 },
      { header: "Outside/top/bottom, no bleed", width: 0.25 },
      { header: "Outside/top/bottom, with bleed", width: 0.25 },
    ],
    interiorMargins.map((row) => [
      row.pages,
      row.gutter,
      outsideMarginNoBleed,
      outsideMarginWithBleed,
    ]),
    { size: 8.5 },
  );
  pdf.bullets(interiorRules, 9.5);

  pdf.heading2("Spine width");
  pdf.paragraph(
    "Paperback spine = page count x paper factor. Hardcover spine = page count x paper factor + " +
      `${hardcoverSpineAddInches} in. Spine text needs ${spineTextMinPages} or more pages.`,
    { size: 9.5 },
  );
  pdf.table(
    [
      { header: "Paper and ink", width: 0.4 },
      { header: "Inches per page", width: 0.3 },
      { header: "200 pages", width: 0.3 },
    ],
    spinePerPage.map((row) => [
      row.paper,
      String(row.inchesPerPage),
      `${(row.inchesPerPage * 200).toFixed(3)} in`,
    ]),
    { size: 9 },
  );

  pdf.heading2("Cover size");
  pdf.paragraph(`Bleed ${bleedInches} in (3.2 mm) on every outer edge of the cover.`, {
    size: 9.5,
  });
  pdf.bullets(coverRules, 9.5);

  pdf.heading2("Printing costs, paperback (USD, regular / large trim)");
  pdf.table(
    [
      { header: "Ink", width: 0.22 },
      { header: "Flat band", width: 0.13 },
      { header: "Flat cost", width: 0.16 },
      { header: "Per-page band", width: 0.15 },
      { header: "Fixed", width: 0.16 },
      { header: "Per page", width: 0.18 },
    ],
    usPrintingCosts.map((row) => [
      row.ink,
      row.flatBand,
      row.flat,
      row.perPageBand,
      row.fixed,
      row.perPage,
    ]),
    { size: 8.5 },
  );
  pdf.paragraph(
    "Printing cost = fixed cost + pages x per-page cost (flat cost inside the flat band). Bleed and " +
      "cover finish do not change it.",
    { size: 9.5 },
  );
  pdf.heading2("Printing costs, hardcover (USD)");
  pdf.table(
    [
      { header: "Book", width: 0.34 },
      { header: "Regular trim", width: 0.33 },
      { header: "Large trim", width: 0.33 },
    ],
    usHardcoverCosts.map((row) => [row.book, row.regular, row.large]),
    { size: 8.5 },
  );

  pdf.heading2("Royalty and list price");
  pdf.bullets(
    [
      printRoyalty.above,
      printRoyalty.below,
      printRoyalty.expanded,
      `Minimum list price: ${printRoyalty.minimumRule}.`,
      `Maximum list price: ${printRoyalty.maxListPrice}.`,
    ],
    9.5,
  );
  pdf.heading2("Worked examples");
  pdf.bullets(workedExamples, 9.5);
  return pdf.save();
}
