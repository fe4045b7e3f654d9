import { claimText } from "@inkforge/domain/catalogue/claims";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge, type IconName } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CourseEntry } from "@/features/courses/course-entry";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "KDP masterclass: the complete self-publishing course",
  description:
    "A self-paced written course on Amazon KDP: niche research, keywords, categories, listing copy, pricing, covers, A+ Content, launch, ads and growing a series.",
  path: "/masterclass",
  keywords: [
    "KDP masterclass",
    "Amazon KDP course",
    "self-publishing course",
    "KDP keywords and categories",
    "KDP ads training",
  ],
});

/** "80 written lessons": the number with its noun, so the copy never reads "a course of 80". */
const lessonCount = claimText("courseLessons");
const buyHref = checkoutHref(featureIds.masterclass, "lifetime");

type Module = { title: string; icon: IconName; outcome: string; lessons: readonly string[] };

const modules: readonly Module[] = [
  {
    title: "Niche research",
    icon: "search",
    outcome: "Choose a book idea with real demand and competition you can beat.",
    lessons: [
      "Reading Best Sellers Rank as a demand signal, and why it is an estimate, not a sales figure",
      "Sizing up competition: review counts, publisher types and how old the top books are",
      "Spotting seasonal niches early enough to publish before the peak",
      "Steering clear of trademarked names and franchise terms",
    ],
  },
  {
    title: "Keywords and categories",
    icon: "listing",
    outcome: "Get found for the searches your readers actually make.",
    lessons: [
      "Collecting phrases from Amazon's search suggestions",
      "Filling the seven backend keyword boxes without wasting characters",
      "What KDP does not allow: other authors' names, brands you don't own, program names, quotation marks",
      "Choosing your three categories per format in the KDP dashboard",
    ],
  },
  {
    title: "Listing copy",
    icon: "pen",
    outcome: "Write a title, subtitle and description that convert and pass review.",
    lessons: [
      "Title and subtitle within KDP's 200-character combined limit, without keyword stuffing",
      "A description that hooks in the first lines, within 4,000 characters including HTML",
      "The HTML tags Amazon accepts in descriptions, and the ones it ignores",
      "What must stay out: reviews, prices, links, contact details and time-limited claims",
    ],
  },
  {
    title: "Pricing and royalties",
    icon: "calculator",
    outcome: "Set prices that sell and still pay you what you expect.",
    lessons: [
      "eBooks: the 35% and 70% royalty plans and the price band the 70% plan requires",
      "Paperbacks: printing cost as a fixed cost plus a cost per page",
      "Why a paperback at $9.99 on Amazon.com earns 60% while $9.98 earns 50%",
      "Expanded Distribution and when its 40% rate is worth it",
    ],
  },
  {
    title: "Covers and interiors",
    icon: "design",
    outcome: "Upload files that pass KDP's print checks the first time.",
    lessons: [
      "Trim sizes, paper and ink, and how they change your printing cost",
      "Bleed, margins that grow with page count, and 300 DPI images",
      "Full-wrap cover maths: spine width from page count and paper, barcode area",
      "eBook covers at the ideal 2560 × 1600 px",
    ],
  },
  {
    title: "A+ Content",
    icon: "layout",
    outcome: "Turn your product page into a second sales pitch.",
    lessons: [
      "Which A+ modules suit fiction, non-fiction and low-content books",
      "Image sizes for the standard modules",
      "What A+ must not contain: prices, reviews, time-sensitive words",
      "Quotes and endorsements: how many you may use and how to attribute them",
    ],
  },
  {
    title: "Launch and ads",
    icon: "chart",
    outcome: "Give a new book its best first month.",
    lessons: [
      "A launch checklist from final proof to publish day",
      "Advance review copies without breaking Amazon's review rules",
      "Automatic and manual Sponsored Products campaigns for books",
      "Reading search-term reports and feeding winners back into your keywords",
    ],
  },
  {
    title: "Series and scaling",
    icon: "users",
    outcome: "Grow from one book into a catalogue that sells itself.",
    lessons: [
      "Setting up a series so every volume links together",
      "Linking eBook, paperback and hardcover: matching title and author exactly",
      "Pen names: one KDP account, several author identities",
      "Planning releases around seasonality and KDP's limits on new titles",
    ],
  },
];

export default function MasterclassPage() {
  return (
    <>
      <PageIntro
        eyebrow="Training"
        title="The KDP masterclass"
        lead={
          <p>
            A self-paced course of {lessonCount} that takes you from a book idea to a growing
            catalogue on Amazon KDP. Each lesson explains one decision with KDP's own numbers, ends
            with a task for your book and points you to the {site.name} tool that makes it quicker.
          </p>
        }
      >
        <CourseEntry
          featureId={featureIds.masterclass}
          courseId="masterclass"
          buy={{ label: "Get the masterclass", href: buyHref }}
        />
        <Button asChild size="lg" variant="outline">
          <Link href="#curriculum">See the curriculum</Link>
        </Button>
      </PageIntro>

      <Section
        id="curriculum"
        title="Curriculum"
        intro="Eight modules in the order you publish. Take them in sequence for your first book, or jump to the one you need."
      >
        <ol className="grid gap-4 md:grid-cols-2">
          {modules.map((module, index) => (
            <li key={module.title}>
              <Card className="h-full">
                <div className="flex items-center gap-3">
                  <IconBadge name={module.icon} />
                  <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">
                    Module {index + 1}
                  </p>
                </div>
                <CardTitle className="mt-3">{module.title}</CardTitle>
                <CardText className="text-slate-700">{module.outcome}</CardText>
                <CheckList items={module.lessons} className="mt-4 text-sm" />
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="who" title="Who it is for">
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <CardTitle>First-time authors</CardTitle>
            <CardText className="text-slate-700">
              You have a manuscript, or an idea, and want to publish it properly the first time
              instead of learning from rejected files and a listing nobody finds.
            </CardText>
          </Card>
          <Card>
            <CardTitle>Low-content and puzzle publishers</CardTitle>
            <CardText className="text-slate-700">
              You make journals, puzzle, activity or coloring books and want a repeatable way to
              pick niches, price them and stay inside KDP&apos;s content rules.
            </CardText>
          </Card>
          <Card>
            <CardTitle>Authors ready to scale</CardTitle>
            <CardText className="text-slate-700">
              You have a few books out and want series, ads and a release plan that turn them into a
              catalogue.
            </CardText>
          </Card>
        </div>
      </Section>

      <Section id="format" title="Format">
        <CheckList
          className="max-w-3xl"
          items={[
            `${lessonCount} grouped into the eight modules above, each a few minutes' reading.`,
            "Self-paced: read in any order, on desktop, tablet or phone; your progress is saved and the course opens where you stopped.",
            "Each lesson names the free or paid tool that does the job, so you can follow along on your own book.",
            "Lessons that rely on a KDP rule are revised when the rule changes.",
          ]}
        />
      </Section>

      <Section id="access" title="How to get access">
        <div className="max-w-3xl space-y-4 text-slate-700 leading-7">
          <p>
            The masterclass is a feature you own. Buy it on its own, or get it as part of the
            Supreme plan. Once it is yours, it is attached to your {site.name} account.
          </p>
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              <Link href={buyHref} className="font-medium text-ink-700 underline">
                Buy the masterclass
              </Link>{" "}
              or{" "}
              <Link href="/pricing" className="font-medium text-ink-700 underline">
                choose the Supreme plan
              </Link>
              .
            </li>
            <li>
              <Link href="/login" className="font-medium text-ink-700 underline">
                Log in
              </Link>{" "}
              with the account you bought it on.
            </li>
            <li>
              Open the course from{" "}
              <Link href="/dashboard" className="font-medium text-ink-700 underline">
                your dashboard
              </Link>
              .
            </li>
          </ol>
        </div>
      </Section>

      <Section id="faq" title="Questions about the masterclass">
        <FaqList
          items={[
            {
              question: "Is it for fiction, non-fiction or low-content books?",
              answer: (
                <p>
                  All three. The steps of publishing on KDP are the same; where they differ, such as
                  cover conventions or pricing, the lessons show examples for each kind of book.
                </p>
              ),
            },
            {
              question: "Do I need a paid plan to follow the lessons?",
              answer: (
                <p>
                  No. Wherever a free tool does the job, the lesson uses it. Paid tools are shown as
                  time savers, not requirements.
                </p>
              ),
            },
            {
              question: "How long can I watch it?",
              answer: (
                <p>
                  For as long as you own it. A one-time purchase has no expiry, and the course stays
                  in your account.
                </p>
              ),
            },
            {
              question: "What happens when KDP changes its rules?",
              answer: (
                <p>
                  Lessons that depend on the rule are revised. We also log rule changes and what
                  they mean for you on the{" "}
                  <Link href="/amazon-policy-monitor">Amazon policy monitor</Link>.
                </p>
              ),
            },
            {
              question: "Will it guarantee sales?",
              answer: (
                <p>
                  No course can. It teaches you to make informed decisions and avoid the common
                  mistakes; the books, and the results, are yours.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Publish your next book with a plan"
        body={<p>Get all eight modules now and follow them with your next book.</p>}
        primaryAction={
          <CourseEntry
            featureId={featureIds.masterclass}
            courseId="masterclass"
            buy={{ label: "Get the masterclass", href: buyHref }}
          />
        }
        secondary={{ label: "Compare plans", href: "/pricing" }}
      />
    </>
  );
}
