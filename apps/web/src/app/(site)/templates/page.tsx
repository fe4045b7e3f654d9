import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge, type IconName } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "KDP template membership: interiors, low-content, A+ and covers",
  description:
    "A membership library of KDP templates: book interiors, low-content pages, A+ Content modules and full-wrap cover templates, ready to customise and upload.",
  path: "/templates",
  keywords: [
    "KDP templates",
    "low-content book templates",
    "A+ content templates",
    "KDP cover template",
    "book interior template",
  ],
});

type TemplateType = {
  title: string;
  icon: IconName;
  body: string;
  includes: readonly string[];
};

const templateTypes: readonly TemplateType[] = [
  {
    title: "Book interiors",
    icon: "layout",
    body: "Interior layouts for novels and non-fiction, with margins set for the page count and the gutter KDP requires.",
    includes: [
      "Chapter openers and body text styles",
      "Front and back matter pages",
      "Common paperback trims",
    ],
  },
  {
    title: "Low-content pages",
    icon: "book",
    body: "Pages for journals, planners, notebooks and log books, ready to repeat into a full interior.",
    includes: [
      "Lined, grid and dot pages",
      "Planners, trackers and log pages",
      "Versions with and without bleed",
    ],
  },
  {
    title: "A+ Content modules",
    icon: "design",
    body: "Layouts for the images of Amazon's standard A+ modules, sized to the pixels each module expects.",
    includes: [
      "Header image with text (970 × 600 px)",
      "Banner image (970 × 300 px)",
      "Three- and four-image modules",
    ],
  },
  {
    title: "Cover templates",
    icon: "listing",
    body: "Full-wrap cover layouts with the trim line, bleed, spine, safe area and barcode box marked.",
    includes: [
      "Genre layouts for front covers",
      "Spine and back cover arrangements",
      "Guides you resize to your page count",
    ],
  },
];

const formats: readonly { type: string; files: string; notes: string }[] = [
  {
    type: "Book interiors",
    files: "DOCX and PDF",
    notes: "Edit the DOCX in your word processor; the PDF shows the finished layout.",
  },
  {
    type: "Low-content pages",
    files: "Print-ready PDF and PNG",
    notes:
      "PDFs at the trim size, with a bleed and a no-bleed version; PNG pages to combine in other tools.",
  },
  {
    type: "A+ Content modules",
    files: "Layered source file and PNG",
    notes: "Exported images are RGB, as Amazon requires for A+ Content.",
  },
  {
    type: "Cover templates",
    files: "PDF and PNG guides",
    notes: "Place the guide on a layer under your artwork and hide it before export.",
  },
];

const howSteps: readonly Step[] = [
  {
    title: "Join the membership",
    body: (
      <>
        The template membership is sold on its own. Find it with the other memberships on the{" "}
        <Link href="/pricing#memberships" className="font-medium text-ink-700 underline">
          pricing page
        </Link>
        .
      </>
    ),
  },
  {
    title: "Open the library",
    body: `The library lives on a separate members' site. Its link appears in your ${site.name} account menu once the membership is yours.`,
  },
  {
    title: "Download and customise",
    body: "Pick a template, download it and change the text, fonts and artwork in your own editor or in our designers.",
  },
  {
    title: "Check and upload",
    body: "Run the finished files past the free cover template generator and royalty calculator, then upload to KDP.",
  },
];

export default function TemplatesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Membership"
        title="The template membership"
        lead={
          <p>
            Stop rebuilding the same layouts. The membership gives you a library of templates for
            KDP interiors, low-content pages, A+ Content and covers, already sized to KDP&apos;s
            specifications, so you can start every book from a file that is right.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="/pricing#memberships">See how to join</Link>
        </Button>
      </PageIntro>

      <Section id="types" title="Types of templates">
        <div className="grid gap-4 md:grid-cols-2">
          {templateTypes.map((type) => (
            <Card key={type.title}>
              <IconBadge name={type.icon} />
              <CardTitle className="mt-4">{type.title}</CardTitle>
              <CardText className="text-slate-700">{type.body}</CardText>
              <CheckList items={type.includes} className="mt-4 text-sm" />
            </Card>
          ))}
        </div>
      </Section>

      <Section id="formats" title="File formats">
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[560px] text-left text-sm">
            <caption className="px-4 py-3 text-left text-slate-700">
              The files you download for each type of template.
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Template
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Files
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                  Notes
                </th>
              </tr>
            </thead>
            <tbody>
              {formats.map((row) => (
                <tr key={row.type} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-ink-800">
                    {row.type}
                  </th>
                  <td className="px-4 py-3 text-slate-800">{row.files}</td>
                  <td className="px-4 py-3 text-slate-700">{row.notes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="how" title="How the membership works">
        <Steps steps={howSteps} className="lg:grid-cols-4" />
      </Section>

      <Section id="faq" title="Questions about templates">
        <FaqList
          items={[
            {
              question: "Can I use the templates in books I sell?",
              answer: (
                <p>
                  Yes. Templates are for your own books, which you may sell anywhere. What you may
                  not do is resell or share the templates themselves.
                </p>
              ),
            },
            {
              question: "Do the templates stop KDP rejecting my book?",
              answer: (
                <p>
                  They start you from the right sizes, but your content still has to follow
                  KDP&apos;s rules. For low-content books, remember to tick the low-content option
                  when you set up the paperback.
                </p>
              ),
            },
            {
              question: "Do I need a paid tool plan as well?",
              answer: (
                <p>
                  No. The membership is separate from the tool plans, and the templates work with
                  any editor.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Start every book from the right file"
        body={<p>Join the template membership and get the whole library.</p>}
        primary={{ label: "See memberships and pricing", href: "/pricing#memberships" }}
        secondary={{
          label: "Try the free cover template generator",
          href: "/kdp-cover-template-generator",
        }}
      />
    </>
  );
}
