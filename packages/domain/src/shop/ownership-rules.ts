import type { Product } from "./catalogue";

/*
 * The standing rule of decision 0027 on its own, without the catalogue: a page passes in the
 * product's facts, so the browser does not load the catalogue to mark a plan "owned" (page weight).
 */

export type ProductStanding = "owned" | "upgrade" | "available";

export type Holdings = {
  /** Every feature id held at `now`, purchases resolved to what they grant. */
  all: ReadonlySet<string>;
  /** The feature ids held for good (lifetime or free grants). */
  forGood: ReadonlySet<string>;
};

/** The facts of a product the standing rule reads. */
export type StandingProduct = Pick<Product, "_id" | "grants" | "billingPeriod">;

export function holdsAll(held: ReadonlySet<string>, product: StandingProduct): boolean {
  return held.has(product._id) || product.grants.every((featureId) => held.has(featureId));
}

/** The standing of one product for a buyer with these holdings. */
export function productStanding(holdings: Holdings, product: StandingProduct): ProductStanding {
  if (!holdsAll(holdings.all, product)) return "available";
  if (product.billingPeriod !== "lifetime") return "owned";
  return holdsAll(holdings.forGood, product) ? "owned" : "upgrade";
}
