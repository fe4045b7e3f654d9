import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAdminCommand } from "../../src/cli/admin";
import { auditLog, users } from "../../src/db/schema";
import { setStaffRole } from "../../src/services/admin/staff-roles";
import { totpCodeAt } from "../../src/services/admin/totp";
import { bearer, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { snapshotDatabase } from "../security/ownership-cases";

describe("the admin command line's words", () => {
  it.each([
    [["grant", "a@b.test"], { kind: "grant", email: "a@b.test", role: "admin" }],
    [
      ["grant", "a@b.test", "--role", "support"],
      { kind: "grant", email: "a@b.test", role: "support" },
    ],
    [["grant", "a@b.test", "--role=admin"], { kind: "grant", email: "a@b.test", role: "admin" }],
    [["revoke", "a@b.test"], { kind: "revoke", email: "a@b.test" }],
    [["reset-2fa", "a@b.test"], { kind: "reset-2fa", email: "a@b.test" }],
  ])("%j", (args, expected) => {
    expect(parseAdminCommand(args)).toEqual(expected);
  });

  it.each([
    [[]],
    [["grant"]],
    [["grant", "a@b.test", "--role", "owner"]],
    [["drop", "a@b.test"]],
    [["revoke", "a@b.test", "x"]],
  ])("refuses %j with the usage line", (args) => {
    expect(parseAdminCommand(args)).toMatch(/^usage: /);
  });
});

describe("console access: roles, two-factor sign-in and sessions (decision 0103)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-01T09:00:00Z"));
  let admin: Staff;
  let memberToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "admin@console.test");
    memberToken = await registerUser(testApp.app, "member@console.test");
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("the CLI's grant writes the role and an audit row by `cli`", async () => {
    const row = await latestAudit(testApp.db, "staff.grant");
    expect(row).toMatchObject({
      actorId: null,
      actorLabel: "cli",
      targetType: "user",
      targetId: admin.userId,
      before: { email: "admin@console.test", role: null },
      after: { email: "admin@console.test", role: "admin" },
    });
  });

  it("the demo's development route grants a role as the CLI does, audited as dev-route", async () => {
    await registerUser(testApp.app, "journey@console.test");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/dev/staff-role",
      payload: { email: "Journey@Console.test", role: "admin" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: "journey@console.test", role: "admin" });
    expect(await latestAudit(testApp.db, "staff.grant")).toMatchObject({
      actorId: null,
      actorLabel: "dev-route",
      after: { email: "journey@console.test", role: "admin" },
    });
  });

  it("answers a member, a stranger and a forged console token 404 on every console step, writing nothing", async () => {
    const before = await snapshotDatabase(testApp.db);
    const attempts = [
      { method: "GET", url: "/api/admin/me", headers: bearer(memberToken) },
      { method: "POST", url: "/api/admin/enrolment", headers: bearer(memberToken) },
      {
        method: "POST",
        url: "/api/admin/sessions",
        headers: bearer(memberToken),
        payload: { code: "123456" },
      },
      { method: "GET", url: "/api/admin/session", headers: bearer(memberToken) },
      { method: "GET", url: "/api/admin/session", headers: bearer(admin.memberToken) },
      { method: "GET", url: "/api/admin/session", headers: bearer("adm_forged") },
      { method: "GET", url: "/api/admin/audit", headers: {} },
    ] as const;
    for (const attempt of attempts) {
      const response = await testApp.app.inject(attempt as never);
      expect({ url: attempt.url, status: response.statusCode, code: response.json().code }).toEqual(
        {
          url: attempt.url,
          status: 404,
          code: "NOT_FOUND",
        },
      );
    }
    expect(await snapshotDatabase(testApp.db)).toEqual(before);
  });

  it("enrols with a QR code, refuses a wrong first code, and gives ten recovery codes once", async () => {
    const email = "second@console.test";
    const token = await registerUser(testApp.app, email);
    await setStaffRole(
      { db: testApp.db, now: clock.now(), actor: { id: null, label: "cli" } },
      { email },
      "support",
      null,
    );
    const status = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: bearer(token),
    });
    expect(status.json()).toEqual({ email, role: "support", enrolled: false });
    expect(status.headers["cache-control"]).toBe("no-store");

    const start = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/enrolment",
      headers: bearer(token),
    });
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = start.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*second%40console\.test\?.*secret=/);
    expect(qrSvg).toContain("<svg");

    const wrong = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/enrolment/confirm",
      headers: bearer(token),
      payload: { code: "000000" === totpCodeAt(secret, clock.now()) ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].path).toBe("code");

    const right = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/enrolment/confirm",
      headers: bearer(token),
      payload: { code: totpCodeAt(secret, clock.now()) },
    });
    expect(right.statusCode).toBe(200);
    const body = right.json();
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(body.session).toMatchObject({ role: "support", idleTimeoutSeconds: 1800 });
    // Only digests are stored: no recovery code and no token appears in the database.
    const dump = JSON.stringify(await snapshotDatabase(testApp.db));
    for (const code of body.recoveryCodes) expect(dump).not.toContain(code);
    expect(dump).not.toContain(body.session.token);
    expect(dump).not.toContain(secret);

    const again = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/enrolment",
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(409);
    expect((await latestAudit(testApp.db, "staff.enrol"))?.targetId).toBeTruthy();
  });

  it("accepts a TOTP code once per time step and a recovery code once ever", async () => {
    const code = totpCodeAt(admin.secret, clock.now());
    const first = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/sessions",
      headers: bearer(admin.memberToken),
      payload: { code },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toMatch(/^adm_/);
    const replay = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/sessions",
      headers: bearer(admin.memberToken),
      payload: { code },
    });
    expect(replay.statusCode).toBe(400);

    const recovery = admin.recoveryCodes[0]!;
    const withRecovery = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/sessions",
      headers: bearer(admin.memberToken),
      payload: { code: recovery.toUpperCase() },
    });
    expect(withRecovery.statusCode).toBe(200);
    const audit = await latestAudit(testApp.db, "staff.session.open");
    expect(audit?.after).toMatchObject({ via: "recovery-code" });
    const reused = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/sessions",
      headers: bearer(admin.memberToken),
      payload: { code: recovery },
    });
    expect(reused.statusCode).toBe(400);
    const info = await consoleCall(
      testApp.app,
      withRecovery.json().token,
      "GET",
      "/api/admin/session",
    );
    expect(info.json().recoveryCodesLeft).toBe(9);
    clock.advance(30_000);
  });

  it("ends a session after 30 minutes idle and after 8 hours however active", async () => {
    const open = async () => {
      clock.advance(30_000);
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/sessions",
        headers: bearer(admin.memberToken),
        payload: { code: totpCodeAt(admin.secret, clock.now()) },
      });
      expect(response.statusCode).toBe(200);
      return response.json().token as string;
    };
    const idle = await open();
    clock.advance(29 * 60_000);
    expect((await consoleCall(testApp.app, idle, "GET", "/api/admin/session")).statusCode).toBe(
      200,
    );
    clock.advance(30 * 60_000);
    expect((await consoleCall(testApp.app, idle, "GET", "/api/admin/session")).statusCode).toBe(
      404,
    );

    const busy = await open();
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await consoleCall(testApp.app, busy, "GET", "/api/admin/session")).statusCode).toBe(
        200,
      );
    }
    clock.advance(40 * 60_000);
    expect((await consoleCall(testApp.app, busy, "GET", "/api/admin/session")).statusCode).toBe(
      404,
    );
  });

  it("signs out, and a password change or the loss of the role ends every console session", async () => {
    const open = async () => {
      clock.advance(30_000);
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/sessions",
        headers: bearer(admin.memberToken),
        payload: { code: totpCodeAt(admin.secret, clock.now()) },
      });
      return response.json().token as string;
    };
    const token = await open();
    const out = await consoleCall(testApp.app, token, "DELETE", "/api/admin/session");
    expect(out.statusCode).toBe(200);
    expect(out.headers["cache-control"]).toBe("no-store");
    expect((await consoleCall(testApp.app, token, "GET", "/api/admin/session")).statusCode).toBe(
      404,
    );
    expect((await latestAudit(testApp.db, "staff.session.close"))?.actorLabel).toBe(admin.email);

    const email = "leaver@console.test";
    const leaver = await makeStaff(testApp.app, testApp.db, clock, email);
    expect(
      (await consoleCall(testApp.app, leaver.consoleToken, "GET", "/api/admin/session")).statusCode,
    ).toBe(200);
    await setStaffRole(
      { db: testApp.db, now: clock.now(), actor: { id: null, label: "cli" } },
      { email },
      null,
      "left the team",
    );
    expect(
      (await consoleCall(testApp.app, leaver.consoleToken, "GET", "/api/admin/session")).statusCode,
    ).toBe(404);
    const changer = await makeStaff(testApp.app, testApp.db, clock, "changer@console.test");
    await testApp.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, changer.userId));
    expect(
      (await consoleCall(testApp.app, changer.consoleToken, "GET", "/api/admin/session"))
        .statusCode,
    ).toBe(404);
    const revoked = await latestAudit(testApp.db, "staff.revoke");
    expect(revoked).toMatchObject({
      reason: "left the team",
      before: { role: "admin" },
      after: { role: null, consoleSessionsEnded: 1, secondFactorRemoved: true },
    });
  });

  it("counts wrong codes: the sixth in a quarter hour is refused before it is checked", async () => {
    const email = "guesser@console.test";
    const guesser = await makeStaff(testApp.app, testApp.db, clock, email);
    const wrong = totpCodeAt(guesser.secret, clock.now()) === "123456" ? "654321" : "123456";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/sessions",
        headers: bearer(guesser.memberToken),
        payload: { code: wrong },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe("the audit log: append-only, searchable, exportable (decision 0103)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-02T09:00:00Z"));
  let admin: Staff;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "auditor@console.test");
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("the database refuses UPDATE, DELETE and TRUNCATE of audit rows", async () => {
    const before = await testApp.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    await expect(testApp.db.execute(sql`update audit_log set reason = 'edited'`)).rejects.toThrow();
    await expect(testApp.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(testApp.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await testApp.db.select().from(auditLog)).toEqual(before);
  });

  it("searches by actor, action, target and date range", async () => {
    const search = async (query: string) => {
      const response = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "GET",
        `/api/admin/audit?${query}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as { items: Array<{ action: string; actor: string }>; total: number };
    };
    const all = await search("");
    expect(all.items.map((item) => item.action)).toEqual([
      "staff.session.open",
      "staff.enrol",
      "staff.grant",
    ]);
    expect((await search("action=staff.grant")).items).toHaveLength(1);
    expect((await search("actor=cli")).items.map((item) => item.action)).toEqual(["staff.grant"]);
    expect((await search(`actor=${admin.email}`)).total).toBe(2);
    expect((await search(`actor=${admin.userId}`)).total).toBe(2);
    expect((await search(`targetType=user&targetId=${admin.userId}`)).total).toBe(2);
    expect((await search("from=2026-12-02T00:00:00Z&to=2026-12-03T00:00:00Z")).total).toBe(3);
    expect((await search("from=2026-12-03T00:00:00Z")).total).toBe(0);
    const bad = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/audit?action=drop",
    );
    expect(bad.statusCode).toBe(400);
  });

  it("exports the same rows as CSV", async () => {
    const response = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/audit.csv?actor=cli",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const lines = response.body.trim().split("\n");
    expect(lines[0]).toBe(
      "id,at,actor,action,target_type,target_id,reason,before,after,request_id",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",cli,staff.grant,user,");
  });
});
