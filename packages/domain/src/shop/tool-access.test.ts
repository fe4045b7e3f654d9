import { describe, expect, it } from "vitest";
import { getToolOrThrow, tools } from "../catalogue/tools";
import { offerDescription, planCopy } from "./catalogue-copy";
import { planTiers } from "./enums";
import { planFeatureIds } from "./feature-ids";
import { capabilities, capabilityFor } from "./feature-matrix";
import {
  plansWithTool,
  toolAvailability,
  toolCardLabel,
  toolGateRows,
  toolIntroLine,
  toolMemberLine,
} from "./tool-access";

/*
 * Issue 24: /tools said "Free account needed" for tools Free does not get, and a member whose plan
 * excludes a tool was told both "sign in with a free account" and "your work is saved". Every
 * label now comes from the feature matrix; these tables walk it.
 */

describe("tool labels from the feature matrix", () => {
  it.each([
    ["search-suggestions", "From Pro"],
    ["reverse-product-lookup", "From Ultra"],
    ["deep-view", "From Pro Max"],
    ["retro-view", "From Ultra"],
    ["pro-web-app", "From Pro"],
    ["royalty-calculator", null],
  ])("labels the %s card %j", (toolId, label) => {
    expect(toolCardLabel(getToolOrThrow(toolId))).toBe(label);
  });

  it("never calls a tool free when the Free plan's gate refuses it, for every tool", () => {
    for (const tool of tools) {
      const label = toolCardLabel(tool);
      const freeOpens = toolAvailability(tool, "Free") !== "not available";
      if (label === "Free account needed" || label === null) expect(freeOpens).toBe(true);
      else expect(freeOpens).toBe(false);
      // The intro line promises a free account only where Free opens the tool.
      expect(toolIntroLine(tool, "Inkforge").includes("free Inkforge account")).toBe(
        freeOpens && (tool.requiresLogin || tool.signInTo !== undefined),
      );
    }
  });

  it("opens a tool to a plan only when every row its page checks is open, for every plan", () => {
    for (const tool of tools) {
      const rows = toolGateRows(tool);
      for (const plan of planTiers) {
        const open = rows.every((row) => capabilityFor(plan, row.id) !== "not available");
        expect(toolAvailability(tool, plan) !== "not available", `${tool.id} on ${plan}`).toBe(
          open,
        );
        const line = toolMemberLine(tool, { tier: plan });
        expect(line.included).toBe(open);
        // Either the work is saved or the plan lacks the tool: never both.
        expect(line.text.startsWith("Signed in")).toBe(open);
        expect(line.text.includes("not part of")).toBe(!open);
      }
    }
  });

  it.each([
    ["search-suggestions", "Free", false],
    ["search-suggestions", "Pro", true],
    ["reverse-product-lookup", "Pro", false],
    ["reverse-product-lookup", "Ultra", true],
    ["deep-view", "Pro", false],
    ["deep-view", "Pro Max", true],
  ] as const)("%s on %s: included %s", (toolId, tier, included) => {
    expect(toolMemberLine(getToolOrThrow(toolId), { tier }).included).toBe(included);
  });

  it.each([
    [
      "low-content-book-generator",
      "Uses a free Inkforge account to build the PDF; the preview needs no account.",
    ],
    ["book-writer", "Uses a free Inkforge account to write and keep your manuscript."],
    ["title-creator", "Uses a free Inkforge account, which keeps your work between visits."],
    ["royalty-calculator", "Free to use, no account needed."],
  ])("never tells a visitor %s needs no account when its result does", (toolId, line) => {
    expect(toolIntroLine(getToolOrThrow(toolId), "Inkforge")).toBe(line);
    expect(toolCardLabel(getToolOrThrow(toolId))).toBe(
      toolId === "royalty-calculator" ? null : "Free account needed",
    );
  });

  it("labels a tool by the rows that open its page, not by the paid parts inside it", () => {
    // The backend keywords page has Supreme's bulk and monitor parts; the tool itself is free.
    const backendKeywords = getToolOrThrow("backend-keywords");
    expect(toolGateRows(backendKeywords).map((row) => row.id)).toEqual(["backend-keywords"]);
    expect(toolIntroLine(backendKeywords, "Inkforge")).toBe(
      "Uses a free Inkforge account, which keeps your work between visits.",
    );
    expect(toolMemberLine(backendKeywords, { tier: "Free" }).included).toBe(true);
    expect(toolCardLabel(backendKeywords)).toBe("Free account needed");
  });

  it.each(["guidelines-checker", "price-checker"])(
    "%s is free to use with no account, as its page works",
    (toolId) => {
      const tool = getToolOrThrow(toolId);
      expect(toolIntroLine(tool, "Inkforge")).toBe("Free to use, no account needed.");
      expect(toolCardLabel(tool)).toBeNull();
    },
  );

  it("counts a tool bought on its own whatever the plan", () => {
    const coloring = getToolOrThrow("coloring-book-maker");
    expect(toolAvailability(coloring, "Free")).toBe("not available");
    expect(toolAvailability(coloring, "Free", ["coloring-book-maker"])).toBe("available");
  });

  it("names each research tool once: Retro View and reverse lookup are two tools", () => {
    const names = capabilities.map((row) => row.name);
    expect(names.some((name) => /Retro View \(reverse product lookup\)/u.test(name))).toBe(false);
    expect(plansWithTool(getToolOrThrow("retro-view"))).toEqual(["Ultra", "Supreme"]);
  });
});

describe("the plans' copy claims only what the matrix gives", () => {
  // A phrase in a plan's or offer's words, and the row that must be open on that plan.
  const claims: [RegExp, string][] = [
    [/niche research|Deep View/iu, "deep-view"],
    [/Retro View|reverse (product )?lookup/iu, "retro-view"],
    [/Quick View/iu, "quick-view"],
    [/web app/iu, "pro-web-app"],
    [/translat/iu, "book-data-translator"],
    [/Hot KDP Niches/iu, "hot-niches"],
    [/masterclass/iu, "masterclass"],
  ];
  const paidPlans = ["Pro", "Pro Max", "Ultra", "Supreme"] as const;

  it.each(planTiers)("the %s plan card", (plan) => {
    const copy = planCopy[plan];
    const text = [copy.summary, ...copy.highlights].join(" ");
    for (const [claim, rowId] of claims) {
      if (claim.test(text))
        expect(capabilityFor(plan, rowId), `${plan}: ${claim}`).not.toBe("not available");
    }
  });

  it.each(paidPlans)("the %s plan's offer description", (plan) => {
    const text = offerDescription(planFeatureIds[plan]);
    for (const [claim, rowId] of claims) {
      if (claim.test(text))
        expect(capabilityFor(plan, rowId), `${plan}: ${claim}`).not.toBe("not available");
    }
  });
});
