import { csvCell } from "../affiliate/payouts";
import type { AuditEntry } from "./contract";

export const AUDIT_CSV_HEADER = [
  "id",
  "at",
  "actor",
  "action",
  "target_type",
  "target_id",
  "reason",
  "before",
  "after",
  "request_id",
] as const;

/** The audit log as CSV: before and after as compact JSON, formula-looking cells defused. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [AUDIT_CSV_HEADER.join(",")];
  for (const entry of entries) {
    lines.push(
      [
        String(entry.id),
        entry.at,
        entry.actor,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.reason ?? "",
        entry.before === null ? "" : JSON.stringify(entry.before),
        entry.after === null ? "" : JSON.stringify(entry.after),
        entry.requestId ?? "",
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}
