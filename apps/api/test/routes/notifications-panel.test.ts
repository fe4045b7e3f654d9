import {
  markAsReadResponseSchema,
  notificationsPageSchema,
} from "@inkforge/domain/contracts/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotification } from "../../src/db/queries/notifications";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";

const start = new Date("2026-11-21T10:00:00.000Z");
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

type Page = {
  notifications: Array<{
    notification_id: string;
    title: string;
    message: string;
    link: string;
    is_read: boolean;
    created_at: string;
  }>;
  has_more: boolean;
  unread_count: number;
};

describe("the notifications panel API (spec §7.2)", () => {
  let testApp: TestApp;
  let token: string;
  let userId: string;
  let otherToken: string;
  let otherUserId: string;
  let clock = start;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    token = await registerUser(testApp.app, "panel@example.com");
    otherToken = await registerUser(testApp.app, "someone@example.com");
    userId = await userIdOf(testApp.db, "panel@example.com");
    otherUserId = await userIdOf(testApp.db, "someone@example.com");
    // With the welcome (at `start`), 12 notifications: pages of 5, 5 and 2.
    for (let minute = 1; minute <= 11; minute += 1) {
      await createNotification(testApp.db, {
        userId,
        code: "004",
        data: { product: `Item ${minute}` },
        now: at(minute),
      });
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  const inject = (
    method: "GET" | "POST" | "DELETE",
    path: string,
    query: Record<string, string | number>,
    auth: string | null = token,
  ) =>
    testApp.app.inject({
      method,
      url: `${path}?${new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      )}`,
      headers: auth ? bearer(auth) : {},
    });
  const list = (page: number, auth: string | null = token, id = userId) =>
    inject("GET", "/api/notifications", { page, page_size: 5, user_id: id }, auth);
  const markRead = (notificationId: string, auth: string | null = token, id = userId) =>
    inject(
      "POST",
      "/api/notifications/mark-as-read",
      { notification_id: notificationId, user_id: id },
      auth,
    );
  const remove = (notificationId: string, auth: string | null = token, id = userId) =>
    inject("DELETE", "/api/notifications", { notification_id: notificationId, user_id: id }, auth);
  const unread = (auth: string | null = token, id = userId) =>
    inject("GET", "/api/notifications/unread-count", { user_id: id }, auth);

  it("pages 5 at a time, newest first, with has_more false on the last page", async () => {
    const first = await list(1);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const body = first.json() as Page;
    expect(notificationsPageSchema.safeParse(body).success).toBe(true);
    expect(body.notifications.map((item) => item.message)).toEqual([
      "Successful Purchase of Item 11",
      "Successful Purchase of Item 10",
      "Successful Purchase of Item 9",
      "Successful Purchase of Item 8",
      "Successful Purchase of Item 7",
    ]);
    expect(body.has_more).toBe(true);
    expect(body.unread_count).toBe(12);
    expect(body.notifications[0]).toEqual({
      notification_id: expect.any(String),
      title: "Purchase complete",
      message: "Successful Purchase of Item 11",
      link: "/me",
      is_read: false,
      created_at: at(11).toISOString(),
    });

    const second = (await list(2)).json() as Page;
    expect(second.notifications.map((item) => item.message.replace(/.* /, ""))).toEqual([
      "6",
      "5",
      "4",
      "3",
      "2",
    ]);
    expect(second.has_more).toBe(true);

    const third = (await list(3)).json() as Page;
    expect(third.notifications.map((item) => item.title)).toEqual(["Purchase complete", "Message"]);
    expect(third.notifications[1]!.message).toBe("Welcome to Inkforge! Your free tools are ready.");
    expect(third.has_more).toBe(false);

    const past = (await list(4)).json() as Page;
    expect(past).toEqual({ notifications: [], has_more: false, unread_count: 12 });
  });

  it("has_more is false when the last page is exactly full", async () => {
    const exact = (
      await inject("GET", "/api/notifications", { page: 2, page_size: 6, user_id: userId })
    ).json() as Page;
    expect(exact.notifications).toHaveLength(6);
    expect(exact.has_more).toBe(false);
  });

  it("defaults to page 1 of 5", async () => {
    const response = await inject("GET", "/api/notifications", { user_id: userId });
    expect((response.json() as Page).notifications).toHaveLength(5);
  });

  it("marks one read, keeps it read on a second call, and counts it out of the unread", async () => {
    const [target] = ((await list(1)).json() as Page).notifications;
    const marked = await markRead(target!.notification_id);
    expect(marked.statusCode).toBe(200);
    expect(markAsReadResponseSchema.safeParse(marked.json()).success).toBe(true);
    expect(marked.json()).toEqual({
      notification: { ...target, is_read: true },
      unread_count: 11,
    });

    const again = await markRead(target!.notification_id);
    expect(again.statusCode).toBe(200);
    expect(again.json().unread_count).toBe(11);

    const after = (await list(1)).json() as Page;
    expect(after.notifications[0]!.is_read).toBe(true);
    expect(after.notifications[1]!.is_read).toBe(false);
    expect(after.unread_count).toBe(11);
    expect((await unread()).json()).toEqual({ unread_count: 11 });
  });

  it("deletes one: it leaves the list, the next one moves up, and a second delete is 404", async () => {
    const before = ((await list(1)).json() as Page).notifications;
    const target = before[1]!;
    const deleted = await remove(target.notification_id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ unread_count: 10 });

    const after = ((await list(1)).json() as Page).notifications;
    expect(after.map((item) => item.notification_id)).not.toContain(target.notification_id);
    expect(after).toHaveLength(5);
    expect(after[1]!.notification_id).toBe(before[2]!.notification_id);

    const again = await remove(target.notification_id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("NOT_FOUND");
    const markGone = await markRead(target.notification_id);
    expect(markGone.statusCode).toBe(404);
  });

  it("answers 404 for a user_id that is not the token's user, on every endpoint", async () => {
    const [mine] = ((await list(1)).json() as Page).notifications;
    const responses = [
      await list(1, token, otherUserId),
      await unread(token, otherUserId),
      await markRead(mine!.notification_id, token, otherUserId),
      await remove(mine!.notification_id, token, otherUserId),
      await list(1, otherToken, userId),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("NOT_FOUND");
    }
    // Nothing changed for the owner.
    expect(((await list(1)).json() as Page).notifications[0]).toEqual(mine);
  });

  it("answers 404 for another user's notification, and leaves it alone", async () => {
    const [mine] = ((await list(1)).json() as Page).notifications;
    const [theirs] = ((await list(1, otherToken, otherUserId)).json() as Page).notifications;
    expect(theirs!.is_read).toBe(false);

    expect((await markRead(theirs!.notification_id)).statusCode).toBe(404);
    expect((await remove(theirs!.notification_id)).statusCode).toBe(404);
    expect((await markRead(mine!.notification_id, otherToken, otherUserId)).statusCode).toBe(404);
    expect((await remove(mine!.notification_id, otherToken, otherUserId)).statusCode).toBe(404);

    const theirsAfter = (await list(1, otherToken, otherUserId)).json() as Page;
    expect(theirsAfter.notifications).toEqual([theirs]);
    expect(theirsAfter.unread_count).toBe(1);
  });

  it.each([
    ["GET", "/api/notifications", { page: 0, user_id: "u" }, "page"],
    ["GET", "/api/notifications", { page: "two", user_id: "u" }, "page"],
    ["GET", "/api/notifications", { page: 1.5, user_id: "u" }, "page"],
    ["GET", "/api/notifications", { page_size: 0, user_id: "u" }, "page_size"],
    ["GET", "/api/notifications", { page_size: 51, user_id: "u" }, "page_size"],
    ["GET", "/api/notifications", { page: 1 }, "user_id"],
    ["GET", "/api/notifications/unread-count", {}, "user_id"],
    ["POST", "/api/notifications/mark-as-read", { user_id: "u" }, "notification_id"],
    [
      "POST",
      "/api/notifications/mark-as-read",
      { notification_id: "12", user_id: "u" },
      "notification_id",
    ],
    [
      "POST",
      "/api/notifications/mark-as-read",
      { notification_id: "00000000-0000-4000-8000-000000000000" },
      "user_id",
    ],
    ["DELETE", "/api/notifications", { notification_id: "x", user_id: "u" }, "notification_id"],
    [
      "DELETE",
      "/api/notifications",
      { notification_id: "00000000-0000-4000-8000-000000000000", user_id: "" },
      "user_id",
    ],
  ] as const)("%s %s %j → 400 naming %s", async (method, path, query, field) => {
    const response = await inject(method, path, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
  });

  it("answers 401 without a token", async () => {
    const responses = [
      await list(1, null),
      await unread(null),
      await markRead("00000000-0000-4000-8000-000000000000", null),
      await remove("00000000-0000-4000-8000-000000000000", null),
    ];
    for (const response of responses) expect(response.statusCode).toBe(401);
  });

  it("shows the notification a real purchase writes", async () => {
    const buyer = await registerUser(testApp.app, "buyer@example.com");
    const buyerId = await userIdOf(testApp.db, "buyer@example.com");
    // A minute after the welcome, so "newest first" has one answer (equal instants tie on ids).
    clock = new Date(start.getTime() + 60_000);
    await buyOnce(testApp.app, buyer, ["pro-max-lifetime"]);
    clock = start;
    const page = (await list(1, buyer, buyerId)).json() as Page;
    expect(page.notifications.map((item) => [item.title, item.is_read])).toEqual([
      ["Purchase complete", false],
      ["Message", false],
    ]);
    expect(page.notifications[0]!.message).toMatch(/^Successful Purchase of /);
    expect(page.unread_count).toBe(2);
  });
});
