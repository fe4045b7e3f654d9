import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TierBadgeView, upgradeHref } from "@/components/ui/tier-badge";
import { deriveMembership, ownedListOf } from "@/lib/membership/membership";

vi.mock("next-auth/react", () => ({ useSession: () => ({ status: "unauthenticated" }) }));

afterEach(() => cleanup());

const lifetime = (product: string) => ({ feature_shop: product, period: "lifetime" });
const monthly = (product: string) => ({
  feature_shop: { _id: product, subscription_shops: [product] },
  period: "month",
  until: "2099-01-01T00:00:00.000Z",
});

function badge(answer: unknown) {
  const log = vi.fn();
  const info = deriveMembership(answer, log);
  render(<TierBadgeView info={info} />);
  return { info, log };
}

describe("the header's tier badge (NAV-14, TIER-01..06)", () => {
  it("owning nothing: Free, with an upgrade to Pro on /pricing (TIER-01)", () => {
    badge({ simple: [] });
    expect(screen.getByTestId("tier-badge").textContent).toBe("Your plan: Free");
    const prompt = screen.getByRole("link", { name: "Upgrade to Pro" });
    expect(prompt.getAttribute("href")).toBe("/pricing");
  });

  it("owning Pro monthly: Pro, offering Pro Max (TIER-02)", () => {
    badge({ simple: [monthly("pro-monthly")] });
    expect(screen.getByTestId("tier-badge").dataset.tier).toBe("Pro");
    expect(screen.getByRole("link", { name: "Upgrade to Pro Max" }).getAttribute("href")).toBe(
      "/pricing",
    );
  });

  it("owning Pro Max for life: Pro Max, offering Supreme on the lifetime tab (TIER-03, G-29)", () => {
    badge({ simple: [lifetime("pro-max-lifetime")] });
    expect(screen.getByTestId("tier-badge").dataset.tier).toBe("Pro Max");
    expect(screen.getByRole("link", { name: "Upgrade to Supreme" }).getAttribute("href")).toBe(
      "/pricing?tab=lifetime",
    );
  });

  it("owning Ultra: Ultra, offering Supreme", () => {
    badge({ simple: [monthly("ultra-yearly")] });
    expect(screen.getByTestId("tier-badge").dataset.tier).toBe("Ultra");
    expect(screen.getByRole("link", { name: "Upgrade to Supreme" })).toBeTruthy();
  });

  it("owning Supreme: Supreme and no upgrade prompt (TIER-04)", () => {
    badge({ simple: [monthly("supreme-monthly"), lifetime("pro-lifetime")] });
    expect(screen.getByTestId("tier-badge").dataset.tier).toBe("Supreme");
    expect(screen.queryByTestId("tier-upgrade")).toBeNull();
  });

  it("the highest tier wins, whichever order the entries come in", () => {
    badge({ simple: [lifetime("pro-lifetime"), monthly("pro-max-monthly")] });
    expect(screen.getByTestId("tier-badge").dataset.tier).toBe("Pro Max");
  });

  it.each([
    ["not an object", "garbage"],
    ["no list", { features: [] }],
    ["a malformed entry", { simple: [{ feature_shop: 42 }] }],
    ["null", null],
  ])("invalid tier info (%s) logs an error and hides badge and prompt (TIER-05)", (_, answer) => {
    const { info, log } = badge(answer);
    expect(info.tier).toBeNull();
    expect(info.upgradeTo).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Invalid tier info/));
    expect(screen.queryByTestId("tier-badge")).toBeNull();
    expect(screen.queryByTestId("tier-upgrade")).toBeNull();
  });

  it("renders nothing while the tier is unknown", () => {
    render(<TierBadgeView info={null} />);
    expect(screen.queryByTestId("tier-area")).toBeNull();
  });

  it("logs to the console by default", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    deriveMembership("garbage");
    expect(spy).toHaveBeenCalledWith(expect.stringMatching(/^Invalid tier info/));
    spy.mockRestore();
  });
});

describe("owned features for the menus (NAV-18..21)", () => {
  it("resolves purchases to the features they grant", () => {
    const info = deriveMembership({
      simple: [
        monthly("hot-niches-monthly"),
        { feature_shop: "x", feature_id: { _id: "arc-reviews" } },
      ],
    });
    expect(info.owned).toEqual(expect.arrayContaining(["hot-niches", "arc-reviews"]));
    expect(info.owned).not.toContain("mentorship-group");
  });

  it("Supreme includes Hot KDP Niches", () => {
    expect(deriveMembership({ simple: [lifetime("supreme-lifetime")] }).owned).toContain(
      "hot-niches",
    );
  });

  it("keeps the well-formed entries of a list with a bad one, but hides the tier", () => {
    const info = deriveMembership(
      { simple: [monthly("hot-niches-monthly"), { nope: true }] },
      () => {},
    );
    expect(info.tier).toBeNull();
    expect(info.owned).toContain("hot-niches");
  });

  it("reads the list from the { simple } answer", () => {
    expect(ownedListOf({ simple: [1] })).toEqual([1]);
    expect(ownedListOf([2])).toEqual([2]);
    expect(upgradeHref({ lifetime: false })).toBe("/pricing");
  });
});
