import { describe, expect, it } from "vitest";
import type { Campaign } from "./campaigns";
import { choosePromoBanner } from "./promo-banner";
import { promoBanner, seedCampaigns } from "./test-fixtures";

const NOW = new Date("2026-11-21T12:00:00.000Z");

describe("choosePromoBanner (PROMO-04, G-03)", () => {
  it.each<[string, readonly Campaign[], string | null, boolean]>([
    ["no event: not shown automatically", seedCampaigns, null, false],
    ["its trigger event fires: shown", seedCampaigns, "promo-banner:show", true],
    ["another event: not shown", seedCampaigns, "exit-intent", false],
    ["switched off: never", [{ ...promoBanner, isActive: false }], "promo-banner:show", false],
    [
      "ended: never",
      [{ ...promoBanner, endsAt: "2026-11-21T12:00:00.000Z", startsAt: null }],
      "promo-banner:show",
      false,
    ],
    ["autoShow set: shown without an event", [{ ...promoBanner, autoShow: true }], null, true],
    [
      "no trigger configured: never without autoShow",
      [{ ...promoBanner, triggerEvent: null }],
      null,
      false,
    ],
  ])("%s", (_name, campaigns, event, shown) => {
    expect(choosePromoBanner(campaigns, NOW, event)?.id ?? null).toBe(
      shown ? promoBanner.id : null,
    );
  });
});
