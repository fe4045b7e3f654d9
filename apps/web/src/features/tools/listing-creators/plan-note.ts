import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";

/** Which plans include a creator and how many runs a day, from the matrix the API enforces. */
export function creatorPlanNote(capabilityId: "title-creator" | "description-creator"): string {
  const row = getCapabilityOrThrow(capabilityId);
  const limits = planTiers.map((tier) => [tier, entryLimit(row.availability[tier])] as const);
  const limited = limits.filter(([, limit]) => limit !== null && limit > 0);
  const unlimited = limits.filter(([, limit]) => limit === null).map(([tier]) => tier);
  const parts = [
    ...limited.map(([tier, limit]) => `${tier}: ${limit} runs a day`),
    unlimited.length > 0 ? `${unlimited.join(" and ")}: no daily limit` : "",
  ].filter(Boolean);
  return `Included in ${parts.join("; ")}. Trying templates is not counted; an AI run, or copying the result of a brief, counts as one run.`;
}
