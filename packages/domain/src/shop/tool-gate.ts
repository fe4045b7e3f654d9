import { entryLimit, moreGenerous } from "./availability";
import type { Availability, PlanTier } from "./enums";

/*
 * A tool's gate as plain data: the feature-matrix rows its page checks, cut down to what decides
 * access. The server builds it from the matrix (`toolGate` in tool-access.ts) and hands it to the
 * browser, which then needs neither the matrix nor the catalogue to say what a member's plan opens
 * (decisions 0082, 0087).
 */

export type ToolGate = {
  /** The tool's name as the catalogue gives it. */
  item: string;
  rows: ReadonlyArray<{
    /** Features sold on their own that open the row in full. */
    featureIds: readonly string[];
    availability: Readonly<Record<PlanTier, Availability>>;
  }>;
  /** The plans that open the tool at all, in plan order. */
  plans: readonly PlanTier[];
};

/** What a bought feature gives a row: its most generous plan cell. */
function boughtAvailability(row: ToolGate["rows"][number]): Availability {
  return Object.values(row.availability).reduce(moreGenerous, "not available");
}

function lessGenerous(a: Availability, b: Availability): Availability {
  const rank = (value: Availability) => entryLimit(value) ?? Number.POSITIVE_INFINITY;
  return rank(b) < rank(a) ? b : a;
}

/** How a plan (and what else the member bought) opens a tool: its least open gate row. */
export function gateAvailability(
  gate: Pick<ToolGate, "rows">,
  plan: PlanTier,
  owned: readonly string[] = [],
): Availability {
  return gate.rows
    .map((row) =>
      row.featureIds.some((id) => owned.includes(id))
        ? boughtAvailability(row)
        : row.availability[plan],
    )
    .reduce<Availability>(lessGenerous, "available");
}

/** "Pro, Pro Max, Ultra and Supreme". */
export function listPlans(plans: readonly string[]): string {
  if (plans.length <= 1) return plans.join("");
  return `${plans.slice(0, -1).join(", ")} and ${plans.at(-1)}`;
}

/**
 * What a signed-in member sees above a tool: that their work is saved when the plan opens the
 * tool, or that the plan does not include it (never both).
 */
export function gateMemberLine(
  gate: ToolGate,
  member: { tier: PlanTier; owned?: readonly string[] },
  savedTo: "account" | "browser" = "account",
): { included: boolean; text: string } {
  if (gateAvailability(gate, member.tier, member.owned) === "not available") {
    return {
      included: false,
      text:
        gate.plans.length > 0
          ? `${gate.item} is not part of the ${member.tier} plan; it is included in ${listPlans(gate.plans)}.`
          : `${gate.item} is not part of the ${member.tier} plan; it is sold separately.`,
    };
  }
  return {
    included: true,
    text:
      savedTo === "account"
        ? "Signed in — your work on this tool is saved to your account"
        : "Signed in — your work on this tool is kept in this browser; save a file to keep a copy",
  };
}
