import { formatEditionDate } from "@inkforge/domain/books/book";
import { fieldGuide } from "@inkforge/domain/books/field-guide";
import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge, type IconName } from "@/components/ui/icon";
import { site } from "@/config/site";
import { newMemberOffer } from "@/features/marketing/new-member-offer";
import { pageMetadata } from "@/lib/metadata";

const book = getToolOrThrow("self-publishing-handbook");

export const metadata = pageMetadata({
  title: `${book.item}: our guide to self-publishing on KDP`,
  description: `Our guide to self-publishing on Amazon KDP, from the ${site.name} blog: keywords, covers, pricing, listings and launch, as PDF, EPUB and a read-aloud edition.`,
  path: "/spt-book",
  keywords: [
    "self-publishing book",
    "Amazon KDP guide",
    "how to self-publish",
    "KDP book",
    "self-publishing audiobook",
  ],
});

/*
 * The contents are the delivered book's (decision 0072): one chapter per blog article, in parts by
 * the blog's categories, numbered through the whole book — generated, so they cannot drift.
 */
const numberedContents = fieldGuide.parts.map((part, index) => ({
  title: part.title,
  number: index + 1,
  chapters: part.chapters.map(({ title, number }) => ({ title, number })),
}));

type Format = { name: string; icon: IconName; body: string };

const formats: readonly Format[] = [
  {
    name: "PDF eBook",
    icon: "book",
    body: "A 6 × 9 in PDF with a contents page and page numbers: read it on screen or print the chapters you need.",
  },
  {
    name: "EPUB eBook",
    icon: "listing",
    body: "For e-readers and Send to Kindle, with the same chapters and a linked table of contents.",
  },
  {
    name: "Audiobook",
    icon: "mic",
    body: "A read-aloud edition: your device's own voice reads each chapter to you, with the current paragraph highlighted. No recording is downloaded.",
  },
];

export default function SptBookPage() {
  return (
    <>
      <PageIntro
        eyebrow={`A book by ${site.name}`}
        title={book.item}
        lead={
          <p>
            What we have written about self-publishing on Amazon KDP, in one book: keywords, covers,
            pricing, listings and launch, with the rules and numbers explained in plain language.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="#formats">Choose a format</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="#contents">Table of contents</Link>
        </Button>
      </PageIntro>

      <Section id="about" title="About the book">
        <div className="max-w-3xl space-y-3 text-slate-700 leading-7">
          <p>
            Self-publishing advice is scattered across forums, videos and out-of-date posts. This
            book collects the articles we publish on the {site.name} blog, one chapter per article,
            in parts by topic: {fieldGuide.parts.map((part) => part.title).join(", ")}. Each chapter
            names the address of its article, where it may since have been updated.
          </p>
          <p>
            This edition has {fieldGuide.chapters.length} chapters and was collected on{" "}
            {formatEditionDate(fieldGuide.editionDate)}. It is written for first-time authors and
            for low-content publishers alike.
          </p>
        </div>
      </Section>

      <Section id="contents" title="Table of contents" className="scroll-mt-24">
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {numberedContents.map((part) => (
            <section
              key={part.title}
              aria-labelledby={`part-${part.number}`}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h3 id={`part-${part.number}`} className="font-semibold text-ink-900">
                <span className="text-ember-700">Part {part.number}.</span> {part.title}
              </h3>
              <ol
                start={part.chapters[0]?.number}
                className="mt-3 space-y-1.5 text-sm text-slate-700"
              >
                {part.chapters.map((chapter) => (
                  <li key={chapter.title} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="w-6 shrink-0 text-right font-medium text-slate-600"
                    >
                      {chapter.number}.
                    </span>
                    <span>{chapter.title}</span>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </Section>

      <Section id="formats" title="Formats" className="scroll-mt-24">
        <div className="grid gap-4 md:grid-cols-3">
          {formats.map((format) => (
            <Card key={format.name}>
              <IconBadge name={format.icon} />
              <CardTitle className="mt-4">{format.name}</CardTitle>
              <CardText className="text-slate-700">{format.body}</CardText>
            </Card>
          ))}
        </div>
        <p className="mt-6 max-w-3xl rounded-lg bg-ember-100/60 px-4 py-3 text-sm text-slate-800">
          New members get the eBook and the audiobook free with the new-member offer, available for
          the first {newMemberOffer.windowHours} hours after you create an account.{" "}
          <Link href="/new-member?tab=lifetime" className="font-semibold text-ink-800 underline">
            See the new-member offer
          </Link>
        </p>
      </Section>
    </>
  );
}
