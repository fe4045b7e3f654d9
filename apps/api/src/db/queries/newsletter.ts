import { asc, desc } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { type NewsletterSubscription, newsletterSubscriptions } from "../schema";
import { countRows } from "./paged";

export type InsertNewsletterSubscriptionParams = {
  /** Already normalised (trimmed, lower-case). */
  email: string;
  source?: string | undefined;
  now: Date;
};

/**
 * Adds the address unless it is already there. Returns whether a row was created; an existing
 * row is left untouched (its first source and date are the ones worth keeping).
 */
export async function insertNewsletterSubscription(
  db: Database,
  { email, source, now }: InsertNewsletterSubscriptionParams,
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, source: source ?? null, createdAt: now })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { created: inserted.length > 0 };
}

export async function countNewsletterSubscriptions(db: Database): Promise<number> {
  return countRows(db, newsletterSubscriptions);
}

const newsletterSubscriptionSortColumns = {
  datetime: newsletterSubscriptions.createdAt,
  email: newsletterSubscriptions.email,
} as const satisfies Record<string, AnyPgColumn>;
export type NewsletterSubscriptionSortField = keyof typeof newsletterSubscriptionSortColumns;

export type ListNewsletterSubscriptionsParams = {
  offset: number;
  limit: number;
  sortField: NewsletterSubscriptionSortField;
  sortDirection: "ASC" | "DESC";
};

/** One page of subscriptions. The id breaks ties so pages never overlap or skip rows. */
export async function listNewsletterSubscriptions(
  db: Database,
  { offset, limit, sortField, sortDirection }: ListNewsletterSubscriptionsParams,
): Promise<NewsletterSubscription[]> {
  const order = sortDirection === "ASC" ? asc : desc;
  return db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(order(newsletterSubscriptionSortColumns[sortField]), order(newsletterSubscriptions.id))
    .limit(limit)
    .offset(offset);
}
