import { activityTypes, catalogueClaims } from "@inkforge/domain/catalogue/claims";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { capabilities, firstPlanWith } from "@/features/marketing/plan-matrix";
import { activityTrimSizes, formatInches } from "@/features/marketing/print-specs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Activity book maker: dot-to-dot, spot the difference, mazes",
  description:
    "Create children's activity book interiors for KDP: dot-to-dot, spot the difference, mazes, tracing and more, laid out at KDP trim sizes as print-ready PDFs.",
  path: "/tools/v2",
  keywords: [
    "activity book maker",
    "KDP activity book",
    "dot to dot generator",
    "spot the difference maker",
    "maze generator",
    "kids activity book interior",
  ],
});

/** One line per activity type; types without a line still appear, by name. */
const activityNotes: Record<string, string> = {
  "Dot-to-dot": "Numbered dots that reveal a picture, with the count matched to the reader's age.",
  "Spot the difference": "Two versions of a scene with differences to find, and an answer page.",
  "Color by number": "Numbered areas and a colour key that turn into a finished picture.",
  "Letter tracing": "Dotted letters with arrows for early handwriting practice.",
  "Number tracing": "Dotted numbers to trace, with objects to count alongside.",
  "Matching pairs": "Draw a line between pictures that belong together.",
  "Cut and paste": "Pieces to cut out and stick in the right place.",
  "Hidden objects": "A busy scene with a list of objects to find.",
  "Grid drawing": "Copy a picture square by square onto an empty grid.",
  "Shadow matching": "Match each picture to its silhouette.",
  "Count and write": "Count the objects and write the number.",
  "Odd one out": "Find the picture that doesn't belong in the row.",
  "I spy": "Find and count the things named at the top of the page.",
};

const activityCapability = capabilities.find((c) => c.id === "activity-book-tools");
const activityPlan = activityCapability ? firstPlanWith(activityCapability) : undefined;

const steps: readonly Step[] = [
  {
    title: "Choose the book",
    body: "Pick a trim size and the age range you are making the book for.",
  },
  {
    title: "Add activity pages",
    body: "Generate pages of each activity type you want and put them in order.",
  },
  {
    title: "Add answer pages",
    body: "Puzzles with a solution, such as mazes and spot the difference, get answer pages at the back.",
  },
  {
    title: "Export the PDF",
    body: "Download a print-ready interior and upload it to KDP with a cover for the same page count.",
  },
];

export default function ActivityToolsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Book creation · Activity tools"
        title="Activity book maker"
        lead={
          <p>
            Build a children&apos;s activity book page by page:{" "}
            {catalogueClaims.activityTypes.display} activity types, from dot-to-dot and spot the
            difference to tracing and hidden objects, plus mazes from the puzzle maker. Every page
            is laid out at a KDP trim size and exported as a print-ready PDF interior.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="/pricing">See plans with activity tools</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/book-creation">All book creation tools</Link>
        </Button>
      </PageIntro>

      <Section id="types" title="Activity types">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {activityTypes.map((type) => (
            <li key={type} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-ink-900">{type}</h3>
              {activityNotes[type] ? (
                <p className="mt-1 text-sm text-slate-700">{activityNotes[type]}</p>
              ) : null}
            </li>
          ))}
          <li className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
            <h3 className="font-semibold text-ink-900">Mazes</h3>
            <p className="mt-1 text-sm text-slate-700">
              Mazes of any difficulty, with solutions, come from the puzzle maker and combine with
              activity pages in one book.
            </p>
          </li>
        </ul>
      </Section>

      <Section id="how" title="How it works">
        <Steps steps={steps} className="lg:grid-cols-4" />
      </Section>

      <Section
        id="trim-sizes"
        title="Trim sizes"
        intro="The tools lay pages out at common KDP paperback trims. Page ranges are for black ink on white paper."
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {activityTrimSizes.map((trim) => (
            <li
              key={`${trim.width}x${trim.height}`}
              className="rounded-xl border border-slate-200 bg-white p-4"
            >
              <h3 className="font-semibold text-ink-900">
                {formatInches(trim.width, trim.height)}
              </h3>
              <p className="mt-1 text-sm text-slate-700">{trim.use}</p>
              <p className="mt-2 text-xs font-medium text-slate-600">
                {trim.minPages}–{trim.maxPages} pages
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="tips" title="Tips for activity books that sell">
        <CheckList
          className="max-w-3xl"
          items={[
            "Say the age range on the cover and in the subtitle; parents shop by age.",
            "Mix activity types for variety, but keep one theme throughout.",
            "Put answers at the back, so children can't see them while solving.",
            "Check the price before you publish: on Amazon.com, paperbacks earn 60% from $9.99 and 50% below.",
          ]}
        />
      </Section>

      <CtaBand
        title="Make your first activity book"
        body={
          <p>
            {activityPlan
              ? `The activity tools come with ${activityPlan} and every plan above it.`
              : "The activity tools are sold separately."}{" "}
            Compare the plans to get started.
          </p>
        }
        primary={{ label: "Compare plans", href: "/pricing" }}
        secondary={{ label: "Get researched niche reports", href: "/hot-niches-sales" }}
      />
    </>
  );
}
