import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, campaigns, popupSets } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";

/*
 * Promotions from the operator console (issue 29, decision 0134): campaigns and popup sets saved
 * as forms with the domain's schemas, audited before/after in the same transaction, and a preview
 * that decides the header banner at a chosen instant exactly as GET /api/promotions/active does.
 */

const winterSale = {
  id: "winter-sale-2027",
  kind: "seasonal-sale",
  title: "Winter sale: 40% off lifetime plans",
  colors: { background: "#1e3a8a", text: "#ffffff" },
  countdown: null,
  countdownTarget: null,
  ctaButton: {
    text: "See prices",
    colors: { background: "#ffffff", text: "#1e3a8a" },
    link: "/pricing",
  },
  closeButton: false,
  autoShow: true,
  triggerEvent: null,
  isActive: true,
  startsAt: "2027-02-01T09:00:00.000Z",
  endsAt: "2027-02-08T09:00:00.000Z",
};
const url = `/api/admin/promotions/campaigns/${winterSale.id}`;

describe("promotions in the console", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2027-01-10T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let member: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@promos.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@promos.test", "support");
    member = await registerUser(testApp.app, "author@promos.test");
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
  });

  const auditCount = async () => (await testApp.db.select().from(auditLog)).length;

  it("lists the seeded campaigns and popup sets with the server's clock, for support too", async () => {
    const response = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/promotions",
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.serverTime).toBe(clock.now().toISOString());
    expect(body.campaigns.map((c: { campaign: { id: string } }) => c.campaign.id)).toContain(
      "seasonal-sale-2025",
    );
    expect(body.popupSets.map((s: { id: string }) => s.id)).toContain("default");
  });

  it("refuses members and support, and writes nothing", async () => {
    const before = await auditCount();
    const byMember = await testApp.app.inject({
      method: "PUT",
      url,
      headers: bearer(member),
      payload: { campaign: winterSale, priority: 5 },
    });
    expect(byMember.statusCode).toBe(404);
    const bySupport = await consoleCall(testApp.app, support.consoleToken, "PUT", url, {
      campaign: winterSale,
      priority: 5,
    });
    expect(bySupport.statusCode).toBe(404);
    const set = await consoleCall(
      testApp.app,
      support.consoleToken,
      "PUT",
      "/api/admin/promotions/popup-sets/default",
      { id: "default", featuresToShow: ["pro"], targetLifeTime: [], targetUpgrade: [] },
    );
    expect(set.statusCode).toBe(404);
    expect(
      await testApp.db.select().from(campaigns).where(eq(campaigns.id, winterSale.id)),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    ["endsAt", { endsAt: "2027-01-01T00:00:00.000Z" }],
    ["startsAt", { startsAt: "next monday" }],
    ["kind", { kind: "flash-mob" }],
    ["link", { ctaButton: { ...winterSale.ctaButton, link: "https://elsewhere.example" } }],
    ["title", { title: "" }],
    ["campaign.id", { id: "other-id" }],
  ])("answers 400 naming %s and writes nothing", async (field, change) => {
    const before = await auditCount();
    const response = await consoleCall(testApp.app, admin.consoleToken, "PUT", url, {
      campaign: { ...winterSale, ...change },
      priority: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
    expect(await auditCount()).toBe(before);
  });

  it("answers 400 for a popup set naming a feature the shop does not sell", async () => {
    const response = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "PUT",
      "/api/admin/promotions/popup-sets/default",
      {
        id: "default",
        featuresToShow: ["pro", "time-machine"],
        targetLifeTime: [],
        targetUpgrade: [],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("featuresToShow");
  });

  it("schedules a sale: audited, previewed at an instant, and live on the public site then", async () => {
    const saved = await consoleCall(testApp.app, admin.consoleToken, "PUT", url, {
      campaign: winterSale,
      priority: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ campaign: winterSale, priority: 5 });

    const audit = await latestAudit(testApp.db, "promotion.campaign.save");
    expect(audit).toMatchObject({
      actorId: admin.userId,
      targetType: "campaign",
      targetId: winterSale.id,
      before: null,
      after: { campaign: winterSale, priority: 5 },
    });

    const preview = async (at: string) =>
      (
        await consoleCall(
          testApp.app,
          admin.consoleToken,
          "GET",
          `/api/admin/promotions/preview?at=${encodeURIComponent(at)}`,
        )
      ).json();
    expect((await preview("2027-01-31T09:00:00.000Z")).banner.kind).toBe("none");
    const during = await preview("2027-02-03T12:00:00.000Z");
    expect(during.banner).toEqual({
      kind: "sale",
      campaignId: winterSale.id,
      title: winterSale.title,
      countdownTarget: winterSale.endsAt,
    });
    expect(during.running).toContainEqual({
      id: winterSale.id,
      kind: "seasonal-sale",
      title: winterSale.title,
    });
    // The end is exclusive, as the public rule reads it.
    expect((await preview(winterSale.endsAt)).banner.kind).toBe("none");

    // Not yet on the public site: the server's clock is before the start.
    const active = await testApp.app.inject({ method: "GET", url: "/api/promotions/active" });
    expect(active.json().banner.kind).toBe("none");
  });

  it("previews the new-member offer for an account a minute old", async () => {
    const at = clock.now().toISOString();
    const response = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      `/api/admin/promotions/preview?at=${encodeURIComponent(at)}&as=new-member`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().banner.kind).toBe("new-member-offer");
    const bad = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/promotions/preview?at=tomorrow",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("at");
  });

  it("replaces a popup set, audited, and the public answer serves it", async () => {
    const set = {
      id: "default",
      featuresToShow: ["ultra", "pro"],
      targetLifeTime: [],
      targetUpgrade: ["ultra"],
    };
    const before = (
      await testApp.db.select().from(popupSets).where(eq(popupSets.id, "default"))
    )[0];
    const response = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "PUT",
      "/api/admin/promotions/popup-sets/default",
      set,
    );
    expect(response.statusCode, response.body).toBe(200);
    const audit = await latestAudit(testApp.db, "promotion.popup-set.save");
    expect(audit).toMatchObject({ targetType: "popup-set", targetId: "default", after: set });
    expect(audit?.before).toEqual(before);
    const active = await testApp.app.inject({ method: "GET", url: "/api/promotions/active" });
    expect(active.json().popupSets).toEqual([set]);
  });

  it("at the preview instant the public site shows the sale; switched off, it does not", async () => {
    const publicNow = async () =>
      (await testApp.app.inject({ method: "GET", url: "/api/promotions/active" })).json();
    clock.advance(Date.parse("2027-02-03T12:00:00.000Z") - clock.now().getTime());
    expect((await publicNow()).banner).toMatchObject({ kind: "sale", campaignId: winterSale.id });

    // Three weeks on, the first console session has expired: a fresh one.
    const late = await makeStaff(testApp.app, testApp.db, clock, "late@promos.test");
    const off = await consoleCall(testApp.app, late.consoleToken, "PUT", url, {
      campaign: { ...winterSale, isActive: false },
      priority: 5,
    });
    expect(off.statusCode, off.body).toBe(200);
    const audit = await latestAudit(testApp.db, "promotion.campaign.save");
    expect(audit?.before).toMatchObject({ campaign: { isActive: true } });
    expect(audit?.after).toMatchObject({ campaign: { isActive: false } });
    expect((await publicNow()).banner.kind).toBe("none");
  });
});
