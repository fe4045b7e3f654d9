import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { planTiers } from "@inkforge/domain/shop/enums";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import { getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon";
import { CheckList } from "@/features/marketing/components/check-list";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { FaqList } from "@/features/marketing/components/faq-list";
import { NotOnSale } from "@/features/shop/not-on-sale";
import { loadOffersOffSale } from "@/features/shop/off-sale";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Hot KDP Niches: scored niches every week",
  description:
    "Hot KDP Niches: KDP niches scored every week for demand from Best Sellers Rank, competition from reviews and rising ranks, each with a Deep View of its books.",
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
// The lowest plan that includes Hot KDP Niches, read from the feature matrix the server enforces.
const includedIn = planTiers.find(
  (tier) => getCapabilityOrThrow("hot-niches").availability[tier] !== "not available",
);

export default async function HotNichesSalesPage() {
  // Taken off sale in the console (decision 0145): the page explains the product, sells nothing.
  const offSale = (await loadOffersOffSale()).has(featureIds.hotNiches);
  return (
    <>
      <PageIntro
        eyebrow="Hot KDP Niches"
        title="Niche research, done for you every week"
        lead={
          <p>
            Finding a niche is the slowest part of publishing on KDP. Hot KDP Niches scores dozens
            of KDP niches every week for real demand, room for a new book and rising sales, with the
            numbers behind each score laid out, so you spend your time making the book.
          </p>
        }
      >
        {offSale ? (
          <NotOnSale name="Hot KDP Niches" />
        ) : (
          <Button asChild size="lg">
            <Link href={subscribeHref}>Subscribe monthly</Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link href="#what-you-get">How niches are scored</Link>
        </Button>
      </PageIntro>

      <Section id="what-you-get" title="What you get">
        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <IconBadge name="chart" />
            <CardTitle className="mt-4">Scored niches</CardTitle>
            <CardText className="text-slate-700">
              Each niche gets a score out of 100 with its parts shown: demand from the Best Sellers
              Rank of the top 10, openness from their reviews, and how their ranks moved.
            </CardText>
          </Card>
          <Card>
            <IconBadge name="star" />
            <CardTitle className="mt-4">Rising niches first</CardTitle>
            <CardText className="text-slate-700">
              Niches whose best sellers climbed over the last four weeks score higher, so you see
              demand as it grows, and each niche opens in Deep View with its first 100 books.
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

      <Section id="cadence" title="How often niches are scored">
        <CheckList
          className="max-w-3xl"
          items={[
            "The niches are scored again every Monday while your subscription is active.",
            "Each list says when it was scored and the date of its data, so you always know how fresh it is.",
            "Every niche links to its Deep View: rank, reviews, price and estimated sales of its first 100 books.",
            "The list is on the Hot KDP Niches page for as long as you subscribe.",
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

      {offSale ? null : (
        <CtaBand
          title="Start your next book from a researched niche"
          body={<p>Subscribe monthly and see this week&apos;s scored niches straight away.</p>}
          primary={{ label: "Subscribe to Hot KDP Niches", href: subscribeHref }}
          secondary={{
            label: includedIn ? `Compare plans (${includedIn} includes it)` : "Compare plans",
            href: "/pricing",
          }}
        />
      )}
    </>
  );
}
