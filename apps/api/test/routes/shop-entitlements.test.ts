import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../src/db/demo-accounts";
import { notifications, orders, sandboxSubscriptions, users } from "../../src/db/schema";
import { seedDemoData } from "../../src/db/seed";
import { logIn, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testPasswordHasher } from "../helper";
import { approve, back, get, pathOf, post, userIdOf } from "../shop-helpers";

/*
 * Entitlements and prices of the demo accounts (issue 8, decision 0027): a buyer is never sold
 * what they already have, an upgrade from a subscription stops the subscription at its period end,
 * and the new-member price depends on the account's age only.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = new Date("2026-11-21T10:00:00.000Z");
let clock = start;

describe("checkout refuses what the buyer already owns", () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};
  const tokenOf = (name: string) => tokens[name]!;

  beforeAll(async () => {
    clock = start;
    testApp = await buildTestApp({ now: () => clock });
    await seedDemoData(testApp.db, { now: start, passwordHasher: testPasswordHasher });
    // An hour after the demo start: new@ is still a new member.
    clock = new Date(start.getTime() + HOUR);
    for (const name of ["free", "pro", "promax", "supreme", "new"]) {
      const response = await logIn(testApp.app, `${name}@demo.inkforge.test`, "inkforge-demo");
      tokens[name] = response.json().token as string;
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  const ordersOf = async (email: string) =>
    testApp.db
      .select()
      .from(orders)
      .where(eq(orders.userId, await userIdOf(testApp.db, email)));

  it("supreme@ cannot subscribe to Hot KDP Niches: 409 ALREADY_OWNED, no order", async () => {
    const before = (await ordersOf("supreme@demo.inkforge.test")).length;
    const response = await post(testApp.app, "/api/subs/paynow", tokenOf("supreme"), {
      items: [{ id: "subs_hot-niches-monthly", quantity: 1 }],
      ...back,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "ALREADY_OWNED" });
    expect(response.json().message).toContain("Hot KDP Niches (monthly)");
    expect(await ordersOf("supreme@demo.inkforge.test")).toHaveLength(before);
  });

  it.each([
    ["/api/features/paynow", { items: [{ product_id: "supreme-lifetime" }] }],
    ["/api/features/paynow", { items: [{ product_id: "hot-niches-lifetime" }] }],
    ["/api/features/paynow", { items: [{ product_id: "creative-bundle-lifetime" }] }],
    ["/api/paypal/create-paypal-order", { items: [{ product_id: "supreme-lifetime" }] }],
    ["/api/features/recurring-payment", { product_id: "pro", interval: "year" }],
  ])("supreme@ is refused %s %j", async (url, body) => {
    const response = await post(testApp.app, url, tokenOf("supreme"), { ...body, ...back });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("ALREADY_OWNED");
  });

  it("a cart with one owned product is refused as a whole", async () => {
    const response = await post(testApp.app, "/api/features/paynow", tokenOf("promax"), {
      items: [
        { product_id: "author-tools-bundle-lifetime" },
        { product_id: "creative-bundle-lifetime" },
      ],
      ...back,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("Creative Bundle (lifetime)");
    expect(response.json().message).not.toContain("Author Tools Bundle");
  });

  it("promax@ may still upgrade to Supreme lifetime, at the list price", async () => {
    const response = await post(testApp.app, "/api/features/paynow", tokenOf("promax"), {
      items: [{ product_id: "supreme-lifetime" }],
      special_offer: "new-member",
      ...back,
    });
    expect(response.statusCode).toBe(200);
    const pending = (await ordersOf("promax@demo.inkforge.test")).find(
      (order) => order.status === "pending",
    );
    expect(pending).toMatchObject({ totalCents: 59_900, specialOffer: null });
  });

  it("pro@ (Pro monthly) cannot buy Pro monthly or yearly again", async () => {
    for (const id of ["subs_pro-monthly", "subs_pro-yearly"]) {
      const response = await post(testApp.app, "/api/subs/paynow", tokenOf("pro"), {
        items: [{ id, quantity: 1 }],
        ...back,
      });
      expect(response.statusCode).toBe(409);
    }
  });

  it("pro@ upgrading to Pro lifetime: paid, and the monthly subscription ends at its period end", async () => {
    const proId = await userIdOf(testApp.db, "pro@demo.inkforge.test");
    const [subBefore] = (await get(testApp.app, "/api/subs", tokenOf("pro"))).json();
    expect(subBefore).toMatchObject({ product_id: "pro-monthly", cancel_at_period_end: false });

    const response = await post(testApp.app, "/api/features/paynow", tokenOf("pro"), {
      items: [{ product_id: "pro-lifetime" }],
      special_offer: "new-member",
      ...back,
    });
    expect(response.statusCode).toBe(200);
    const [pending] = (await ordersOf("pro@demo.inkforge.test")).filter(
      (order) => order.status === "pending",
    );
    // pro@ joined 120 days ago: the list price, whatever the query asked for.
    expect(pending).toMatchObject({ totalCents: 19_900, specialOffer: null });
    expect((await approve(testApp.app, pathOf(response.json().url))).statusCode).toBe(303);

    const [subAfter] = (await get(testApp.app, "/api/subs", tokenOf("pro"))).json();
    expect(subAfter).toMatchObject({
      product_id: "pro-monthly",
      status: "active",
      cancel_at_period_end: true,
      current_period_end: subBefore.current_period_end,
    });
    // The provider stops renewing too.
    const [providerSub] = await testApp.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, `sub_sandbox_seed_${proId}`));
    expect(providerSub?.cancelAtPeriodEnd).toBe(true);
    // The buyer is told, once, in their notifications.
    const told = await testApp.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, proId));
    expect(told.filter(({ message }) => message?.includes("will not renew"))).toEqual([
      {
        message:
          "Your Pro (monthly) subscription will not renew: what you just bought includes everything it gives. You keep it to the end of the period you paid for, and it is not charged again.",
      },
    ]);
    // Pro is still held (for good now), and Pro lifetime cannot be bought twice.
    const again = await post(testApp.app, "/api/features/paynow", tokenOf("pro"), {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
    });
    expect(again.statusCode).toBe(409);
  });

  it("an abandoned upgrade leaves the subscription running", async () => {
    const token = await registerUser(testApp.app, "abandon@example.com");
    clock = new Date(clock.getTime() + 2 * DAY);
    const sub = await post(testApp.app, "/api/subs/paynow", token, {
      items: [{ id: "subs_pro-monthly", quantity: 1 }],
      ...back,
    });
    await approve(testApp.app, pathOf(sub.json().url));
    const upgrade = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "pro-max-lifetime" }],
      ...back,
    });
    expect(upgrade.statusCode).toBe(200);
    const [running] = (await get(testApp.app, "/api/subs", token)).json();
    expect(running).toMatchObject({ product_id: "pro-monthly", cancel_at_period_end: false });
  });
});

describe("the new-member price follows the account's age, not the path", () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    clock = start;
    testApp = await buildTestApp({ now: () => clock });
    await seedDemoData(testApp.db, { now: start, passwordHasher: testPasswordHasher });
    clock = new Date(start.getTime() + 2 * HOUR);
    for (const name of ["free", "pro", "promax", "supreme", "new"]) {
      const response = await logIn(testApp.app, `${name}@demo.inkforge.test`, "inkforge-demo");
      tokens[name] = response.json().token as string;
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("seeds realistic ages: only new@ is under 24 hours old", async () => {
    const rows = await testApp.db.select().from(users);
    const ages = Object.fromEntries(
      demoAccounts.map((account) => {
        const row = rows.find((candidate) => candidate.email === account.email)!;
        return [account.email, (start.getTime() - row.createdAt.getTime()) / DAY];
      }),
    );
    expect(ages["new@demo.inkforge.test"]).toBe(0);
    for (const [email, days] of Object.entries(ages)) {
      if (email !== "new@demo.inkforge.test") expect(days).toBeGreaterThanOrEqual(30);
    }
  });

  async function pendingTotal(name: string, url: string, body: Record<string, unknown>) {
    const response = await post(testApp.app, url, tokens[name], { ...body, ...back });
    expect(response.statusCode).toBe(200);
    const userId = await userIdOf(testApp.db, `${name}@demo.inkforge.test`);
    const rows = await testApp.db.select().from(orders).where(eq(orders.userId, userId));
    const newest = rows
      .filter((order) => order.status === "pending")
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
    const latest = newest.find((order) => order.providerRef !== null)!;
    // Close it, so the next case sees its own order.
    await testApp.db.update(orders).set({ status: "canceled" }).where(eq(orders.id, latest.id));
    return { totalCents: latest.totalCents, specialOffer: latest.specialOffer };
  }

  const proLifetime = { items: [{ product_id: "pro-lifetime" }] };
  it.each<[string, string, Record<string, unknown>, number, string | null]>([
    ["new", "/api/features/paynow", proLifetime, 8_955, "new-member"],
    [
      "new",
      "/api/features/paynow",
      { ...proLifetime, special_offer: "new-member" },
      8_955,
      "new-member",
    ],
    ["new", "/api/paypal/create-paypal-order", proLifetime, 8_955, "new-member"],
    [
      "new",
      "/api/features/paynow",
      { items: [{ product_id: "keyword-research-workbook" }] },
      540,
      "new-member",
    ],
    ["free", "/api/features/paynow", { ...proLifetime, special_offer: "new-member" }, 19_900, null],
    [
      "free",
      "/api/paypal/create-paypal-order",
      { ...proLifetime, special_offer: "new-member" },
      19_900,
      null,
    ],
    [
      "supreme",
      "/api/features/paynow",
      { items: [{ product_id: "keyword-research-workbook" }], special_offer: "new-member" },
      1_200,
      null,
    ],
  ])("%s@ %s %j pays %i cents", async (name, url, body, cents, offer) => {
    expect(await pendingTotal(name, url, body)).toEqual({ totalCents: cents, specialOffer: offer });
  });

  it("new@ pays the list price for a subscription, and the full price after 24 hours", async () => {
    expect(
      await pendingTotal("new", "/api/subs/paynow", {
        items: [{ id: "subs_pro-monthly", quantity: 1 }],
      }),
    ).toEqual({ totalCents: 999, specialOffer: null });
    clock = new Date(start.getTime() + 24 * HOUR);
    expect(await pendingTotal("new", "/api/features/paynow", proLifetime)).toEqual({
      totalCents: 19_900,
      specialOffer: null,
    });
  });
});
