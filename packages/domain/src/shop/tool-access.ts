import type { Tool } from "../catalogue/types";
import { type Availability, type PlanTier, planTiers } from "./enums";
import { type Capability, capabilities, entryLimit, moreGenerous } from "./feature-matrix";

/*
 * What a catalogue tool's labels say about who may use it, computed from the feature matrix
 * (decision 0082): the /tools and "More … tools" cards, a tool page's intro line, and the line a
 * signed-in member sees above it. A tool is open to a plan only when every row its page checks is
 * (a web-app tool also needs the research web app), so no label promises what a gate refuses.
 */

/** The research web app's path: its tabs (Search Suggestions, Reverse Product Lookup) need it. */
const WEB_APP_PATH = "/titans-pro/on-site";
const WEB_APP_ROW = "pro-web-app";

/** The feature-matrix rows a tool's page checks; every one must be open for the tool to be. */
export function toolGateRows(tool: Tool): Capability[] {
  const rows = capabilities.filter((row) => row.toolIds.includes(tool.id));
  const inWebApp =
    tool.link.kind === "internal" &&
    tool.link.path.startsWith(WEB_APP_PATH) &&
    !rows.some((row) => row.id === WEB_APP_ROW);
  const webApp = inWebApp ? capabilities.filter((row) => row.id === WEB_APP_ROW) : [];
  return [...rows, ...webApp];
}

/** What a bought feature gives a row: its most generous plan cell. */
function boughtAvailability(row: Capability): Availability {
  return Object.values(row.availability).reduce(moreGenerous, "not available");
}

function lessGenerous(a: Availability, b: Availability): Availability {
  const rank = (value: Availability) => entryLimit(value) ?? Number.POSITIVE_INFINITY;
  return rank(b) < rank(a) ? b : a;
}

/** How a plan (and what else the member bought) opens a tool: its least open gate row. */
export function toolAvailability(
  tool: Tool,
  plan: PlanTier,
  owned: readonly string[] = [],
): Availability {
  return toolGateRows(tool)
    .map((row) =>
      row.featureIds.some((id) => owned.includes(id))
        ? boughtAvailability(row)
        : row.availability[plan],
    )
    .reduce<Availability>(lessGenerous, "available");
}

/** The plans that open a tool at all, in plan order. */
export function plansWithTool(tool: Tool): PlanTier[] {
  return planTiers.filter((plan) => toolAvailability(tool, plan) !== "not available");
}

/** "Pro, Pro Max, Ultra and Supreme". */
function listPlans(plans: readonly string[]): string {
  if (plans.length <= 1) return plans.join("");
  return `${plans.slice(0, -1).join(", ")} and ${plans.at(-1)}`;
}

/**
 * The badge on a tool's card: "Free account needed" when a free account opens it, "From Pro Max"
 * when a plan does, "Sold separately" when only a purchase does, nothing for a tool anyone can
 * use without an account.
 */
export function toolCardLabel(tool: Tool): string | null {
  const first = plansWithTool(tool)[0];
  if (first === undefined) return "Sold separately";
  if (first !== "Free") return `From ${first}`;
  return tool.requiresLogin ? "Free account needed" : null;
}

/** The line under a tool page's title: who may use it, and what an account gives. */
export function toolIntroLine(tool: Tool, siteName: string): string {
  const plans = plansWithTool(tool);
  if (plans[0] === "Free") {
    return tool.requiresLogin
      ? `Sign in with a free ${siteName} account to use this tool, so your work is saved between visits.`
      : "Free to use, no account needed.";
  }
  if (plans.length === 0) return "Sold separately: buy it once to use it with any plan.";
  return `Included in the ${listPlans(plans)} plans.`;
}

/**
 * What a signed-in member sees above a tool: that their work is saved when the plan opens the
 * tool, or that the plan does not include it (never both).
 */
export function toolMemberLine(
  tool: Tool,
  member: { tier: PlanTier; owned?: readonly string[] },
  savedTo: "account" | "browser" = "account",
): { included: boolean; text: string } {
  const availability = toolAvailability(tool, member.tier, member.owned);
  if (availability === "not available") {
    const plans = plansWithTool(tool);
    return {
      included: false,
      text:
        plans.length > 0
          ? `${tool.item} is not part of the ${member.tier} plan; it is included in ${listPlans(plans)}.`
          : `${tool.item} is not part of the ${member.tier} plan; it is sold separately.`,
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
