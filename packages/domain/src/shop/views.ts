import type { CourseView, FeatureLimitsResponse, MerchItemView, ShopItem } from "../contracts/shop";
import { capabilityLimitsFor } from "./access";
import {
  type MerchItem,
  merchItems,
  type Product,
  products,
  productsOfOffer,
  sortByIndex,
} from "./catalogue";
import type { Course } from "./courses";
import type { FeatureType } from "./enums";
import { readOwnedFeatures } from "./owned-parse";
import { tierOfEntries } from "./tiers";

/*
 * The catalogue as the API answers it (contracts/shop.ts). The API serves these views; it never
 * builds prices of its own.
 */

/** One shop item (offer) with its prices and product ids per period. */
export function toShopItem(offerId: string): ShopItem | undefined {
  const family = productsOfOffer(offerId);
  const first = family[0];
  if (!first) return undefined;
  const price: ShopItem["price"] = {};
  const ids: ShopItem["products"] = {};
  for (const product of family) {
    if (product.billingPeriod === "free") price.free = 0;
    else price[product.billingPeriod] = product.priceCents;
    ids[product.billingPeriod] = product._id;
  }
  return {
    _id: first.offerId,
    feature_type: first.feature_type,
    index: first.index,
    title: first.offerTitle,
    description: first.description,
    image: first.image,
    price,
    products: ids,
    offering: first.offering,
    categories: [...first.categories],
    ...(first.tier ? { tier: first.tier } : {}),
    ...(first.file ? { file: first.file } : {}),
  };
}

/** Every shop item, optionally of one kind, in index order. */
export function toShopItems(type?: FeatureType): ShopItem[] {
  const offerIds = [...new Set(products.map((product: Product) => product.offerId))];
  const items = offerIds
    .map(toShopItem)
    .filter((item): item is ShopItem => item !== undefined)
    .filter((item) => type === undefined || item.feature_type === type);
  return sortByIndex(items);
}

export function toMerchItemView(item: MerchItem): MerchItemView {
  return {
    _id: item._id,
    index: item.index,
    title: item.title,
    description: item.description,
    image: item.image,
    price: item.priceCents,
    categories: [...item.categories],
  };
}

/** Every merch item, in index order. */
export function toMerchItemViews(): MerchItemView[] {
  return sortByIndex(merchItems).map(toMerchItemView);
}

export function toCourseView(course: Course): CourseView {
  return {
    _id: course._id,
    title: course.title,
    description: course.description,
    modules: course.modules.map((m) => ({
      _id: m._id,
      title: m.title,
      lessons: m.lessons.map((lesson) => ({
        _id: lesson._id,
        title: lesson.title,
        duration_seconds: lesson.durationSeconds,
      })),
    })),
  };
}

/** `GET /api/features/limits` for a user's owned features at `now`. */
export function toFeatureLimitsResponse(
  owned: unknown,
  options: { now: Date },
): FeatureLimitsResponse {
  const tier = tierOfEntries(readOwnedFeatures(owned), options.now).tier ?? "Free";
  return {
    tier,
    limits: capabilityLimitsFor(owned, options).map((row) => ({
      capability_id: row.capabilityId,
      availability: row.availability,
      limit: row.limit,
      limit_unit: row.limitUnit,
    })),
  };
}
