import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Icon, IconBadge } from "@/components/ui/icon";
import { site } from "@/config/site";
import { CheckList } from "@/features/marketing/components/check-list";
import { loadServiceDirectory } from "@/features/services/directory";
import { listCategoryServices } from "@/features/services/list-services";
import { ServiceCard } from "@/features/services/service-card";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Freelance services for KDP authors: covers, illustration, formatting",
  description:
    "Find freelance cover designers, illustrators, formatters, ghostwriters, audiobook narrators and book video creators, with what to check before you hire.",
  path: "/services",
  keywords: [
    "KDP book cover designer",
    "book formatting service",
    "children's book illustrator",
    "ghostwriter",
    "audiobook narrator",
    "book trailer",
  ],
});

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export default async function ServicesPage() {
  const serviceCategories = await loadServiceDirectory();
  const listed = serviceCategories.some((category) => listCategoryServices(category).length > 0);
  return (
    <>
      <PageIntro
        eyebrow="Services directory"
        title="Hire freelancers for the parts you don't do yourself"
        lead={
          <p>
            Covers, illustrations, formatting, writing help, narration and promotional video: the
            directory groups freelance providers by what they do for KDP authors, with a checklist
            of what to ask before you hire.
          </p>
        }
      />

      <aside
        aria-label="About the providers"
        className="mt-8 flex gap-3 rounded-xl border border-ink-100 bg-ink-50 p-5 text-slate-800"
      >
        <Icon name="shield" className="mt-0.5 text-ink-700" />
        <div className="space-y-2 text-sm leading-6">
          <p>
            <strong className="font-semibold">An honest note:</strong> the providers listed here are
            independent freelancers who sell on an outside freelance marketplace. They do not work
            for {site.name}, and you hire and pay them on that marketplace, under its terms.
          </p>
          <p>
            Links to providers are affiliate links: if you buy through one, {site.name} may earn a
            commission, at no extra cost to you. That never changes the advice on this page.
          </p>
          <p>
            A <strong className="font-semibold">Vetted Pro</strong> badge means our team checked
            that provider's portfolio and reviews; providers without it are listed but not checked
            by us.
          </p>
        </div>
      </aside>

      {listed ? null : (
        <p
          data-testid="services-empty"
          className="mt-8 rounded-xl border border-slate-200 bg-white p-5 text-slate-700"
        >
          We have not listed any providers yet. We add freelancers only after our team has looked at
          their work, so for now each category below gives you the checklist to use when you hire on
          a freelance marketplace yourself.
        </p>
      )}

      <nav aria-label="Service categories" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {serviceCategories.map((category) => (
            <li key={category.category}>
              <a
                href={`#${slug(category.category)}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-ink-300 hover:bg-ink-50"
              >
                <Icon name={category.icon} className="size-4 text-ink-700" />
                {category.category}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {serviceCategories.map((category) => (
        <Section
          key={category.category}
          id={slug(category.category)}
          title={category.category}
          className="scroll-mt-24 border-b border-slate-100"
        >
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div>
              <div className="flex items-center gap-3">
                <IconBadge name={category.icon} />
                <p className="text-sm font-semibold text-ink-800">{category.type}</p>
              </div>
              <p className="mt-3 text-slate-700 leading-7">{category.description}</p>
              {category.subcategories.some((sub) => sub.name !== category.category) ? (
                <>
                  <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-700">
                    Specialities
                  </h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {category.subcategories.map((sub) => (
                      <li
                        key={sub.name}
                        className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                      >
                        {sub.name}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-ink-900">What to look for when hiring</h3>
              <CheckList items={category.hiringTips} className="mt-3 text-sm leading-6" />
            </div>
          </div>
          {listCategoryServices(category).length > 0 ? (
            <ul
              aria-label={`${category.category} providers`}
              className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3"
            >
              {listCategoryServices(category).map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-sm text-slate-600">
              No {category.type.toLowerCase()} listed yet: use the checklist above to compare
              providers on a freelance marketplace.
            </p>
          )}
        </Section>
      ))}

      <Section id="before-you-hire" title="Before you hire anyone">
        <div className="max-w-3xl space-y-3 text-slate-700 leading-7">
          <p>
            Give every freelancer the facts of your book up front: trim size, page count, paper and
            ink, and where it will be sold. Our free{" "}
            <Link
              href="/kdp-cover-template-generator"
              className="font-medium text-ink-700 underline"
            >
              cover template generator
            </Link>{" "}
            produces the exact cover size for those facts, which saves a round of revisions.
          </p>
          <p>
            Agree on deliverables, revision rounds, deadlines and rights in writing before work
            starts, and keep every message on the marketplace so its dispute process protects you.
          </p>
        </div>
      </Section>
    </>
  );
}
