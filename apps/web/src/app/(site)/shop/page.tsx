import { type ShopCard, shopGroups } from "@inkforge/domain/shop/product-views";
import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { isOffSale, loadOffersOffSale } from "@/features/shop/off-sale";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Shop: plans, tools, memberships, courses, downloads and merch",
  description:
    "Everything we sell for KDP authors in one place: plans, single tools and bundles, memberships, courses, free and paid downloads, and author merch.",
  path: "/shop",
  keywords: [
    "KDP tools shop",
    "KDP lifetime tools",
    "KDP course",
    "KDP checklist download",
    "author merch",
  ],
});

function ProductCard({ card, offSale }: { card: ShopCard; offSale: boolean }) {
  return (
    <Link
      href={card.href}
      data-testid="shop-item"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 hover:border-ink-300 hover:bg-ink-50"
    >
      <h3 className="font-semibold text-ink-900">{card.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{card.description}</p>
      {offSale ? (
        <p
          data-testid="shop-item-off-sale"
          className="mt-auto pt-4 text-sm font-semibold text-slate-600"
        >
          Not on sale at the moment
        </p>
      ) : (
        <p className="mt-auto pt-4 text-sm font-semibold text-ink-800">{card.price}</p>
      )}
    </Link>
  );
}

/**
 * The shop (spec 7.11): every item, grouped, in `index` order (default 1000). An offer taken off
 * sale in the console stays listed, marked as not on sale (decision 0145).
 */
export default async function ShopPage() {
  const groups = shopGroups();
  const offSale = await loadOffersOffSale();
  return (
    <>
      <PageIntro
        eyebrow="Shop"
        title="Everything we sell"
        lead={
          <p>
            Plans, single tools and bundles, memberships, courses, downloads and merch. Prices are
            in US dollars; open an item to see what it includes and how it is billed.
          </p>
        }
      >
        <nav aria-label="Shop sections">
          <ul className="flex flex-wrap gap-2">
            {groups.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="inline-flex h-9 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      {groups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title} intro={group.intro}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((card) => (
              <li key={card.id}>
                <ProductCard card={card} offSale={isOffSale(offSale, card.id)} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}
