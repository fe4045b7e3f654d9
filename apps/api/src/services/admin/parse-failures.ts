import {
  type ParseFailureRow,
  type ParseFailures,
  parseFailureAlerts,
  parseFailureDays,
} from "@inkforge/domain/admin/parse-failures";
import { listExtensionParseFailures } from "../../db/queries/extension";
import type { ConsoleContext } from "./console-context";

/** The days before the chart's first that the alert's usual level needs (7 before yesterday). */
const BASELINE_LEAD_DAYS = 8;

/** The console's parse-failure chart: 14 days of counts and the stores whose failures jumped. */
export async function extensionParseFailures(ctx: ConsoleContext): Promise<ParseFailures> {
  const days = parseFailureDays(ctx.now);
  const lead = parseFailureDays(ctx.now, days.length + BASELINE_LEAD_DAYS);
  const rows = (await listExtensionParseFailures(ctx.db, lead[0] ?? "")) as ParseFailureRow[];
  const firstDay = days[0] ?? "";
  return {
    days,
    rows: rows.filter((row) => row.day >= firstDay),
    alerts: parseFailureAlerts(rows, ctx.now),
  };
}
