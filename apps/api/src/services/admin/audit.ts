import { auditCsv } from "@inkforge/domain/admin/audit-csv";
import type { AuditAction, auditQuerySchema } from "@inkforge/domain/admin/contract";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { type AuditFilter, insertAuditEntry, searchAuditEntries } from "../../db/queries/admin";
import type { AuditLogRow } from "../../db/schema";

/**
 * Who made a change: a staff account in the console, the operator's command line, or the demo's
 * development route (loopback demo mode only, for the end-to-end journeys).
 */
export type AuditActor = { id: string; label: string } | { id: null; label: "cli" | "dev-route" };

export type AuditChange = {
  action: AuditAction;
  targetType:
    | "user"
    | "order"
    | "commission"
    | "comment"
    | "message"
    | "session"
    | "kdp-figure-change"
    | "campaign"
    | "popup-set"
    | "service-provider"
    | "offer";
  targetId: string;
  reason?: string | null;
  before: unknown;
  after: unknown;
};

/**
 * Writes the audit row of a change. Call it with the change's own transaction handle, so the row
 * and the change commit together or not at all (decision 0103).
 */
export async function recordAudit(
  tx: Database,
  { actor, now, requestId = null }: { actor: AuditActor; now: Date; requestId?: string | null },
  change: AuditChange,
): Promise<AuditLogRow> {
  return insertAuditEntry(tx, {
    at: now,
    actorId: actor.id,
    actorLabel: actor.label,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    reason: change.reason ?? null,
    before: toJson(change.before),
    after: toJson(change.after),
    requestId,
  });
}

/** Dates become ISO strings and undefined disappears, as they will read back from jsonb. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

export type AuditQuery = z.infer<typeof auditQuerySchema>;

function filterOf(query: AuditQuery): AuditFilter {
  return {
    actor: query.actor,
    action: query.action,
    targetType: query.targetType,
    targetId: query.targetId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
}

function toAuditEntry(row: AuditLogRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actor: row.actorLabel,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    requestId: row.requestId,
  };
}

export async function searchAudit(db: Database, query: AuditQuery) {
  const { items, total } = await searchAuditEntries(db, filterOf(query), query);
  return { items: items.map(toAuditEntry), total };
}

/** The CSV export: every matching row (up to `auditCsvMaxRows`), newest first. */
const auditCsvMaxRows = 50_000;

export async function exportAuditCsv(db: Database, query: AuditQuery): Promise<string> {
  const { items } = await searchAuditEntries(db, filterOf(query), {
    limit: auditCsvMaxRows,
    offset: 0,
  });
  return auditCsv(items.map(toAuditEntry));
}
