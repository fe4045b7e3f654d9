import type { Database } from "./client";
import { insertNewsletterSubscription } from "./queries/newsletter";

export type SeedDemoDataParams = {
  now: Date;
};

/**
 * Fills a demo database with sample data so the site has something to show on first start.
 * Runs on every demo start, so every step must be idempotent (insert … on conflict do nothing):
 * it adds what is missing and never overwrites what a person changed.
 */
export async function seedDemoData(db: Database, { now }: SeedDemoDataParams): Promise<void> {
  // example.com is reserved (RFC 2606), so a demo address can never reach a real inbox.
  await insertNewsletterSubscription(db, {
    email: "demo-reader@example.com",
    source: "demo-seed",
    now,
  });
}
