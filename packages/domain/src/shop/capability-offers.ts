import { productsGranting } from "./catalogue";
import { planTiers } from "./enums";
import { capabilityFor, getCapabilityOrThrow } from "./feature-matrix";

/**
 * How a member gets a feature-matrix row they lack, for a refusal's last sentence: the tools and
 * bundles sold for it (the single tool first, as the shop names them) and the first plan that has
 * it. "Activity Tools or the Puzzle Mega Bundle, or the Pro Max plan and above". One place, so a
 * refusal never names a product by a description ("the activity book maker") the shop does not use.
 */
export function capabilityOffersText(capabilityId: string): string {
  const row = getCapabilityOrThrow(capabilityId);
  const offers = new Map<string, { title: string; bundle: boolean }>();
  for (const featureId of row.featureIds) {
    for (const product of productsGranting(featureId)) {
      if (product.tier !== undefined || offers.has(product.offerId)) continue;
      offers.set(product.offerId, {
        title: product.offerTitle,
        bundle: product.categories.includes("bundles"),
      });
    }
  }
  const sold = [...offers.values()].sort((a, b) => Number(a.bundle) - Number(b.bundle));
  const names = sold.map(({ title, bundle }) => (bundle ? `the ${title}` : title));
  const plan = planTiers.find((tier) => capabilityFor(tier, capabilityId) !== "not available");
  const planText = plan === undefined ? null : `the ${plan} plan and above`;
  const offerText = names.length === 0 ? null : names.join(" or ");
  if (offerText && planText) return `${offerText}, or ${planText}`;
  return offerText ?? planText ?? "a paid plan";
}
