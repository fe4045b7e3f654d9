import type { TrackerKind } from "@inkforge/domain/research/tracker-rules";
import { listSnapshots, listTrackerEntries } from "../../db/queries/trackers";
import { requireOwnEntry } from "./manage-tracker-entry";
import type { TrackerContext } from "./tracker-context";

const columns = [
  "day",
  "keyword",
  "asin",
  "marketplace",
  "position",
  "first_result_rank",
  "sales_rank",
  "price",
  "currency",
  "reviews",
  "rating",
  "source",
  "data_as_of",
] as const;

/** RFC 4180 quoting; a leading = + - @ is prefixed so a spreadsheet never runs a cell as a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The history of every entry of a tracker (or one entry), one row per snapshot, oldest first. */
export async function trackerHistoryCsv(
  ctx: Pick<TrackerContext, "db">,
  input: { userId: string; kind: TrackerKind; entryId?: string },
): Promise<string> {
  const entries = input.entryId
    ? [await requireOwnEntry(ctx, { userId: input.userId, kind: input.kind, id: input.entryId })]
    : await listTrackerEntries(ctx.db, { userId: input.userId, kind: input.kind });
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const snapshots = await listSnapshots(ctx.db, { entryIds: [...byId.keys()] });
  const lines = [columns.join(",")];
  for (const snapshot of snapshots) {
    const entry = byId.get(snapshot.entryId)!;
    lines.push(
      [
        snapshot.day,
        entry.keyword,
        entry.asin,
        entry.domain,
        snapshot.position,
        snapshot.firstResultRank,
        snapshot.salesRank,
        snapshot.price,
        snapshot.currency,
        snapshot.reviewCount,
        snapshot.rating,
        snapshot.source,
        snapshot.asOf.toISOString(),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
