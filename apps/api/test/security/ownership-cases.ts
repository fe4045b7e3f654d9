import { blogCategories, blogPosts } from "@inkforge/domain/blog/index";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import type { Database } from "../../src/db/client";
import { syncBlogContent } from "../../src/db/queries/blog";
import { orders, ownedFeatures } from "../../src/db/schema";
import { runBookBuild } from "../../src/services/books/puzzle-book-builds";
import type { App } from "../../src/types";
import { bearer, registerUser } from "../account-helpers";
import { approve, back, buyOnce, get, openCheckout, post, userIdOf } from "../shop-helpers";

/**
 * What Alice owns, made through the API as she would make it, so that Bob can try to reach each
 * piece with his own valid token (issue 16's ownership matrix).
 */
export type World = {
  app: App;
  alice: { token: string; id: string };
  bob: { token: string; id: string };
  projectId: string;
  boardId: string;
  pageId: string;
  favouriteId: string;
  commentId: string;
  notificationId: string;
  orderId: string;
  sessionId: string;
  captureRef: string;
  /** The captured amount as the sale report sends it, e.g. "9.00". */
  saleAmount: string;
  downloadId: string;
  downloadProductId: string;
  subscriptionId: string;
  paypalOrderId: string;
  affiliateId: number;
  asinTrackerId: string;
  monitorId: string;
  buildId: string;
  designId: string;
  importId: string;
  manuscriptId: string;
  sectionId: string;
  /** Alice's signed-in browser extension: its session and its own (ixt_) token. */
  extensionSessionId: string;
  extensionToken: string;
};

function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (response.statusCode !== status) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  }
}

export async function buildWorld(app: App, db: Database): Promise<World> {
  const aliceToken = await registerUser(app, "alice.owner@example.com");
  const bobToken = await registerUser(app, "bob.intruder@example.com");
  const alice = { token: aliceToken, id: await userIdOf(db, "alice.owner@example.com") };
  const bob = { token: bobToken, id: await userIdOf(db, "bob.intruder@example.com") };

  const project = await post(app, "/api/book-projects", alice.token, { title: "Alice's journal" });
  expectStatus(project, 201, "creating a book project");
  const { id: projectId, boardId } = project.json() as { id: string; boardId: string };

  const page = await post(app, "/api/page/create", alice.token, {
    data: {
      boardId,
      column: "todo",
      position: 1,
      title: "Alice's card",
      notes: "",
      dueDate: null,
      done: false,
    },
  });
  expectStatus(page, 201, "creating a page");
  const pageId = (page.json() as { id: string }).id;

  const favourite = await post(app, "/api/tools/pen-names/favourites", alice.token, {
    name: "Alice Pennington",
  });
  expectStatus(favourite, 201, "saving a pen name");
  const favouriteId = (favourite.json() as { id: string }).id;

  await syncBlogContent(db, { categories: blogCategories, posts: blogPosts });
  const postId = blogPosts[0]?.id;
  if (postId === undefined) throw new Error("no blog post to comment on");
  expectStatus(
    await post(app, "/api/comment/blog", alice.token, { pid: postId, message: "Alice's comment" }),
    201,
    "commenting",
  );
  const comments = (await get(app, `/api/comment/blog/${postId}?range=[0,99]`, alice.token)).json();
  const commentId = (comments as Array<{ id: string; message: string }>).find(
    (comment) => comment.message === "Alice's comment",
  )?.id;
  if (!commentId) throw new Error("Alice's comment is not listed");

  const subscriptionPath = await openCheckout(app, alice.token, "/api/subs/paynow", {
    items: [{ id: "subs_pro-monthly", quantity: 1 }],
    ...back,
  });
  expectStatus(await approve(app, subscriptionPath), 303, "approving the subscription");
  const subscriptions = (await get(app, "/api/subs", alice.token)).json() as Array<{ _id: string }>;
  const subscriptionId = subscriptions[0]?._id;
  if (!subscriptionId) throw new Error("Alice has no subscription");

  // Supreme for life (trackers and keyword monitors) with a download, after the subscription.
  const ordersBefore = new Set(
    (await db.select().from(orders).where(eq(orders.userId, alice.id))).map((row) => row.id),
  );
  const { path } = await buyOnce(app, alice.token, [
    "keyword-research-workbook",
    "supreme-lifetime",
  ]);
  const sessionId = path.split("/").at(-1) ?? "";
  const order = (await db.select().from(orders).where(eq(orders.userId, alice.id))).find(
    (row) => !ordersBefore.has(row.id),
  );
  if (!order?.captureRef) throw new Error("Alice's order was not captured");
  const downloads = (await get(app, "/api/download/list", alice.token)).json() as Array<{
    _id: string;
    product_id: string;
  }>;
  const download = downloads.find((item) => item.product_id === "keyword-research-workbook");
  if (!download) throw new Error("Alice's purchase has no download");

  // Supreme tracks ASINs and keeps keyword monitors.
  const tracked = await post(app, "/api/v1/trackers/asin", alice.token, {
    entries: [{ asin: "B0ALICE001", domain: "amazon.com" }],
  });
  expectStatus(tracked, 201, "tracking an ASIN");
  const asinTrackerId = (tracked.json() as { added: Array<{ id: string }> }).added[0]?.id ?? "";
  const monitor = await post(app, "/api/v1/keyword-monitors", alice.token, {
    title: "Alice's garden journal",
    seeds: ["garden journal"],
    domain: "amazon.com",
    department: "books",
  });
  expectStatus(monitor, 201, "saving a keyword monitor");
  const monitorId = (monitor.json() as { id: string }).id;

  const build = await post(app, "/api/books/puzzle-builds", alice.token, {
    title: "Alice's mazes",
    author: "Alice",
    trim: "6x9",
    sections: [{ type: "maze", difficulty: "easy", count: 2 }],
  });
  expectStatus(build, 202, "starting a book build");
  const buildId = (build.json() as { build: { id: string } }).build.id;
  // The job, as the queue would run it, so the build's file exists for Alice.
  await runBookBuild(app.bookBuilds.context, buildId);

  const design = await post(app, "/api/v1/designs", alice.token, {
    kind: "cover",
    name: "Alice's cover",
    document: { title: "Alice's garden" },
  });
  expectStatus(design, 201, "saving a design");
  const designId = (design.json() as { id: string }).id;
  const upload = await app.inject({
    method: "POST",
    url: "/api/v1/my-books/imports?kind=ads-sponsored-products&fileName=alice-ads.csv",
    headers: { ...bearer(alice.token), "content-type": "text/csv" },
    payload:
      "Date,Campaign Name,Advertised ASIN,Spend,14 Day Total Sales,14 Day Total Orders (#),Currency\n2026-09-01,Alice,B0ALICE001,1.5,0,0,USD\n",
  });
  expectStatus(upload, 202, "uploading a report");
  const importId = (upload.json() as { import: { id: string } }).import.id;
  const manuscript = await post(app, "/api/v1/manuscripts", alice.token, { projectId });
  expectStatus(manuscript, 201, "starting a manuscript");
  const manuscriptId = (manuscript.json() as { id: string }).id;
  const section = await post(app, `/api/v1/manuscripts/${manuscriptId}/sections`, alice.token, {
    kind: "chapter",
    title: "Alice's first chapter",
  });
  expectStatus(section, 201, "adding a chapter");
  const sectionId = (section.json() as { id: string }).id;
  // The first save puts version 1 into the history.
  await app.inject({
    method: "PUT",
    url: `/api/v1/manuscripts/${manuscriptId}/sections/${sectionId}`,
    headers: { ...bearer(alice.token), "content-type": "application/json" },
    payload: { baseVersion: 1, title: "Alice's chapter one" },
  });

  const paypal = await post(app, "/api/paypal/create-paypal-order", alice.token, {
    items: [{ product_id: "ads-keyword-starter-list" }],
    ...back,
  });
  expectStatus(paypal, 200, "creating a PayPal order");
  const paypalOrderId = (paypal.json() as { id: string }).id;

  const affiliate = await app.inject({
    method: "POST",
    url: "/api/v1/affiliate/create",
    headers: { ...bearer(alice.token), "content-type": "application/json" },
    payload: "",
  });
  expectStatus(affiliate, 200, "creating an affiliate account");
  const affiliateId = (affiliate.json() as { affiliate_id: number }).affiliate_id;

  const notifications = (
    await get(app, `/api/notifications?user_id=${alice.id}&page=1&page_size=5`, alice.token)
  ).json() as { notifications: Array<{ notification_id: string }> };
  const notificationId = notifications.notifications[0]?.notification_id;
  if (!notificationId) throw new Error("Alice has no notification");

  // Bob builds an author page of his own, so a request naming Alice's project reaches the
  // ownership check rather than stopping at the feature gate or his missing page.
  await db.insert(ownedFeatures).values({
    userId: bob.id,
    featureId: "author-page-builder",
    shopId: "author-page-builder-lifetime",
    period: "lifetime",
    until: null,
  });
  const bobPage = await app.inject({
    method: "PUT",
    url: "/api/v1/author-page",
    headers: bearer(bob.token),
    payload: { slug: "bob-intruder", penName: "Bob" },
  });
  expectStatus(bobPage, 200, "saving Bob's author page");

  const code = await post(app, "/api/v1/extension/sign-in-codes", alice.token, {});
  expectStatus(code, 201, "making an extension sign-in code");
  const exchanged = await post(app, "/api/v1/extension/tokens", undefined, {
    code: (code.json() as { code: string }).code,
  });
  expectStatus(exchanged, 201, "exchanging the extension sign-in code");
  const extension = exchanged.json() as { token: string; sessionId: string };

  return {
    app,
    alice,
    bob,
    projectId,
    boardId,
    pageId,
    favouriteId,
    commentId,
    notificationId,
    orderId: order.id,
    sessionId,
    captureRef: order.captureRef,
    saleAmount: (order.totalCents / 100).toFixed(2),
    downloadId: download._id,
    downloadProductId: download.product_id,
    subscriptionId,
    paypalOrderId,
    affiliateId,
    asinTrackerId,
    monitorId,
    buildId,
    designId,
    importId,
    manuscriptId,
    sectionId,
    extensionSessionId: extension.sessionId,
    extensionToken: extension.token,
  };
}

/** Bob's request for Alice's resource, one per owned route (without the token; the test adds Bob's). */
export const ownershipCases: Record<
  string,
  (world: World) => Omit<InjectOptions, "headers"> & { headers?: Record<string, string> }
> = {
  "GET /api/v1/designs/{id}": (w) => ({ method: "GET", url: `/api/v1/designs/${w.designId}` }),
  "PUT /api/v1/designs/{id}": (w) => ({
    method: "PUT",
    url: `/api/v1/designs/${w.designId}`,
    payload: { document: { title: "Taken over" }, baseVersion: 1 },
  }),
  "DELETE /api/v1/designs/{id}": (w) => ({
    method: "DELETE",
    url: `/api/v1/designs/${w.designId}`,
  }),
  "POST /api/v1/designs/{id}/duplicate": (w) => ({
    method: "POST",
    url: `/api/v1/designs/${w.designId}/duplicate`,
    payload: {},
  }),
  "GET /api/v1/designs/{id}/versions": (w) => ({
    method: "GET",
    url: `/api/v1/designs/${w.designId}/versions`,
  }),
  "GET /api/v1/designs/{id}/versions/{version}": (w) => ({
    method: "GET",
    url: `/api/v1/designs/${w.designId}/versions/1`,
  }),
  "GET /api/books/builds/{id}": (w) => ({ method: "GET", url: `/api/books/builds/${w.buildId}` }),
  "PUT /api/v1/my-books/price-plan": (w) => ({
    method: "PUT",
    url: "/api/v1/my-books/price-plan",
    payload: { prices: [{ projectId: w.projectId, marketplace: "amazon.com", listPrice: 99 }] },
  }),
  "GET /api/v1/my-books/imports/{id}": (w) => ({
    method: "GET",
    url: `/api/v1/my-books/imports/${w.importId}`,
  }),
  "GET /api/books/builds/{id}/file": (w) => ({
    method: "GET",
    url: `/api/books/builds/${w.buildId}/file`,
  }),
  "GET /api/books/builds/{id}/pages": (w) => ({
    method: "GET",
    url: `/api/books/builds/${w.buildId}/pages`,
  }),
  "DELETE /api/comment/{kind}/{id}": (w) => ({
    method: "DELETE",
    url: `/api/comment/blog/${w.commentId}`,
  }),
  "GET /api/v1/manuscripts/{id}": (w) => ({
    method: "GET",
    url: `/api/v1/manuscripts/${w.manuscriptId}`,
  }),
  "PATCH /api/v1/manuscripts/{id}": (w) => ({
    method: "PATCH",
    url: `/api/v1/manuscripts/${w.manuscriptId}`,
    payload: { title: "Taken over" },
  }),
  "DELETE /api/v1/manuscripts/{id}": (w) => ({
    method: "DELETE",
    url: `/api/v1/manuscripts/${w.manuscriptId}`,
  }),
  "POST /api/v1/manuscripts/{id}/sections": (w) => ({
    method: "POST",
    url: `/api/v1/manuscripts/${w.manuscriptId}/sections`,
    payload: { kind: "chapter", title: "Bob's chapter" },
  }),
  "PUT /api/v1/manuscripts/{id}/order": (w) => ({
    method: "PUT",
    url: `/api/v1/manuscripts/${w.manuscriptId}/order`,
    payload: { sectionIds: [w.sectionId] },
  }),
  "GET /api/v1/manuscripts/{id}/sections/{sectionId}": (w) => ({
    method: "GET",
    url: `/api/v1/manuscripts/${w.manuscriptId}/sections/${w.sectionId}`,
  }),
  "PUT /api/v1/manuscripts/{id}/sections/{sectionId}": (w) => ({
    method: "PUT",
    url: `/api/v1/manuscripts/${w.manuscriptId}/sections/${w.sectionId}`,
    payload: { baseVersion: 2, title: "Bob was here" },
  }),
  "DELETE /api/v1/manuscripts/{id}/sections/{sectionId}": (w) => ({
    method: "DELETE",
    url: `/api/v1/manuscripts/${w.manuscriptId}/sections/${w.sectionId}`,
  }),
  "GET /api/v1/manuscripts/{id}/sections/{sectionId}/versions": (w) => ({
    method: "GET",
    url: `/api/v1/manuscripts/${w.manuscriptId}/sections/${w.sectionId}/versions`,
  }),
  "POST /api/books/manuscript-builds": (w) => ({
    method: "POST",
    url: "/api/books/manuscript-builds",
    payload: { manuscriptId: w.manuscriptId, format: "epub" },
  }),
  "POST /api/v1/manuscripts/{id}/import": (w) => ({
    method: "POST",
    url: `/api/v1/manuscripts/${w.manuscriptId}/import`,
    headers: { "content-type": "text/markdown" },
    payload: "# Bob's chapter",
  }),
  "GET /api/v1/manuscripts/{id}/export.docx": (w) => ({
    method: "GET",
    url: `/api/v1/manuscripts/${w.manuscriptId}/export.docx`,
  }),
  "GET /api/v1/manuscripts/{id}/sections/{sectionId}/versions/{version}": (w) => ({
    method: "GET",
    url: `/api/v1/manuscripts/${w.manuscriptId}/sections/${w.sectionId}/versions/1`,
  }),
  "POST /api/v1/author-page/books/from-project": (w) => ({
    method: "POST",
    url: "/api/v1/author-page/books/from-project",
    payload: { projectId: w.projectId },
  }),
  "GET /api/book-projects/{id}": (w) => ({
    method: "GET",
    url: `/api/book-projects/${w.projectId}`,
  }),
  "PUT /api/book-projects/{id}": (w) => ({
    method: "PUT",
    url: `/api/book-projects/${w.projectId}`,
    payload: { title: "Taken over" },
  }),
  "DELETE /api/book-projects/{id}": (w) => ({
    method: "DELETE",
    url: `/api/book-projects/${w.projectId}`,
  }),
  "PUT /api/book-projects/{id}/interior": (w) => ({
    method: "PUT",
    url: `/api/book-projects/${w.projectId}/interior`,
    payload: { buildId: w.buildId },
  }),
  "DELETE /api/book-projects/{id}/interior": (w) => ({
    method: "DELETE",
    url: `/api/book-projects/${w.projectId}/interior`,
  }),
  "POST /api/board/create": (w) => ({
    method: "POST",
    url: "/api/board/create",
    payload: {
      title: "Bob's board in Alice's project",
      boardCollection: { columns: [{ id: "todo", title: "To do" }], projectId: w.projectId },
    },
  }),
  "GET /api/board/collection/{id}": (w) => ({
    method: "GET",
    url: `/api/board/collection/${w.boardId}`,
  }),
  "DELETE /api/board/collection/{id}": (w) => ({
    method: "DELETE",
    url: `/api/board/collection/${w.boardId}`,
  }),
  "POST /api/page/create": (w) => ({
    method: "POST",
    url: "/api/page/create",
    payload: {
      data: {
        boardId: w.boardId,
        column: "todo",
        position: 2,
        title: "Bob's card",
        notes: "",
        dueDate: null,
        done: false,
      },
    },
  }),
  "GET /api/page/{id}": (w) => ({ method: "GET", url: `/api/page/${w.pageId}` }),
  "PUT /api/page/{id}": (w) => ({
    method: "PUT",
    url: `/api/page/${w.pageId}`,
    payload: {
      id: w.pageId,
      data: {
        boardId: w.boardId,
        column: "done",
        position: 1,
        title: "Taken over",
        notes: "",
        dueDate: null,
        done: true,
      },
    },
  }),
  "DELETE /api/page/collection/{id}": (w) => ({
    method: "DELETE",
    url: `/api/page/collection/${w.pageId}`,
  }),
  "GET /api/notifications": (w) => ({
    method: "GET",
    url: `/api/notifications?user_id=${w.alice.id}&page=1&page_size=5`,
  }),
  "DELETE /api/notifications": (w) => ({
    method: "DELETE",
    url: `/api/notifications?notification_id=${w.notificationId}&user_id=${w.bob.id}`,
  }),
  "POST /api/notifications/mark-as-read": (w) => ({
    method: "POST",
    url: `/api/notifications/mark-as-read?notification_id=${w.notificationId}&user_id=${w.bob.id}`,
  }),
  "GET /api/notifications/unread-count": (w) => ({
    method: "GET",
    url: `/api/notifications/unread-count?user_id=${w.alice.id}`,
  }),
  "POST /api/usage": (w) => ({
    method: "POST",
    url: "/api/usage",
    payload: { user_id: w.alice.id, tool_id: "royalty-calculator" },
  }),
  "GET /api/usage/xp/total/{userId}": (w) => ({
    method: "GET",
    url: `/api/usage/xp/total/${w.alice.id}`,
  }),
  "GET /api/usage/xp/per_tool/{userId}": (w) => ({
    method: "GET",
    url: `/api/usage/xp/per_tool/${w.alice.id}`,
  }),
  "GET /api/usage/leaderboard/{x}/{y}": (w) => ({
    method: "GET",
    url: `/api/usage/leaderboard/this_month/${w.alice.id}`,
  }),
  "GET /api/usage/streak/{userId}": (w) => ({
    method: "GET",
    url: `/api/usage/streak/${w.alice.id}`,
  }),
  "GET /api/profile/activity": (w) => ({
    method: "GET",
    url: `/api/profile/activity?user_id=${w.alice.id}`,
  }),
  "GET /api/profile/streak/rank": (w) => ({
    method: "GET",
    url: `/api/profile/streak/rank?user_id=${w.alice.id}`,
  }),
  "GET /api/download/view/{id}": (w) => ({
    method: "GET",
    url: `/api/download/view/${w.downloadId}`,
  }),
  "GET /api/download/viewbyproduct/{id}": (w) => ({
    method: "GET",
    url: `/api/download/viewbyproduct/${w.downloadProductId}`,
  }),
  "GET /api/download/filestream/{id}": (w) => ({
    method: "GET",
    url: `/api/download/filestream/${w.downloadId}`,
  }),
  "GET /api/orders/{id}": (w) => ({ method: "GET", url: `/api/orders/${w.orderId}` }),
  "GET /api/shop/subscription/{id}": (w) => ({
    method: "GET",
    url: `/api/shop/subscription/${w.subscriptionId}`,
  }),
  "POST /api/shop/cancel-subscription/{id}": (w) => ({
    method: "POST",
    url: `/api/shop/cancel-subscription/${w.subscriptionId}`,
  }),
  "POST /api/paypal/capture-paypal-order": (w) => ({
    method: "POST",
    url: "/api/paypal/capture-paypal-order",
    payload: { orderID: w.paypalOrderId },
  }),
  "GET /api/stripecomm/order/success": (w) => ({
    method: "GET",
    url: `/api/stripecomm/order/success?session_id=${w.sessionId}`,
  }),
  "GET /api/stripecomm/order/success/v2": (w) => ({
    method: "GET",
    url: `/api/stripecomm/order/success/v2?payment_intent=${w.captureRef}`,
  }),
  "POST /api/stripecomm/manage-billing": (w) => ({
    method: "POST",
    url: "/api/stripecomm/manage-billing",
    payload: { subscription_id: w.subscriptionId },
  }),
  "POST /api/stripecomm/update-billing-cycle": (w) => ({
    method: "POST",
    url: "/api/stripecomm/update-billing-cycle",
    payload: { subscription_id: w.subscriptionId },
  }),
  "POST /api/stripecomm/update-card": (w) => ({
    method: "POST",
    url: "/api/stripecomm/update-card",
    payload: { subscription_id: w.subscriptionId },
  }),
  "GET /api/idev": (w) => ({
    method: "GET",
    url: "/api/idev",
    query: { idev_saleamt: w.saleAmount, idev_ordernum: w.captureRef, ip_address: "203.0.113.9" },
  }),
  "POST /api/dev/orders/{id}/reverse": (w) => ({
    method: "POST",
    url: `/api/dev/orders/${w.orderId}/reverse`,
    payload: { reason: "refund" },
  }),
  "POST /api/dev/orders/{id}/ship": (w) => ({
    method: "POST",
    url: `/api/dev/orders/${w.orderId}/ship`,
  }),
  "POST /api/dev/subscriptions/{id}/renew": (w) => ({
    method: "POST",
    url: `/api/dev/subscriptions/${w.subscriptionId}/renew`,
    payload: { outcome: "paid" },
  }),
  "GET /api/v1/affiliate/{affiliateId}": (w) => ({
    method: "GET",
    url: `/api/v1/affiliate/${w.affiliateId}`,
  }),
  "PUT /api/v1/trackers/{kind}/{id}": (w) => ({
    method: "PUT",
    url: `/api/v1/trackers/asin/${w.asinTrackerId}`,
    payload: { paused: true },
  }),
  "DELETE /api/v1/trackers/{kind}/{id}": (w) => ({
    method: "DELETE",
    url: `/api/v1/trackers/asin/${w.asinTrackerId}`,
  }),
  "GET /api/v1/trackers/{kind}/{id}/history": (w) => ({
    method: "GET",
    url: `/api/v1/trackers/asin/${w.asinTrackerId}/history`,
  }),
  "DELETE /api/v1/keyword-monitors/{id}": (w) => ({
    method: "DELETE",
    url: `/api/v1/keyword-monitors/${w.monitorId}`,
  }),
  "DELETE /api/v1/account/extension-sessions/{id}": (w) => ({
    method: "DELETE",
    url: `/api/v1/account/extension-sessions/${w.extensionSessionId}`,
  }),
  "DELETE /api/tools/pen-names/favourites/{id}": (w) => ({
    method: "DELETE",
    url: `/api/tools/pen-names/favourites/${w.favouriteId}`,
  }),
};

/**
 * The service's own request counters (decision 0136) count every answer, a refused one too: they
 * are the meter's, not a change a caller made, so "wrote nothing" checks leave them out.
 */
export const METER_TABLES = ["ops_daily_counts", "integration_health"] as const;

/** Every row of every table, to prove a refused request wrote nothing. */
export async function snapshotDatabase(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
    if ((METER_TABLES as readonly string[]).includes(table)) continue;
    const rows = await db.execute(sql.raw(`select * from "${table}"`));
    snapshot[table] = rowsOf(rows)
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return snapshot;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
