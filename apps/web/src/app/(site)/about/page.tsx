import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "About us",
  description: `${site.name} builds research, listing, design and calculator tools for Amazon KDP authors. Meet the principles behind them: accuracy, privacy and free tools.`,
  path: "/about",
  keywords: ["about", site.name, "KDP tools", "self-publishing tools", "Amazon KDP authors"],
});

const principles = [
  {
    title: "Accurate numbers, shown openly",
    text: "Our calculators use the royalty formulas, printing costs and cover measurements that KDP publishes in its help pages. When KDP changes a rule, we update the tool and say what changed. Where Amazon publishes nothing, such as how sales rank turns into sales, we say the result is an estimate.",
  },
  {
    title: "Your data stays yours",
    text: "Your keyword lists, boards and drafts belong to you. We do not sell personal data or research, analytics load only after you agree to them in the cookie banner, and you can delete your account yourself from the account page.",
  },
  {
    title: "Free tools stay free",
    text: "The royalty and sales-rank calculators, the cover template generator, the pen name and QR code generators and the word cloud are free, and they will not move behind a paywall. Paid plans add depth; they do not take away what you already use.",
  },
  {
    title: "Guidance that respects KDP's rules",
    text: "Listing tools point out wording that KDP's metadata guidelines reject, such as trademarks you do not own or sales-rank claims in a title. We would rather flag a risk than help you publish something that gets blocked.",
  },
] as const;

const freeItems = [
  "Royalty calculator for eBooks, paperbacks and hardcovers",
  "Sales-rank (BSR) to daily sales estimator",
  "Paperback and hardcover cover template generator",
  "Pen name, QR code and word cloud generators",
  "Free resources: written-out KDP checklists",
  "The blog and the community forum",
];

const paidItems = [
  "Keyword and niche research in depth, with trackers for keywords and ASINs",
  "Listing helpers: title, description, trademark, guidelines and price checks",
  "Book creation: puzzle, activity, colouring and low-content interiors",
  "Design: cover designer and A+ content templates",
  "Training: the masterclass and the mentorship group",
];

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow={`About ${site.name}`}
        title="Tools for authors who publish on Amazon KDP"
        lead={
          <p>
            {site.name} is a toolkit for independent authors and small publishers who sell through
            Kindle Direct Publishing. It covers the whole path from a niche idea to a live listing:
            research, writing and formatting help, listing checks, cover design and the numbers
            behind pricing.
          </p>
        }
      >
        <Button asChild>
          <Link href="/tools">Browse all tools</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/pricing">See plans and pricing</Link>
        </Button>
      </PageIntro>

      <Section id="who" title="Who it is for">
        <div className="grid max-w-5xl gap-6 text-slate-700 leading-7 md:grid-cols-3">
          <p>
            <strong className="text-ink-900">Novelists and non-fiction authors</strong> who want
            their book found: better keywords, the right three categories, a description that
            follows KDP's rules and a price that earns the royalty they expect.
          </p>
          <p>
            <strong className="text-ink-900">Low-content and activity book publishers</strong> who
            make journals, planners, puzzle and colouring books, and need interiors, covers at the
            exact trim and spine size, and a quick read on whether a niche is worth entering.
          </p>
          <p>
            <strong className="text-ink-900">First-time self-publishers</strong> who want to learn
            how KDP works before they upload, with checklists, plain-English articles and a
            community of people who have published before.
          </p>
        </div>
      </Section>

      <Section id="principles" title="What we hold ourselves to">
        <ul className="grid gap-4 md:grid-cols-2">
          {principles.map((principle) => (
            <li key={principle.title}>
              <Card className="h-full">
                <CardTitle>{principle.title}</CardTitle>
                <CardText className="text-base leading-7 text-slate-700">{principle.text}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="free-and-paid"
        title="What is free and what is paid"
        intro={
          <p>
            The free tools cost nothing; a few ask you to sign in with a free account so your work
            can be saved. Paid features are sold monthly, yearly or as a one-time lifetime purchase.
          </p>
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardTitle>Free, for everyone</CardTitle>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {freeItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card>
            <CardTitle>In paid plans</CardTitle>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              {paidItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        </div>
        <p className="mt-6 max-w-3xl text-slate-700">
          The <TextLink href="/pricing">pricing page</TextLink> lists exactly what each plan
          includes, and the <TextLink href="/tools">full tool list</TextLink> groups every tool by
          the job it helps with.
        </p>
      </Section>

      <Section id="how-we-work" title="How we work">
        <div className="max-w-3xl space-y-4 leading-7 text-slate-700">
          <p>
            Authors' questions in support and on the forum decide what we build next. We test every
            calculator against the worked examples in KDP's help pages, and we ship changes in small
            steps so that a tool you rely on never disappears overnight.
          </p>
          <p>
            KDP's help pages are our reference. When they change, as they did with the June 2025
            paperback royalty change and the 2023 switch to choosing three categories in the
            dashboard, we update the affected tools and articles and note what changed.
          </p>
          <p>
            {site.name} is independent. We are not affiliated with, endorsed by or sponsored by
            Amazon, and our tools give estimates and guidance, not guarantees. KDP's own dashboard
            always has the final word on your book.
          </p>
        </div>
      </Section>

      <Section id="contact" title="Talk to us" className="border-t border-slate-200">
        <p className="max-w-3xl text-slate-700">
          Found a number that looks wrong, or missing a tool you need? Tell us: we read every
          message.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild variant="secondary">
            <Link href="/contact-us">Contact the team</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/faqs">Read the FAQs</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
