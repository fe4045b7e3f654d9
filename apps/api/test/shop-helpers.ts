import { eq } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { users } from "../src/db/schema";
import type { App } from "../src/types";
import { bearer } from "./account-helpers";
import { testWebOrigin } from "./helper";

export const back = { success: "/payment-success?next=%2Fpricing", fail: "/payment-failed" };

/** The path of an absolute URL the API answered (hosted pages live on the API). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export function post(app: App, url: string, token: string | undefined, payload?: unknown) {
  return app.inject({
    method: "POST",
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? bearer(token) : {},
  });
}

export function get(app: App, url: string, token?: string) {
  return app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
}

/** POST paynow (or another checkout route) and answer the hosted checkout page's path. */
export async function openCheckout(
  app: App,
  token: string,
  url: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await post(app, url, token, body);
  if (response.statusCode !== 200) {
    throw new Error(`${url} answered ${response.statusCode} ${response.body}`);
  }
  const { url: checkoutUrl } = response.json() as { url: string };
  return pathOf(checkoutUrl);
}

/** Approves a sandbox checkout page as the buyer would (a form post), answering the redirect. */
export async function approve(app: App, checkoutPath: string) {
  const response = await app.inject({
    method: "POST",
    url: `${checkoutPath}/approve`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  return response;
}

/** Buys products through the sandbox card checkout: paynow, then Approve. */
export async function buyOnce(app: App, token: string, productIds: string[]) {
  const path = await openCheckout(app, token, "/api/features/paynow", {
    items: productIds.map((product_id) => ({ product_id })),
    ...back,
  });
  const approved = await approve(app, path);
  if (approved.statusCode !== 303) {
    throw new Error(`approve answered ${approved.statusCode} ${approved.body}`);
  }
  return { path, redirect: approved.headers.location as string };
}

export const successUrl = `${testWebOrigin}${back.success}`;

/**
 * Moves every account's creation two days before `now`: past the new-member window, so their
 * lifetime purchases are priced at the list price (decision 0027: the price follows the age).
 */
export async function ageAllAccounts(db: Database, now: Date): Promise<void> {
  await db.update(users).set({ createdAt: new Date(now.getTime() - 2 * 86_400_000) });
}
