import { desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type OutboxMessage, outbox } from "../schema";

export type InsertOutboxMessageParams = {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  now: Date;
};

export async function insertOutboxMessage(
  db: Database,
  { to, subject, text, html, now }: InsertOutboxMessageParams,
): Promise<void> {
  await db.insert(outbox).values({ to, subject, text, html: html ?? null, createdAt: now });
}

/** The newest messages first. */
export async function listOutboxMessages(
  db: Database,
  { limit }: { limit: number },
): Promise<OutboxMessage[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
}

/** Forgets mail kept for an address (account deletion). */
export async function deleteOutboxMessagesTo(db: Database, to: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.to, to));
}
