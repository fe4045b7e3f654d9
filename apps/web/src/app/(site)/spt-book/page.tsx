import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { IconBadge, type IconName } from "@/features/marketing/components/icon";
import { newMemberOffer } from "@/features/marketing/new-member-offer";
import { pageMetadata } from "@/lib/metadata";

const book = getToolOrThrow("self-publishing-handbook");

export const metadata = pageMetadata({
  title: `${book.item}: our guide to self-publishing on KDP`,
  description:
    "Our step-by-step guide to self-publishing on Amazon KDP, from idea to listing, launch and series, in paperback, as a Kindle eBook and as an audiobook.",
  path: "/spt-book",
  keywords: [
    "self-publishing book",
    "Amazon KDP guide",
    "how to self-publish",
    "KDP book",
    "self-publishing audiobook",
  ],
});

type Part = { title: string; chapters: readonly string[] };

const contents: readonly Part[] = [
  {
    title: "Foundations",
    chapters: [
      "How KDP works: formats, marketplaces and royalties",
      "Fiction, non-fiction or low-content: choosing what to publish",
      "Niche research: reading demand and competition",
    ],
  },
  {
    title: "Making the book",
    chapters: [
      "Writing, editing and getting the manuscript done",
      "Interiors: trim sizes, margins, bleed and paper",
      "Covers that sell and pass KDP's print checks",
      "From manuscript to Kindle eBook",
    ],
  },
  {
    title: "The listing",
    chapters: [
      "Titles, subtitles and series names",
      "Descriptions that turn browsers into buyers",
      "Keywords and categories",
      "Pricing for sales and royalties",
    ],
  },
  {
    title: "Launch and growth",
    chapters: [
      "Reviews the right way: advance copies and Amazon's rules",
      "Amazon Ads for authors",
      "Your author platform: website and newsletter",
      "Series, pen names and building a catalogue",
    ],
  },
  {
    title: "Beyond the first book",
    chapters: ["Audiobooks: narration and distribution", "Staying compliant as KDP's rules change"],
  },
];

/** Chapters are numbered through the whole book, not per part. */
const numberedContents = contents.map((part, index) => {
  const before = contents.slice(0, index).reduce((sum, p) => sum + p.chapters.length, 0);
  return {
    ...part,
    number: index + 1,
    chapters: part.chapters.map((title, i) => ({ title, number: before + i + 1 })),
  };
});

type Format = { name: string; icon: IconName; body: string };

const formats: readonly Format[] = [
  {
    name: "Paperback",
    icon: "book",
    body: "Printed on demand through KDP and sold on Amazon. Keep it on your desk and mark it up as you publish.",
  },
  {
    name: "Kindle eBook",
    icon: "listing",
    body: "Read it on a Kindle or in the Kindle app on your phone, tablet or computer, with searchable text.",
  },
  {
    name: "Audiobook",
    icon: "mic",
    body: "The full book, narrated, for listening on a commute or while you format your next interior.",
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
            Everything we know about self-publishing on Amazon KDP, in one book. It follows a book
            from the first idea to a listing that sells and a catalogue that grows, with the rules,
            numbers and decisions explained in plain language.
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
            Self-publishing advice is scattered across forums, videos and out-of-date blog posts.
            This book puts it in order. Each chapter covers one stage of publishing, explains the
            KDP rules that apply and ends with a short checklist you can use on your own book.
          </p>
          <p>
            It is written for first-time authors and for low-content publishers alike, and it points
            to the free {site.name} tools where they save time, without requiring any of them.
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
