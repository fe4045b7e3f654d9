import { type PlanCard as Plan, planCards } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import { offeredCapabilities } from "@inkforge/domain/shop/feature-matrix";
import { formatPrice } from "@inkforge/domain/shop/money";
import { yearlySavingPercent } from "@inkforge/domain/shop/pricing";
import { periodSuffix } from "@inkforge/domain/shop/product-views";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Icon } from "@/components/ui/icon";
import { site } from "@/config/site";
import { type BillingTab, pricingTabs, resolveTab } from "@/features/marketing/billing";
import { BillingTabs } from "@/features/marketing/components/billing-tabs";
import { ComparisonTable } from "@/features/marketing/components/comparison-table";
import { FaqList } from "@/features/marketing/components/faq-list";
import { MembershipGrid } from "@/features/marketing/components/membership-grid";
import { PlanCard } from "@/features/marketing/components/plan-card";
import { newMemberOffer } from "@/features/marketing/new-member-offer";
import { loadOffersOffSale } from "@/features/shop/off-sale";
import { readOptionalServices } from "@/features/shop/optional-services";
import { PlanAction } from "@/features/shop/plan-action";
import { standingProductOf } from "@/features/shop/standing-products";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Pricing: Free, Pro, Pro Max, Ultra and Supreme plans",
  description:
    "Compare the Free, Pro, Pro Max, Ultra and Supreme plans for KDP authors. Pay monthly, yearly or once for lifetime, and see which tools each plan unlocks.",
  path: "/pricing",
  keywords: [
    "KDP tools pricing",
    "KDP software lifetime deal",
    "KDP keyword tool subscription",
    "self-publishing tools plans",
  ],
});

type PricingPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function priceNote(plan: Plan, tab: BillingTab) {
  if (plan.id === "free") return "Free for as long as you like. No card needed.";
  if (tab.period === "month") return "Billed every month. Cancel any time.";
  if (tab.period === "year") {
    const saving = yearlySavingPercent(plan);
    return saving > 0
      ? `Billed once a year: ${saving}% less than paying monthly.`
      : "Billed once a year.";
  }
  return "One payment. No renewals.";
}

function ctaFor(plan: Plan, tab: BillingTab) {
  if (plan.id === "free") return { label: "Create a free account", href: "/register" };
  return {
    label: `Get ${plan.name} ${tab.label.toLowerCase()}`,
    href: checkoutHref(plan.id, tab.period),
  };
}

export default async function PricingPage({ searchParams }: PricingPageProps) {
  const { tab: rawTab } = await searchParams;
  const tab = resolveTab(rawTab, pricingTabs);
  // Only what this site can deliver is sold: a tool whose service is not set up, or sold only
  // through an offer taken off sale (decision 0145), is left out.
  const offered = offeredCapabilities(await readOptionalServices(), await loadOffersOffSale());

  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="Simple plans for every stage of your KDP business"
        lead={
          <p>
            Start free, then pay for the tools you actually use. Every paid plan comes monthly,
            yearly or as a single lifetime payment, and each plan includes everything in the plan
            before it. Prices are in US dollars.
          </p>
        }
      />

      <Section
        id="plans"
        title="Choose a plan"
        intro="Switch between monthly, yearly and lifetime prices."
      >
        <BillingTabs basePath="/pricing" tabs={pricingTabs} active={tab} label="Billing period" />
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {planCards.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              price={formatPrice(plan.priceCents[tab.period], { trimWholeDollars: true })}
              suffix={plan.id === "free" ? undefined : periodSuffix(tab.period)}
              priceNote={priceNote(plan, tab)}
              cta={ctaFor(plan, tab)}
              action={
                <PlanAction
                  tier={plan.tier}
                  product={standingProductOf(plan.productIds[tab.period])}
                  cta={ctaFor(plan, tab)}
                  periodLabel={tab.label.toLowerCase()}
                  recommended={plan.recommended}
                />
              }
            />
          ))}
        </div>
        <p className="mt-6 flex items-start gap-2 rounded-lg bg-ember-100/60 px-4 py-3 text-sm text-slate-800">
          <Icon name="star" className="mt-0.5 size-4 text-ember-700" />
          <span>
            New to {site.name}? Accounts created in the last {newMemberOffer.windowHours} hours get
            up to {newMemberOffer.discountPercent}% off lifetime plans.{" "}
            <Link href="/new-member?tab=lifetime" className="font-semibold text-ink-800 underline">
              See the new-member offer
            </Link>
          </span>
        </p>
      </Section>

      <Section
        id="compare"
        title="Compare plans"
        intro={
          <p>
            <strong className="font-semibold text-slate-800">Limited</strong> means the tool works
            with a capped number of uses or results.{" "}
            <strong className="font-semibold text-slate-800">Max 100 entries</strong> and{" "}
            <strong className="font-semibold text-slate-800">Max 200 entries</strong> are the number
            of books or keywords a tracker follows at once.
          </p>
        }
      >
        <ComparisonTable
          capabilities={offered}
          caption="Which capabilities each plan includes, grouped by tool family."
        />
      </Section>

      <Section
        id="memberships"
        title="Memberships and add-ons"
        intro="Courses, groups and reports sold on their own. Open a page to see what is included and how to join."
      >
        <MembershipGrid offSale={await loadOffersOffSale()} />
        <p className="mt-6 text-sm">
          <Link href="/shop" className="font-semibold text-ink-700 underline">
            See everything in the shop
          </Link>{" "}
          — single tools, bundles, courses and downloads.
        </p>
      </Section>

      <Section id="faq" title="Pricing questions">
        <FaqList
          items={[
            {
              question: "What is the difference between monthly, yearly and lifetime?",
              answer: (
                <p>
                  Monthly and yearly plans renew until you cancel; yearly costs less than twelve
                  monthly payments. Lifetime is one payment with no renewals: you keep the plan for
                  as long as {site.name} offers it.
                </p>
              ),
            },
            {
              question: "Can I move to a bigger plan later?",
              answer: (
                <p>
                  Yes. Every plan includes the one before it, so upgrading only adds tools. Your
                  saved work, trackers and boards stay in your account.
                </p>
              ),
            },
            {
              question: "Where do I find what I bought?",
              answer: (
                <p>
                  Everything you own is listed in your account. Sign in and open{" "}
                  <Link href="/me">your account page</Link> to see your plans, memberships and
                  subscriptions.
                </p>
              ),
            },
            {
              question: "Do I need a paid plan to publish on KDP?",
              answer: (
                <p>
                  No. The royalty and BSR calculators, the cover template generator, the pen name
                  generator and the low-content book creator are free. Paid plans save research and
                  design time; they are not required to publish.
                </p>
              ),
            },
          ]}
        />
      </Section>
    </>
  );
}
