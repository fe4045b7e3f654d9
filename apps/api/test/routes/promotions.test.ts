import { campaignSchema, popupSetSchema } from "@inkforge/domain/promotions/campaigns";
import { popupSetKeys } from "@inkforge/domain/shop/upsell";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce } from "../shop-helpers";

type Active = {
  serverTime: string;
  campaigns: { id: string; kind: string; title: string }[];
  banner: {
    kind: string;
    campaignId: string | null;
    countdownTarget: string | null;
    countdownType: number | null;
  };
  user: { _id: string; createdAt: string } | null;
  popupSets: { id: string; featuresToShow: string[] }[];
};

const SEASONAL_END = "2025-11-06T17:59:59.999Z";
const DAY = 86_400_000;

describe("GET /api/promotions/active", () => {
  let testApp: TestApp;
  let clock = new Date("2026-11-21T12:00:00.000Z");

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const active = async (token?: string) => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/promotions/active",
      ...(token ? { headers: bearer(token) } : {}),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Active>();
  };

  it("seeds the spec's campaigns and popup sets, each valid against the domain schemas", async () => {
    const { campaigns, popupSets } = await import("../../src/db/schema");
    const campaignRows = await testApp.db.select().from(campaigns);
    const byId = new Map(campaignRows.map((row) => [row.id, row]));
    expect(byId.get("seasonal-popup-2025")?.endsAt?.toISOString()).toBe(SEASONAL_END);
    expect(byId.get("author-page-builder-popup-2025")?.countdownTarget?.toISOString()).toBe(
      "2025-11-04T20:59:59.999Z",
    );
    expect(byId.get("author-page-builder-popup-2025")?.ctaButton.link).toBe("/author-page-builder");
    expect(byId.get("seasonal-sale-2025")?.endsAt?.toISOString()).toBe(SEASONAL_END);
    const promo = byId.get("promo-banner");
    expect(promo).toMatchObject({
      title: "Limited Time Offer: Save up to 55% on our tools!",
      ctaButton: expect.objectContaining({ text: "Save 55% Now →", link: "/new-member" }),
      closeButton: true,
      autoShow: false,
    });
    const sets = await testApp.db.select().from(popupSets);
    expect(sets.map((set) => set.id).sort()).toEqual([...popupSetKeys].sort());
    for (const set of sets) expect(() => popupSetSchema.parse(set)).not.toThrow();
    // Round trip through the endpoint's mapping: every live campaign parses.
    clock = new Date("2025-11-01T00:00:00.000Z");
    for (const campaign of (await active()).campaigns) {
      expect(() => campaignSchema.parse(campaign)).not.toThrow();
    }
  });

  it("before the seasonal end: the sale banner counts (type 1) to the end, for guests too", async () => {
    clock = new Date("2025-11-06T17:59:59.998Z");
    const body = await active();
    expect(body.serverTime).toBe("2025-11-06T17:59:59.998Z");
    expect(body.banner).toEqual({
      kind: "sale",
      campaignId: "seasonal-sale-2025",
      countdownTarget: SEASONAL_END,
      countdownType: 1,
    });
    expect(body.campaigns.map((c) => c.kind)).toEqual(
      expect.arrayContaining(["seasonal-popup", "author-page-builder-popup"]),
    );
    expect(body.user).toBeNull();
    expect(body.popupSets.map((set) => set.id)).toEqual(["default"]);
  });

  it("at the seasonal end instant the 2025 campaigns are over and a guest has no banner", async () => {
    clock = new Date(SEASONAL_END);
    const body = await active();
    expect(body.banner.kind).toBe("none");
    expect(body.campaigns.map((c) => c.id).sort()).toEqual(["new-member-offer", "promo-banner"]);
  });

  it("after it, an account younger than 3 days gets the offer banner counting to createdAt + 3 days", async () => {
    clock = new Date("2026-11-21T12:00:00.000Z");
    const token = await registerUser(testApp.app, "fresh-promo@example.com");
    clock = new Date(clock.getTime() + 11_000);
    const body = await active(token);
    expect(body.user?.createdAt).toBe("2026-11-21T12:00:00.000Z");
    expect(body.banner).toEqual({
      kind: "new-member-offer",
      campaignId: "new-member-offer",
      countdownTarget: "2026-11-24T12:00:00.000Z",
      countdownType: 2,
    });
    // A new account owns nothing paid: the "anything else" set.
    expect(body.popupSets.map((set) => set.id)).toEqual(["gen"]);

    clock = new Date(Date.parse("2026-11-21T12:00:00.000Z") + 3 * DAY);
    expect((await active(token)).banner.kind).toBe("none");
  });

  it("answers the popup set by ownership: a Pro lifetime owner gets tp_L", async () => {
    clock = new Date("2026-11-22T12:00:00.000Z");
    const token = await registerUser(testApp.app, "pro-owner@example.com");
    await testApp.db.update(users).set({ createdAt: new Date(clock.getTime() - 10 * DAY) });
    await buyOnce(testApp.app, token, ["pro-lifetime"]);
    const body = await active(token);
    expect(body.popupSets.map((set) => set.id)).toEqual(["tp_L"]);
    expect(body.banner.kind).toBe("none");
  });

  it("refuses a token that is sent but not valid (401), and is never cached", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/promotions/active",
      headers: bearer("not-a-token"),
    });
    expect(response.statusCode).toBe(401);
    const ok = await testApp.app.inject({ method: "GET", url: "/api/promotions/active" });
    expect(ok.headers["cache-control"]).toBe("no-store");
  });
});

describe("PUT/DELETE /api/dev/clock", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const serverTime = async () =>
    Date.parse(
      (await testApp.app.inject({ method: "GET", url: "/api/server-time" })).json().serverTime,
    );

  it("moves app.now() (server time, promotions, new accounts) and resets it", async () => {
    const set = await testApp.app.inject({
      method: "PUT",
      url: "/api/dev/clock",
      payload: { now: "2025-11-01T12:00:00.000Z" },
    });
    expect(set.statusCode).toBe(200);
    expect(Date.parse(set.json().serverTime)).toBeGreaterThanOrEqual(
      Date.parse("2025-11-01T12:00:00.000Z"),
    );
    const moved = await serverTime();
    expect(moved - Date.parse("2025-11-01T12:00:00.000Z")).toBeLessThan(5_000);

    const token = await registerUser(testApp.app, "clocked@example.com");
    const body = (
      await testApp.app.inject({
        method: "GET",
        url: "/api/promotions/active",
        headers: bearer(token),
      })
    ).json<Active>();
    expect(body.banner.kind).toBe("sale");
    expect(body.user?.createdAt.startsWith("2025-11-01")).toBe(true);

    const reset = await testApp.app.inject({ method: "DELETE", url: "/api/dev/clock" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().offsetMs).toBe(0);
    expect(Math.abs((await serverTime()) - Date.now())).toBeLessThan(5_000);
  });

  it("refuses a body without a valid instant, naming the field", async () => {
    const response = await testApp.app.inject({
      method: "PUT",
      url: "/api/dev/clock",
      payload: { now: "yesterday" },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("now");
  });

  it("does not exist when the dev routes are off (a public demo)", async () => {
    const publicDemo = await buildTestApp({ env: { API_HOST: "0.0.0.0", PUBLIC_DEMO: "true" } });
    try {
      for (const method of ["PUT", "DELETE"] as const) {
        const response = await publicDemo.app.inject({
          method,
          url: "/api/dev/clock",
          payload: { now: "2025-11-01T12:00:00.000Z" },
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await publicDemo.close();
    }
  });
});
