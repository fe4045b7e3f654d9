import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { Icon, IconBadge } from "@/components/ui/icon";
import { site } from "@/config/site";
import { LatestArticles } from "@/features/blog/latest-articles";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { familyById, popularFreeTools, toolFamilies } from "@/features/marketing/tool-families";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  description:
    "Research niches and keywords, write compliant listings, calculate royalties, design covers and build book interiors with tools made for Amazon KDP authors.",
  path: "/",
  keywords: [
    "Amazon KDP tools",
    "KDP keyword research",
    "KDP royalty calculator",
    "KDP cover template",
    "self-publishing tools",
    "low-content books",
  ],
});

const workflow: readonly Step[] = [
  {
    title: "Research",
    body: (
      <>
        Find a niche with steady demand and beatable competition, and collect the keywords readers
        search for. Start with the{" "}
        <Link href={familyById("research").path} className="font-medium text-ink-700 underline">
          research tools
        </Link>
        .
      </>
    ),
  },
  {
    title: "Write the listing",
    body: (
      <>
        Draft a title, subtitle, description and seven backend keywords, then check them against
        trademarks and KDP&apos;s metadata guidelines with the{" "}
        <Link href={familyById("book-listing").path} className="font-medium text-ink-700 underline">
          listing tools
        </Link>
        .
      </>
    ),
  },
  {
    title: "Design",
    body: (
      <>
        Build the interior and a full-wrap cover sized for your trim, page count and paper, with
        bleed and spine worked out for you. See the{" "}
        <Link href={familyById("design").path} className="font-medium text-ink-700 underline">
          design tools
        </Link>{" "}
        and{" "}
        <Link
          href={familyById("book-creation").path}
          className="font-medium text-ink-700 underline"
        >
          book makers
        </Link>
        .
      </>
    ),
  },
  {
    title: "Publish",
    body: (
      <>
        Set a list price that earns the royalty you expect, pick your three categories and upload to
        KDP. The{" "}
        <Link href="/tools/KDP-Royalty-Calculator" className="font-medium text-ink-700 underline">
          royalty calculator
        </Link>{" "}
        shows what each price pays.
      </>
    ),
  },
  {
    title: "Track",
    body: (
      <>
        Follow your keyword ranks and your competitors&apos; books, and adjust the listing when the
        numbers move. The{" "}
        <Link href={familyById("general").path} className="font-medium text-ink-700 underline">
          trackers and calculators
        </Link>{" "}
        keep an eye on them.
      </>
    ),
  },
];

function HeroArt() {
  return (
    <svg
      viewBox="0 0 320 260"
      className="hidden h-auto w-full max-w-sm lg:block"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="20" y="30" width="280" height="200" rx="18" fill="#f4f5fb" />
      <rect x="52" y="58" width="92" height="140" rx="6" fill="#23275a" />
      <rect x="52" y="58" width="12" height="140" rx="4" fill="#171a3d" />
      <rect x="76" y="82" width="56" height="8" rx="4" fill="#fb923c" />
      <rect x="76" y="98" width="40" height="6" rx="3" fill="#c9cdea" />
      <circle cx="104" cy="148" r="22" fill="#3d4390" />
      <path d="M92 152l8-10 8 7 8-12" stroke="#ffedd5" strokeWidth="4" fill="none" />
      <rect x="164" y="62" width="110" height="40" rx="8" fill="#fff" stroke="#c9cdea" />
      <circle cx="182" cy="82" r="8" fill="none" stroke="#4f56a6" strokeWidth="3" />
      <path d="M188 88l6 6" stroke="#4f56a6" strokeWidth="3" strokeLinecap="round" />
      <rect x="200" y="78" width="60" height="8" rx="4" fill="#c9cdea" />
      <rect x="164" y="114" width="110" height="84" rx="8" fill="#fff" stroke="#c9cdea" />
      <path
        d="M178 182l20-22 18 12 18-26 24 16"
        stroke="#ea6a0c"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M178 188h84" stroke="#e6e8f5" strokeWidth="2" />
    </svg>
  );
}

export default function HomePage() {
  return (
    <>
      <div className="grid items-center gap-8 border-b border-slate-200 lg:grid-cols-[1fr_auto]">
        <PageIntro
          className="border-b-0 pb-12 pt-14"
          eyebrow={`${site.name} for self-publishing authors`}
          title="Research, write, design and publish your Amazon KDP books"
          lead={
            <p>
              {site.name} brings the tools a KDP author needs into one place: free calculators and
              generators, plus keyword research, listing helpers, cover and interior makers and
              trackers when you are ready for more. Every tool is built around KDP&apos;s own rules
              for trim sizes, bleed, royalties and metadata.
            </p>
          }
        >
          <Button asChild size="lg">
            <Link href="/tools">Explore free tools</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/pricing">See pricing</Link>
          </Button>
        </PageIntro>
        <HeroArt />
      </div>

      <Section
        id="families"
        title="Tools for every step of a KDP book"
        intro="Six families of tools, from finding a niche to tracking sales. Each page lists what is free and what comes with a paid plan."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {toolFamilies.map((family) => (
            <li key={family.id}>
              <Card className="relative flex h-full flex-col transition-shadow hover:shadow-md">
                <IconBadge name={family.icon} />
                <CardTitle className="mt-4">
                  <Link
                    href={family.path}
                    className="after:absolute after:inset-0 after:rounded-xl"
                  >
                    {family.name}
                  </Link>
                </CardTitle>
                <CardText className="text-slate-700">{family.summary}</CardText>
                <p className="mt-3 text-sm text-slate-600">{family.examples.join(" · ")}</p>
                <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-ember-700">
                  See the tools
                  <Icon name="arrowRight" className="size-4" />
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="free-tools"
        title="Popular free tools"
        intro="No card needed. Open one and use it right away."
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {popularFreeTools.map((tool) => (
            <li key={tool.href}>
              <Link
                href={tool.href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-ink-300 hover:bg-ink-50"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-ink-900">
                  {tool.name}
                  <Icon
                    name="arrowRight"
                    className="size-4 text-slate-500 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 text-sm text-slate-700">{tool.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-5">
          <Link
            href="/tools"
            className="font-semibold text-ink-700 underline underline-offset-2 hover:text-ink-900"
          >
            See all tools
          </Link>
        </p>
      </Section>

      <Section
        id="how-it-works"
        title="How it works"
        intro="The same five steps for a novel, a cookbook or a puzzle book. Use the tools for the steps you need."
      >
        <Steps steps={workflow} />
      </Section>

      <Section
        id="learn"
        title="Learn the business of KDP"
        intro="Tools work best when you know why a choice matters. Learn at your own pace."
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <IconBadge name="training" />
            <CardTitle className="mt-4">KDP masterclass</CardTitle>
            <CardText className="text-slate-700">
              A step-by-step written course: niche research, keywords and categories, listing copy,
              pricing and royalties, covers and interiors, A+ Content, launch and ads, and growing a
              series.
            </CardText>
            <p className="mt-4">
              <Link href="/masterclass" className="font-semibold text-ink-700 underline">
                See the masterclass curriculum
              </Link>
            </p>
          </Card>
          <Card>
            <IconBadge name="listing" />
            <CardTitle className="mt-4">The {site.name} blog</CardTitle>
            <CardText className="text-slate-700">
              Practical articles on KDP rule changes, pricing, keywords, categories, low-content
              publishing and marketing, written for authors who publish on their own.
            </CardText>
            <p className="mt-4">
              <Link href="/blog" className="font-semibold text-ink-700 underline">
                Read the blog
              </Link>
            </p>
          </Card>
        </div>
        <h3 className="mt-8 text-lg font-semibold text-ink-900">Latest from the blog</h3>
        <LatestArticles />
      </Section>

      <CtaBand
        title="Start with a free account"
        body={
          <p>
            Save your work, use the tools that need an account and try the research tools before you
            decide on a plan. Upgrade only when a paid tool earns its place.
          </p>
        }
        primary={{ label: "Create your free account", href: "/register" }}
        secondary={{ label: "Compare plans", href: "/pricing" }}
      />
    </>
  );
}
