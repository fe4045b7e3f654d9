import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timeZoneChanges } from "../../src/db/schema";
import { bearer, logIn, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import type { ErrorBody } from "../tools-helpers";

/*
 * Issue 24: `X-Time-Zone` bought an extra day. A visit without it, then one with
 * `Pacific/Kiritimati` (UTC+14), gave two visit awards and a 2-day streak on the first day. The
 * zone belongs to the account now (decision 0079).
 */
describe("the account's time zone", () => {
  let testApp: TestApp;
  let now = new Date("2026-11-20T15:00:00.000Z");

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function signUp(email: string) {
    const token = await registerUser(testApp.app, email);
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    return { token, id: me.json()._id as string };
  }

  function visit(user: { token: string; id: string }, timeZone?: string) {
    return testApp.app.inject({
      method: "POST",
      url: "/api/usage",
      headers: { ...bearer(user.token), ...(timeZone ? { "x-time-zone": timeZone } : {}) },
      payload: { user_id: user.id, tool_id: "visit" },
    });
  }

  function setZone(user: { token: string }, timeZone: string) {
    return testApp.app.inject({
      method: "PUT",
      url: "/api/account/time-zone",
      headers: bearer(user.token),
      payload: { time_zone: timeZone },
    });
  }

  it("a header cannot buy a second visit or a 2-day streak on day one", async () => {
    const user = await signUp("kiritimati@example.test");
    const first = await visit(user);
    expect(first.json()).toMatchObject({ day: "2026-11-20", xp_awarded: 5, current_streak: 1 });
    // 15:00 UTC on the 20th is already the 21st in Kiritimati.
    const second = await visit(user, "Pacific/Kiritimati");
    expect(second.json()).toMatchObject({
      day: "2026-11-20",
      xp_awarded: 0,
      total_xp: 5,
      current_streak: 1,
    });
    const streak = await testApp.app.inject({
      method: "GET",
      url: `/api/usage/streak/${user.id}`,
      headers: bearer(user.token),
    });
    expect(streak.json()).toMatchObject({ current_streak: 1, time_zone: "UTC" });
  });

  it("the first request that names a zone sets it, and later headers do not move it", async () => {
    const user = await signUp("auckland@example.test");
    expect((await visit(user, "Pacific/Auckland")).json()).toMatchObject({ day: "2026-11-21" });
    expect((await visit(user, "America/Los_Angeles")).json()).toMatchObject({
      day: "2026-11-21",
      xp_awarded: 0,
    });
    const audit = await testApp.db
      .select()
      .from(timeZoneChanges)
      .where(eq(timeZoneChanges.userId, user.id));
    expect(audit).toMatchObject([
      { previousTimeZone: null, timeZone: "Pacific/Auckland", source: "first-request" },
    ]);
  });

  it("the member changes it through the account, then not again for 30 days; each change audited", async () => {
    const start = now;
    try {
      const user = await signUp("mover@example.test");
      await visit(user, "Europe/London");
      // A zone taken from a request may be corrected at once.
      const moved = await setZone(user, "Asia/Tokyo");
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ time_zone: "Asia/Tokyo", changed_at: now.toISOString() });
      now = new Date(start.getTime() + 29 * 86_400_000);
      const tooSoon = await setZone(user, "Europe/Berlin");
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json<ErrorBody>().message).toMatch(/changed again from 2026-12-20/);
      const visitAfter = await visit(user, "Europe/Berlin");
      expect(visitAfter.json().day).toBe("2026-12-20"); // 15:00 UTC is midnight in Tokyo.
      now = new Date(start.getTime() + 30 * 86_400_000);
      // A month on, the session is a new one.
      const login = await logIn(testApp.app, "mover@example.test", "correct horse battery");
      const token = login.json().token as string;
      expect((await setZone({ token }, "Europe/Berlin")).statusCode).toBe(200);
      const audit = await testApp.db
        .select()
        .from(timeZoneChanges)
        .where(eq(timeZoneChanges.userId, user.id))
        .orderBy(timeZoneChanges.changedAt);
      expect(audit.map((row) => [row.previousTimeZone, row.timeZone, row.source])).toEqual([
        [null, "Europe/London", "first-request"],
        ["Europe/London", "Asia/Tokyo", "account"],
        ["Asia/Tokyo", "Europe/Berlin", "account"],
      ]);
    } finally {
      now = start;
    }
  });

  it("shows the member the zone and when it may next change", async () => {
    const start = now;
    try {
      const user = await signUp("reader@example.test");
      const read = async (token = user.token) =>
        (
          await testApp.app.inject({
            method: "GET",
            url: "/api/account/time-zone",
            headers: bearer(token),
          })
        ).json();
      expect(await read()).toEqual({ time_zone: null, next_change_at: null });
      await visit(user, "Europe/London");
      // Taken from a request: the member may correct it at once.
      expect(await read()).toEqual({ time_zone: "Europe/London", next_change_at: null });
      expect((await setZone(user, "Asia/Tokyo")).statusCode).toBe(200);
      expect(await read()).toEqual({
        time_zone: "Asia/Tokyo",
        next_change_at: "2026-12-20T15:00:00.000Z",
      });
      now = new Date(start.getTime() + 30 * 86_400_000);
      // A month on, the session is a new one.
      const login = await logIn(testApp.app, "reader@example.test", "correct horse battery");
      expect(await read(login.json().token as string)).toEqual({
        time_zone: "Asia/Tokyo",
        next_change_at: null,
      });
    } finally {
      now = start;
    }
    const guest = await testApp.app.inject({ method: "GET", url: "/api/account/time-zone" });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses an unknown zone by name", async () => {
    const user = await signUp("nowhere@example.test");
    const response = await setZone(user, "Mars/Olympus");
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details?.[0]?.path).toBe("time_zone");
  });
});
