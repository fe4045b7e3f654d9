import type { Tool } from "../catalogue/types";
import { type Availability, type PlanTier, planTiers } from "./enums";
import { type Capability, capabilities } from "./feature-matrix";
import { gateAvailability, gateMemberLine, listPlans, type ToolGate } from "./tool-gate";

/*
 * What a catalogue tool's labels say about who may use it, computed from the feature matrix
 * (decision 0082): the /tools and "More … tools" cards, a tool page's intro line, and the line a
 * signed-in member sees above it. A tool is open to a plan only when every row its page checks is
 * (a web-app tool also needs the research web app), so no label promises what a gate refuses.
 */

/** The research web app's path: its tabs (Search Suggestions, Reverse Product Lookup) need it. */
const WEB_APP_PATH = "/titans-pro/on-site";
const WEB_APP_ROW = "pro-web-app";

/**
 * The feature-matrix rows that open a tool's page; every one must be open for the tool to be. A
 * row for a paid part inside the page (`addOn`) is checked by that part, not by the page.
 */
export function toolGateRows(tool: Tool): Capability[] {
  const rows = capabilities.filter((row) => row.toolIds.includes(tool.id) && !row.addOn);
  const inWebApp =
    tool.link.kind === "internal" &&
    tool.link.path.startsWith(WEB_APP_PATH) &&
    !rows.some((row) => row.id === WEB_APP_ROW);
  const webApp = inWebApp ? capabilities.filter((row) => row.id === WEB_APP_ROW) : [];
  return [...rows, ...webApp];
}

/** How a plan (and what else the member bought) opens a tool: its least open gate row. */
export function toolAvailability(
  tool: Tool,
  plan: PlanTier,
  owned: readonly string[] = [],
): Availability {
  return gateAvailability({ rows: toolGateRows(tool) }, plan, owned);
}

/** The plans that open a tool at all, in plan order. */
export function plansWithTool(tool: Tool): PlanTier[] {
  return planTiers.filter((plan) => toolAvailability(tool, plan) !== "not available");
}

/**
 * The badge on a tool's card: "Free account needed" when a free account opens it (or is needed
 * for its result, `signInTo`), "From Pro Max"
 * when a plan does, "Sold separately" when only a purchase does, nothing for a tool anyone can
 * use without an account.
 */
export function toolCardLabel(tool: Tool): string | null {
  const first = plansWithTool(tool)[0];
  if (first === undefined) return "Sold separately";
  if (first !== "Free") return `From ${first}`;
  return tool.requiresLogin || tool.signInTo ? "Free account needed" : null;
}

/** The line under a tool page's title: who may use it, and what an account gives. */
export function toolIntroLine(tool: Tool, siteName: string): string {
  const plans = plansWithTool(tool);
  if (plans[0] === "Free") {
    // Said the same to a visitor and a member (the page is the same for both): no "sign in" above
    // a member's "Signed in — your work is saved".
    if (tool.requiresLogin) {
      return `Uses a free ${siteName} account, which keeps your work between visits.`;
    }
    return tool.signInTo
      ? `Uses a free ${siteName} account to ${tool.signInTo}.`
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
  return gateMemberLine(toolGate(tool), member, savedTo);
}

/** The tool's gate as plain data, for a browser component that has no matrix (tool-gate.ts). */
export function toolGate(tool: Tool): ToolGate {
  return {
    item: tool.item,
    rows: toolGateRows(tool).map((row) => ({
      featureIds: row.featureIds,
      availability: row.availability,
    })),
    plans: plansWithTool(tool),
  };
}
