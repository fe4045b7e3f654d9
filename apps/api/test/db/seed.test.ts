import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts, demoPassword } from "../../src/db/demo-accounts";
import { notifications, users } from "../../src/db/schema";
import { seedDemoData } from "../../src/db/seed";
import { logIn } from "../account-helpers";
import { buildTestApp, countingHasher, type TestApp } from "../helper";

describe("demo seed: accounts", () => {
  const firstStart = new Date("2026-11-20T08:00:00.000Z");
  const secondStart = new Date("2026-11-21T09:30:00.000Z");
  let testApp: TestApp;
  const hasher = countingHasher();

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => secondStart });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const demoRows = () =>
    testApp.db.select().from(users).where(like(users.email, "%@demo.inkforge.test"));

  it("lists the five demo accounts with the plan each should show", () => {
    expect(demoAccounts.map(({ email, plan, newMember }) => [email, plan, newMember])).toEqual([
      ["free@demo.inkforge.test", "Free", false],
      ["pro@demo.inkforge.test", "Pro", false],
      ["promax@demo.inkforge.test", "Pro Max", false],
      ["supreme@demo.inkforge.test", "Supreme", false],
      ["new@demo.inkforge.test", "Free", true],
    ]);
    expect(demoPassword).toBe("inkforge-demo");
  });

  it("creates them with one password hash, and each can sign in with inkforge-demo", async () => {
    await seedDemoData(testApp.db, { now: firstStart, passwordHasher: hasher });

    expect(hasher.calls.hash).toBe(1);
    const rows = await demoRows();
    expect(rows.map((row) => row.email).sort()).toEqual(
      demoAccounts.map((account) => account.email).sort(),
    );
    for (const account of demoAccounts) {
      const response = await logIn(testApp.app, account.email, "inkforge-demo");
      expect(response.statusCode).toBe(200);
    }
    const [free] = rows.filter((row) => row.email === "free@demo.inkforge.test");
    const welcome = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, free!.id));
    expect(welcome).toHaveLength(1);
  });

  it("is idempotent and makes the new member join again at every start", async () => {
    const before = await demoRows();
    await seedDemoData(testApp.db, { now: secondStart, passwordHasher: hasher });

    expect(hasher.calls.hash).toBe(1);
    const after = await demoRows();
    expect(after).toHaveLength(5);
    for (const row of after) {
      const previous = before.find((candidate) => candidate.id === row.id)!;
      expect(row.passwordHash).toBe(previous.passwordHash);
      // Only the new member is under 24 hours old; the others keep the age the first start gave.
      const { ageDays } = demoAccounts.find((account) => account.email === row.email)!;
      expect(row.createdAt).toEqual(
        row.email === "new@demo.inkforge.test"
          ? secondStart
          : new Date(firstStart.getTime() - ageDays * 86_400_000),
      );
    }
    const welcomes = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.code, "001"));
    expect(welcomes).toHaveLength(5);
  });

  it("brings back a demo account someone deleted", async () => {
    const token = (await logIn(testApp.app, "pro@demo.inkforge.test", "inkforge-demo")).json()
      .token as string;
    await testApp.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await logIn(testApp.app, "pro@demo.inkforge.test", "inkforge-demo")).statusCode).toBe(
      401,
    );

    await seedDemoData(testApp.db, { now: secondStart, passwordHasher: hasher });

    expect(hasher.calls.hash).toBe(2);
    expect((await logIn(testApp.app, "pro@demo.inkforge.test", "inkforge-demo")).statusCode).toBe(
      200,
    );
  });
});
