import type { outboxMessageSchema } from "@inkforge/domain/contracts/account";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { listOutboxMessages } from "../../db/queries/outbox";

type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

/** The demo outbox's newest emails, as the dev page lists them (demo mode keeps mail here). */
export async function listDemoOutbox(db: Database, limit: number): Promise<OutboxMessageView[]> {
  const rows = await listOutboxMessages(db, { limit });
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
