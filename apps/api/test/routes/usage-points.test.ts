import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNotificationsNewestFirst } from "../../src/db/queries/notifications";
import { listPageTimes } from "../../src/db/queries/xp-awards";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; details?: { path: string }[] };

/** Points, streaks and ranks (spec §7.4, §7.5; decision 0070) through the real routes. */
describe("points, streaks and ranks", () => {
  let testApp: TestApp;
  let now = new Date("2026-11-20T15:00:00.000Z");
  const users: Record<string, { token: string; id: string }> = {};

  const signUp = async (name: string) => {
    const token = await registerUser(testApp.app, `${name}-points@example.test`);
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    users[name] = { token, id: me.json()._id as string };
    return users[name];
  };
  const use = (name: string, toolId: string, timeZone?: string) => {
    const user = users[name]!;
    return testApp.app.inject({
      method: "POST",
      url: "/api/usage",
      headers: { ...bearer(user.token), ...(timeZone ? { "x-time-zone": timeZone } : {}) },
      payload: { user_id: user.id, tool_id: toolId },
    });
  };
  /** A tool the server runs for the user: the only way a tool earns points (issue 24). */
  const penNameQuery = "country=FR&gender=female&count=5&seed=paris&genre=literary";
  const toolRuns: Record<string, { method: "GET" | "POST"; url: string; payload?: object }> = {
    "pen-name-generator": { method: "GET", url: `/api/tools/pen-name?${penNameQuery}` },
    "word-cloud": {
      method: "POST",
      url: "/api/tools/word-frequencies",
      payload: { text: "dragons and more dragons" },
    },
  };
  const run = (name: string, toolId: string) => {
    const tool = toolRuns[toolId]!;
    return testApp.app.inject({
      method: tool.method,
      url: tool.url,
      headers: bearer(users[name]!.token),
      ...(tool.payload ? { payload: tool.payload } : {}),
    });
  };
  const get = (name: string, url: string) =>
    testApp.app.inject({ method: "GET", url, headers: bearer(users[name]!.token) });

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
    for (const name of ["ann", "bob", "cat", "dan", "eve"]) await signUp(name);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("50 concurrent daily visits award the visit once", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => use("ann", "visit")));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const awarded = responses.map((r) => r.json().xp_awarded as number);
    expect(awarded.filter((xp) => xp > 0)).toEqual([5]);
    const total = await get("ann", `/api/usage/xp/total/${users.ann!.id}`);
    expect(total.json()).toEqual({ user_id: users.ann!.id, total_xp: 5 });
  });

  it("caps a tool at 5 awarded uses a day, even when run concurrently, and counts every use", async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => run("bob", "pen-name-generator")),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const afterRuns = await get("bob", `/api/usage/xp/total/${users.bob!.id}`);
    expect(afterRuns.json()).toMatchObject({ total_xp: 50 });
    expect((await run("bob", "word-cloud")).statusCode).toBe(200);
    const total = await get("bob", `/api/usage/xp/total/${users.bob!.id}`);
    expect(total.json()).toMatchObject({ total_xp: 60 });
    const perTool = await get("bob", `/api/usage/xp/per_tool/${users.bob!.id}`);
    expect(perTool.json().tools).toEqual([
      { tool_id: "pen-name-generator", xp: 50, uses: 12 },
      { tool_id: "word-cloud", xp: 10, uses: 1 },
    ]);
  });

  it("a page's claim of a tool use earns nothing; a guest's run records nothing", async () => {
    const claimed = await use("eve", "deep-view");
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ xp_awarded: 0, total_xp: 0 });
    const guest = await testApp.app.inject({
      method: "GET",
      url: toolRuns["pen-name-generator"]!.url,
    });
    expect(guest.statusCode).toBe(200);
    const total = await get("eve", `/api/usage/xp/total/${users.eve!.id}`);
    expect(total.json()).toMatchObject({ total_xp: 0 });
  });

  it("counts the day in the caller's time zone and keeps it for calls that send none", async () => {
    // 15:00 UTC on the 20th is already the 21st in Auckland (UTC+13).
    const first = await use("cat", "visit", "Pacific/Auckland");
    expect(first.json()).toMatchObject({ day: "2026-11-21", xp_awarded: 5 });
    const later = await use("cat", "visit");
    expect(later.json()).toMatchObject({ day: "2026-11-21", xp_awarded: 0 });
    const streak = await get("cat", `/api/usage/streak/${users.cat!.id}`);
    expect(streak.json()).toMatchObject({
      current_streak: 1,
      today: "2026-11-21",
      time_zone: "Pacific/Auckland",
      active_today: true,
      next_milestone: { days: 3, points: 20 },
    });
  });

  it("a 3-day streak earns its bonus and one notification, once", async () => {
    const start = now;
    try {
      for (const day of ["2026-11-20", "2026-11-21"]) {
        now = new Date(`${day}T10:00:00.000Z`);
        expect((await use("dan", "visit", "Europe/Berlin")).json().milestone).toBeNull();
      }
      now = new Date("2026-11-22T10:00:00.000Z");
      const [a] = await Promise.all([
        use("dan", "visit", "Europe/Berlin"),
        run("dan", "pen-name-generator"),
      ]);
      const again = await use("dan", "visit", "Europe/Berlin");
      const milestones = [a.json().milestone, again.json().milestone].filter(Boolean);
      // The run and the visit raced for the milestone: whichever won, it was awarded once.
      expect(milestones.length).toBeLessThanOrEqual(1);
      expect(again.json()).toMatchObject({ current_streak: 3, milestone: null });
      await run("dan", "word-cloud");

      const notifications = await listNotificationsNewestFirst(testApp.db, {
        userId: users.dan!.id,
        offset: 0,
        limit: 10,
      });
      const streakNotes = notifications.filter((n) => n.message?.includes("3-day streak"));
      expect(streakNotes).toHaveLength(1);
      expect(streakNotes[0]?.data).toMatchObject({ title: "3-day streak", link: "/leaderboard" });

      const activity = await get("dan", `/api/profile/activity?user_id=${users.dan!.id}`);
      expect(activity.statusCode).toBe(200);
      expect(activity.json()).toMatchObject({
        to: "2026-11-22",
        from: "2025-11-23",
        current_streak: 3,
        longest_streak: 3,
        total_xp: 5 + 5 + 5 + 10 + 20 + 10,
      });
      expect(activity.json().days.map((d: { date: string }) => d.date)).toEqual([
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
      ]);

      // Two days later with nothing done, the streak is broken.
      now = new Date("2026-11-24T10:00:00.000Z");
      const broken = await get("dan", `/api/usage/streak/${users.dan!.id}`);
      expect(broken.json()).toMatchObject({ current_streak: 0, longest_streak: 3 });
    } finally {
      now = start;
    }
  });

  it("ranks the month by points, ties sharing a rank, with public names only", async () => {
    // So far this month: bob 60, dan 55, ann 5, cat 5; eve nothing.
    const board = await get("eve", "/api/usage/leaderboard/this_month");
    expect(board.statusCode).toBe(200);
    const body = board.json();
    expect(body).toMatchObject({
      period: "this_month",
      start: "2026-11-01T00:00:00.000Z",
      end: "2026-12-01T00:00:00.000Z",
    });
    expect(
      body.entries.map((e: { rank: number; total_xp: number }) => [e.rank, e.total_xp]),
    ).toEqual([
      [1, 60],
      [2, 55],
      [3, 5],
      [3, 5],
    ]);
    expect(JSON.stringify(body)).not.toContain("@example.test");
    // New accounts' usernames are their email's local part: only its start is shown.
    expect(body.entries.map((e: { username: string }) => e.username).sort()).toEqual([
      "an…",
      "bo…",
      "ca…",
      "da…",
    ]);
    expect(body.entries.every((e: { is_you: boolean }) => !e.is_you)).toBe(true);

    const mine = await get("ann", `/api/usage/leaderboard/this_month/${users.ann!.id}`);
    expect(mine.json()).toMatchObject({ rank: 3, total_xp: 5, ranked_users: 4 });
    const eve = await get("eve", `/api/usage/leaderboard/this_month/${users.eve!.id}`);
    expect(eve.json()).toMatchObject({ rank: null, total_xp: 0 });
    const annBoard = await get("ann", "/api/usage/leaderboard/this_month?limit=3");
    expect(annBoard.json().entries).toHaveLength(3);
    expect(annBoard.json().entries.filter((e: { is_you: boolean }) => e.is_you)).toHaveLength(1);

    // Next month starts empty; all time keeps everything.
    const start = now;
    now = new Date("2026-12-01T00:00:00.000Z");
    try {
      expect((await get("bob", "/api/usage/leaderboard/this_month")).json().entries).toEqual([]);
      const allTime = await get("bob", "/api/usage/leaderboard/all_time");
      expect(allTime.json()).toMatchObject({ start: null, end: null });
      expect(allTime.json().entries[0]).toMatchObject({ rank: 1, total_xp: 60, is_you: true });
    } finally {
      now = start;
    }
  });

  it("ranks streaks: current, and the longest run this month", async () => {
    const longest = await get("ann", "/api/profile/streak/leaderboard?duration=this_month");
    expect(longest.statusCode).toBe(200);
    expect(longest.json().entries[0]).toMatchObject({ rank: 1, streak: 3, is_you: false });
    const danRank = await get(
      "dan",
      `/api/profile/streak/rank?user_id=${users.dan!.id}&duration=all_time`,
    );
    expect(danRank.json()).toMatchObject({ rank: 1, streak: 3, duration: "all_time" });
    const current = await get("ann", "/api/profile/streak/leaderboard");
    expect(current.json().duration).toBe("current");
    const eveRank = await get("eve", `/api/profile/streak/rank?user_id=${users.eve!.id}`);
    expect(eveRank.json()).toMatchObject({ rank: null, streak: 0 });
  });

  it.each([
    ["/api/usage/xp/total/{other}"],
    ["/api/usage/xp/per_tool/{other}"],
    ["/api/usage/leaderboard/this_month/{other}"],
    ["/api/usage/streak/{other}"],
    ["/api/profile/activity?user_id={other}"],
    ["/api/profile/streak/rank?user_id={other}"],
  ])("answers 404 for another user's id: %s", async (path) => {
    const response = await get("eve", path.replace("{other}", users.bob!.id));
    expect(response.statusCode).toBe(404);
    expect((response.json() as ErrorBody).code).toBe("NOT_FOUND");
  });

  it.each([
    ["/api/usage/leaderboard/last_year", "x"],
    ["/api/usage/leaderboard/this_month?limit=0", "limit"],
    ["/api/usage/leaderboard/forever/{me}", "x"],
    ["/api/profile/streak/leaderboard?duration=week", "duration"],
    ["/api/profile/activity", "user_id"],
  ])("answers 400 naming the field: %s → %s", async (path, field) => {
    const response = await get("eve", path.replace("{me}", users.eve!.id));
    expect(response.statusCode).toBe(400);
    const error = response.json() as ErrorBody;
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details?.map((d) => d.path)).toContain(field);
  });

  it("refuses an unknown time zone by name", async () => {
    const response = await use("eve", "visit", "Mars/Olympus_Mons");
    expect(response.statusCode).toBe(400);
    expect((response.json() as ErrorBody).details?.map((d) => d.path)).toEqual(["x-time-zone"]);
  });

  it("needs a bearer token for the reads", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/usage/leaderboard/this_month",
    });
    expect(response.statusCode).toBe(401);
  });

  describe("the page-time log", () => {
    const beacon = (body: Record<string, unknown>, contentType = "text/plain;charset=UTF-8") =>
      testApp.app.inject({
        method: "POST",
        url: "/api/admin/page-time",
        headers: { "content-type": contentType },
        payload: JSON.stringify(body),
      });
    const visit = (change: Record<string, unknown> = {}) => ({
      page_route: "/tools",
      start_time: "2026-11-20T14:59:58.000Z",
      end_time: "2026-11-20T15:00:00.000Z",
      total_time: 2_000_000_000,
      user_id: users.ann!.id,
      unique_id: crypto.randomUUID(),
      ...change,
    });

    it("stores a beacon sent as text/plain, once per unique id", async () => {
      const body = visit();
      const first = await beacon(body);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ stored: true });
      // A no-cors beacon's answer may be received by the site's origin (no console error there).
      expect(first.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect((await beacon(body)).json()).toEqual({ stored: false });
      const rows = (await listPageTimes(testApp.db)).filter((r) => r.uniqueId === body.unique_id);
      expect(rows).toMatchObject([
        { pageRoute: "/tools", totalTime: 2_000_000_000, userId: users.ann!.id },
      ]);
    });

    it("keeps a guest's as a guest's, and an unknown user id as a guest's", async () => {
      const guest = visit({ user_id: null });
      const stranger = visit({ user_id: "00000000-0000-4000-8000-000000000000" });
      expect((await beacon(guest, "application/json")).statusCode).toBe(202);
      expect((await beacon(stranger)).statusCode).toBe(202);
      const rows = await listPageTimes(testApp.db);
      for (const sent of [guest, stranger]) {
        expect(rows.find((r) => r.uniqueId === sent.unique_id)?.userId).toBeNull();
      }
    });

    it.each([
      ["page_route", { page_route: "tools" }],
      ["total_time", { total_time: -5 }],
      ["end_time", { end_time: "2026-11-20T14:00:00.000Z" }],
      ["unique_id", { unique_id: "x" }],
    ])("answers 400 naming %s", async (field, change) => {
      const response = await beacon(visit(change));
      expect(response.statusCode).toBe(400);
      expect((response.json() as ErrorBody).details?.map((d) => d.path)).toContain(field);
    });

    it("answers 400 to a text body that is not JSON", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/page-time",
        headers: { "content-type": "text/plain" },
        payload: "page=/tools",
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it("documents every endpoint of spec 7.5 in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/usage",
        "/api/usage/xp/total/{userId}",
        "/api/usage/xp/per_tool/{userId}",
        "/api/usage/leaderboard/{x}",
        "/api/usage/leaderboard/{x}/{y}",
        "/api/usage/streak/{userId}",
        "/api/profile/activity",
        "/api/profile/streak/leaderboard",
        "/api/profile/streak/rank",
        "/api/admin/page-time",
      ]),
    );
  });
});
