import { blogCategories, blogPosts } from "@inkforge/domain/blog/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncBlogContent } from "../../src/db/queries/blog";
import { auditLog } from "../../src/db/schema";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { snapshotDatabase } from "../security/ownership-cases";
import { ageAllAccounts, buyOnce } from "../shop-helpers";

describe("console moderation and overview (decision 0104)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-05T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let authorToken: string;
  const postId = blogPosts[0]?.id ?? 1;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    await syncBlogContent(testApp.db, { categories: blogCategories, posts: blogPosts });
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@moderation.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@moderation.test", "support");
    authorToken = await registerUser(testApp.app, "commenter@moderation.test");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const postComment = async (message: string) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/comment/blog",
      payload: { pid: postId, message },
      headers: bearer(authorToken),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    const list = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "GET",
      "/api/admin/comments?status=visible",
    );
    return (list.json().items as Array<{ id: string; message: string }>).find(
      (c) => c.message === message,
    )!.id;
  };
  const publicMessages = async () =>
    (
      (
        await testApp.app.inject({ method: "GET", url: `/api/comment/blog/${postId}?range=[0,99]` })
      ).json() as Array<{
        message: string;
      }>
    ).map((c) => c.message);

  it("hides a comment from the site and shows it again, marks spam, each audited; support may not", async () => {
    const id = await postComment("Buy cheap followers at spam.example");
    expect(await publicMessages()).toContain("Buy cheap followers at spam.example");

    const before = await snapshotDatabase(testApp.db);
    const bySupport = await consoleCall(
      testApp.app,
      support.consoleToken,
      "POST",
      `/api/admin/comments/${id}/status`,
      {
        status: "hidden",
        reason: "advertising",
      },
    );
    expect(bySupport.statusCode).toBe(404);
    expect(await snapshotDatabase(testApp.db)).toEqual(before);

    const hidden = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/comments/${id}/status`,
      {
        status: "hidden",
        reason: "advertising",
      },
    );
    expect(hidden.json()).toEqual({ id, status: "hidden" });
    expect(await publicMessages()).not.toContain("Buy cheap followers at spam.example");
    expect(await latestAudit(testApp.db, "comment.moderate")).toMatchObject({
      targetType: "comment",
      targetId: id,
      reason: "advertising",
      before: { status: "visible", message: "Buy cheap followers at spam.example" },
      after: { status: "hidden" },
    });
    const spam = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/comments/${id}/status`,
      {
        status: "spam",
        reason: "a link farm",
      },
    );
    expect(spam.json().status).toBe("spam");
    const queue = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/comments?status=spam",
    );
    expect(queue.json().items.map((c: { id: string }) => c.id)).toEqual([id]);
    const shown = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/comments/${id}/status`,
      {
        status: "visible",
        reason: "a real reader after all",
      },
    );
    expect(shown.statusCode).toBe(200);
    expect(await publicMessages()).toContain("Buy cheap followers at spam.example");
  });

  it("deletes a comment for good, and the audit row keeps what it said", async () => {
    const id = await postComment("Something abusive");
    const deleted = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/comments/${id}/delete`,
      {
        reason: "abuse",
      },
    );
    expect(deleted.json()).toEqual({ id, deleted: true });
    expect(await publicMessages()).not.toContain("Something abusive");
    expect(await latestAudit(testApp.db, "comment.delete")).toMatchObject({
      targetId: id,
      before: { message: "Something abusive" },
      after: null,
    });
    const again = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/comments/${id}/delete`,
      {
        reason: "abuse",
      },
    );
    expect(again.statusCode).toBe(404);
  });

  it("reads and closes contact messages, audited once each", async () => {
    const sent = await testApp.app.inject({
      method: "POST",
      url: "/api/message",
      payload: {
        Name: "Ada",
        Email: "ada@example.com",
        Subject: "Bleed?",
        Message: "Does the template include bleed?",
      },
      remoteAddress: nextAddress(),
    });
    expect(sent.statusCode).toBe(200);
    const open = await consoleCall(testApp.app, support.consoleToken, "GET", "/api/admin/messages");
    const [message] = open.json().items;
    expect(message).toMatchObject({ subject: "Bleed?", readAt: null, closedAt: null });

    const read = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/messages/${message.id}/read`,
    );
    expect(read.json().readAt).toBe(clock.now().toISOString());
    expect(await latestAudit(testApp.db, "message.read")).toMatchObject({ targetId: message.id });
    const closed = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/messages/${message.id}/close`,
      {
        reason: "answered by email",
      },
    );
    expect(closed.json().closedAt).toBe(clock.now().toISOString());
    expect(await latestAudit(testApp.db, "message.close")).toMatchObject({
      reason: "answered by email",
      before: { closedAt: null },
    });
    const count = (await testApp.db.select().from(auditLog)).length;
    await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/messages/${message.id}/close`,
      {
        reason: "again",
      },
    );
    expect((await testApp.db.select().from(auditLog)).length).toBe(count);
    expect(
      (await consoleCall(testApp.app, admin.consoleToken, "GET", "/api/admin/messages")).json()
        .total,
    ).toBe(0);
    expect(
      (
        await consoleCall(
          testApp.app,
          admin.consoleToken,
          "GET",
          "/api/admin/messages?state=closed",
        )
      ).json().total,
    ).toBe(1);
  });

  it("sums today's and this month's sales, refunds and new members", async () => {
    const buyer = await registerUser(testApp.app, "buyer@moderation.test");
    await ageAllAccounts(testApp.db, new Date("2026-12-05T00:30:00Z"));
    await buyOnce(testApp.app, buyer, ["grammar-checker-lifetime"]);
    const overview = (
      await consoleCall(testApp.app, support.consoleToken, "GET", "/api/admin/overview")
    ).json();
    expect(overview.today.orders).toBe(1);
    expect(overview.today.salesCents).toBeGreaterThan(0);
    expect(overview.month.salesCents).toBe(overview.today.salesCents);
    // ageAllAccounts moved every account to 3 December: this month, not today.
    expect(overview.today.newMembers).toBe(0);
    expect(overview.month.newMembers).toBe(4);
    expect(overview.openMessages).toBe(0);
  });
});
