import { describe, expect, it } from "vitest";
import type { Campaign } from "./campaigns";
import { chooseHeaderBanner, type HeaderBannerChoice } from "./header-banner";
import { newMemberOffer, SEASONAL_END, seasonalSale, seedCampaigns, shift } from "./test-fixtures";
import { DAY_MS, SECOND_MS } from "./time";

const summary = (choice: HeaderBannerChoice) =>
  choice.kind === "none"
    ? "none"
    : `${choice.kind} → ${choice.countdownTarget?.toISOString() ?? "no countdown"} (type ${choice.countdownType})`;

const TODAY = new Date("2026-11-21T12:00:00.000Z");
const createdAt = (now: Date, agoMs: number) => ({ createdAt: shift(now, -agoMs).toISOString() });

describe("chooseHeaderBanner (spec §4, BAN-01..03, D-01, D-06)", () => {
  const duringSale = new Date("2025-11-01T10:00:00.000Z");
  it.each<[string, Date, unknown, string]>([
    [
      "during the sale, a guest sees the sale banner (BAN-01)",
      duringSale,
      null,
      `sale → ${SEASONAL_END} (type 1)`,
    ],
    [
      "during the sale, a new account sees the sale banner",
      duringSale,
      createdAt(duringSale, SECOND_MS),
      `sale → ${SEASONAL_END} (type 1)`,
    ],
    ["1 ms before the sale end", shift(SEASONAL_END, -1), null, `sale → ${SEASONAL_END} (type 1)`],
    ["at the sale end, a guest sees nothing", new Date(SEASONAL_END), null, "none"],
    [
      "at the sale end, a 1-day-old account sees the offer",
      new Date(SEASONAL_END),
      createdAt(new Date(SEASONAL_END), DAY_MS),
      `new-member-offer → ${shift(SEASONAL_END, 2 * DAY_MS).toISOString()} (type 2)`,
    ],
    [
      "at the sale start (inclusive)",
      new Date("2025-10-20T00:00:00.000Z"),
      null,
      `sale → ${SEASONAL_END} (type 1)`,
    ],
    [
      "1 ms before the sale start, a guest sees nothing",
      new Date("2025-10-19T23:59:59.999Z"),
      null,
      "none",
    ],
    [
      "today, created 2 days ago (BAN-02)",
      TODAY,
      { createdAt: "2026-11-19T12:00:00.000Z" },
      "new-member-offer → 2026-11-22T12:00:00.000Z (type 2)",
    ],
    ["today, created exactly 3 days ago", TODAY, createdAt(TODAY, 3 * DAY_MS), "none"],
    [
      "today, created 1 ms short of 3 days ago",
      TODAY,
      createdAt(TODAY, 3 * DAY_MS - 1),
      "new-member-offer → 2026-11-21T12:00:00.001Z (type 2)",
    ],
    [
      "today, created 2026-11-10 (BAN-03)",
      TODAY,
      { createdAt: "2026-11-10T00:00:00.000Z" },
      "none",
    ],
    ["today, a guest (BAN-03)", TODAY, null, "none"],
    ["today, createdAt in the future", TODAY, createdAt(TODAY, -SECOND_MS), "none"],
    ["today, createdAt invalid", TODAY, { createdAt: "not-a-date" }, "none"],
    ["invalid now", new Date("nope"), createdAt(TODAY, SECOND_MS), "none"],
  ])("%s → %s", (_name, now, user, expected) => {
    expect(summary(chooseHeaderBanner({ now, user, campaigns: seedCampaigns }))).toBe(expected);
  });

  it("the offer banner is data: without an active new-member-offer campaign there is none", () => {
    const user = createdAt(TODAY, SECOND_MS);
    const off: Campaign = { ...newMemberOffer, isActive: false };
    expect(chooseHeaderBanner({ now: TODAY, user, campaigns: [seasonalSale, off] }).kind).toBe(
      "none",
    );
    expect(chooseHeaderBanner({ now: TODAY, user, campaigns: [seasonalSale] }).kind).toBe("none");
    expect(chooseHeaderBanner({ now: TODAY, user, campaigns: [newMemberOffer] }).kind).toBe(
      "new-member-offer",
    );
  });

  it("a switched-off sale shows no sale banner; a sale's own countdown target wins over its end", () => {
    const now = new Date("2025-11-01T00:00:00.000Z");
    expect(
      chooseHeaderBanner({ now, user: null, campaigns: [{ ...seasonalSale, isActive: false }] })
        .kind,
    ).toBe("none");
    const early = { ...seasonalSale, countdownTarget: "2025-11-05T00:00:00.000Z" };
    expect(summary(chooseHeaderBanner({ now, user: null, campaigns: [early] }))).toBe(
      "sale → 2025-11-05T00:00:00.000Z (type 1)",
    );
  });
});
