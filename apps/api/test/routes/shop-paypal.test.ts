import { paypalCaptureResponseSchema } from "@inkforge/domain/contracts/shop";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, orders, ownedFeatures } from "../../src/db/schema";
import { registerUser } from "../account-helpers";
import { buildTestApp, onPostgres, type TestApp, testWebOrigin } from "../helper";
import { back, get, pathOf, post, userIdOf } from "../shop-helpers";

const now = new Date("2026-11-21T10:00:00.000Z");

describe("PayPal-style orders through the sandbox", () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  let userId: string;

  beforeAll(async () => {
    // The buyers joined two days ago: past the new-member window, so they pay list prices.
    let clock = new Date(now.getTime() - 2 * 86_400_000);
    testApp = await buildTestApp({ now: () => clock });
    token = await registerUser(testApp.app, "paypal@example.com");
    otherToken = await registerUser(testApp.app, "someone@example.com");
    userId = await userIdOf(testApp.db, "paypal@example.com");
    clock = now;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const create = async (productIds: string[], auth = token) => {
    const response = await post(testApp.app, "/api/paypal/create-paypal-order", auth, {
      items: productIds.map((product_id) => ({ product_id })),
      ...back,
      ip: "203.0.113.7",
      token: "a token in the body is ignored",
    });
    expect(response.statusCode).toBe(200);
    return response.json().id as string;
  };
  const capture = (orderID: string, auth = token) =>
    post(testApp.app, "/api/paypal/capture-paypal-order", auth, { orderID });
  const approvePage = (id: string) =>
    testApp.app.inject({ method: "POST", url: `/sandbox/paypal/${id}/approve` });

  it("create → approve → capture grants once and answers the capture details", async () => {
    const created = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "trademark-checker-lifetime" }],
      ...back,
    });
    const id = created.json().id as string;
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect(pathOf(created.json().approve_url)).toBe(`/sandbox/paypal/${id}`);

    const page = await get(testApp.app, `/sandbox/paypal/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Trademark Checker (lifetime)");
    expect(page.body).toContain("$39.00");

    const approved = await approvePage(id);
    expect(approved.statusCode).toBe(303);
    const location = new URL(approved.headers.location as string);
    expect(location.origin).toBe(testWebOrigin);
    expect(location.searchParams.get("token")).toBe(id);

    const captured = await capture(id);
    expect(captured.statusCode).toBe(200);
    const body = captured.json();
    expect(paypalCaptureResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      status: "COMPLETED",
      amount: { value: "39.00", currency_code: "USD" },
    });

    const again = await capture(id);
    expect(again.json()).toEqual(body);
    const grants = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(
        and(eq(ownedFeatures.userId, userId), eq(ownedFeatures.featureId, "trademark-checker")),
      );
    expect(grants).toHaveLength(1);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.providerRef, id));
    expect(order).toMatchObject({ status: "paid", captureRef: body.id, channel: "paypal" });
  });

  it("capture before approval is 422 PAYMENT_NOT_APPROVED and changes nothing", async () => {
    const id = await create(["grammar-checker-lifetime"]);
    const early = await capture(id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ name: "Error", code: "PAYMENT_NOT_APPROVED" });
    const [order] = await testApp.db.select().from(orders).where(eq(orders.providerRef, id));
    expect(order!.status).toBe("pending");
  });

  it("another user's order is 404 to capture; a cancelled order cannot be captured", async () => {
    const id = await create(["backend-keywords-bulk-lifetime"]);
    await approvePage(id);
    const foreign = await capture(id, otherToken);
    expect(foreign.statusCode).toBe(404);
    expect((await capture("ZZZZZZZZZZZZZZZZZ")).statusCode).toBe(404);

    const canceledId = await create(["backend-keywords-marketplaces-lifetime"]);
    const canceled = await testApp.app.inject({
      method: "POST",
      url: `/sandbox/paypal/${canceledId}/cancel`,
    });
    expect(canceled.statusCode).toBe(303);
    expect(pathOf(canceled.headers.location as string)).toBe(`${back.fail}?token=${canceledId}`);
    const late = await capture(canceledId);
    expect(late.statusCode).toBe(422);
  });

  it("refuses subscriptions (paid by card) with 400 naming items", async () => {
    const response = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "pro-monthly" }],
      ...back,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe("items");
  });

  it(`20 concurrent captures: one grant set, one 004, 20 identical answers${onPostgres ? " (PostgreSQL)" : ""}`, async () => {
    const id = await create(["puzzle-mega-bundle-lifetime"]);
    await approvePage(id);

    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(id)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ status: "COMPLETED", amount: { value: "149.00" } });

    const [order] = await testApp.db.select().from(orders).where(eq(orders.providerRef, id));
    const grants = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.orderId, order!.id));
    expect(grants.map((grant) => grant.featureId).sort()).toEqual(
      ["puzzle-mega-bundle", "puzzle-tools-v1", "puzzle-tools-v2"].sort(),
    );
    const purchases = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, "004")));
    expect(
      purchases.filter((row) => row.data.product === "Puzzle Mega Bundle (lifetime)"),
    ).toHaveLength(1);
  });
});
