import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { MakerHowTo } from "@/features/blog/maker-how-to";
import { Checklist, type ChecklistItem } from "@/features/content/checklist";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Free KDP resources and checklists",
  description:
    "Free KDP checklists written in full: pre-publication, cover and metadata checks with KDP's limits, plus free royalty, BSR, cover template and pen name tools.",
  path: "/free-resources",
  keywords: [
    "KDP checklist",
    "KDP metadata limits",
    "free KDP tools",
    "KDP publishing checklist",
    "KDP cover size",
    "KDP description length",
  ],
});

/*
 * Every KDP number on this page comes from shared/reference/kdp-facts.md
 * (§3 cover, §4 interior, §5 metadata, §1–2 royalties). Update both together.
 */

const interiorChecks: readonly ChecklistItem[] = [
  {
    label: "Final proofread",
    detail: (
      <>
        read the whole manuscript once more on paper or a different screen, then run a{" "}
        <TextLink href="/grammar-check">grammar check</TextLink>.
      </>
    ),
  },
  {
    label: "Page size matches your trim",
    detail:
      "without bleed, the PDF page is exactly the trim size; with bleed, add 0.125 in to the width and 0.25 in to the height (a 6 × 9 in book becomes 6.125 × 9.25 in). If one page bleeds, set up the whole file with bleed.",
  },
  {
    label: "Margins meet KDP's minimum",
    detail:
      "the inside (gutter) margin grows with page count: 0.375 in up to 150 pages, 0.5 in for 151–300, 0.625 in for 301–500, 0.75 in for 501–700 and 0.875 in for 701–828. Outside, top and bottom margins need at least 0.25 in without bleed and 0.375 in with bleed.",
  },
  {
    label: "Images and fonts print cleanly",
    detail:
      "images at 300 DPI or more, fonts embedded, text at least 7 pt, and no crop marks, comments or spreads in the PDF.",
  },
  {
    label: "Blank pages within limits",
    detail:
      "no more than 4 blank pages in a row at the start or in the middle, and no more than 10 at the end.",
  },
  {
    label: "Low-content box ticked, if it applies",
    detail:
      "journals, planners, logbooks and similar books must be marked as low-content during setup.",
  },
  {
    label: "AI use disclosed",
    detail:
      "KDP asks you to disclose AI-generated text, images or translations. Content you wrote or edited yourself with AI assistance does not need disclosing.",
  },
];

const coverChecks: readonly ChecklistItem[] = [
  {
    label: "Full-wrap size is exact",
    detail: (
      <>
        width = 0.125 in bleed + back cover + spine + front cover + 0.125 in bleed; height = trim
        height + 0.25 in. The{" "}
        <TextLink href="/kdp-cover-template-generator">cover template generator</TextLink> works it
        out for your trim and page count.
      </>
    ),
  },
  {
    label: "Spine width from your page count",
    detail:
      "page count × 0.002252 in for white paper, or × 0.0025 in for cream (black ink). A 200-page book on cream has a 0.5 in spine.",
  },
  {
    label: "Spine text only on thicker books",
    detail:
      "put text on the spine only if the book has at least 80 pages, and keep it 0.0625 in away from each fold.",
  },
  {
    label: "Barcode area left clear",
    detail:
      "KDP prints the barcode in a 2 × 1.2 in white box at the bottom right of the back cover, so keep text and key artwork out of that space.",
  },
  {
    label: "Text inside the safe area",
    detail:
      "keep titles and important details at least 0.125 in inside the trim line, and cover text at 7 pt or larger.",
  },
  {
    label: "Cover matches the listing",
    detail:
      "the title and author name on the cover must match the title and author you enter in KDP.",
  },
  {
    label: "eBook cover at the ideal size",
    detail:
      "1,600 px wide by 2,560 px tall (a 1.6 : 1 ratio), JPEG or TIFF, RGB colour. The minimum is 625 px wide by 1,000 px tall.",
  },
];

const pricingChecks: readonly ChecklistItem[] = [
  {
    label: "eBook royalty option chosen knowingly",
    detail:
      "70% needs a list price inside the marketplace's 70% band and at least 20% below your print edition's price; otherwise you earn 35%.",
  },
  {
    label: "Paperback priced with the threshold in mind",
    detail: (
      <>
        at or above $9.99 on Amazon.com (€9.99, £7.99) you earn 60% minus printing; below it, 50%
        minus printing. Compare both in the{" "}
        <TextLink href="/tools/KDP-Royalty-Calculator">royalty calculator</TextLink>.
      </>
    ),
  },
  {
    label: "Formats will link",
    detail:
      "use exactly the same title and author name on the eBook and the paperback so that Amazon shows them on one product page.",
  },
  {
    label: "Proof copy ordered and checked",
    detail:
      "check the spine, margins, image quality and colour on a printed copy before you publish the paperback.",
  },
  {
    label: "Trim, ink and paper confirmed",
    detail:
      "these cannot be changed once the print book is published; a change means publishing a new edition.",
  },
];

const metadataChecks: readonly ChecklistItem[] = [
  {
    label: "Title and subtitle: 200 characters or fewer combined",
    detail:
      'and shorter is better: KDP notes that readers skim past titles over 60 characters. No keyword lists, sales claims such as "bestselling" or "#1", promotions such as "free", trim sizes, URLs or HTML.',
  },
  {
    label: "No trademarks or other authors' names",
    detail: (
      <>
        in the title, subtitle, series or keywords, unless you own or license them. Run them through
        the <TextLink href="/kdp-trademark-checker">trademark checker</TextLink>.
      </>
    ),
  },
  {
    label: "Series name without the number",
    detail: 'enter the series name only, and the volume as a plain number ("3", not "Book 3").',
  },
  {
    label: "Description: 4,000 characters or fewer, tags included",
    detail:
      "HTML tags count towards the limit. Allowed tags: <br>, <p>, <b>, <em>, <i>, <u>, <h4>, <h5>, <h6>, <ol>, <ul> and <li>; <h1> to <h3> are not supported.",
  },
  {
    label: "Description free of banned content",
    detail:
      "no phone numbers, email or postal addresses, URLs, reviews or quotes, requests for reviews, prices, time-limited offers, spoilers, keyword lists or emoji.",
  },
  {
    label: "All 7 keyword slots used well",
    detail: (
      <>
        add words that are not already in your title, subtitle or categories. No other authors or
        titles, no brands you do not own, no &quot;Kindle Unlimited&quot; or &quot;KDP Select&quot;,
        no quotation marks. The{" "}
        <TextLink href="/7-backend-keywords-tool-amazon-kdp">backend keywords tool</TextLink> helps
        fill them.
      </>
    ),
  },
  {
    label: "3 categories per format",
    detail:
      "choose them in the KDP dashboard; support no longer adds extra categories. Changes can take up to 72 hours to show.",
  },
  {
    label: "Author name spelled exactly right",
    detail:
      "the author name cannot be changed after publishing, and unusual punctuation or special characters may be rejected.",
  },
];

const freeTools = [
  {
    title: "Royalty calculator",
    text: "eBook royalties at 35% and 70%, and paperback royalties after printing costs.",
    href: "/tools/KDP-Royalty-Calculator",
    linkText: "Open the royalty calculator",
  },
  {
    title: "BSR sales calculator",
    text: "Turn a Best Sellers Rank into an estimate of daily sales to size up a niche.",
    href: "/tools/KDP-BSR-Sales-Calculator",
    linkText: "Open the BSR sales calculator",
  },
  {
    title: "Cover template generator",
    text: "A full-wrap cover template for your trim size and page count, with bleed and spine marked.",
    href: "/kdp-cover-template-generator",
    linkText: "Open the cover template generator",
  },
  {
    title: "Pen name generator",
    text: "Pen name ideas to suit your genre, with names from several countries.",
    href: "/tools/Pen-Name-Generator",
    linkText: "Open the pen name generator",
  },
  {
    title: "QR code generator",
    text: "QR codes for the back matter of a print book, linking readers to your website or newsletter.",
    href: "/tools/QR-Code-Generator-for-KDP-Books",
    linkText: "Open the QR code generator",
  },
  {
    title: "Word cloud",
    text: "See the words that stand out in your notes, reviews or competitor blurbs at a glance.",
    href: "/word-cloud",
    linkText: "Open the word cloud generator",
  },
] as const;

export default function FreeResourcesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Free resources"
        title="Free KDP checklists and tools"
        lead={
          <p>
            Checklists to work through before you press Publish, with KDP's own limits written in,
            and the free {site.name} calculators. The checklists need no sign-up. Print the page or
            keep it open beside your KDP dashboard.
          </p>
        }
      >
        <nav aria-label="On this page">
          <ul className="flex flex-wrap gap-2">
            {[
              { href: "#pre-publication", label: "Pre-publication checklist" },
              { href: "#metadata", label: "Metadata checklist" },
              { href: "#free-tools", label: "Free tools" },
            ].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-ink-300 hover:bg-ink-50"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>

      <Section
        id="pre-publication"
        title="Pre-publication checklist"
        intro={
          <p>
            For a paperback with an eBook edition. The measurements are KDP's published requirements
            for paperbacks; hardcovers use a different cover layout, so use the cover template
            generator for those.
          </p>
        }
      >
        <div className="space-y-10">
          <div>
            <h3 className="mb-4 text-lg font-semibold text-ink-900">Manuscript and interior</h3>
            <Checklist items={interiorChecks} />
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold text-ink-900">Cover</h3>
            <Checklist items={coverChecks} />
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold text-ink-900">Pricing and formats</h3>
            <Checklist items={pricingChecks} />
          </div>
        </div>
      </Section>

      <Section
        id="metadata"
        title="Metadata checklist"
        className="border-t border-slate-200"
        intro={
          <p>
            Your title, description, keywords and categories decide whether readers find your book,
            and breaking KDP's metadata rules can get a listing blocked.
          </p>
        }
      >
        <Checklist items={metadataChecks} />
      </Section>

      <Section
        id="free-tools"
        title="Free tools"
        className="border-t border-slate-200"
        intro={<p>Free calculators and generators for the jobs that come up with every book.</p>}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {freeTools.map((tool) => (
            <li key={tool.href}>
              <Card className="flex h-full flex-col">
                <CardTitle>{tool.title}</CardTitle>
                <CardText className="flex-1">{tool.text}</CardText>
                <p className="mt-4 text-sm">
                  <TextLink href={tool.href}>{tool.linkText}</TextLink>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="how-to"
        title="How-to guides by job"
        intro="Articles from the blog for each part of making a book, with the free tool that does the sums."
        className="border-t border-slate-200"
      >
        <MakerHowTo />
      </Section>

      <Section id="keep-learning" title="Keep learning" className="border-t border-slate-200">
        <p className="max-w-3xl text-slate-700">
          The blog explains KDP's rules in plain English, from keywords and categories to royalties,
          A+ content and trademarks. Questions the checklists do not answer are often in the{" "}
          <TextLink href="/faqs">FAQs</TextLink>.
        </p>
        <div className="mt-6">
          <Button asChild variant="secondary">
            <Link href="/blog">Read the blog</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
