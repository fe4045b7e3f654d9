import { featureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { IconBadge } from "@/features/marketing/components/icon";
import { checkoutHref } from "@/features/shop/checkout-links";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Hot KDP Niches: researched niche reports every month",
  description:
    "Hot KDP Niches: monthly researched niche reports with demand from Best Sellers Rank, competition, seasonality, price, angles and trademark risk flags.",
  path: "/hot-niches-sales",
  keywords: [
    "KDP niches",
    "hot KDP niches",
    "KDP niche research",
    "low-content niche ideas",
    "profitable KDP niches",
  ],
});

const subscribeHref = checkoutHref(featureIds.hotNiches, "month");

export default function HotNichesSalesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Hot KDP Niches"
        title="Niche research, done for you every month"
        lead={
          <p>
            Finding a niche is the slowest part of publishing on KDP. Hot KDP Niches gives you
            researched reports on niches with real demand and room for a new book, with the numbers
            and the reasoning laid out, so you spend your time making the book.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href={subscribeHref}>Subscribe monthly</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/hot-niches#example">See an example report</Link>
        </Button>
      </PageIntro>

      <Section id="what-you-get" title="What you get">
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <IconBadge name="chart" />
            <CardTitle className="mt-4">Researched niche reports</CardTitle>
            <CardText className="text-slate-700">
              Each report covers demand from Best Sellers Rank over time, competition, seasonality,
              price and royalty, a suggested angle and any risk flags.
            </CardText>
          </Card>
          <Card>
            <IconBadge name="calendar" />
            <CardTitle className="mt-4">Timed for the season</CardTitle>
            <CardText className="text-slate-700">
              Seasonal niches arrive months before their peak, giving you time to make the book and
              let it settle in before buyers arrive.
            </CardText>
          </Card>
          <Card>
            <IconBadge name="shield" />
            <CardTitle className="mt-4">Honest about the numbers</CardTitle>
            <CardText className="text-slate-700">
              Sales figures are shown as estimated ranges with their source, because Amazon does not
              publish how rank converts to sales.
            </CardText>
          </Card>
        </div>
      </Section>

      <Section id="cadence" title="How often reports arrive">
        <CheckList
          className="max-w-3xl"
          items={[
            "A new set of niche reports every month while your subscription is active.",
            "Seasonal niches are published ahead of their season, not during it.",
            "Every report carries the date its data was collected, so you always know how fresh it is.",
            "Reports stay readable on the Hot KDP Niches page in your account for as long as you subscribe.",
          ]}
        />
      </Section>

      <Section id="for-whom" title="Who it is for">
        <p className="max-w-3xl text-slate-700 leading-7">
          Low-content, puzzle, activity and coloring book publishers who release often, and any
          author who would rather validate an idea than guess. If you like doing your own research,
          the{" "}
          <Link href="/research-tools" className="font-medium text-ink-700 underline">
            research tools
          </Link>{" "}
          are the better fit.
        </p>
      </Section>

      <Section id="faq" title="Questions about Hot KDP Niches">
        <FaqList
          items={[
            {
              question: "Will other subscribers publish in the same niches?",
              answer: (
                <p>
                  Possibly. That is why each report suggests an angle, and why the best results come
                  from adding your own twist rather than copying the top book.
                </p>
              ),
            },
            {
              question: "Can I cancel?",
              answer: (
                <p>
                  Yes. It is a monthly subscription, and you can cancel it from your account at any
                  time.
                </p>
              ),
            },
            {
              question: "What does it cost?",
              answer: (
                <p>
                  The monthly price is shown at checkout before you pay. New members can also see
                  the <Link href="/new-member">new-member offer</Link> on lifetime plans.
                </p>
              ),
            },
          ]}
        />
      </Section>

      <CtaBand
        title="Start your next book from a researched niche"
        body={<p>Subscribe monthly and get this month&apos;s reports straight away.</p>}
        primary={{ label: "Subscribe to Hot KDP Niches", href: subscribeHref }}
        secondary={{ label: "How to read a report", href: "/hot-niches" }}
      />
    </>
  );
}
