import type { RoyaltyResult } from "@inkforge/domain/tools/royalty/royalty";
import { formatMoney } from "@/components/forms/kdp-options";

/** The result as one plain paragraph, for the copy button. */
export function summariseRoyalty(result: RoyaltyResult): string {
  const money = (value: number) => formatMoney(value, result.currency);
  const parts = [
    `KDP royalty on ${result.marketplace} for a ${result.format} at ${money(result.listPrice)}: ${money(result.royalty)} per sale (${result.rate}%).`,
  ];
  if (result.printingCost !== undefined) parts.push(`Printing cost ${money(result.printingCost)}.`);
  if (result.deliveryCost !== undefined) parts.push(`Delivery cost ${money(result.deliveryCost)}.`);
  if (result.sixtyPercentFrom !== undefined)
    parts.push(`60% from ${money(result.sixtyPercentFrom)}.`);
  if (result.minimumListPrice !== undefined)
    parts.push(`Minimum list price ${money(result.minimumListPrice)}.`);
  if (result.expandedDistribution)
    parts.push(`Expanded Distribution: ${money(result.expandedDistribution.royalty)} (40%).`);
  return parts.join(" ");
}
