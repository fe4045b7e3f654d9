import { fieldGuide } from "@inkforge/domain/books/field-guide";
import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import { planCards } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { applyPercentDiscount, formatPrice } from "@inkforge/domain/shop/money";
import { periodSuffix } from "@inkforge/domain/shop/product-views";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { site } from "@/config/site";
import { newMemberTabs, resolveTab } from "@/features/marketing/billing";
import { BillingTabs } from "@/features/marketing/components/billing-tabs";
import { CheckList } from "@/features/marketing/components/check-list";
import { PlanCard } from "@/features/marketing/components/plan-card";
import { type Step, Steps } from "@/features/marketing/components/steps";
import { newMemberOffer } from "@/features/marketing/new-member-offer";
import { SessionNewMemberCountdown } from "@/features/promotions/new-member-countdown";
import { PlanAction } from "@/features/shop/plan-action";
import { standingProductOf } from "@/features/shop/standing-products";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "New-member offer: up to 55% off lifetime plans",
  description:
    "Joined in the last 24 hours? Get up to 55% off lifetime plans for KDP authors, applied automatically at checkout. Compare monthly and lifetime prices here.",
  path: "/new-member",
  keywords: [
    "KDP tools discount",
    "new member offer",
    "lifetime plan discount",
    "KDP software lifetime deal",
  ],
});

type NewMemberPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const paidPlans = planCards.filter((plan) => plan.tier !== "Free");
const usd = (cents: number) => formatPrice(cents, { trimWholeDollars: true });
const { discountPercent, windowHours } = newMemberOffer;
const bookTitle = getToolOrThrow("self-publishing-handbook").item;

const claimSteps: readonly Step[] = [
  {
    title: "Create your account",
    body: (
      <>
        <Link href="/register" className="font-medium text-ink-700 underline">
          Register for free
        </Link>
        . Your {windowHours}-hour window starts when the account is created.
      </>
    ),
  },
  {
    title: "Pick a lifetime plan",
    body: `Choose ${paidPlans
      .map((plan) => plan.name)
      .join(", ")
      .replace(/, ([^,]*)$/, " or $1")} on the Lifetime tab above and go to checkout.`,
  },
  {
    title: "Pay the offer price",
    body: "Checkout checks your account's age and applies the discount before you pay. Nothing to type in.",
  },
];

export default async function NewMemberPage({ searchParams }: NewMemberPageProps) {
  const { tab: rawTab } = await searchParams;
  const tab = resolveTab(rawTab, newMemberTabs);
  const lifetime = tab.period === "lifetime";

  return (
    <>
      <PageIntro
        eyebrow="New-member offer"
        title={`Welcome to ${site.name}: up to ${discountPercent}% off lifetime plans`}
        lead={
          <p>
            For the first {windowHours} hours after you create your account, every lifetime plan
            costs up to {discountPercent}% less than its regular price. Pay once, with no renewals,
            and keep the tools for every book you publish.
          </p>
        }
      >
        <SessionNewMemberCountdown />
      </PageIntro>

      <Section
        id="plans"
        title="Compare monthly and lifetime"
        intro="The discount applies to lifetime plans. Monthly plans are shown at their regular price so you can compare."
      >
        <BillingTabs
          basePath="/new-member"
          tabs={newMemberTabs}
          active={tab}
          label="Billing period"
        />
        <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {paidPlans.map((plan) => {
            const regular = plan.priceCents[tab.period];
            if (!lifetime) {
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  price={usd(regular)}
                  suffix={periodSuffix(tab.period)}
                  priceNote="Regular monthly price. Cancel any time."
                  cta={{ label: `Get ${plan.name} monthly`, href: checkoutHref(plan.id, "month") }}
                  action={
                    <PlanAction
                      tier={plan.tier}
                      product={standingProductOf(plan.productIds.month)}
                      cta={{
                        label: `Get ${plan.name} monthly`,
                        href: checkoutHref(plan.id, "month"),
                      }}
                      periodLabel="monthly"
                      recommended={plan.recommended}
                    />
                  }
                />
              );
            }
            const offer = applyPercentDiscount(regular, discountPercent);
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                price={usd(offer)}
                suffix={periodSuffix("lifetime")}
                priceNote={
                  <>
                    <span className="sr-only">Regular price </span>
                    <s className="text-slate-600">{usd(regular)}</s>{" "}
                    <span className="font-semibold text-emerald-800">
                      You save {usd(regular - offer)}
                    </span>
                  </>
                }
                cta={{
                  label: `Get ${plan.name} lifetime`,
                  href: checkoutHref(plan.id, "lifetime", { offer: newMemberOffer.checkoutOffer }),
                }}
                action={
                  <PlanAction
                    tier={plan.tier}
                    product={standingProductOf(plan.productIds.lifetime)}
                    cta={{
                      label: `Get ${plan.name} lifetime`,
                      href: checkoutHref(plan.id, "lifetime", {
                        offer: newMemberOffer.checkoutOffer,
                      }),
                    }}
                    periodLabel="lifetime"
                    recommended={plan.recommended}
                  />
                }
              />
            );
          })}
        </div>
        {lifetime ? null : (
          <p className="mt-6 text-sm text-slate-700">
            Want the discount?{" "}
            <Link href="/new-member?tab=lifetime" className="font-semibold text-ink-800 underline">
              Show lifetime prices
            </Link>
          </p>
        )}
      </Section>

      <Section id="bonus" title="Included with the offer">
        <CheckList
          items={[
            `Up to ${discountPercent}% off the lifetime price of any plan.`,
            <>
              The eBook and the audiobook of{" "}
              <Link href="/spt-book" className="font-semibold text-ink-800 underline">
                {bookTitle}
              </Link>
              , our own guide to self-publishing, free: a {fieldGuide.chapters.length}-chapter PDF
              collected from our blog, and a read-aloud edition your device&apos;s voice reads to
              you, both in your account&apos;s downloads once you have paid.
            </>,
            "Everything in the plan, paid once: no renewals, for as long as we offer the plan's features.",
          ]}
        />
      </Section>

      <Section id="how" title="How to claim it">
        <Steps steps={claimSteps} />
      </Section>

      <Section id="terms" title="Offer terms">
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          <li>
            <strong className="font-semibold text-slate-900">Who is eligible:</strong> accounts
            created in the last {windowHours} hours. The window is measured from the moment the
            account was created, using our server&apos;s clock.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">What it covers:</strong> lifetime plans
            only. Monthly and yearly plans are at their regular prices.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">How it is applied:</strong> the
            discount is applied at checkout by our server, which confirms your account&apos;s age
            and the final price before you pay. There is no code to enter.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Limit:</strong> one discounted purchase
            per account.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">After the window:</strong> the regular
            prices on the{" "}
            <Link href="/pricing" className="font-medium text-ink-700 underline">
              pricing page
            </Link>{" "}
            apply.
          </li>
        </ul>
      </Section>
    </>
  );
}
