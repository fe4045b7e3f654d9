import { csvCell } from "../affiliate/payouts";
import type { NewsletterSignUp } from "./contract";

/** The newsletter sign-ups as CSV, formula-looking cells defused (as the audit export does). */
export function newsletterCsv(rows: readonly NewsletterSignUp[]): string {
  const lines = ["email,source,signed_up_at"];
  for (const row of rows) {
    lines.push([row.email, row.source ?? "", row.createdAt].map(csvCell).join(","));
  }
  return `${lines.join("\n")}\n`;
}
