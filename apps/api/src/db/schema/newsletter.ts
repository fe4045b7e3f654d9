import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** People who asked for the newsletter. One row per address; the address is stored normalised. */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Trimmed and lower-cased by the contract before it gets here, so the unique index is enough. */
  email: text("email").notNull().unique(),
  /** Where the form was shown (footer, blog sidebar…); free text, for reporting only. */
  source: text("source"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
