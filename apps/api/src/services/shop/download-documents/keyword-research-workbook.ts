import { bsrToDailySales, FACTS_CHECKED, keywordRules, metadataLimits } from "./kdp-facts";
import { PdfWriter } from "./pdf-writer";

/** The Keyword Research Workbook: seven worksheets from seed ideas to the seven backend slots. */
export async function buildKeywordResearchWorkbook(): Promise<Buffer> {
  const pdf = await PdfWriter.create({
    title: "Keyword Research Workbook",
    subject: "Worksheets to pick a KDP niche and fill the seven backend keywords",
  });

  pdf.heading1(
    "Keyword Research Workbook",
    `Seven worksheets from a first idea to your seven backend keywords. KDP rules as of ${FACTS_CHECKED}.`,
  );
  pdf.heading2("How to use this workbook");
  pdf.paragraph(
    "Work through the sheets in order for one book. Print one copy per book, or fill the PDF on " +
      "screen. Each sheet takes 15 to 30 minutes; do the searches in a private browser window so " +
      "your own history does not shape Amazon's suggestions.",
  );
  pdf.bullets([
    "Sheet 1 - Seed ideas: ten topics and the reader each one is for.",
    "Sheet 2 - Search suggestions: what buyers actually type into Amazon.",
    "Sheet 3 - Competition check: ranks, reviews and prices of the top results.",
    "Sheet 4 - Niche score: compare your best three ideas side by side.",
    "Sheet 5 - Title and subtitle: the words buyers see first.",
    "Sheet 6 - The seven backend keyword slots, checked against KDP's rules.",
    "Sheet 7 - After launch: track what works and adjust.",
  ]);
  pdf.heading2("The limits you are working with");
  pdf.table(
    [
      { header: "Field", width: 0.3 },
      { header: "Limit", width: 0.7 },
    ],
    [
      ["Backend keywords", `${metadataLimits.keywordSlots} slots; ${metadataLimits.keywordChars}`],
      ["Title + subtitle", metadataLimits.titleAndSubtitle],
      ["Categories", `${metadataLimits.categories} per format, chosen in the dashboard`],
      ["Description", metadataLimits.description],
    ],
  );
  pdf.heading2("Keyword rules KDP enforces");
  pdf.bullets(keywordRules);

  pdf.newPage();
  pdf.heading1("Sheet 1 - Seed ideas", "Topics you could publish in, and who would buy each one.");
  pdf.paragraph(
    "Write a topic per row. Name a reader (who), a problem or occasion (why now) and a format " +
      "(eBook, paperback, low-content). A topic without a clear reader is not a niche yet.",
  );
  pdf.table(
    [
      { header: "#", width: 0.06 },
      { header: "Topic", width: 0.3 },
      { header: "Reader (who)", width: 0.24 },
      { header: "Problem or occasion", width: 0.25 },
      { header: "Format", width: 0.15 },
    ],
    Array.from({ length: 10 }, (_, index) => [String(index + 1), "", "", "", ""]),
    { blankRows: 0, size: 10 },
  );
  pdf.paragraph("Circle the three rows you would most like to write. Those go to Sheet 2.", {
    muted: true,
  });

  pdf.newPage();
  pdf.heading1(
    "Sheet 2 - Search suggestions",
    "Type each seed into Amazon's search box (Kindle Store or Books) and copy what it suggests.",
  );
  pdf.paragraph(
    'Add one letter after the seed ("gratitude journal a", "... b") to see more suggestions. ' +
      "Mark phrases that name a reader, a problem or an occasion: they are the strongest keywords.",
  );
  for (const seed of ["Seed A", "Seed B", "Seed C"]) {
    pdf.writeIn([`${seed}:`]);
    pdf.table(
      [
        { header: "Suggested phrase", width: 0.62 },
        { header: "Reader?", width: 0.12 },
        { header: "Problem?", width: 0.13 },
        { header: "Occasion?", width: 0.13 },
      ],
      [],
      { blankRows: 5, blankRowHeight: 20 },
    );
  }

  pdf.newPage();
  pdf.heading1(
    "Sheet 3 - Competition check",
    "For your best phrase, note the first ten results on Amazon.com.",
  );
  pdf.writeIn(["Search phrase:"]);
  pdf.table(
    [
      { header: "#", width: 0.05 },
      { header: "Title (short)", width: 0.31 },
      { header: "Best-seller rank", width: 0.14 },
      { header: "Est. sales/day", width: 0.13 },
      { header: "Reviews", width: 0.11 },
      { header: "Price", width: 0.1 },
      { header: "Published", width: 0.16 },
    ],
    Array.from({ length: 10 }, (_, index) => [String(index + 1), "", "", "", "", "", ""]),
    { size: 10 },
  );
  pdf.heading2("From rank to sales: a rough guide");
  pdf.paragraph(
    "Amazon publishes no conversion. This third-party estimate (Nonfiction Authors Association) " +
      "is good enough to compare niches; do not use it to forecast income.",
    { muted: true, size: 9.5 },
  );
  pdf.table(
    [
      { header: "Best-seller rank", width: 0.5 },
      { header: "Copies per day (estimate)", width: 0.5 },
    ],
    bsrToDailySales.map((row) => [row.rank, row.perDay]),
  );
  pdf.paragraph(
    "A niche is promising when several of the top ten rank under 100,000 (they sell every day) " +
      "while having few reviews (under about 100): buyers are there and the books are beatable.",
  );

  pdf.newPage();
  pdf.heading1("Sheet 4 - Niche score", "Score each idea from 1 (poor) to 5 (strong).");
  pdf.table(
    [
      { header: "Criterion", width: 0.46 },
      { header: "Idea A", width: 0.18 },
      { header: "Idea B", width: 0.18 },
      { header: "Idea C", width: 0.18 },
    ],
    [
      ["Demand: top-ten books rank under 100,000", "", "", ""],
      ["Beatable: top-ten books have few reviews", "", "", ""],
      ["Reader is specific (who, why now)", "", "", ""],
      ["You can write it well, or better than what is there", "", "", ""],
      ["Series potential: three or more follow-up books", "", "", ""],
      ["Price room: competitors at $9.99 or more in print", "", "", ""],
      ["Covers in the niche look dated or weak", "", "", ""],
      ["Total (out of 35)", "", "", ""],
    ],
    { size: 10 },
  );
  pdf.paragraph(
    "Go ahead with the highest total, unless the demand row scored 1 or 2: without buyers no score " +
      "elsewhere makes up for it.",
  );
  pdf.writeIn(["Chosen niche:", "Reader in one sentence:", "Why they buy now:"]);

  pdf.newPage();
  pdf.heading1(
    "Sheet 5 - Title and subtitle",
    `Title and subtitle together: at most ${metadataLimits.titleAndSubtitle}.`,
  );
  pdf.paragraph(
    "The title must match the cover exactly. The subtitle may say who the book is for and what " +
      'it does, in plain words; KDP rejects keyword lists, sales claims ("bestselling"), trim ' +
      'sizes and "free" in either field.',
  );
  pdf.table(
    [
      { header: "Draft", width: 0.08 },
      { header: "Title", width: 0.34 },
      { header: "Subtitle", width: 0.44 },
      { header: "Characters", width: 0.14 },
    ],
    [],
    { blankRows: 5, blankRowHeight: 34 },
  );
  pdf.heading2("Your three categories");
  pdf.table(
    [
      { header: "#", width: 0.06 },
      { header: "Category path", width: 0.64 },
      { header: "Rank of #20 book", width: 0.3 },
    ],
    [
      ["1", "", ""],
      ["2", "", ""],
      ["3", "", ""],
    ],
    { size: 10 },
  );

  pdf.newPage();
  pdf.heading1(
    "Sheet 6 - Seven backend keywords",
    `${metadataLimits.keywordSlots} slots; ${metadataLimits.keywordChars}.`,
  );
  pdf.paragraph(
    "Use each slot for a phrase buyers type, in the order they type it. Do not repeat words " +
      "already in your title, subtitle or categories; Amazon indexes those anyway.",
  );
  pdf.table(
    [
      { header: "Slot", width: 0.08 },
      { header: "Phrase", width: 0.72 },
      { header: "Characters", width: 0.2 },
    ],
    Array.from({ length: metadataLimits.keywordSlots }, (_, index) => [String(index + 1), "", ""]),
    { size: 12 },
  );
  pdf.heading2("Check every slot before you publish");
  pdf.checklist([
    "No other author's name or book title.",
    "No brand I do not own; no Kindle Unlimited, KDP Select or other Amazon programme names.",
    "No quotation marks, no HTML.",
    "No word already in my title, subtitle, contributors or categories.",
    "No best, bestselling, new, on sale, free, or the word book.",
    "No misspellings or plural variants of words already used.",
  ]);

  pdf.newPage();
  pdf.heading1("Sheet 7 - After launch", "Track for four weeks, then change one thing at a time.");
  pdf.table(
    [
      { header: "Week", width: 0.1 },
      { header: "Best-seller rank", width: 0.18 },
      { header: "Sales", width: 0.12 },
      { header: "Ad search terms that sold", width: 0.4 },
      { header: "Change made", width: 0.2 },
    ],
    [
      ["1", "", "", "", ""],
      ["2", "", "", "", ""],
      ["3", "", "", "", ""],
      ["4", "", "", "", ""],
    ],
    { size: 10 },
  );
  pdf.bullets([
    "After seven days, read the search-term report of your Amazon Ads campaigns: terms that sold are keyword candidates.",
    "Swap a backend slot that brought nothing for a term that sold; keep the rest unchanged for a week.",
    "Category changes take up to 72 hours to show; do not judge them sooner.",
  ]);
  return pdf.save();
}
