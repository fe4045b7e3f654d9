import type { MerchItemView, ShopItem } from "../contracts/shop";
import { bonusFeatureName } from "./bonus-items";
import { findMerchItem, type Product, productsOfOffer, shopCategories } from "./catalogue";
import type { CheckoutPeriod } from "./checkout-links";
import { type Course, courseLessons, courses } from "./courses";
import { formatPrice } from "./money";
import { toMerchItemViews, toShopItem, toShopItems } from "./views";

/*
 * The shop's listing (/shop) and product pages (/shop/<id>) built from the catalogue views the
 * API serves (`toShopItems`, `toMerchItemViews`), so the pages and `GET /api/shop` agree. Items
 * are in ascending `index` order; an item without one sorts as 1000.
 */

export type PricedPeriod = "free" | CheckoutPeriod;

const periodWords: Record<PricedPeriod, string> = {
  free: "Free",
  month: "Monthly",
  year: "Yearly",
  lifetime: "Lifetime",
};

/** "Monthly", "Yearly", "Lifetime", "Free". */
export function periodLabel(period: PricedPeriod | "one-time"): string {
  return period === "one-time" ? "One-time" : periodWords[period];
}

/** Text after a price: "/month", "/year", "one-time" (lifetime and merch), "" for free. */
export function periodSuffix(period: PricedPeriod | "one-time"): string {
  if (period === "month") return "/month";
  if (period === "year") return "/year";
  if (period === "free") return "";
  return "one-time";
}

/** "$9.99/month", "$199 one-time", "Free" (en-US USD, spec §9). */
export function priceLabel(cents: number, period: PricedPeriod | "one-time"): string {
  if (period === "free" || cents === 0) return "Free";
  const price = formatPrice(cents, { trimWholeDollars: true });
  const suffix = periodSuffix(period);
  return suffix.startsWith("/") ? `${price}${suffix}` : `${price} ${suffix}`;
}

/** The prices of a shop item in period order: free, month, year, lifetime. */
function pricesOf(item: ShopItem): { period: PricedPeriod; cents: number }[] {
  const order: PricedPeriod[] = ["free", "month", "year", "lifetime"];
  return order.flatMap((period) => {
    const cents = item.price[period];
    return cents === undefined ? [] : [{ period, cents }];
  });
}

/** "From $9.99/month", "$39 one-time", "Free": the cheapest way in, for cards. */
export function startingPrice(item: ShopItem): string {
  const prices = pricesOf(item);
  if (prices.some((price) => price.period === "free")) return "Free";
  const first = prices[0];
  if (!first) return "";
  const label = priceLabel(first.cents, first.period);
  return prices.length > 1 ? `From ${label}` : label;
}

/** The name a feature is sold under ("hot-niches" → "Hot KDP Niches"). */
export function featureName(featureId: string): string {
  const offer = productsOfOffer(featureId)[0];
  if (offer) return offer.offerTitle;
  const bonus = bonusFeatureName(featureId);
  if (bonus) return bonus;
  return featureId
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * What a purchase unlocks, by name, in the catalogue's order: the product's own feature first,
 * then (for a plan) the plans below it and the tools sold on their own that it includes.
 */
export function grantNames(product: Pick<Product, "grants">): string[] {
  return [...new Set(product.grants.map(featureName))];
}

export type ShopGroupId = "plans" | "tools" | "memberships" | "courses" | "downloads" | "merch";

export type ShopCard = {
  id: string;
  title: string;
  description: string;
  price: string;
  href: string;
  kind: ShopGroupId;
  /** For downloads: the file it delivers. */
  fileName?: string;
};

export type ShopGroup = { id: ShopGroupId; title: string; intro: string; items: ShopCard[] };

const courseOffers: ReadonlySet<string> = new Set(courses.map((course) => course.offerId));

/** The group an item is listed in (each item appears once). */
export function groupOf(item: ShopItem): Exclude<ShopGroupId, "merch"> {
  if (item.tier) return "plans";
  if (courseOffers.has(item._id)) return "courses";
  if (item.feature_type === "downloadable") return "downloads";
  if (item.categories.includes("memberships")) return "memberships";
  return "tools";
}

const groupCopy: Record<ShopGroupId, { title: string; intro: string }> = {
  plans: {
    title: "Plans",
    intro: "Each plan includes the one before it. Pay monthly, yearly or once for lifetime.",
  },
  tools: {
    title: "Tools and bundles",
    intro: "Single tools and bundles, yours for good with one payment.",
  },
  memberships: {
    title: "Memberships",
    intro: "Groups and monthly reports, billed until you cancel.",
  },
  courses: { title: "Courses", intro: "Written courses you can follow at your own pace." },
  downloads: {
    title: "Downloads",
    intro: "Checklists, workbooks and keyword lists to download and keep.",
  },
  merch: {
    title: "Merch",
    intro: "Notebooks, mugs and bags for authors. Shipping is added at checkout.",
  },
};

function toCard(item: ShopItem): ShopCard {
  return {
    id: item._id,
    title: item.title,
    description: item.description,
    price: startingPrice(item),
    href: `/shop/${item._id}`,
    kind: groupOf(item),
    ...(item.file ? { fileName: item.file.name } : {}),
  };
}

function merchCard(item: MerchItemView): ShopCard {
  return {
    id: item._id,
    title: item.title,
    description: item.description,
    price: priceLabel(item.price, "one-time"),
    href: `/shop/${item._id}`,
    kind: "merch",
  };
}

/** The /shop listing: groups in a fixed order, items in `index` order within each. */
export function shopGroups(): ShopGroup[] {
  const items = toShopItems().map(toCard);
  const order: ShopGroupId[] = ["plans", "tools", "memberships", "courses", "downloads"];
  const groups: ShopGroup[] = order.map((id) => ({
    id,
    ...groupCopy[id],
    items: items.filter((card) => card.kind === id),
  }));
  groups.push({ id: "merch", ...groupCopy.merch, items: toMerchItemViews().map(merchCard) });
  return groups.filter((group) => group.items.length > 0);
}

/** Every id with a product page: offers and merch items. */
export function productPageIds(): string[] {
  return [...toShopItems().map((item) => item._id), ...toMerchItemViews().map((m) => m._id)];
}

export type BuyOption = {
  period: PricedPeriod | "one-time";
  label: string;
  price: string;
  /** Query for the checkout link. */
  product: string;
  checkoutPeriod: CheckoutPeriod | null;
};

export type ProductPage =
  | {
      kind: "item";
      item: ShopItem;
      group: Exclude<ShopGroupId, "merch">;
      categories: string[];
      options: BuyOption[];
      grants: string[];
      course: { modules: number; lessons: number; minutes: number } | null;
    }
  | { kind: "merch"; item: MerchItemView; options: BuyOption[] };

function courseFacts(course: Course) {
  const lessons = courseLessons(course);
  return {
    modules: course.modules.length,
    lessons: lessons.length,
    minutes: Math.round(lessons.reduce((sum, lesson) => sum + lesson.durationSeconds, 0) / 60),
  };
}

/** Everything a product page shows, or undefined for an id we don't sell. */
export function productPage(id: string): ProductPage | undefined {
  const item = toShopItem(id);
  if (item) {
    const family = productsOfOffer(id);
    const first = family[0];
    const course = courses.find((candidate) => candidate.offerId === id);
    return {
      kind: "item",
      item,
      group: groupOf(item),
      categories: item.categories
        .map((categoryId) => shopCategories.find((c) => c._id === categoryId)?.name)
        .filter((name): name is string => name !== undefined),
      options: pricesOf(item).map(({ period, cents }) => ({
        period,
        label: periodLabel(period),
        price: priceLabel(cents, period),
        product: id,
        checkoutPeriod: period === "free" ? null : period,
      })),
      grants: first ? grantNames(first) : [],
      course: course ? courseFacts(course) : null,
    };
  }
  const merch = findMerchItem(id);
  if (!merch) return undefined;
  const view = toMerchItemViews().find((candidate) => candidate._id === id);
  if (!view) return undefined;
  return {
    kind: "merch",
    item: view,
    options: [
      {
        period: "one-time",
        label: "One-time",
        price: priceLabel(view.price, "one-time"),
        product: id,
        checkoutPeriod: null,
      },
    ],
  };
}

/** "2.4 MB", "180 KB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** "37 minutes", "about 15 hours". */
export function formatDuration(minutes: number): string {
  if (minutes < 90) return `${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}
