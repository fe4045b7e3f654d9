import { claimText } from "@inkforge/domain/catalogue/claims";
import { offeredCapabilities } from "@inkforge/domain/shop/feature-matrix";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { IconBadge } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CtaBand } from "@/features/marketing/components/cta-band";
import { MembershipGrid } from "@/features/marketing/components/membership-grid";
import {
  availabilityLabel,
  type Capability,
  capabilityHref,
} from "@/features/marketing/plan-matrix";
import { toolFamilies } from "@/features/marketing/tool-families";
import { loadOffersOffSale } from "@/features/shop/off-sale";
import { readOptionalServices } from "@/features/shop/optional-services";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Features: what each paid plan unlocks",
  description:
    "See what Pro, Pro Max, Ultra and Supreme unlock for KDP authors: deeper keyword research, puzzle and coloring makers, listing tools and trackers.",
  path: "/features",
  keywords: [
    "KDP tool features",
    "KDP keyword research tool",
    "KDP puzzle book maker",
    "KDP coloring book maker",
    "KDP rank tracker",
  ],
});

/** Numbers shown next to a capability, read from the catalogue data that backs them. */
const capabilityFacts: Partial<Record<Capability["id"], string>> = {
  "deep-view": `Up to ${claimText("productsAnalysedAtOnce")}`,
  "puzzle-book-maker": claimText("puzzleTypes"),
  "activity-book-tools": claimText("activityTypes"),
  "coloring-book-maker": `Original line art in ${claimText("coloringStyles")}`,
  masterclass: claimText("courseLessons"),
};

// Rendered per request: a tool whose service the API does not have is not advertised.
export const dynamic = "force-dynamic";

export default async function FeaturesPage() {
  const capabilities = offeredCapabilities(await readOptionalServices(), await loadOffersOffSale());
  return (
    <>
      <PageIntro
        eyebrow="Features"
        title="What a paid plan unlocks"
        lead={
          <p>
            Every {site.name} account starts with the free calculators, templates and generators.
            Paid plans add the tools that save the most time: deeper research, the book makers,
            listing writers, designers and trackers. Here is what each family of tools offers, and
            the plan that opens it.
          </p>
        }
      >
        <Button asChild size="lg">
          <Link href="/pricing">See pricing</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/pricing#compare">Compare plans side by side</Link>
        </Button>
      </PageIntro>

      {toolFamilies.map((family) => {
        const rows = capabilities.filter((c) => c.family === family.id);
        if (rows.length === 0) return null;
        return (
          <Section
            key={family.id}
            id={family.id}
            title={family.name}
            intro={family.summary}
            className="border-b border-slate-100"
          >
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {rows.map((capability) => {
                const fact = capabilityFacts[capability.id];
                const href = capabilityHref(capability);
                return (
                  <li
                    key={capability.id}
                    className="flex flex-col rounded-xl border border-slate-200 bg-white p-5"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="font-semibold text-ink-900">
                        {href ? (
                          <Link href={href} className="hover:underline">
                            {capability.name}
                          </Link>
                        ) : (
                          capability.name
                        )}
                      </h3>
                      <IconBadge name={family.icon} className="size-8" />
                    </div>
                    <p className="mt-2 text-sm text-slate-700">{capability.description}</p>
                    {fact ? <p className="mt-2 text-sm font-medium text-ink-800">{fact}</p> : null}
                    <p className="mt-auto pt-4">
                      <span className="inline-block rounded-full bg-ink-50 px-3 py-1 text-xs font-semibold text-ink-800">
                        {availabilityLabel(capability)}
                      </span>
                    </p>
                  </li>
                );
              })}
            </ul>
            <p className="mt-5 text-sm">
              <Link href={family.path} className="font-semibold text-ink-700 underline">
                All {family.name} tools
              </Link>
            </p>
          </Section>
        );
      })}

      <Section
        id="memberships"
        title="Memberships sold on their own"
        intro="Some things are not tools but ongoing programmes. Each has its own page and its own price."
      >
        <MembershipGrid offSale={await loadOffersOffSale()} />
      </Section>

      <CtaBand
        title="Pick the plan that fits your books"
        body={
          <p>
            Pay monthly, yearly or once for lifetime access. Each plan includes everything in the
            plan below it, so you can start small and move up when a tool earns its place.
          </p>
        }
        primary={{ label: "See pricing", href: "/pricing" }}
        secondary={{ label: "Start free", href: "/register" }}
      />
    </>
  );
}
