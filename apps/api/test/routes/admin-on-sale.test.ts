import { productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, offersOffSale, orders } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { back, post, userIdOf } from "../shop-helpers";

/*
 * What is on sale (issue 29, decision 0135): an offer whose outside service is not set up (the
 * test app has no translator, language model or live research source) is taken off sale from the
 * console, audited; checkout then refuses its products (409 naming the field), the public list of
 * offers off sale names it, and putting it back lets it be bought again.
 */

const offer = "author-tools-bundle";
const productId = productsOfOffer(offer)[0]?._id ?? "";
const url = `/api/admin/on-sale/${offer}`;

describe("on sale, from the console", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2027-01-10T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let member: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@sale.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@sale.test", "support");
    member = await registerUser(testApp.app, "buyer@sale.test");
  }, 180_000);

  afterAll(async () => {
    await testApp.close();
  });

  const checkout = () =>
    post(testApp.app, "/api/features/paynow", member, {
      items: [{ product_id: productId }],
      ...back,
    });
  const offSale = async () =>
    (await testApp.app.inject({ method: "GET", url: "/api/shop/off-sale" })).json().offers;

  it("lists the offers that need an outside service, with the service not set up", async () => {
    const response = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/on-sale",
    );
    expect(response.statusCode, response.body).toBe(200);
    const tools = response.json().offers.find((o: { offerId: string }) => o.offerId === offer);
    expect(tools).toMatchObject({
      onSale: true,
      services: [
        { service: "translation", configured: false },
        { service: "language-model", configured: false },
      ],
    });
  });

  it("refuses members and support, and writes nothing", async () => {
    const before = (await testApp.db.select().from(auditLog)).length;
    const body = { onSale: false, reason: "No translator set up" };
    const byMember = await testApp.app.inject({
      method: "POST",
      url,
      headers: bearer(member),
      payload: body,
    });
    expect(byMember.statusCode).toBe(404);
    const bySupport = await consoleCall(testApp.app, support.consoleToken, "POST", url, body);
    expect(bySupport.statusCode).toBe(404);
    expect(await testApp.db.select().from(offersOffSale)).toEqual([]);
    expect((await testApp.db.select().from(auditLog)).length).toBe(before);
  });

  it.each([
    ["reason", url, { onSale: false, reason: "" }],
    ["onSale", url, { onSale: "no", reason: "No translator" }],
    ["offerId", "/api/admin/on-sale/pro", { onSale: false, reason: "No translator" }],
  ])("answers 400 naming %s", async (field, path, body) => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", path, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
    expect(await testApp.db.select().from(offersOffSale)).toEqual([]);
  });

  it("takes it off sale, audited: checkout refuses it and the public list names it", async () => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      onSale: false,
      reason: "No translator set up yet",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ offerId: offer, onSale: false });
    expect(await latestAudit(testApp.db, "offer.off-sale")).toMatchObject({
      actorId: admin.userId,
      targetType: "offer",
      targetId: offer,
      reason: "No translator set up yet",
      before: { onSale: true },
      after: { onSale: false },
    });
    expect(await offSale()).toEqual([offer]);
    const refused = await checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("items");
    expect(refused.body).toContain("not on sale");
  });

  it("puts it back, audited, and it can be bought again", async () => {
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      onSale: true,
      reason: "Translator configured",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await latestAudit(testApp.db, "offer.on-sale")).toMatchObject({
      before: { onSale: false },
      after: { onSale: true },
    });
    expect(await offSale()).toEqual([]);
    const bought = await checkout();
    expect(bought.statusCode, bought.body).toBe(200);
  });
  it("refuses a subscription to an offer off sale with a clear message, and writes no order", async () => {
    const off = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      "/api/admin/on-sale/hot-niches",
      {
        onSale: false,
        reason: "No live research source yet",
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const buyer = await userIdOf(testApp.db, "buyer@sale.test");
    const before = (await testApp.db.select().from(orders).where(eq(orders.userId, buyer))).length;
    for (const id of ["subs_hot-niches-monthly"]) {
      const refused = await post(testApp.app, "/api/subs/paynow", member, {
        items: [{ id, quantity: 1 }],
        ...back,
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toContain("Hot KDP Niches is not on sale at the moment");
      expect(refused.json().details).toEqual([
        { path: "items", message: "Hot KDP Niches is not on sale at the moment" },
      ]);
    }
    const lifetime = await post(testApp.app, "/api/features/paynow", member, {
      items: [{ product_id: "hot-niches-lifetime" }],
      ...back,
    });
    expect(lifetime.statusCode, lifetime.body).toBe(409);
    expect((await testApp.db.select().from(orders).where(eq(orders.userId, buyer))).length).toBe(
      before,
    );
    const back2 = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      "/api/admin/on-sale/hot-niches",
      {
        onSale: true,
        reason: "Keepa key set",
      },
    );
    expect(back2.statusCode, back2.body).toBe(200);
  });
});
