import {
  coverRules,
  ebook,
  FACTS_CHECKED,
  interiorMargins,
  metadataLimits,
  printRoyalty,
  spineTextMinPages,
} from "./kdp-facts";
import { PdfWriter } from "./pdf-writer";

/** The KDP Launch Checklist: files, listing, pricing, launch week and after. */
export async function buildLaunchChecklist(): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: "KDP Launch Checklist",
    subject: "Every step from final files to launch week",
  });
  pdf.heading1(
    "KDP Launch Checklist",
    `Every step from final files to the month after launch. KDP rules as of ${FACTS_CHECKED}.`,
  );

  pdf.heading2("1. Interior file");
  pdf.checklist(
    [
      "PDF at your trim size; with bleed the page is (trim W + 0.125) x (trim H + 0.25) in.",
      `Inside (gutter) margin for your page count: ${interiorMargins
        .map((row) => `${row.pages} pp ${row.gutter.split(" (")[0]}`)
        .join("; ")}.`,
      "Outside, top and bottom margins: 0.25 in without bleed, 0.375 in with bleed.",
      "Fonts embedded; text at least 7 pt; images at least 300 DPI.",
      "No crop marks, annotations or spreads; page count even; no more than 4 blank pages in a row.",
    ],
    9.5,
  );
  pdf.heading2("2. Cover file");
  pdf.checklist(
    [
      ...coverRules.slice(0, 2),
      `Spine text only with ${spineTextMinPages} or more pages, at least 0.0625 in from each fold.`,
      "Barcode area (2 x 1.2 in, bottom right of the back cover) left clear.",
      `eBook cover: ${ebook.coverIdeal}.`,
      "Proof copy ordered and read cover to cover before publishing.",
    ],
    9.5,
  );
  pdf.heading2("3. Listing");
  pdf.checklist(
    [
      `Title and subtitle exactly as on the cover, ${metadataLimits.titleAndSubtitle}; no keywords or sales claims.`,
      `Description under ${metadataLimits.description}; only ${metadataLimits.descriptionHtml}.`,
      "No URLs, reviews, prices or time-sensitive words in the description.",
      `${metadataLimits.keywordSlots} backend keywords filled, no repeats of title words, no brands or author names.`,
      `${metadataLimits.categories} categories chosen in the dashboard.`,
      "AI-generated text, images or translations disclosed (AI-assisted work need not be).",
      "Low-content box ticked if the book is a journal, planner or notebook.",
    ],
    9.5,
  );
  pdf.heading2("4. Pricing");
  pdf.checklist(
    [
      `Print royalty: ${printRoyalty.above}; ${printRoyalty.below}.`,
      `Print list price at or above the minimum: ${printRoyalty.minimumRule}.`,
      `eBook at 70%: list price inside ${ebook.band70}, and ${ebook.below20}.`,
      `eBook delivery cost on the 70% plan: ${ebook.deliveryPerMb}; compress images before upload.`,
      "Kindle Unlimited (KDP Select, 90 days of eBook exclusivity) decided.",
    ],
    9.5,
  );

  pdf.heading2("5. Launch week");
  pdf.checklist(
    [
      "Author Central page updated with the new book and an author photo.",
      "Advance readers sent their copies two weeks before launch.",
      "Email list and social posts scheduled for launch day and day three.",
      "Amazon Ads: one automatic and one manual keyword campaign started.",
      `Publishing schedule planned: new titles are limited to ${metadataLimits.newTitlesPerWeek}.`,
    ],
    9.5,
  );
  pdf.heading2("6. The month after");
  pdf.checklist(
    [
      "Best-seller rank noted daily for two weeks.",
      "Ads search-term report read after seven days; terms that sold added as keywords.",
      "Keywords and categories adjusted from real data (category changes take up to 72 hours).",
      "Reviews read for fixable problems (typos, formatting) and a corrected file uploaded.",
    ],
    9.5,
  );
  return pdf.save();
}
