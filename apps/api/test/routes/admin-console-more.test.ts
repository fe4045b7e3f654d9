import { blogCategories, blogPosts } from "@inkforge/domain/blog/index";
import { orderListSchema } from "@inkforge/domain/contracts/shop";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncBlogContent } from "../../src/db/queries/blog";
import { createNotification } from "../../src/db/queries/notifications";
import {
  affiliateCommissions,
  affiliates,
  commentReports,
  contactMessages,
  newsletterSubscriptions,
  orders,
  outbox,
  users,
} from "../../src/db/schema";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { snapshotDatabase } from "../security/ownership-cases";
import { back, buyOnce, get, openCheckout, userIdOf } from "../shop-helpers";

/*
 * The console's second round (issue 29): account help (reset, GDPR export and erasure), merch
 * shipping and receipts, payouts, comment reports and the review queue, replies and the newsletter.
 * Every change: a support session and a member get 404 with nothing written, bad input is a 400
 * naming the field, the audit row, and the effect where the customer sees it.
 */

describe("the console's account help, fulfilment, payouts and inbox (issue 29)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-06T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let memberToken: string;
  let memberId: string;
  const postId = blogPosts[0]?.id ?? 1;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    await testApp.app.ready();
    await syncBlogContent(testApp.db, { categories: blogCategories, posts: blogPosts });
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@more.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@more.test", "support");
    memberToken = await registerUser(testApp.app, "member@more.test");
    memberId = await userIdOf(testApp.db, "member@more.test");
    // Two staff accounts with their second factor: slow on a loaded machine.
  }, 240_000);

  afterAll(async () => {
    await testApp.close();
  });

  const mails = async (to: string) => {
    await testApp.app.emailSender.idle();
    return testApp.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
  };

  /** Support, a member's plain token and no token: 404, and the database is unchanged. */
  const refusedToOthers = async (method: "POST" | "GET", url: string, payload?: unknown) => {
    const before = await snapshotDatabase(testApp.db);
    for (const token of [support.consoleToken, memberToken, admin.memberToken]) {
      const response = await consoleCall(testApp.app, token, method, url, payload);
      expect(response.statusCode, `${url} as someone else`).toBe(404);
    }
    expect(await snapshotDatabase(testApp.db)).toEqual(before);
  };

  describe("people", () => {
    it("sends a password reset the member can use; support may not; audited", async () => {
      const url = `/api/admin/people/${memberId}/password-reset`;
      await refusedToOthers("POST", url, { reason: "member asked by phone" });
      const bad = await consoleCall(testApp.app, admin.consoleToken, "POST", url, { reason: "" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe("reason");

      const sent = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        reason: "member asked by phone",
      });
      expect(sent.statusCode).toBe(200);
      const audit = await latestAudit(testApp.db, "account.password-reset");
      expect(audit).toMatchObject({
        actorLabel: admin.email,
        targetId: memberId,
        reason: "member asked by phone",
        after: { resetLinkSentTo: "member@more.test" },
      });
      const [mail] = await mails("member@more.test");
      const token = /reset-password\?token=([\w-]+)/.exec(mail!.text)?.[1];
      expect(token).toBeTruthy();
      const check = await testApp.app.inject({
        method: "POST",
        url: "/api/resetpass/check",
        payload: { token },
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ valid: true });
    });

    it("shows a person's notifications and affiliate account", async () => {
      await createNotification(testApp.db, {
        userId: memberId,
        code: "002",
        data: {},
        now: clock.now(),
      });
      const [affiliate] = await testApp.db
        .insert(affiliates)
        .values({
          userId: memberId,
          username: "memberaff",
          payoutEmail: "pay@more.test",
          createdAt: clock.now(),
        })
        .returning();
      const detail = await consoleCall(
        testApp.app,
        support.consoleToken,
        "GET",
        `/api/admin/people/${memberId}`,
      );
      expect(detail.statusCode).toBe(200);
      // The welcome notification of registering, and this one.
      expect(detail.json().notifications).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: "002", readAt: null })]),
      );
      expect(detail.json().affiliate).toMatchObject({
        id: affiliate!.id,
        username: "memberaff",
        payoutEmail: "pay@more.test",
        commissions: [],
      });
    });

    it("exports everything held about a person, without credentials; admins only; audited", async () => {
      const url = `/api/admin/people/${memberId}/export`;
      await refusedToOthers("POST", url, { reason: "GDPR access request" });
      const exported = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        reason: "GDPR access request",
      });
      expect(exported.statusCode).toBe(200);
      const body = exported.json();
      expect(body.account).toMatchObject({ id: memberId, email: "member@more.test" });
      expect(body.account).not.toHaveProperty("password_hash");
      expect(body.tables.notifications).toEqual(
        expect.arrayContaining([expect.objectContaining({ code: "002" })]),
      );
      expect(body.tables.affiliates).toEqual([expect.objectContaining({ username: "memberaff" })]);
      expect(JSON.stringify(body)).not.toMatch(/token_hash|password_hash/);
      expect(await latestAudit(testApp.db, "account.export")).toMatchObject({
        targetId: memberId,
        reason: "GDPR access request",
        after: { tables: expect.objectContaining({ notifications: 2 }) },
      });
    });

    it("deletes an account as its owner would; refuses a staff account; audited", async () => {
      const token = await registerUser(testApp.app, "leaving@more.test");
      const id = await userIdOf(testApp.db, "leaving@more.test");
      const url = `/api/admin/people/${id}/delete`;
      await refusedToOthers("POST", url, { reason: "erasure request by email" });

      const staff = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        `/api/admin/people/${support.userId}/delete`,
        { reason: "erasure request by email" },
      );
      expect(staff.statusCode).toBe(409);

      const deleted = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        reason: "erasure request by email",
      });
      expect(deleted.statusCode).toBe(200);
      const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
      expect(row!.deletedAt).not.toBeNull();
      expect(row!.email).toMatch(/@deleted\.invalid$/);
      const account = await testApp.app.inject({
        method: "GET",
        url: "/api/account",
        headers: bearer(token),
      });
      expect(account.statusCode).toBe(401);
      expect(await latestAudit(testApp.db, "account.delete")).toMatchObject({
        targetId: id,
        before: { email: "leaving@more.test", deleted: false },
        after: { deleted: true },
      });
      const again = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        reason: "erasure request by email",
      });
      expect(again.statusCode).toBe(409);
    });
  });

  describe("orders", () => {
    let buyerToken: string;
    let merchOrderId: string;

    beforeAll(async () => {
      buyerToken = await registerUser(testApp.app, "buyer@more.test");
      const path = await openCheckout(testApp.app, buyerToken, "/api/features/paynow", {
        items: [{ product_id: "author-notebook" }],
        ...back,
      });
      const approved = await testApp.app.inject({
        method: "POST",
        url: `${path}/approve`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({
          name: "Ada Lovelace",
          line1: "1 Main St",
          city: "Springfield",
          state: "IL",
          postal_code: "62701",
          country: "US",
        }).toString(),
      });
      expect(approved.statusCode).toBe(303);
      const [order] = await testApp.db
        .select()
        .from(orders)
        .where(eq(orders.providerRef, path.split("/").at(-1)!));
      expect(order!.fulfilmentStatus).toBe("awaiting_fulfilment");
      merchOrderId = order!.id;
    }, 120_000);

    it("marks merch shipped with a tracking number the buyer sees; bad input names the field", async () => {
      const url = `/api/admin/orders/${merchOrderId}/ship`;
      await refusedToOthers("POST", url, { trackingNumber: "1Z999AA10123456784" });
      for (const [payload, field] of [
        [{ trackingNumber: "x" }, "trackingNumber"],
        [{ trackingNumber: "=HYPERLINK(1)" }, "trackingNumber"],
        [{}, "trackingNumber"],
      ] as const) {
        const bad = await consoleCall(testApp.app, admin.consoleToken, "POST", url, payload);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().details[0].path).toBe(field);
      }
      const shipped = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        trackingNumber: "1Z999AA10123456784",
        carrier: "UPS",
      });
      expect(shipped.statusCode).toBe(200);
      expect(shipped.json()).toMatchObject({
        fulfilmentStatus: "shipped",
        trackingNumber: "1Z999AA10123456784",
        trackingCarrier: "UPS",
      });
      expect(await latestAudit(testApp.db, "order.ship")).toMatchObject({
        targetId: merchOrderId,
        before: { fulfilmentStatus: "awaiting_fulfilment", trackingNumber: null },
        after: { fulfilmentStatus: "shipped", trackingNumber: "1Z999AA10123456784" },
      });
      const list = orderListSchema.parse(
        (await get(testApp.app, "/api/orders?range=[0,49]", buyerToken)).json(),
      );
      expect(list.find((order) => order._id === merchOrderId)?.fulfilment).toMatchObject({
        status: "shipped",
        tracking_number: "1Z999AA10123456784",
        tracking_carrier: "UPS",
      });
      const detail = await consoleCall(
        testApp.app,
        support.consoleToken,
        "GET",
        `/api/admin/orders/${merchOrderId}`,
      );
      expect(detail.json().fulfilment).toMatchObject({ trackingNumber: "1Z999AA10123456784" });
    });

    it("refuses to ship an order without merch", async () => {
      await buyOnce(testApp.app, buyerToken, ["puzzle-mega-bundle-lifetime"]);
      const [order] = await testApp.db
        .select()
        .from(orders)
        .where(eq(orders.userId, await userIdOf(testApp.db, "buyer@more.test")))
        .orderBy(desc(orders.createdAt));
      const response = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        `/api/admin/orders/${order!.id}/ship`,
        { trackingNumber: "1Z999AA10123456784" },
      );
      expect(order!.fulfilmentStatus).toBeNull();
      expect(response.statusCode).toBe(409);
    });

    it("mails the receipt again to the buyer; audited", async () => {
      const url = `/api/admin/orders/${merchOrderId}/receipt`;
      // The buyer has several orders, each with the receipt mailed when it was paid; only the
      // mails naming this order count (outbox ids are random, so "the newest" is not an order).
      const receiptsOfOrder = async () =>
        (await mails("buyer@more.test")).filter((mail) => mail.text.includes(merchOrderId));
      const before = (await receiptsOfOrder()).length;
      await refusedToOthers("POST", url, { reason: "buyer lost the email" });
      const sent = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        reason: "buyer lost the email",
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ sent: true, to: "buyer@more.test" });
      const receipts = await receiptsOfOrder();
      expect(receipts).toHaveLength(before + 1);
      const [mail] = receipts;
      expect(mail!.subject).toContain("receipt");
      expect(mail!.text).toContain("Total charged: 19.00");
      expect(mail!.text).toContain("Shipping: 5.00");
      expect(await latestAudit(testApp.db, "order.receipt")).toMatchObject({
        targetId: merchOrderId,
        reason: "buyer lost the email",
      });
    });
  });

  describe("affiliate payouts", () => {
    it("previews, exports and marks a payout file paid, as the CLI does; audited", async () => {
      const [affiliate] = await testApp.db
        .select()
        .from(affiliates)
        .where(eq(affiliates.username, "memberaff"));
      const [someOrder] = await testApp.db.select().from(orders).limit(1);
      const [commission] = await testApp.db
        .insert(affiliateCommissions)
        .values({
          affiliateId: affiliate!.id,
          sourceKey: "order:payout-test",
          kind: "sale",
          orderId: someOrder!.id,
          buyerUserId: someOrder!.userId,
          baseCents: 20_000,
          amountCents: 6_000,
          currency: "USD",
          status: "approved",
          earnedAt: clock.now(),
          approvedAt: clock.now(),
        })
        .returning();

      const preview = await consoleCall(
        testApp.app,
        support.consoleToken,
        "GET",
        "/api/admin/payouts",
      );
      expect(preview.statusCode).toBe(200);
      expect(preview.json().rows).toEqual([
        expect.objectContaining({ affiliateId: affiliate!.id, amountCents: 6_000 }),
      ]);

      await refusedToOthers("POST", "/api/admin/payouts/export");
      const exported = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        "/api/admin/payouts/export",
      );
      expect(exported.statusCode).toBe(200);
      const csv = exported.json().csv as string;
      expect(csv).toContain(commission!.id);
      expect(await latestAudit(testApp.db, "payout.export")).toMatchObject({
        after: { rows: [expect.objectContaining({ affiliateId: affiliate!.id, commissions: 1 })] },
      });

      await refusedToOthers("POST", "/api/admin/payouts/mark-paid", {
        csv,
        reason: "paid by bank transfer",
      });
      const bad = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        "/api/admin/payouts/mark-paid",
        { csv: "not,a,payout,file", reason: "paid by bank transfer" },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe("csv");

      const paid = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        "/api/admin/payouts/mark-paid",
        { csv, reason: "paid by bank transfer" },
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ paid: [commission!.id], unchanged: [] });
      const [row] = await testApp.db
        .select()
        .from(affiliateCommissions)
        .where(eq(affiliateCommissions.id, commission!.id));
      expect(row!.status).toBe("paid");
      expect(await latestAudit(testApp.db, "payout.mark-paid")).toMatchObject({
        reason: "paid by bank transfer",
        after: { paid: [commission!.id], unchanged: [] },
      });
      const twice = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        "/api/admin/payouts/mark-paid",
        { csv, reason: "paid by bank transfer" },
      );
      expect(twice.json()).toEqual({ paid: [], unchanged: [commission!.id] });
    });
  });

  describe("moderation", () => {
    it("queues reported and first-time comments; a reader reports once; hiding takes it off the queue", async () => {
      const authorToken = await registerUser(testApp.app, "author@more.test");
      const say = async (message: string) => {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/comment/blog",
          payload: { pid: postId, message },
          headers: bearer(authorToken),
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode).toBe(201);
        clock.advance(1000);
      };
      await say("My first comment here");
      await say("Buy followers at spam.example");
      const queue = async () =>
        (
          await consoleCall(
            testApp.app,
            support.consoleToken,
            "GET",
            "/api/admin/comments?queue=review",
          )
        ).json().items as Array<{
          id: string;
          message: string;
          reports: number;
          firstTime: boolean;
        }>;
      expect((await queue()).map((c) => [c.message, c.firstTime, c.reports])).toEqual([
        ["My first comment here", true, 0],
      ]);

      const all = (
        await consoleCall(testApp.app, support.consoleToken, "GET", "/api/admin/comments")
      ).json().items as Array<{ id: string; message: string }>;
      const spamId = all.find((c) => c.message.startsWith("Buy followers"))!.id;
      const report = () =>
        testApp.app.inject({
          method: "POST",
          url: `/api/comment/blog/${spamId}/report`,
          headers: bearer(memberToken),
          remoteAddress: nextAddress(),
        });
      expect((await report()).statusCode).toBe(200);
      expect((await report()).statusCode).toBe(200);
      expect(
        await testApp.db.select().from(commentReports).where(eq(commentReports.commentId, spamId)),
      ).toHaveLength(1);
      const own = await testApp.app.inject({
        method: "POST",
        url: `/api/comment/blog/${spamId}/report`,
        headers: bearer(authorToken),
        remoteAddress: nextAddress(),
      });
      expect(own.statusCode).toBe(400);
      expect(own.json().details[0].path).toBe("id");

      expect((await queue()).map((c) => [c.message, c.reports])).toEqual([
        ["Buy followers at spam.example", 1],
        ["My first comment here", 0],
      ]);

      const hidden = await consoleCall(
        testApp.app,
        admin.consoleToken,
        "POST",
        `/api/admin/comments/${spamId}/status`,
        { status: "hidden", reason: "advertising" },
      );
      expect(hidden.statusCode).toBe(200);
      expect((await queue()).map((c) => c.message)).toEqual(["My first comment here"]);
      const hiddenReport = await report();
      expect(hiddenReport.statusCode).toBe(404);
    });

    it("replies to a contact message by email and closes it; audited", async () => {
      const [message] = await testApp.db
        .insert(contactMessages)
        .values({
          name: "Grace",
          email: "grace@more.test",
          subject: "Invoice",
          message: "Can I get an invoice?",
          createdAt: clock.now(),
        })
        .returning();
      const url = `/api/admin/messages/${message!.id}/reply`;
      await refusedToOthers("POST", url, { text: "Here it is." });
      const bad = await consoleCall(testApp.app, admin.consoleToken, "POST", url, { text: " " });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe("text");

      const replied = await consoleCall(testApp.app, admin.consoleToken, "POST", url, {
        text: "Your invoice is attached to your orders page.",
      });
      expect(replied.statusCode).toBe(200);
      expect(replied.json().closedAt).not.toBeNull();
      const [mail] = await mails("grace@more.test");
      expect(mail!.subject).toBe("Re: Invoice");
      expect(mail!.text).toContain("Your invoice is attached to your orders page.");
      expect(mail!.text).toContain("> Can I get an invoice?");
      expect(await latestAudit(testApp.db, "message.reply")).toMatchObject({
        targetId: message!.id,
        before: { closedAt: null },
        after: { to: "grace@more.test", subject: "Re: Invoice" },
      });
    });

    it("lists newsletter sign-ups sorted and searched, and exports them as CSV", async () => {
      await testApp.db.insert(newsletterSubscriptions).values([
        { email: "b@news.test", source: "footer", createdAt: new Date("2026-12-01T00:00:00Z") },
        { email: "a@news.test", source: "=cmd()", createdAt: new Date("2026-12-02T00:00:00Z") },
      ]);
      const list = await consoleCall(
        testApp.app,
        support.consoleToken,
        "GET",
        "/api/admin/newsletter?q=news.test&sort=email&dir=asc",
      );
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((row: { email: string }) => row.email)).toEqual([
        "a@news.test",
        "b@news.test",
      ]);
      const bad = await consoleCall(
        testApp.app,
        support.consoleToken,
        "GET",
        "/api/admin/newsletter?sort=nope",
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe("sort");
      const csv = await consoleCall(
        testApp.app,
        support.consoleToken,
        "GET",
        "/api/admin/newsletter.csv?q=news.test",
      );
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.body.split("\n")[0]).toBe("email,source,signed_up_at");
      expect(csv.body).toContain("b@news.test,footer,");
      expect(csv.body).toContain("'=cmd()");
      const stranger = await consoleCall(testApp.app, memberToken, "GET", "/api/admin/newsletter");
      expect(stranger.statusCode).toBe(404);
    });
  });
});
