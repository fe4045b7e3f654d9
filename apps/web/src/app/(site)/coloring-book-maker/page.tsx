import { catalogueClaims } from "@inkforge/domain/catalogue/claims";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { env } from "@/config/env";
import { CheckList } from "@/features/marketing/components/check-list";
import { Icon, IconBadge, type IconName } from "@/features/marketing/components/icon";
import { type Step, Steps } from "@/features/marketing/components/steps";
import {
  activityTrimSizes,
  bleedInches,
  formatInches,
  pageSizeWithBleed,
} from "@/features/marketing/print-specs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Coloring book maker for KDP: line art to print-ready PDF",
  description:
    "Make KDP coloring books from a library of line-art illustrations: pick a trim size, set bleed, arrange your pages and export a print-ready PDF interior.",
  path: "/coloring-book-maker",
  keywords: [
    "coloring book maker",
    "KDP coloring book",
    "coloring book interior",
    "line art coloring pages",
    "print-ready PDF",
  ],
});

const editorUrl = env.externalUrls.coloringEditor;
const illustrations = catalogueClaims.illustrations.display;

type Feature = { title: string; icon: IconName; body: string };

const features: readonly Feature[] = [
  {
    title: "Line-art pages",
    icon: "illustration",
    body: `Choose from a library of ${illustrations} line-art illustrations, or add your own, and place one per page.`,
  },
  {
    title: "KDP trim sizes",
    icon: "layout",
    body: "Start from a KDP paperback trim such as 8.5 × 11 in or 8.5 × 8.5 in, so every page is the right size from the start.",
  },
  {
    title: "Bleed handled",
    icon: "design",
    body: `Turn on bleed when art runs to the edge, and the page grows by ${bleedInches} in on the outside, top and bottom, as KDP requires.`,
  },
  {
    title: "Print-ready PDF",
    icon: "listing",
    body: "Export the whole interior as a single PDF, ready to upload as your paperback manuscript.",
  },
];

const steps: readonly Step[] = [
  {
    title: "Pick a trim size",
    body: "Choose the trim you will publish at, and whether pages bleed.",
  },
  {
    title: "Add illustrations",
    body: "Browse the library or upload your own line art, and add pages in the order you want.",
  },
  {
    title: "Finish the interior",
    body: "Add a title page, and consider a blank back for each picture so markers don't bleed through.",
  },
  {
    title: "Export and upload",
    body: "Download the PDF and upload it to KDP with a cover made for the same trim and page count.",
  },
];

export default function ColoringBookMakerPage() {
  return (
    <>
      <PageIntro
        eyebrow="Book creation"
        title="Coloring book maker"
        lead={
          <p>
            Turn line art into a coloring book interior that KDP accepts. Choose a trim size, add
            illustrations page by page, and export a print-ready PDF, with bleed and page sizes
            worked out for you.
          </p>
        }
      >
        <Button asChild size="lg">
          <a href={editorUrl} target="_blank" rel="noopener">
            Open the coloring editor
            <Icon name="external" className="size-4" />
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/pricing">See which plans include it</Link>
        </Button>
        <p className="basis-full text-sm text-slate-600">
          The editor is a separate app and opens in a new tab.
        </p>
      </PageIntro>

      <Section id="what-it-does" title="What it does">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <IconBadge name={feature.icon} />
                <CardTitle className="mt-4">{feature.title}</CardTitle>
                <CardText className="text-slate-700">{feature.body}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="sizes"
        title="Trim sizes and page sizes"
        intro="Popular coloring book trims on KDP. Page counts are for black ink on white paper."
      >
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="px-4 py-3 text-left text-slate-700">
              Trim size, interior page size when pages bleed, and KDP&apos;s page range.
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Trim size
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Page size with bleed
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Pages
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Good for
                </th>
              </tr>
            </thead>
            <tbody>
              {activityTrimSizes.map((trim) => {
                const bled = pageSizeWithBleed(trim);
                return (
                  <tr key={`${trim.width}x${trim.height}`} className="border-t border-slate-100">
                    <th scope="row" className="px-4 py-3 font-medium text-ink-800">
                      {formatInches(trim.width, trim.height)}
                    </th>
                    <td className="px-4 py-3 text-slate-800">
                      {formatInches(bled.width, bled.height)}
                    </td>
                    <td className="px-4 py-3 text-slate-800">
                      {trim.minPages}–{trim.maxPages}
                    </td>
                    <td className="px-4 py-3 text-slate-700">{trim.use}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="who" title="Who it is for">
        <CheckList
          className="max-w-3xl"
          items={[
            "Low-content publishers adding coloring books for children or adults to their catalogue.",
            "Illustrators who want to turn their own line art into a KDP book without learning layout software.",
            "Teachers, therapists and hobbyists making themed books for a specific audience.",
          ]}
        />
      </Section>

      <Section id="how" title="How it works">
        <Steps steps={steps} className="lg:grid-cols-4" />
      </Section>

      <Section id="tips" title="Print tips for coloring books">
        <CheckList
          className="max-w-3xl"
          items={[
            "Use clean, closed lines at 300 DPI or better; KDP flags images under 200 DPI.",
            "Keep lines at least 0.75 pt thick so they print clearly.",
            "Blank backs count toward your page count and printing cost, so check the price with the royalty calculator.",
            "Make the cover for your final page count: the spine width depends on it.",
          ]}
        />
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link
            href="/kdp-cover-template-generator"
            className="font-semibold text-ink-700 underline"
          >
            Make a cover template
          </Link>
          <Link
            href="/tools/KDP-Royalty-Calculator"
            className="font-semibold text-ink-700 underline"
          >
            Check your royalty
          </Link>
        </p>
      </Section>
    </>
  );
}
