import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  integrationHealth,
  orders,
  pageTimes,
  paymentEvents,
  refunds,
  subscriptions,
  users,
} from "../../src/db/schema";
import { queueDatabaseFor } from "../../src/services/jobs/queue-database";
import { registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { snapshotDatabase } from "../security/ownership-cases";

/*
 * The console's overview and system screens and the failed-job retry (decision 0136): exact
 * figures from seeded rows, the roles (a member gets 404, support reads, only an admin retries),
 * the retry's audit row, and no secret in the system screen.
 */

const KEEPA_KEY = "keepa-secret-key-123456";
const SMTP_PASSWORD = "smtp-pass-word-987";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

describe("the console's overview, system screen and job retry", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-10T12:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let memberToken: string;
  let boss: PgBoss;
  let failedJobId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({
      now: clock.now,
      env: {
        KEEPA_API_KEY: KEEPA_KEY,
        SMTP_URL: `smtps://mailer:${SMTP_PASSWORD}@smtp.mail.test:465`,
      },
    });
    // A route that fails, for the 5xx rate.
    testApp.app.get("/test/boom", async () => {
      throw new Error("boom");
    });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@ops.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@ops.test", "support");
    memberToken = await registerUser(testApp.app, "member@ops.test");

    boss = new PgBoss({
      db: queueDatabaseFor(testApp.db) as PgBoss.Db,
      schema: "pgboss",
      supervise: false,
    });
    await boss.start();
    await boss.createQueue("test.fails");
    await boss.schedule("test.fails", "17 * * * *");
    failedJobId = (await boss.send("test.fails", { n: 1 }, { retryLimit: 0 })) as string;
    const [job] = await boss.fetch("test.fails");
    expect(job?.id).toBe(failedJobId);
    await boss.fail("test.fails", failedJobId, { message: "the source was down" });
    // pg-boss stamps the database's clock; the test's clock is the app's.
    await testApp.db.execute(
      sql`update pgboss.job set completed_on = ${clock.now().toISOString()}::timestamptz where id = ${failedJobId}::uuid`,
    );
  });

  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
    await testApp.close();
  });

  const overview = async (token = admin.consoleToken) => {
    const response = await consoleCall(testApp.app, token, "GET", "/api/admin/overview");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json();
  };

  it("adds up today's and this month's figures exactly, in integer cents", async () => {
    const before = await overview();
    const today = clock.now();
    const earlier = new Date("2026-12-02T09:00:00Z");
    const lastMonth = new Date("2026-11-20T09:00:00Z");
    const member = async (createdAt: Date) => {
      const [row] = await testApp.db
        .insert(users)
        .values({ email: `${randomUUID()}@seed.test`, username: "seed", createdAt })
        .returning();
      return row!.id;
    };
    const order = async (
      userId: string,
      paidAt: Date,
      totalCents: number,
      extra: Partial<typeof orders.$inferInsert> = {},
    ) => {
      const [row] = await testApp.db
        .insert(orders)
        .values({
          userId,
          provider: "sandbox",
          channel: "card",
          status: "paid",
          mode: "payment",
          totalCents,
          currency: "USD",
          successUrl: "http://web.test/ok",
          failUrl: "http://web.test/no",
          createdAt: paidAt,
          paidAt,
          ...extra,
        })
        .returning();
      return row!;
    };
    // Today: two new members, one buys with the new-member offer; a refund of 3.33.
    const a = await member(today);
    await member(today);
    const offerOrder = await order(a, today, 4_455, { specialOffer: "new-member" });
    await testApp.db.insert(refunds).values({
      orderId: offerOrder.id,
      userId: a,
      provider: "sandbox",
      paymentRef: "pay_1",
      amountCents: 333,
      currency: "USD",
      reason: "goodwill",
      eventId: "ev_refund_1",
      status: "succeeded",
      createdAt: today,
      updatedAt: today,
    });
    // Earlier this month: a member with a monthly plan at 19.00 and one with a yearly at 190.00.
    const b = await member(earlier);
    const monthly = await order(b, earlier, 1_900, { mode: "subscription", interval: "month" });
    const yearly = await order(b, earlier, 19_000, { mode: "subscription", interval: "year" });
    const sub = (orderId: string, interval: "month" | "year", status: "active" | "canceled") => ({
      userId: b,
      orderId,
      productId: "pro-plan",
      provider: "sandbox" as const,
      providerRef: `sub_${randomUUID()}`,
      status,
      interval,
      currentPeriodEnd: new Date("2027-01-02T00:00:00Z"),
      createdAt: earlier,
      updatedAt: earlier,
    });
    await testApp.db
      .insert(subscriptions)
      .values([
        sub(monthly.id, "month", "active"),
        sub(yearly.id, "year", "active"),
        sub(monthly.id, "month", "canceled"),
      ]);
    // Last month: outside both windows.
    await order(await member(lastMonth), lastMonth, 99_999);
    await testApp.db.insert(paymentEvents).values([
      {
        provider: "sandbox",
        eventId: "ev_failed_1",
        type: "subscription.payment_failed",
        receivedAt: today,
      },
      {
        provider: "sandbox",
        eventId: "ev_failed_2",
        type: "subscription.payment_failed",
        receivedAt: earlier,
      },
      { provider: "sandbox", eventId: "ev_ok", type: "checkout.completed", receivedAt: today },
    ]);
    testApp.app.opsMeter.count("research.calls.keepa", 3);
    testApp.app.opsMeter.count("keepa.tokens", 12);

    const after = await overview();
    const delta = (period: "today" | "month", key: string) =>
      after[period][key] - before[period][key];
    expect(delta("today", "salesCents")).toBe(4_455);
    expect(delta("today", "orders")).toBe(1);
    expect(delta("today", "refundsCents")).toBe(333);
    expect(delta("today", "newMembers")).toBe(2);
    expect(delta("today", "offerBuyers")).toBe(1);
    expect(delta("today", "failedPayments")).toBe(1);
    expect(delta("month", "salesCents")).toBe(4_455 + 1_900 + 19_000);
    expect(delta("month", "newMembers")).toBe(3);
    expect(delta("month", "failedPayments")).toBe(2);
    expect(after.today.keepaTokens).toBe(12);
    expect(after.today.researchCalls.keepa).toBe(3);
    expect(after.currency).toBe("USD");
    // 19.00 a month + 190.00 a year / 12 = 15.83 (rounded once for the plan).
    expect(after.plans).toEqual([
      { productId: "pro-plan", interval: "month", active: 1, monthlyRecurringCents: 1_900 },
      { productId: "pro-plan", interval: "year", active: 1, monthlyRecurringCents: 1_583 },
    ]);
    expect(after.activeSubscriptions).toBe(2);
    expect(after.monthlyRecurringCents).toBe(3_483);
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)).toMatchObject({ day: "2026-12-10" });
    expect(after.days.find((d: { day: string }) => d.day === "2026-12-02").salesCents).toBe(20_900);
    expect(after.jobs).toMatchObject({ available: true, failedToday: 1, failedThisMonth: 1 });
  });

  it("counts answers and 5xx answers for the error rate", async () => {
    const before = (await overview()).today;
    const boom = await testApp.app.inject({ method: "GET", url: "/test/boom" });
    expect(boom.statusCode).toBe(500);
    const after = (await overview()).today;
    expect(after.serverErrors - before.serverErrors).toBe(1);
    // The boom and the first overview's own answer.
    expect(after.requests - before.requests).toBe(2);
    expect(after.serverErrorRateBp).toBe(
      Math.floor((after.serverErrors * 10_000) / after.requests),
    );
  });

  it("shows integrations with their host and outcome, never a key or a password", async () => {
    testApp.app.opsMeter.integration("research.keepa", { ok: false, error: "timeout: no answer" });
    await testApp.db.insert(pageTimes).values(
      [2, 4, 6].map((seconds) => ({
        pageRoute: "/tools/royalty",
        startTime: clock.now(),
        endTime: clock.now(),
        totalTime: seconds * 1e9,
        uniqueId: randomUUID(),
        receivedAt: clock.now(),
      })),
    );
    const response = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/system",
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(KEEPA_KEY);
    expect(response.body).not.toContain(SMTP_PASSWORD);
    expect(response.body).not.toContain("mailer:");
    const body = response.json();
    const byName = Object.fromEntries(
      body.integrations.map((row: { name: string }) => [row.name, row]),
    );
    expect(byName["research.keepa"]).toMatchObject({
      configured: true,
      host: "api.keepa.com",
      lastError: "timeout: no answer",
      lastFailureAt: clock.now().toISOString(),
    });
    expect(byName.email).toMatchObject({
      configured: true,
      adapter: "smtp",
      host: "smtp.mail.test:465",
    });
    expect(byName["research.dataforseo"]).toMatchObject({ configured: false, host: null });
    expect(body.pageTimes).toContainEqual({
      page: "/tools/royalty",
      visits: 3,
      medianSeconds: 4,
      p90Seconds: 5.6,
    });
    expect(body.jobs.schedules).toContainEqual({
      name: "test.fails",
      cron: "17 * * * *",
      timezone: "UTC",
    });
    expect(body.jobs.failed).toContainEqual(
      expect.objectContaining({
        id: failedJobId,
        name: "test.fails",
        error: "the source was down",
      }),
    );
    expect(body.migrations.length).toBeGreaterThan(20);
    expect(body.migrations.every((m: { applied: boolean }) => m.applied)).toBe(true);
    expect(body.migrations.at(-1).tag).toMatch(/^\d{4}_/);
  });

  it("keeps an integration's later outcome and its last error", async () => {
    testApp.app.opsMeter.integration("email", { ok: false, error: "connection refused" });
    await testApp.app.opsMeter.flush(testApp.db);
    clock.advance(60_000);
    testApp.app.opsMeter.integration("email", { ok: true });
    await testApp.app.opsMeter.flush(testApp.db);
    const [row] = await testApp.db
      .select()
      .from(integrationHealth)
      .where(eq(integrationHealth.name, "email"));
    expect(row).toMatchObject({ lastError: "connection refused" });
    expect(row!.lastSuccessAt!.getTime()).toBeGreaterThan(row!.lastFailureAt!.getTime());
  });

  it("answers a member and a plain staff token with 404 on every route, and writes nothing", async () => {
    const snapshot = await snapshotDatabase(testApp.db);
    for (const token of [memberToken, admin.memberToken]) {
      for (const [method, url] of [
        ["GET", "/api/admin/overview"],
        ["GET", "/api/admin/system"],
        ["POST", `/api/admin/jobs/${failedJobId}/retry`],
      ] as const) {
        const response = await consoleCall(testApp.app, token, method, url, {
          reason: "try again",
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await snapshotDatabase(testApp.db)).toEqual(snapshot);
  });

  it("lets support read but not retry", async () => {
    const audits = await testApp.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const response = await consoleCall(
      testApp.app,
      support.consoleToken,
      "POST",
      `/api/admin/jobs/${failedJobId}/retry`,
      { reason: "try again" },
    );
    expect(response.statusCode).toBe(404);
    expect(await testApp.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(
      audits,
    );
    const [job] = rowsOf<{ state: string }>(
      await testApp.db.execute(
        sql`select state::text as state from pgboss.job where id = ${failedJobId}::uuid`,
      ),
    );
    expect(job?.state).toBe("failed");
    expect((await overview(support.consoleToken)).jobs.available).toBe(true);
  });

  it("refuses a retry without a reason, of an unknown job, or of a job not failed", async () => {
    const url = `/api/admin/jobs/${failedJobId}/retry`;
    const noReason = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      reason: "",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain("reason");
    const badId = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      "/api/admin/jobs/nope/retry",
      {
        reason: "try again",
      },
    );
    expect(badId.statusCode).toBe(400);
    const unknown = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/jobs/${randomUUID()}/retry`,
      { reason: "try again" },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await latestAudit(testApp.db, "job.retry")).toBeUndefined();
  });

  it("retries a failed job once, audited with the reason and before and after", async () => {
    const url = `/api/admin/jobs/${failedJobId}/retry`;
    const response = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      reason: "the source is back",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: failedJobId, name: "test.fails", state: "retry" });
    const audit = await latestAudit(testApp.db, "job.retry");
    expect(audit).toMatchObject({
      actorId: admin.userId,
      targetType: "job",
      targetId: failedJobId,
      reason: "the source is back",
      before: { name: "test.fails", state: "failed", retryLimit: 0 },
      after: { name: "test.fails", state: "retry", retryLimit: 1 },
    });
    const again = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
      reason: "the source is back",
    });
    expect(again.statusCode).toBe(409);
    // pg-boss takes the job again.
    const [job] = await boss.fetch("test.fails");
    expect(job?.id).toBe(failedJobId);
  });
});
