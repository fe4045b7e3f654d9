import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import type { PlanTier } from "@inkforge/domain/shop/enums";
import { toolGate } from "@inkforge/domain/shop/tool-access";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToolLoginGate } from "@/features/auth/tool-login-gate";
import { ToolCard } from "@/features/catalogue/tool-card";
import { PlanAccessLine } from "./plan-access-line";
import { PlanIncludedLine } from "./plan-included-line";

/*
 * Issue 24: the cards said "Free account needed" for tools Free does not get, and a member whose
 * plan excludes a tool read both a sign-in invitation and "your work is saved". Both now read the
 * feature matrix (decision 0082).
 */

const member = vi.hoisted(() => ({ tier: "Free" as string | null, owned: [] as string[] }));
vi.mock("@/lib/membership/membership-store", () => ({
  useMembership: () =>
    member.tier === null
      ? null
      : { tier: member.tier, owned: member.owned, upgradeTo: null, lifetime: false },
}));
vi.mock("next-auth/react", () => ({
  useSession: () => ({
    status: "authenticated",
    data: { apiToken: "t", user: { id: "u1", email: "a@b.c" }, expires: "" },
  }),
}));

const urls = { allInOneExtension: "https://example.test/ext" } as never;

afterEach(() => cleanup());

describe("tool cards label access from the feature matrix", () => {
  it.each([
    ["search-suggestions", "From Pro"],
    ["reverse-product-lookup", "From Ultra"],
    ["deep-view", "From Pro Max"],
    ["retro-view", "From Ultra"],
    ["pro-web-app", "From Pro"],
  ])("%s reads %j, never “Free account needed”", (toolId, label) => {
    render(
      <ul>
        <ToolCard tool={getToolOrThrow(toolId)} urls={urls} services={{ translation: true }} />
      </ul>,
    );
    expect(screen.getByTestId("tool-access-label").textContent).toBe(label);
    expect(screen.queryByText("Free account needed")).toBeNull();
  });
});

describe("the gate tells a member either that the work is saved or that the plan lacks the tool", () => {
  it.each([
    ["deep-view", "Pro", false],
    ["deep-view", "Pro Max", true],
    ["reverse-product-lookup", "Pro", false],
    ["search-suggestions", "Free", false],
    ["search-suggestions", "Pro", true],
  ] as const)("%s for a %s member: included %s", (toolId, tier: PlanTier, included) => {
    member.tier = tier;
    const tool = getToolOrThrow(toolId);
    render(
      <ToolLoginGate toolName={tool.item} signedInLine={<PlanAccessLine gate={toolGate(tool)} />}>
        body
      </ToolLoginGate>,
    );
    expect(screen.queryByTestId("tool-signed-in") !== null).toBe(included);
    expect(screen.queryByTestId("tool-not-in-plan") !== null).toBe(!included);
    if (!included) {
      expect(screen.getByTestId("tool-not-in-plan").textContent).toContain(
        `not part of the ${tier} plan`,
      );
    }
    expect(screen.queryByText(/Signed in.*saved/u) !== null).toBe(included);
  });

  it("PlanIncludedLine leaves a plan without the tool to the tool's own upgrade prompt", () => {
    const gate = toolGate(getToolOrThrow("deep-view"));
    member.tier = "Pro";
    const { container, unmount } = render(<PlanIncludedLine gate={gate} />);
    expect(container.textContent).toBe("");
    unmount();
    member.tier = "Pro Max";
    render(<PlanIncludedLine gate={gate} />);
    expect(screen.getByTestId("tool-signed-in").textContent).toMatch(/^Signed in/);
  });

  it("shows nothing while the plan is being read", () => {
    member.tier = null;
    render(
      <ToolLoginGate
        toolName="Deep View"
        signedInLine={<PlanAccessLine gate={toolGate(getToolOrThrow("deep-view"))} />}
      >
        body
      </ToolLoginGate>,
    );
    expect(screen.queryByTestId("tool-signed-in")).toBeNull();
    expect(screen.queryByTestId("tool-not-in-plan")).toBeNull();
  });
});
