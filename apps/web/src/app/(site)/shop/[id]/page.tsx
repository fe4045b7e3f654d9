import { findProduct, resolveCheckoutProduct } from "@inkforge/domain/shop/catalogue";
import { checkoutHref } from "@inkforge/domain/shop/checkout-links";
import {
  type BuyOption,
  formatDuration,
  formatFileSize,
  type ProductPage,
  productPage,
  productPageIds,
} from "@inkforge/domain/shop/product-views";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { BuyAction } from "@/features/shop/buy-action";
import { NotOnSale } from "@/features/shop/not-on-sale";
import { isOffSale, loadOffersOffSale } from "@/features/shop/off-sale";
import { type StandingProduct, toStandingProduct } from "@/features/shop/product-standing";
import { pageMetadata } from "@/lib/metadata";

type Params = { params: Promise<{ id: string }> };

// Every product page is built at build time from the catalogue; other ids are 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return productPageIds().map((id) => ({ id }));
}

/** A description of 140–160 characters for search results. */
function metaDescription(page: ProductPage): string {
  const text = `${page.item.title}: ${page.item.description} Prices in US dollars, with what it includes and how it is billed.`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const page = productPage(id);
  if (!page) return {};
  return pageMetadata({
    title: page.item.title,
    description: metaDescription(page),
    path: `/shop/${id}`,
  });
}

function buyLabel(option: BuyOption, name: string): string {
  if (option.period === "free") return `Get ${name} free`;
  if (option.period === "month" || option.period === "year") {
    return `Subscribe ${option.label.toLowerCase()}`;
  }
  return `Buy ${option.period === "lifetime" ? "lifetime access" : "now"}`;
}

/** The catalogue product an option sells; null for merch (never owned). */
function standingProductOf(option: BuyOption): StandingProduct | null {
  if (option.period === "one-time") return null;
  const product =
    findProduct(option.product) ??
    (option.checkoutPeriod ? resolveCheckoutProduct(option.product, option.checkoutPeriod) : null);
  return product ? toStandingProduct(product) : null;
}

/** What the offered periods mean, only for the periods this product is sold in. */
function billingNote(options: readonly BuyOption[]): string {
  const periods = new Set(options.map((option) => option.period));
  const parts = [
    periods.has("month") || periods.has("year")
      ? "Monthly and yearly billing renews until you cancel."
      : null,
    periods.has("lifetime") ? "Lifetime is one payment, with no renewals." : null,
    periods.has("free") ? null : "The payment page shows the final price before you pay.",
  ];
  return parts.filter((part) => part !== null).join(" ");
}

function BuyOptions({ options, name }: { options: BuyOption[]; name: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="buy-options">
      {options.map((option) => (
        <li
          key={option.period}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {option.label}
          </p>
          <p className="mt-1 text-2xl font-bold text-ink-900" data-testid="buy-price">
            {option.price}
          </p>
          <BuyAction
            product={standingProductOf(option)}
            href={checkoutHref(option.product, option.checkoutPeriod)}
            label={buyLabel(option, name)}
          />
        </li>
      ))}
    </ul>
  );
}

export default async function ProductPageRoute({ params }: Params) {
  const { id } = await params;
  const page = productPage(id);
  if (!page) notFound();
  const { item } = page;
  const offSale = isOffSale(await loadOffersOffSale(), item._id);

  return (
    <>
      <PageIntro
        eyebrow={page.kind === "merch" ? "Merch" : page.categories.join(" · ") || "Shop"}
        title={item.title}
        lead={item.description}
      >
        <Button asChild variant="outline">
          <Link href="/shop">All products</Link>
        </Button>
        {page.kind === "item" && page.group === "plans" ? (
          <Button asChild variant="outline">
            <Link href="/pricing#compare">Compare plans</Link>
          </Button>
        ) : null}
      </PageIntro>

      <Section id="price" title="Price">
        {offSale ? (
          <NotOnSale name={item.title} />
        ) : (
          <BuyOptions options={page.options} name={item.title} />
        )}
        <p className="mt-4 text-sm text-slate-600">
          {page.kind === "merch"
            ? "Shipping is added on the payment page."
            : billingNote(page.options)}
        </p>
      </Section>

      {page.kind === "item" && page.grants.length > 0 ? (
        <Section id="includes" title="What it includes" className="pt-0">
          <ul className="grid gap-2 sm:grid-cols-2" data-testid="product-grants">
            {page.grants.map((name) => (
              <li key={name} className="flex gap-2 text-slate-800">
                <span aria-hidden className="text-emerald-700">
                  ✓
                </span>
                {name}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {page.kind === "item" && page.item.file ? (
        <Section id="file" title="The file" className="pt-0">
          <p className="text-slate-700">
            {page.item.file.name} ({formatFileSize(page.item.file.sizeBytes)}). After you get it,
            download it any time from the downloads on your account page.
          </p>
        </Section>
      ) : null}

      {page.kind === "item" && page.course ? (
        <Section id="course" title="The course" className="pt-0 pb-16">
          <p className="text-slate-700">
            {page.course.modules} modules, {page.course.lessons} written lessons, about{" "}
            {formatDuration(page.course.minutes)} of reading in all. Your progress shows on your
            account page.
          </p>
        </Section>
      ) : null}
    </>
  );
}
