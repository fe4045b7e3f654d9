import { accountNotificationListSchema } from "@inkforge/domain/contracts/account";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification } from "../../src/db/queries/notifications";
import { users } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

const start = new Date("2026-11-21T10:00:00.000Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe("GET /api/notification", () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => start });
    token = await registerUser(testApp.app, "reader@example.com");
    otherToken = await registerUser(testApp.app, "other@example.com");
    const [user] = await testApp.db
      .select()
      .from(users)
      .where(eq(users.email, "reader@example.com"));
    const userId = user!.id;
    // Inserted out of order, to prove the list sorts.
    await createNotification(testApp.db, {
      userId,
      code: "004",
      data: { product: "Pro Max" },
      now: at(30),
    });
    await createNotification(testApp.db, {
      userId,
      code: "002",
      data: { token: 50 },
      now: at(10),
    });
    await createNotification(testApp.db, {
      userId,
      code: "005",
      data: { type: "Pro", until: "2026-12-21T10:00:00.000Z" },
      now: at(40),
    });
    await createNotification(testApp.db, {
      userId,
      code: "003",
      data: { duration: "1 month", until: "2026-12-21T10:00:00.000Z" },
      now: at(20),
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const list = (query = "", auth = token) =>
    testApp.app.inject({
      method: "GET",
      url: `/api/notification${query}`,
      headers: bearer(auth),
    });

  it("answers the first three, oldest first, by default, with Content-Range", async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-range"]).toBe("notification 0-2/5");
    const body = response.json();
    expect(accountNotificationListSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual([
      {
        code: "001",
        data: {},
        message: "Welcome to Inkforge! Your free tools are ready.",
        datetime: start.toISOString(),
      },
      {
        code: "002",
        data: { token: 50 },
        message: "You successfully purchased 50 tokens! You can now use them to create new boards",
        datetime: at(10).toISOString(),
      },
      {
        code: "003",
        data: { duration: "1 month", until: "2026-12-21T10:00:00.000Z" },
        message: "Unlimited board creation is active for 1 month, until 21 December 2026",
        datetime: at(20).toISOString(),
      },
    ]);
  });

  it("pages with range and sorts with sort, as the spec's list convention says", async () => {
    const next = await list(`?range=${encodeURIComponent("[3,4]")}`);
    expect(next.headers["content-range"]).toBe("notification 3-4/5");
    expect(next.json().map((item: { code: string }) => item.code)).toEqual(["004", "005"]);
    expect(next.json()[0].message).toBe("Successful Purchase of Pro Max");
    expect(next.json()[1].message).toBe("Your Pro subscription is valid until 21 December 2026");

    const newest = await list(
      `?range=${encodeURIComponent("[0,1]")}&sort=${encodeURIComponent('["datetime","DESC"]')}`,
    );
    expect(newest.json().map((item: { code: string }) => item.code)).toEqual(["005", "004"]);

    const past = await list(`?range=${encodeURIComponent("[10,12]")}`);
    expect(past.json()).toEqual([]);
    expect(past.headers["content-range"]).toBe("notification */5");
  });

  it("rejects a bad range or sort with 400 naming it", async () => {
    const badRange = await list("?range=[2,1]");
    const badSort = await list(`?sort=${encodeURIComponent('["code","ASC"]')}`);
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().details[0].path).toBe("range");
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().details[0].path).toBe("sort");
  });

  it("shows a user only their own notifications", async () => {
    const response = await list("", otherToken);
    expect(response.headers["content-range"]).toBe("notification 0-0/1");
    expect(response.json()).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/notification" });
    expect(response.statusCode).toBe(401);
  });
});

describe("the welcome notification", () => {
  it("names the configured site", async () => {
    const testApp = await buildTestApp({ env: { SITE_NAME: "Quillhouse" } });
    try {
      const token = await registerUser(testApp.app, "brand@example.com");
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/notification",
        headers: bearer(token),
      });
      expect(response.json()[0].message).toBe("Welcome to Quillhouse! Your free tools are ready.");
    } finally {
      await testApp.close();
    }
  });
});
