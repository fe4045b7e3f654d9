import type { Overview } from "@inkforge/domain/admin/contract";
import { countQueues, totalsBetween } from "../../db/queries/console";
import type { ConsoleContext } from "./console-context";

/** The overview's day and month (UTC) at the server's clock: range scans on time indexes. */
export async function getOverview(ctx: Pick<ConsoleContext, "db" | "now">): Promise<Overview> {
  const now = ctx.now;
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [today, month, queues] = await Promise.all([
    totalsBetween(ctx.db, dayStart, dayEnd),
    totalsBetween(ctx.db, monthStart, monthEnd),
    countQueues(ctx.db),
  ]);
  return { at: now.toISOString(), today, month, ...queues };
}
