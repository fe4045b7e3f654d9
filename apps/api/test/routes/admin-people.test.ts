import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { snapshotDatabase } from "../security/ownership-cases";
import { ageAllAccounts, buyOnce, userIdOf } from "../shop-helpers";

describe("the console's People screen (decision 0104)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-03T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let buyerToken: string;
  let buyerId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@people.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@people.test", "support");
    buyerToken = await registerUser(testApp.app, "writer.jane@people.test");
    await ageAllAccounts(testApp.db, clock.now());
    await buyOnce(testApp.app, buyerToken, ["pro-lifetime"]);
    buyerId = await userIdOf(testApp.db, "writer.jane@people.test");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const features = async (token: string) => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    return (response.json().features.simple as Array<{ feature_id: { _id: string } }>).map(
      (entry) => entry.feature_id._id,
    );
  };

  it("finds people by part of the email, the name or the id, for support as for admins", async () => {
    for (const token of [admin.consoleToken, support.consoleToken]) {
      const byEmail = await consoleCall(testApp.app, token, "GET", "/api/admin/people?q=jane");
      expect(byEmail.json().items.map((p: { email: string }) => p.email)).toEqual([
        "writer.jane@people.test",
      ]);
    }
    const byId = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      `/api/admin/people?q=${buyerId}`,
    );
    expect(byId.json().total).toBe(1);
    // A wildcard typed in the box is a letter, not "everything".
    const literal = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/people?q=%25",
    );
    expect(literal.json().total).toBe(0);
    const sorted = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/people?sort=email&dir=asc",
    );
    const emails = sorted.json().items.map((p: { email: string }) => p.email);
    expect(emails).toEqual([...emails].sort());
    const bad = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/people?sort=password",
    );
    expect(bad.statusCode).toBe(400);
  });

  it("shows a person's plan, grants with their source, orders and points", async () => {
    const response = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      `/api/admin/people/${buyerId}`,
    );
    expect(response.statusCode).toBe(200);
    const person = response.json();
    expect(person).toMatchObject({ email: "writer.jane@people.test", plan: "Pro", role: null });
    expect(person.entitlements).toContainEqual(
      expect.objectContaining({ featureId: "pro", source: "order", active: true }),
    );
    expect(person.orders).toHaveLength(1);
    expect(person.orders[0]).toMatchObject({
      status: "paid",
      products: expect.stringContaining("Pro"),
    });
    expect(typeof person.points).toBe("number");
  });

  it("lets an admin grant a feature with a reason, audited with before and after; support may not", async () => {
    const before = await snapshotDatabase(testApp.db);
    const refused = await consoleCall(
      testApp.app,
      support.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/features`,
      { featureId: "supreme", reason: "goodwill" },
    );
    expect(refused.statusCode).toBe(404);
    expect(await snapshotDatabase(testApp.db)).toEqual(before);

    const noReason = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/features`,
      {
        featureId: "supreme",
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].path).toBe("reason");
    const unknown = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/features`,
      {
        featureId: "root-access",
        reason: "testing",
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe("featureId");
    expect(await snapshotDatabase(testApp.db)).toEqual(before);

    const granted = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/features`,
      {
        featureId: "supreme",
        reason: "Refund dispute settled with an upgrade",
      },
    );
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      featureId: "supreme",
      source: "operator",
      active: true,
    });
    expect(await features(buyerToken)).toContain("supreme");
    expect(await latestAudit(testApp.db, "feature.grant")).toMatchObject({
      actorId: admin.userId,
      actorLabel: admin.email,
      targetId: buyerId,
      reason: "Refund dispute settled with an upgrade",
      before: null,
      after: { featureId: "supreme", source: "operator", until: null },
    });
  });

  it("revokes a grant (its end becomes now), audited; a subscription's grant is refused", async () => {
    const person = (
      await consoleCall(testApp.app, admin.consoleToken, "GET", `/api/admin/people/${buyerId}`)
    ).json();
    const grant = person.entitlements.find((g: { featureId: string }) => g.featureId === "supreme");
    const revoked = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/features/${grant.id}/revoke`,
      { reason: "granted by mistake" },
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false, until: clock.now().toISOString() });
    expect(await features(buyerToken)).not.toContain("supreme");
    expect(await latestAudit(testApp.db, "feature.revoke")).toMatchObject({
      reason: "granted by mistake",
      before: { featureId: "supreme", active: true, until: null },
      after: { featureId: "supreme", active: false },
    });
    const again = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/features/${grant.id}/revoke`,
      { reason: "again" },
    );
    expect(again.statusCode).toBe(409);
  });

  it("signs a person out everywhere, audited", async () => {
    const token = await registerUser(testApp.app, "stolen@people.test");
    const id = await userIdOf(testApp.db, "stolen@people.test");
    const response = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${id}/sessions/revoke`,
      {
        reason: "reported a stolen laptop",
      },
    );
    expect(response.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(await latestAudit(testApp.db, "account.sessions.revoke")).toMatchObject({
      targetId: id,
      before: { tokenVersion: 0 },
      after: { tokenVersion: 1, consoleSessionsEnded: 0 },
    });
  });

  it("gives and takes staff roles from the console, but never lowers the caller's own", async () => {
    const given = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${buyerId}/role`,
      {
        role: "support",
        reason: "joins the help desk",
      },
    );
    expect(given.statusCode).toBe(200);
    expect(given.json().role).toBe("support");
    expect(await latestAudit(testApp.db, "staff.grant")).toMatchObject({
      actorId: admin.userId,
      before: { role: null },
      after: { role: "support" },
    });
    const self = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/people/${admin.userId}/role`,
      {
        role: null,
        reason: "oops",
      },
    );
    expect(self.statusCode).toBe(409);
  });
});
