import { HOT_NICHES_MAX } from "@inkforge/domain/research/hot-niches";
import { LIMITED_ENTRY_LIMIT } from "@inkforge/domain/shop/feature-matrix";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runKeywordMonitor } from "../../src/services/keyword-monitors/keyword-monitors";
import {
  deriveSandboxSecret,
  SANDBOX_SIGNATURE_HEADER,
  signPayload,
} from "../../src/services/payments/sandbox/signing";
import { computeHotNiches } from "../../src/services/research/hot-niches";
import type { ProductRecord, ResearchSources } from "../../src/services/research/ports";
import type { App } from "../../src/types";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, onPostgres, type TestApp, testEnv, testWebOrigin } from "../helper";
import { fakeMarket } from "../research-finder/fake-market";
import { approve, back, buyOnce, get, openCheckout, post, userIdOf } from "../shop-helpers";
import { type StandInServer, startHttpStandIn } from "../stand-ins/http-server";
import { type PayPalStandIn, startPayPalStandIn } from "../stand-ins/paypal-stand-in";
import { type StripeStandIn, startStripeStandIn } from "../stand-ins/stripe-stand-in";

/*
 * Issue 16, "exactly once": every rule of the product that says a thing happens once, in one
 * table. Each case fires its trigger concurrently (parallel `app.inject` calls, or the job or the
 * webhook delivered many times at once), then counts the rows with SQL and checks the answers
 * agree. On PGlite the statements interleave on one connection; on PostgreSQL
 * (scripts/test-api-postgres.mjs) they race on a pool of ten, which is where a missing guard shows.
 */

/** What must happen once, what fires it here, and what in the schema or the code holds it. */
type OnceRule = {
  rule: string;
  trigger: string;
  /** Unique indexes (as PostgreSQL names them) that hold the rule; [] when the code alone does. */
  indexes: string[];
  /** Where the guard is, for the decision record. */
  guard: string;
};

const onceRules = {
  orderPerIdempotencyKey: {
    rule: "one order per Idempotency-Key",
    trigger: "20 parallel POST /api/features/paynow with one key and body",
    indexes: [
      "idempotency_keys_user_id_key_pk",
      "sandbox_payments_request_uq",
      "orders_provider_ref_uq",
    ],
    guard: "claimIdempotencyKey in the order's insert (db/queries/shop.ts, start-checkout.ts)",
  },
  cardCaptureOnce: {
    rule: "a card payment is applied once: one grant set, one 004",
    trigger: "20 parallel sandbox approvals + 5 success-page confirms of one checkout",
    indexes: [
      "payment_events_provider_event_id_pk",
      "owned_features_order_feature_uq",
      "order_lines_order_id_product_id_pk",
    ],
    guard: "applyPaymentEvent: event id recorded + conditional pending→paid in one transaction",
  },
  sandboxWebhookOnce: {
    rule: "a sandbox webhook event is applied once",
    trigger: "the signed checkout.session.completed delivered 20 times at once",
    indexes: ["payment_events_provider_event_id_pk"],
    guard: "recordPaymentEvent (payment_events primary key) + fulfilPaidOrder's conditional update",
  },
  paypalCaptureOnce: {
    rule: "a PayPal capture is applied once (sandbox)",
    trigger: "20 parallel POST /api/paypal/capture-paypal-order",
    indexes: ["payment_events_provider_event_id_pk", "owned_features_order_feature_uq"],
    guard: "capture-paypal-order.ts (request id per order) + applyPaymentEvent",
  },
  stripeWebhookOnce: {
    rule: "a Stripe event is applied once (checkout.session.completed)",
    trigger: "the stand-in's signed event delivered 20 times at once + 5 confirms",
    indexes: ["payment_events_provider_event_id_pk", "owned_features_order_feature_uq"],
    guard: "applyPaymentEvent (webhooks.ts → apply-payment-event.ts)",
  },
  stripeRenewalOnce: {
    rule: "a subscription's first payment earns one commission; a renewal extends the period once and earns one renewal commission",
    trigger:
      "the checkout and first invoice.paid, then a renewal invoice.paid, each delivered 20 times at once",
    indexes: [
      "payment_events_provider_event_id_pk",
      "affiliate_commissions_source_uq",
      "subscriptions_provider_ref_uq",
      "owned_features_subscription_feature_uq",
    ],
    guard:
      "first invoice (subscription_create) ignored by the Stripe adapter; recordPaymentEvent first in the transaction; source key renewal:<event>",
  },
  paypalLiveOnce: {
    rule: "a PayPal capture and its PAYMENT.CAPTURE.COMPLETED webhook are applied once (live adapter)",
    trigger: "20 parallel captures, then the signed event delivered 10 times at once",
    indexes: ["payment_events_provider_event_id_pk", "owned_features_order_feature_uq"],
    guard: "PayPal-Request-Id per order + applyPaymentEvent",
  },
  freeClaimOnce: {
    rule: "a free item is granted once",
    trigger: "20 parallel POST /api/features/freepaynow of one free item",
    indexes: ["owned_features_unpaid_grant_uq"],
    guard: "insertGrants on conflict do nothing (claim-free-items.ts)",
  },
  affiliatePerUser: {
    rule: "one affiliate account per user",
    trigger: "20 parallel POST /api/v1/affiliate/create",
    indexes: ["affiliates_user_uq", "affiliates_username_uq"],
    guard: "affiliates_user_uq + insert … on conflict do nothing, then read (services/affiliate)",
  },
  commissionPerSale: {
    rule: "one commission per sale, whatever events report the payment",
    trigger: "20 approvals (each redelivers the event) + confirms + signed redeliveries",
    indexes: ["affiliate_commissions_source_uq"],
    guard: "insertCommissionOnce (source_key order:<id>) inside the paying transaction",
  },
  salePerOrder: {
    rule: "one affiliate sale record per order, forwarded once",
    trigger: "20 parallel GET /api/idev for one capture",
    indexes: ["affiliate_sales_order_uq"],
    guard: "db/queries/affiliate-sales.ts on conflict (order_id) do nothing",
  },
  refundPerPayment: {
    rule: "a reversal refunds a payment once and reverses its commission once",
    trigger: "10 parallel POST /api/dev/orders/{id}/reverse",
    indexes: ["sandbox_payments_request_uq"],
    guard: "refund idempotency key refund-all:<payment> at the provider; conditional reversal",
  },
  mismatchRefundOnce: {
    rule: "a payment that is not the order's amount is refused and refunded once",
    trigger: "a signed event with the wrong amount delivered 20 times at once",
    indexes: ["refunds_event_uq"],
    guard: "recordRefundToMake: refunds (provider, event_id) in the event's transaction",
  },
  referralPerUser: {
    rule: "one account per email, referred once",
    trigger: "20 parallel POST /api/account/jsonregister of one address with a click",
    indexes: ["users_email_unique", "affiliate_referrals_pkey"],
    guard: "insertUser on conflict (email) → 409 EMAIL_TAKEN; referral on conflict (user_id)",
  },
  visitPerDay: {
    rule: "one visit award per user per day",
    trigger: "50 parallel POST /api/usage {tool_id: visit}",
    indexes: ["xp_awards_once_idx"],
    guard: "xp_awards (user, award, day, slot) on conflict do nothing (db/queries/xp-awards.ts)",
  },
  toolCapPerDay: {
    rule: "a tool earns points at most 5 times a day; every use is still counted",
    trigger: "12 parallel signed-in runs of GET /api/tools/pen-name (the server records them)",
    indexes: ["xp_awards_once_idx"],
    guard: "slots 0–4 of xp_awards_once_idx",
  },
  streakMilestoneOnce: {
    rule: "one streak milestone award and one notification",
    trigger: "20 parallel uses on the third day of a streak",
    indexes: ["xp_awards_once_idx"],
    guard: "award streak:<days> slot 0; the notification is written only by the insert that won",
  },
  pageTimePerVisit: {
    rule: "one page-time row per page visit (beacon sent twice)",
    trigger: "20 parallel POST /api/admin/page-time with one unique_id",
    indexes: ["page_times_unique_id_unique"],
    guard: "on conflict (unique_id) do nothing",
  },
  trackerEntryPerKey: {
    rule: "one tracker entry per user and ASIN",
    trigger: "20 parallel POST /api/v1/trackers/asin of one ASIN",
    indexes: ["tracker_entries_user_dedupe_idx"],
    guard: "per-user advisory lock + dedupe key (add-tracker-entries.ts)",
  },
  trackerLimit: {
    rule: "a plan's tracker limit holds under concurrent adds",
    trigger: `${LIMITED_ENTRY_LIMIT * 3} parallel adds on a ${LIMITED_ENTRY_LIMIT}-entry plan`,
    indexes: [],
    guard: "count and insert under a per-user advisory lock (add-tracker-entries.ts)",
  },
  snapshotPerDay: {
    rule: "one tracker snapshot per entry per day; one alert notification",
    trigger: "the daily job (POST /api/dev/trackers/run) 5 times at once, on two days",
    indexes: ["tracker_snapshots_entry_day_idx", "job_runs_pkey"],
    guard: "insertSnapshotOnce on conflict (entry, day); alerts only from the inserting run",
  },
  monitorRunPerMonth: {
    rule: "one backend-keywords monitor run per month",
    trigger: "runKeywordMonitor 5 times at once",
    indexes: ["keyword_monitor_runs_month_idx"],
    guard: "keyword_monitor_runs (monitor, month) on conflict do nothing",
  },
  hotNichesPerWeek: {
    rule: "one Hot KDP Niches run per week",
    trigger: "computeHotNiches 5 times at once",
    indexes: ["hot_niche_runs_week_idx", "hot_niches_run_rank_idx"],
    guard: "hot_niche_runs (week) on conflict do nothing (db/queries/hot-niches.ts)",
  },
  newsletterPerEmail: {
    rule: "one newsletter subscription per address",
    trigger: "20 parallel POST /api/newsletter/subscribe in mixed case",
    indexes: ["newsletter_subscriptions_email_unique"],
    guard: "lower-cased email, on conflict (email) do nothing",
  },
  resetTokenOnce: {
    rule: "a password reset token works once",
    trigger: "10 parallel POST /api/resetpass/reset with one token",
    indexes: [],
    guard: "consumePasswordReset: update … where used_at is null (db/queries/password-resets.ts)",
  },
  favouritePerName: {
    rule: "one pen-name favourite per user and name",
    trigger: "20 parallel POST /api/tools/pen-names/favourites",
    indexes: ["pen_name_favourites_user_name_idx"],
    guard: "on conflict (user, name) do nothing, then read",
  },
  lessonDoneOnce: {
    rule: "a lesson is marked done once",
    trigger: "20 parallel POST /api/courses/course-status/{id}",
    indexes: ["course_progress_user_id_course_id_lesson_id_pk"],
    guard: "course_progress primary key, on conflict do nothing (services/shop/courses.ts)",
  },
} satisfies Record<string, OnceRule>;

/**
 * Unique indexes that are not "once" rules: identities, content keys and caches. Any other unique
 * index must be in a rule above, so a new one is not forgotten.
 */
const notOnceRules: Record<string, string> = {
  password_resets_token_hash_unique: "a random token's hash: unique by construction",
  oauth_accounts_provider_provider_account_id_pk:
    "a provider identity links to one account (identity-providers.test.ts)",
  blog_categories_slug_unique: "content key, written by the seed only",
  blog_posts_slug_idx: "content key, written by the seed only",
  research_cache_pkey: "cache key: a later answer replaces the earlier",
  admin_sessions_token_hash_unique: "a random console token's hash: unique by construction",
  extension_sessions_token_hash_unique: "a random extension token's hash: unique by construction",
  extension_sign_in_codes_code_hash_unique:
    "a random code's hash; the code is exchanged once by a conditional update (extension.test.ts)",
  comment_reports_comment_user_uq:
    "a reader reports a comment once: on conflict do nothing, a repeat counts nothing (admin-console-more.test.ts)",
  integration_health_pkey:
    "one row per integration: its last success and failure are overwritten by an upsert, never counted (admin-ops.test.ts)",
  ops_daily_counts_day_metric_pk:
    "a day's counter per metric: the meter's flush is an upsert that adds, so concurrent flushes add, never duplicate (ops-meter.test.ts)",
  extension_parse_failures_pk:
    "a day's counter per store, page kind and parser version: an upsert that adds one, so concurrent reports add, never duplicate (extension-parse-failures.test.ts)",
  admin_recovery_codes_hash_uq:
    "ten random codes per enrolment; each is used once by a conditional update (admin-access.test.ts)",
  admin_totp_pkey:
    "one second factor per staff account: enrolment is an upsert that leaves a confirmed one alone (admin-access.test.ts)",
  author_pages_user_id_unique:
    "one author page per member: a concurrent second first save fails on it instead of making a second page",
  author_pages_slug_unique:
    "an address names one page: a taken slug answers 409 (author-pages.test.ts)",
  author_page_slugs_pkey: "an old address redirects to one page: written with the slug change",
  author_page_subscribers_page_email_idx:
    "one subscription per page and address: a known address is updated, and a concurrent second sign-up fails on it instead of adding a row",
  author_page_subscribers_confirm_token_unique: "a random token: unique by construction",
  author_page_subscribers_unsubscribe_token_unique: "a random token: unique by construction",
  author_page_daily_stats_page_id_day_event_target_pk:
    "a day's counter: an upsert that adds one, so concurrent views add, never duplicate",
  design_versions_design_version_idx:
    "one history row per saved version: saves take the next version under a conditional update, so a concurrent save fails instead of writing two (designs.test.ts)",
  my_books_rates_user_id_kind_code_month_pk:
    "a member's rate for a currency or store and month: saving it again is an upsert that replaces the value",
  exchange_rates_day_currency_pk:
    "cache key: the ECB's rate for a day; a second fetch of the same day replaces it",
  my_books_rule_alerts_once_idx:
    "one alert per KDP figure change, book and marketplace: the rule check inserts with on conflict do nothing and notifies only for the rows it inserted, so running it again sends nothing twice (my-books-rule-changes.test.ts)",
  manuscripts_project_idx:
    "one manuscript per book project: a second create answers 409 (manuscripts.test.ts)",
  manuscript_section_versions_idx:
    "a section's history holds each version once: written inside the section's versioned save",
  offers_off_sale_pkey:
    "an offer is off sale once: taking it off again is an upsert that replaces the reason (admin-on-sale.test.ts)",
  sample_phrase_niches_seed_core_pk:
    "the sample's generated niche for a phrase: derived from the phrase, so a second write is the same row (research-phrase-restart.test.ts)",
};

/** The rules that have a case below; the last test checks that none is left without one. */
const covered = new Set<string>();
function once(key: keyof typeof onceRules, test: () => Promise<void>) {
  covered.add(key);
  const { rule, trigger } = onceRules[key];
  it(`${rule} (${trigger})`, test);
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function count(testApp: TestApp, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await testApp.db.execute(query));
  return Number(row?.n ?? 0);
}

const parallel = <T>(times: number, call: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: times }, (_, index) => call(index)));

const statusesOf = (responses: Array<{ statusCode: number }>) =>
  [...new Set(responses.map((response) => response.statusCode))].sort();

async function meId(app: App, token: string): Promise<string> {
  const me = await app.inject({ method: "GET", url: "/api/account", headers: bearer(token) });
  return me.json()._id as string;
}

/** A product source whose ranks each case sets; every ASIN it is asked for exists. */
const ranks = new Map<string, number>();
function product(asin: string, domain: ProductRecord["domain"]): ProductRecord {
  return {
    asin,
    domain,
    title: `Book ${asin}`,
    authors: ["A. Author"],
    format: "paperback",
    binding: "Paperback",
    publisher: null,
    independent: true,
    pages: 120,
    publishedAt: null,
    price: 9.99,
    currency: "USD",
    salesRank: ranks.get(asin) ?? 5000,
    salesRankCategory: "Books",
    rating: 4.5,
    reviewCount: 120,
    categoryIds: [],
  };
}

let clock = new Date("2026-11-20T12:00:00.000Z");
const at = (instant: string) => {
  clock = new Date(instant);
};

const research: ResearchSources = {
  suggestions: {
    id: "sample",
    suggest: async ({ prefix }) => ({
      source: "sample",
      asOf: clock,
      data: [`${prefix} for kids`, `${prefix} coloring book`],
    }),
  },
  products: {
    id: "sample",
    getProducts: async ({ domain, asins }) => ({
      source: "sample",
      asOf: clock,
      data: asins.map((asin) => product(asin, domain)),
    }),
    searchProducts: async ({ domain }) => ({
      source: "sample",
      asOf: clock,
      data: { resultCount: 1, products: [product("B0SEARCH01", domain)] },
    }),
    findCategories: async () => ({ source: "sample", asOf: clock, data: [] }),
  },
  keywords: null,
};

describe("exactly once: every once-rule under concurrent triggers (issue 16)", () => {
  let testApp: TestApp;
  /** An iDevAffiliate-style tracker on loopback, counting the sales forwarded to it. */
  let tracker: StandInServer;
  const sandboxSecret = deriveSandboxSecret(testEnv.TOKEN_SECRET ?? "");

  beforeAll(async () => {
    at("2026-11-20T12:00:00.000Z");
    tracker = await startHttpStandIn((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("");
    });
    testApp = await buildTestApp({
      now: () => clock,
      research,
      env: {
        DEFAULT_COUNTRY: "US",
        AFFILIATE_HOST: `${tracker.origin}/idevaffiliate/`,
        AFFILIATE_PROFILE: "72",
      },
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await tracker?.close();
  });

  const sessionOf = (path: string) => path.split("/").at(-1)!;
  const orderOfSession = async (sessionId: string) => {
    const [row] = rowsOf<{ id: string; user_id: string; status: string; capture_ref: string }>(
      await testApp.db.execute(
        sql`select id, user_id, status, capture_ref from orders where provider_ref = ${sessionId}`,
      ),
    );
    return row!;
  };
  /** Grants of an order, and whether any feature was granted twice. */
  const grantsOf = async (orderId: string) => {
    const [row] = rowsOf<{ n: number; features: number }>(
      await testApp.db.execute(
        sql`select count(*)::int as n, count(distinct feature_id)::int as features
            from owned_features where order_id = ${orderId}`,
      ),
    );
    return { rows: Number(row!.n), features: Number(row!.features) };
  };
  /** Granted, and no feature twice (a new member's bonus items may add grants of their own). */
  const expectOneGrantSet = async (orderId: string) => {
    const grants = await grantsOf(orderId);
    expect(grants.features).toBeGreaterThan(0);
    expect(grants.rows).toBe(grants.features);
  };
  const notificationsOf = (userId: string, code: string) =>
    count(
      testApp,
      sql`select count(*) as n from notifications where user_id = ${userId} and code = ${code}`,
    );

  once("orderPerIdempotencyKey", async () => {
    const token = await registerUser(testApp.app, "idempotent@once.test");
    const userId = await userIdOf(testApp.db, "idempotent@once.test");
    const send = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/features/paynow",
        headers: { ...bearer(token), "idempotency-key": "once-rules-key-1" },
        payload: { items: [{ product_id: "backend-keywords-bulk-lifetime" }], ...back },
      });
    const answers = await parallel(20, send);
    // The first answer is replayed; a request that arrives while it runs is told to retry (409).
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(new Set(ok.map((answer) => answer.body)).size).toBe(1);
    for (const other of answers.filter((answer) => answer.statusCode !== 200)) {
      expect({ status: other.statusCode, code: other.json().code }).toEqual({
        status: 409,
        code: "CONFLICT",
      });
    }
    const replay = await send();
    expect(replay.body).toBe(ok[0]!.body);
    expect(
      await count(testApp, sql`select count(*) as n from orders where user_id = ${userId}`),
    ).toBe(1);
    expect(
      await count(
        testApp,
        sql`select count(*) as n from idempotency_keys where user_id = ${userId}`,
      ),
    ).toBe(1);
    expect(
      await count(
        testApp,
        sql`select count(*) as n from sandbox_payments sp join orders o on o.id::text = sp.reference
            where o.user_id = ${userId} and sp.kind = 'checkout'`,
      ),
    ).toBe(1);
  });

  once("cardCaptureOnce", async () => {
    const token = await registerUser(testApp.app, "card@once.test");
    const userId = await userIdOf(testApp.db, "card@once.test");
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "puzzle-mega-bundle-lifetime" }],
      ...back,
    });
    const sessionId = sessionOf(path);
    const [approvals, confirms] = await Promise.all([
      parallel(20, () => approve(testApp.app, path)),
      parallel(5, () =>
        get(testApp.app, `/api/stripecomm/order/success?session_id=${sessionId}`, token),
      ),
    ]);
    expect(statusesOf(approvals)).toEqual([303]);
    expect(statusesOf(confirms)).toEqual([200]);
    const order = await orderOfSession(sessionId);
    expect(order.status).toBe("paid");
    // Every confirm names the same order; once paid, each says so.
    expect(new Set(confirms.map((c) => c.json().order._id))).toEqual(new Set([order.id]));
    await expectOneGrantSet(order.id);
    expect(await notificationsOf(userId, "004")).toBe(1);
    const events = await count(
      testApp,
      sql`select count(*) as n from payment_events where order_id = ${order.id}`,
    );
    // The approval's event and at most one confirm event; replays of either write nothing.
    expect(events).toBeGreaterThanOrEqual(1);
    expect(events).toBeLessThanOrEqual(2);
  });

  once("sandboxWebhookOnce", async () => {
    const token = await registerUser(testApp.app, "webhook@once.test");
    const userId = await userIdOf(testApp.db, "webhook@once.test");
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "trademark-checker-lifetime" }],
      ...back,
    });
    const sessionId = sessionOf(path);
    const pending = await orderOfSession(sessionId);
    const [row] = rowsOf<{ total_cents: number; currency: string }>(
      await testApp.db.execute(
        sql`select total_cents, currency from orders where id = ${pending.id}`,
      ),
    );
    // The event the provider sends, delivered before any approval, many times at once.
    const body = JSON.stringify({
      id: "evt_once_rules_sandbox_1",
      type: "checkout.session.completed",
      created: Math.floor(clock.getTime() / 1000),
      data: {
        id: sessionId,
        client_reference_id: pending.id,
        amount_total: Number(row!.total_cents),
        currency: row!.currency,
        payment_intent: "pi_once_rules_1",
        subscription: null,
      },
    });
    const deliveries = await parallel(20, () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/webhooks/sandbox",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxSecret, body, clock),
        },
        payload: body,
      }),
    );
    expect(statusesOf(deliveries)).toEqual([200]);
    expect(deliveries.every((d) => d.body === '{"received":true}')).toBe(true);
    const order = await orderOfSession(sessionId);
    expect(order).toMatchObject({ status: "paid", capture_ref: "pi_once_rules_1" });
    await expectOneGrantSet(order.id);
    expect(await notificationsOf(userId, "004")).toBe(1);
    expect(
      await count(
        testApp,
        sql`select count(*) as n from payment_events
            where provider = 'sandbox' and event_id = 'evt_once_rules_sandbox_1'`,
      ),
    ).toBe(1);
  });

  once("mismatchRefundOnce", async () => {
    const token = await registerUser(testApp.app, "mismatch@once.test");
    const userId = await userIdOf(testApp.db, "mismatch@once.test");
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "backend-keywords-bulk-lifetime" }],
      ...back,
    });
    const sessionId = sessionOf(path);
    const pending = await orderOfSession(sessionId);
    const body = JSON.stringify({
      id: "evt_once_rules_mismatch_1",
      type: "checkout.session.completed",
      created: Math.floor(clock.getTime() / 1000),
      data: {
        id: sessionId,
        client_reference_id: pending.id,
        amount_total: 1,
        currency: "USD",
        payment_intent: "pi_once_rules_mismatch",
        subscription: null,
      },
    });
    const deliveries = await parallel(20, () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/webhooks/sandbox",
        headers: {
          "content-type": "application/json",
          [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxSecret, body, clock),
        },
        payload: body,
      }),
    );
    expect(statusesOf(deliveries)).toEqual([200]);
    expect((await orderOfSession(sessionId)).status).toBe("failed");
    expect(await grantsOf(pending.id)).toEqual({ rows: 0, features: 0 });
    expect(await notificationsOf(userId, "004")).toBe(0);
    expect(
      await count(
        testApp,
        sql`select count(*) as n from refunds where event_id = 'evt_once_rules_mismatch_1'`,
      ),
    ).toBe(1);
  });

  once("paypalCaptureOnce", async () => {
    const token = await registerUser(testApp.app, "paypal@once.test");
    const userId = await userIdOf(testApp.db, "paypal@once.test");
    const created = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "grammar-checker-lifetime" }],
      ...back,
    });
    const id = created.json().id as string;
    await testApp.app.inject({ method: "POST", url: `/sandbox/paypal/${id}/approve` });
    const captures = await parallel(20, () =>
      post(testApp.app, "/api/paypal/capture-paypal-order", token, { orderID: id }),
    );
    expect(statusesOf(captures)).toEqual([200]);
    expect(new Set(captures.map((c) => c.body)).size).toBe(1);
    expect(captures[0]!.json().status).toBe("COMPLETED");
    const order = await orderOfSession(id);
    expect(order.status).toBe("paid");
    await expectOneGrantSet(order.id);
    expect(await notificationsOf(userId, "004")).toBe(1);
    expect(
      await count(
        testApp,
        sql`select count(*) as n from sandbox_payments where id = ${id} and status = 'COMPLETED'`,
      ),
    ).toBe(1);
  });

  once("freeClaimOnce", async () => {
    const token = await registerUser(testApp.app, "free-claim@once.test");
    const userId = await userIdOf(testApp.db, "free-claim@once.test");
    const claims = await parallel(20, () =>
      post(testApp.app, "/api/features/freepaynow", token, {
        items: [{ product_id: "kdp-launch-checklist" }],
        ...back,
      }),
    );
    expect(statusesOf(claims)).toEqual([200]);
    expect(new Set(claims.map((claim) => claim.body)).size).toBe(1);
    const [row] = rowsOf<{ n: number; features: number }>(
      await testApp.db.execute(
        sql`select count(*)::int as n, count(distinct feature_id)::int as features
            from owned_features where user_id = ${userId} and order_id is null`,
      ),
    );
    expect(Number(row!.features)).toBeGreaterThan(0);
    expect(Number(row!.n)).toBe(Number(row!.features));
  });

  describe("the affiliate programme", () => {
    let affiliateToken: string;
    let affiliateId: number;
    const createAffiliate = (token: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/v1/affiliate/create",
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: "",
      });

    beforeAll(async () => {
      affiliateToken = await registerUser(testApp.app, "promoter@once.test");
    });

    once("affiliatePerUser", async () => {
      const answers = await parallel(20, () => createAffiliate(affiliateToken));
      expect(statusesOf(answers)).toEqual([200]);
      const ids = new Set(answers.map((answer) => answer.json().affiliate_id as number));
      expect(ids.size).toBe(1);
      affiliateId = [...ids][0]!;
      const userId = await userIdOf(testApp.db, "promoter@once.test");
      expect(
        await count(testApp, sql`select count(*) as n from affiliates where user_id = ${userId}`),
      ).toBe(1);
    });

    once("referralPerUser", async () => {
      const click = await testApp.app.inject({
        method: "POST",
        url: "/api/affiliate/clicks",
        payload: { affiliate_id: affiliateId },
        remoteAddress: nextAddress(),
      });
      const clickId = click.json().click_id as string;
      const answers = await parallel(20, () =>
        testApp.app.inject({
          method: "POST",
          url: "/api/account/jsonregister",
          payload: {
            email: "referred@once.test",
            password: "correct horse battery",
            lm_data: { affiliate_click: clickId },
          },
          remoteAddress: nextAddress(),
        }),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
          status: 409,
          code: "EMAIL_TAKEN",
        });
      }
      expect(
        await count(
          testApp,
          sql`select count(*) as n from users where email = 'referred@once.test'`,
        ),
      ).toBe(1);
      const userId = await userIdOf(testApp.db, "referred@once.test");
      expect(
        await count(
          testApp,
          sql`select count(*) as n from affiliate_referrals where user_id = ${userId}`,
        ),
      ).toBe(1);
    });

    once("commissionPerSale", async () => {
      const token = await registerUser(testApp.app, "buyer@once.test");
      const { click_id: clickId } = (
        await testApp.app.inject({
          method: "POST",
          url: "/api/affiliate/clicks",
          payload: { affiliate_id: affiliateId },
          remoteAddress: nextAddress(),
        })
      ).json();
      const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
        items: [{ product_id: "trademark-checker-lifetime" }],
        affiliate: clickId,
        ...back,
      });
      const sessionId = sessionOf(path);
      // Approvals (each redelivers the same signed event) race with success-page confirms.
      await Promise.all([
        parallel(20, () => approve(testApp.app, path)),
        parallel(5, () =>
          get(testApp.app, `/api/stripecomm/order/success?session_id=${sessionId}`, token),
        ),
      ]);
      const order = await orderOfSession(sessionId);
      expect(order.status).toBe("paid");
      // The stored event again, many times at once, as a provider retrying its webhook.
      const [stored] = rowsOf<{ event_body: string }>(
        await testApp.db.execute(
          sql`select event_body from sandbox_payments where id = ${sessionId}`,
        ),
      );
      const redeliveries = await parallel(10, () =>
        testApp.app.inject({
          method: "POST",
          url: "/api/webhooks/sandbox",
          headers: {
            "content-type": "application/json",
            [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxSecret, stored!.event_body, clock),
          },
          payload: stored!.event_body,
        }),
      );
      expect(statusesOf(redeliveries)).toEqual([200]);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from affiliate_commissions
              where order_id = ${order.id} and affiliate_id = ${affiliateId}`,
        ),
      ).toBe(1);
    });

    once("salePerOrder", async () => {
      const buyer = await registerUser(testApp.app, "idev@once.test");
      await buyOnce(testApp.app, buyer, ["hot-niches-lifetime"]);
      const userId = await userIdOf(testApp.db, "idev@once.test");
      const [order] = rowsOf<{ id: string; capture_ref: string; total_cents: number }>(
        await testApp.db.execute(
          sql`select id, capture_ref, total_cents from orders where user_id = ${userId}`,
        ),
      );
      const amount = (Number(order!.total_cents) / 100).toFixed(2);
      const reports = await parallel(20, () =>
        testApp.app.inject({
          method: "GET",
          url: "/api/idev",
          query: { idev_saleamt: amount, idev_ordernum: order!.capture_ref },
          headers: bearer(buyer),
        }),
      );
      expect(statusesOf(reports)).toEqual([200]);
      expect(reports.every((report) => report.json().recorded === true)).toBe(true);
      // Forwarded to the tracker once, by the call that wrote the row.
      const forwards = tracker.requests.filter(
        (request) => request.url.includes("/sale.php") && request.url.includes(order!.capture_ref),
      );
      expect(forwards).toHaveLength(1);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from affiliate_sales where order_id = ${order!.id}`,
        ),
      ).toBe(1);
    });

    once("refundPerPayment", async () => {
      const { click_id: clickId } = (
        await testApp.app.inject({
          method: "POST",
          url: "/api/affiliate/clicks",
          payload: { affiliate_id: affiliateId },
          remoteAddress: nextAddress(),
        })
      ).json();
      const token = await registerUser(testApp.app, "refund@once.test");
      const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
        items: [{ product_id: "grammar-checker-lifetime" }],
        affiliate: clickId,
        ...back,
      });
      await approve(testApp.app, path);
      const order = await orderOfSession(sessionOf(path));
      const reversals = await parallel(10, () =>
        post(testApp.app, `/api/dev/orders/${order.id}/reverse`, token, { reason: "refund" }),
      );
      expect(statusesOf(reversals)).toEqual([200]);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from sandbox_payments
              where kind = 'refund' and reference = ${order.capture_ref}`,
        ),
      ).toBe(1);
      const [commission] = rowsOf<{ n: number; reversed: number }>(
        await testApp.db.execute(
          sql`select count(*)::int as n, count(reversed_at)::int as reversed
              from affiliate_commissions where order_id = ${order.id}`,
        ),
      );
      expect({ n: Number(commission!.n), reversed: Number(commission!.reversed) }).toEqual({
        n: 1,
        reversed: 1,
      });
    });
  });

  describe("points and streaks", () => {
    const use = (token: string, userId: string, toolId: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/usage",
        headers: bearer(token),
        payload: { user_id: userId, tool_id: toolId },
      });
    // A tool earns points only when the server runs it for the user (issue 24).
    const runPenName = (token: string) =>
      testApp.app.inject({
        method: "GET",
        url: "/api/tools/pen-name?country=FR&gender=female&count=5&seed=paris&genre=literary",
        headers: bearer(token),
      });

    once("visitPerDay", async () => {
      at("2026-11-20T12:00:00.000Z");
      const token = await registerUser(testApp.app, "visitor@once.test");
      const userId = await meId(testApp.app, token);
      const answers = await parallel(50, () => use(token, userId, "visit"));
      expect(statusesOf(answers)).toEqual([201]);
      expect(answers.map((a) => a.json().xp_awarded as number).filter((xp) => xp > 0)).toEqual([5]);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from xp_awards where user_id = ${userId} and award_id = 'visit'`,
        ),
      ).toBe(1);
    });

    once("toolCapPerDay", async () => {
      at("2026-11-20T12:00:00.000Z");
      const token = await registerUser(testApp.app, "tools@once.test");
      const userId = await meId(testApp.app, token);
      const answers = await parallel(12, () => runPenName(token));
      expect(statusesOf(answers)).toEqual([200]);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from xp_awards
              where user_id = ${userId} and award_id = 'pen-name-generator'`,
        ),
      ).toBe(5);
      expect(
        await count(testApp, sql`select count(*) as n from tool_usage where user_id = ${userId}`),
      ).toBe(12);
    });

    once("streakMilestoneOnce", async () => {
      at("2026-11-20T12:00:00.000Z");
      const token = await registerUser(testApp.app, "streak@once.test");
      const userId = await meId(testApp.app, token);
      try {
        await use(token, userId, "visit");
        at("2026-11-21T12:00:00.000Z");
        await use(token, userId, "visit");
        at("2026-11-22T12:00:00.000Z");
        const answers = await parallel(20, (i) =>
          i % 2 === 0 ? use(token, userId, "visit") : runPenName(token),
        );
        expect(statusesOf(answers)).toEqual([200, 201]);
        expect(
          await count(
            testApp,
            sql`select count(*) as n from xp_awards
                where user_id = ${userId} and award_id like 'streak:%'`,
          ),
        ).toBe(1);
        expect(
          await count(
            testApp,
            sql`select count(*) as n from notifications
                where user_id = ${userId} and message like '%3-day streak%'`,
          ),
        ).toBe(1);
      } finally {
        at("2026-11-20T12:00:00.000Z");
      }
    });

    once("pageTimePerVisit", async () => {
      const uniqueId = crypto.randomUUID();
      const body = JSON.stringify({
        page_route: "/tools",
        start_time: "2026-11-20T11:59:58.000Z",
        end_time: "2026-11-20T12:00:00.000Z",
        total_time: 2_000_000_000,
        user_id: null,
        unique_id: uniqueId,
      });
      const answers = await parallel(20, () =>
        testApp.app.inject({
          method: "POST",
          url: "/api/admin/page-time",
          headers: { "content-type": "text/plain;charset=UTF-8" },
          payload: body,
          remoteAddress: nextAddress(),
        }),
      );
      expect(statusesOf(answers)).toEqual([202]);
      expect(answers.filter((a) => a.json().stored === true)).toHaveLength(1);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from page_times where unique_id = ${uniqueId}`,
        ),
      ).toBe(1);
    });
  });

  describe("trackers and scheduled jobs", () => {
    const call = (method: "POST" | "PUT", url: string, token: string, payload: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: bearer(token),
        payload: payload as Record<string, unknown>,
        remoteAddress: nextAddress(),
      });
    const addAsin = (token: string, asin: string) =>
      call("POST", "/api/v1/trackers/asin", token, { entries: [{ asin, domain: "amazon.com" }] });
    const runDaily = () => testApp.app.inject({ method: "POST", url: "/api/dev/trackers/run" });

    let supreme: string;

    beforeAll(async () => {
      at("2026-11-20T12:00:00.000Z");
      supreme = await registerUser(testApp.app, "supreme@once.test");
      await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
    });

    once("trackerEntryPerKey", async () => {
      const answers = await parallel(20, () => addAsin(supreme, "B0ONCE0001"));
      expect(statusesOf(answers)).toEqual([201]);
      const added = answers.flatMap((a) => a.json().added as Array<{ id: string }>);
      expect(added).toHaveLength(1);
      const userId = await userIdOf(testApp.db, "supreme@once.test");
      expect(
        await count(
          testApp,
          sql`select count(*) as n from tracker_entries where user_id = ${userId} and asin = 'B0ONCE0001'`,
        ),
      ).toBe(1);
    });

    once("trackerLimit", async () => {
      const token = await registerUser(testApp.app, "pro-tracker@once.test");
      await buyOnce(testApp.app, token, ["pro-lifetime"]);
      const tries = LIMITED_ENTRY_LIMIT * 3;
      const answers = await parallel(tries, (i) =>
        addAsin(token, `B0LIM${String(i).padStart(5, "0")}`),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(LIMITED_ENTRY_LIMIT);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(statusesOf(refused)).toEqual([403]);
      const userId = await userIdOf(testApp.db, "pro-tracker@once.test");
      expect(
        await count(
          testApp,
          sql`select count(*) as n from tracker_entries where user_id = ${userId}`,
        ),
      ).toBe(LIMITED_ENTRY_LIMIT);
    });

    once("snapshotPerDay", async () => {
      const added = await addAsin(supreme, "B0ALERT001");
      const entryId = added.json().added[0].id as string;
      await call("PUT", `/api/v1/trackers/asin/${entryId}`, supreme, { alertRankThreshold: 1000 });
      const supremeId = await userIdOf(testApp.db, "supreme@once.test");
      const entries = await count(
        testApp,
        sql`select count(*) as n from tracker_entries where not paused`,
      );
      try {
        ranks.set("B0ALERT001", 900);
        at("2026-11-20T12:00:00.000Z");
        const firstDay = await parallel(5, runDaily);
        expect(statusesOf(firstDay)).toEqual([200]);
        expect(firstDay.reduce((sum, run) => sum + run.json().failed, 0)).toBe(0);
        expect(firstDay.reduce((sum, run) => sum + run.json().taken, 0)).toBe(entries);
        // The rank falls past the threshold on the next day: one alert, however many runs.
        ranks.set("B0ALERT001", 1500);
        at("2026-11-21T12:00:00.000Z");
        const secondDay = await parallel(5, runDaily);
        expect(secondDay.reduce((sum, run) => sum + run.json().taken, 0)).toBe(entries);
        expect(secondDay.reduce((sum, run) => sum + run.json().notifications, 0)).toBe(1);
        expect(
          await count(
            testApp,
            sql`select count(*) as n from (select entry_id, day from tracker_snapshots
                group by entry_id, day having count(*) > 1) as twice`,
          ),
        ).toBe(0);
        expect(await count(testApp, sql`select count(*) as n from tracker_snapshots`)).toBe(
          2 * entries,
        );
        expect(
          await count(
            testApp,
            sql`select count(*) as n from notifications where user_id = ${supremeId}
                and code = '001' and message like '%B0ALERT001%'`,
          ),
        ).toBe(1);
      } finally {
        at("2026-11-20T12:00:00.000Z");
        ranks.clear();
      }
    });

    once("monitorRunPerMonth", async () => {
      const created = await call("POST", "/api/v1/keyword-monitors", supreme, {
        title: "Dragon Tales",
        subtitle: "A bedtime story",
        author: "Ann Writer",
        seeds: ["dragon"],
        domain: "amazon.com",
        department: "books",
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as string;
      const ctx = { db: testApp.db, now: () => clock, research };
      const outcomes = await parallel(5, () => runKeywordMonitor(ctx, id));
      expect(outcomes.filter((outcome) => outcome === "ran")).toHaveLength(1);
      expect(
        await count(
          testApp,
          sql`select count(*) as n from keyword_monitor_runs where monitor_id = ${id}`,
        ),
      ).toBe(1);
    });

    once("hotNichesPerWeek", async () => {
      const market = fakeMarket();
      const week = new Date("2026-11-27T09:00:00.000Z");
      const outcomes = await parallel(5, () => computeHotNiches(testApp.db, market.research, week));
      expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
      expect(new Set(outcomes.map((outcome) => outcome.run.id)).size).toBe(1);
      expect(await count(testApp, sql`select count(*) as n from hot_niche_runs`)).toBe(1);
      expect(await count(testApp, sql`select count(*) as n from hot_niches`)).toBe(HOT_NICHES_MAX);
    });
  });

  describe("accounts and small writes", () => {
    once("newsletterPerEmail", async () => {
      const spellings = ["Reader@Once.test", "reader@once.test", "  READER@once.TEST "];
      const answers = await parallel(20, (i) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/newsletter/subscribe",
          payload: { email: spellings[i % spellings.length] },
          remoteAddress: nextAddress(),
        }),
      );
      expect(statusesOf(answers)).toEqual([200]);
      expect(new Set(answers.map((a) => a.body))).toEqual(
        new Set([JSON.stringify({ subscribed: true, email: "reader@once.test" })]),
      );
      expect(
        await count(
          testApp,
          sql`select count(*) as n from newsletter_subscriptions where email = 'reader@once.test'`,
        ),
      ).toBe(1);
    });

    once("resetTokenOnce", async () => {
      await registerUser(testApp.app, "reset@once.test", "old password here");
      await testApp.app.inject({
        method: "POST",
        url: "/api/resetpass",
        payload: { email: "reset@once.test", endpointurl: `${testWebOrigin}/reset-password` },
        remoteAddress: nextAddress(),
      });
      await testApp.app.emailSender.idle();
      const mail = (await testApp.app.inject({ method: "GET", url: "/api/dev/outbox" }))
        .json()
        .find((message: { to: string }) => message.to === "reset@once.test");
      const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      const answers = await parallel(10, (i) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/resetpass/reset",
          payload: { token, password: `new password number ${i}` },
          remoteAddress: nextAddress(),
        }),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
          status: 400,
          code: "INVALID_RESET_TOKEN",
        });
      }
      // Exactly the winner's password works.
      const winner = answers.findIndex((a) => a.statusCode === 200);
      const logins = await parallel(10, (i) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/account/login",
          payload: { username: "reset@once.test", password: `new password number ${i}` },
          remoteAddress: nextAddress(),
        }),
      );
      expect(logins.map((login) => login.statusCode === 200)).toEqual(
        Array.from({ length: 10 }, (_, i) => i === winner),
      );
    });

    once("favouritePerName", async () => {
      const token = await registerUser(testApp.app, "pen@once.test");
      const answers = await parallel(20, () =>
        testApp.app.inject({
          method: "POST",
          url: "/api/tools/pen-names/favourites",
          headers: bearer(token),
          payload: { name: "Olivia J. Hartley", country: "GB" },
          remoteAddress: nextAddress(),
        }),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(statusesOf(answers)).toEqual([200, 201]);
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      const userId = await userIdOf(testApp.db, "pen@once.test");
      expect(
        await count(
          testApp,
          sql`select count(*) as n from pen_name_favourites where user_id = ${userId}`,
        ),
      ).toBe(1);
    });

    once("lessonDoneOnce", async () => {
      const token = await registerUser(testApp.app, "student@once.test");
      await buyOnce(testApp.app, token, ["supreme-lifetime"]);
      const courses = await get(testApp.app, "/api/courses/by-user", token);
      const course = courses
        .json()
        .find((candidate: { _id: string }) => candidate._id === "masterclass");
      const lessonId = course.modules[0].lessons[0]._id as string;
      const answers = await parallel(20, () =>
        post(testApp.app, "/api/courses/course-status/masterclass", token, { lesson_id: lessonId }),
      );
      expect(statusesOf(answers)).toEqual([200]);
      expect(new Set(answers.map((a) => JSON.stringify(a.json().completed_lessons)))).toEqual(
        new Set([JSON.stringify([lessonId])]),
      );
      const userId = await userIdOf(testApp.db, "student@once.test");
      expect(
        await count(
          testApp,
          sql`select count(*) as n from course_progress where user_id = ${userId}`,
        ),
      ).toBe(1);
    });
  });

  it("has a case for every rule of the table", () => {
    expect(Object.keys(onceRules).filter((key) => !covered.has(key))).toEqual([]);
  });

  it("lists every unique index of the schema as a once rule or as not one", async () => {
    const indexes = rowsOf<{ indexname: string }>(
      await testApp.db.execute(
        sql`select indexname from pg_indexes where schemaname = 'public'
            and indexdef like 'CREATE UNIQUE INDEX%' and indexdef not like '%USING btree (id)'`,
      ),
    ).map((row) => row.indexname);
    const listed = new Set([
      ...Object.values(onceRules).flatMap((rule: OnceRule) => rule.indexes),
      ...Object.keys(notOnceRules),
    ]);
    expect(indexes.filter((name) => !listed.has(name)).sort()).toEqual([]);
    expect([...listed].filter((name) => !indexes.includes(name)).sort()).toEqual([]);
  });
});

describe(`exactly once with the live adapters against the Stripe and PayPal stand-ins${onPostgres ? " (PostgreSQL)" : ""}`, () => {
  let testApp: TestApp;
  let stripe: StripeStandIn;
  let paypal: PayPalStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    paypal = await startPayPalStandIn();
    testApp = await buildTestApp({
      env: {
        DEFAULT_COUNTRY: "US",
        PAYMENT_PROVIDER: "stripe,paypal",
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.apiBase,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_SECRET: paypal.secret,
        PAYPAL_WEBHOOK_ID: paypal.webhookId,
        PAYPAL_API_URL: paypal.apiBase,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await stripe?.close();
    await paypal?.close();
  });

  const deliverStripe = (event: Parameters<StripeStandIn["webhookRequest"]>[0]) => {
    const { payload, headers } = stripe.webhookRequest(event);
    return testApp.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      headers,
      payload,
    });
  };
  const one = (query: SQL) => count(testApp, query);
  const expectOneGrantSet = async (orderId: string) => {
    const rows = await one(
      sql`select count(*) as n from owned_features where order_id = ${orderId}`,
    );
    const features = await one(
      sql`select count(distinct feature_id) as n from owned_features where order_id = ${orderId}`,
    );
    expect(features).toBeGreaterThan(0);
    expect(rows).toBe(features);
  };

  once("stripeWebhookOnce", async () => {
    const token = await registerUser(testApp.app, "stripe@once.test");
    const userId = await userIdOf(testApp.db, "stripe@once.test");
    const started = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "puzzle-mega-bundle-lifetime" }],
      ...back,
    });
    expect(started.statusCode).toBe(200);
    const [order] = rowsOf<{ id: string; provider_ref: string }>(
      await testApp.db.execute(sql`select id, provider_ref from orders where user_id = ${userId}`),
    );
    const { completed } = stripe.completeSession(order!.provider_ref);
    const [deliveries, confirms] = await Promise.all([
      parallel(20, () => deliverStripe(completed)),
      parallel(5, () =>
        get(testApp.app, `/api/stripecomm/order/success?session_id=${order!.provider_ref}`, token),
      ),
    ]);
    expect(statusesOf(deliveries)).toEqual([200]);
    expect(statusesOf(confirms)).toEqual([200]);
    expect(
      await one(sql`select count(*) as n from orders where id = ${order!.id} and status = 'paid'`),
    ).toBe(1);
    await expectOneGrantSet(order!.id);
    expect(
      await one(
        sql`select count(*) as n from notifications where user_id = ${userId} and code = '004'`,
      ),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*) as n from payment_events where provider = 'stripe'
            and event_id = ${completed.id}`,
      ),
    ).toBe(1);
  });

  once("stripeRenewalOnce", async () => {
    const affiliateToken = await registerUser(testApp.app, "stripe-promoter@once.test");
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/affiliate/create",
      headers: { ...bearer(affiliateToken), "content-type": "application/json" },
      payload: "",
    });
    const affiliateId = created.json().affiliate_id as number;
    const { click_id: clickId } = (
      await testApp.app.inject({
        method: "POST",
        url: "/api/affiliate/clicks",
        payload: { affiliate_id: affiliateId },
        remoteAddress: nextAddress(),
      })
    ).json();
    const token = (
      await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        payload: {
          email: "subscriber@once.test",
          password: "correct horse battery",
          lm_data: { affiliate_click: clickId },
        },
        remoteAddress: nextAddress(),
      })
    ).json().token as string;
    const userId = await userIdOf(testApp.db, "subscriber@once.test");
    const started = await post(testApp.app, "/api/features/recurring-payment", token, {
      product_id: "hot-niches",
      interval: "month",
      ...back,
    });
    expect(started.statusCode).toBe(200);
    const [order] = rowsOf<{ id: string; provider_ref: string }>(
      await testApp.db.execute(sql`select id, provider_ref from orders where user_id = ${userId}`),
    );
    const { completed, invoicePaid } = stripe.completeSession(order!.provider_ref);
    // The checkout and its first invoice (billing_reason subscription_create), each delivered
    // many times at once: one payment, so one sale commission and one 005, no renewal.
    const firsts = await parallel(20, (i) => deliverStripe(i % 2 === 0 ? completed : invoicePaid!));
    expect(statusesOf(firsts)).toEqual([200]);
    expect(
      await one(
        sql`select count(*) as n from affiliate_commissions where buyer_user_id = ${userId}`,
      ),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*) as n from notifications where user_id = ${userId} and code = '005'`,
      ),
    ).toBe(1);
    const subscriptionRef = String(stripe.session(order!.provider_ref)?.subscription);
    const renewal = stripe.invoicePaid(subscriptionRef);
    const deliveries = await parallel(20, () => deliverStripe(renewal));
    expect(statusesOf(deliveries)).toEqual([200]);

    const periodEnd = Number(
      (stripe.subscription(subscriptionRef) as { current_period_end?: number })
        ?.current_period_end ?? 0,
    );
    const [subscription] = rowsOf<{ current_period_end: string | Date }>(
      await testApp.db.execute(
        sql`select current_period_end from subscriptions where provider_ref = ${subscriptionRef}`,
      ),
    );
    if (periodEnd > 0) {
      expect(new Date(subscription!.current_period_end).getTime()).toBe(periodEnd * 1000);
    }
    expect(
      await one(
        sql`select count(*) as n from payment_events where provider = 'stripe'
            and event_id = ${renewal.id}`,
      ),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*) as n from affiliate_commissions
            where buyer_user_id = ${userId} and kind = 'renewal'`,
      ),
    ).toBe(1);
    expect(
      await one(
        sql`select count(*) as n from affiliate_commissions
            where buyer_user_id = ${userId} and kind = 'sale'`,
      ),
    ).toBe(1);
    // One 005 for the subscription and one for the renewal.
    expect(
      await one(
        sql`select count(*) as n from notifications where user_id = ${userId} and code = '005'`,
      ),
    ).toBe(2);
  });

  once("paypalLiveOnce", async () => {
    const token = await registerUser(testApp.app, "paypal-live@once.test");
    const userId = await userIdOf(testApp.db, "paypal-live@once.test");
    const created = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "puzzle-mega-bundle-lifetime" }],
      ...back,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    paypal.approveOrder(id);
    const captures = await parallel(20, () =>
      post(testApp.app, "/api/paypal/capture-paypal-order", token, { orderID: id }),
    );
    expect(statusesOf(captures)).toEqual([200]);
    expect(new Set(captures.map((c) => c.body)).size).toBe(1);
    const captureId = captures[0]!.json().id as string;

    const signed = paypal.signEvent(paypal.captureEvent("PAYMENT.CAPTURE.COMPLETED", captureId));
    const deliveries = await parallel(10, () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/webhooks/paypal",
        headers: signed.headers,
        payload: signed.body,
      }),
    );
    expect(statusesOf(deliveries)).toEqual([200]);
    const [order] = rowsOf<{ id: string; status: string }>(
      await testApp.db.execute(sql`select id, status from orders where provider_ref = ${id}`),
    );
    expect(order!.status).toBe("paid");
    await expectOneGrantSet(order!.id);
    expect(
      await one(
        sql`select count(*) as n from notifications where user_id = ${userId} and code = '004'`,
      ),
    ).toBe(1);
  });
});
