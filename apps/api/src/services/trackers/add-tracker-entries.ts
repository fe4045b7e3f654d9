import {
  checkTrackerLimit,
  TRACKER_CAPABILITY_IDS,
  type TrackerKind,
} from "@inkforge/domain/research/tracker-rules";
import {
  countTrackerEntries,
  findExistingDedupeKeys,
  insertTrackerEntries,
  lockUserTracker,
  type NewTrackerEntry,
} from "../../db/queries/trackers";
import type { TrackerEntryRow } from "../../db/schema";
import { AppError } from "../../errors";
import { recordServedToolRun } from "../usage/record-served-tool-run";
import { backfillTrackerHistory } from "./backfill-tracker-history";
import { type TrackerContext, trackerAvailability } from "./tracker-context";

export type TrackerEntryInput = {
  asin: string;
  domain: string;
  keyword?: string;
  department?: string;
};

/** Case and spacing of a keyword do not make another entry. */
function dedupeKeyOf(kind: TrackerKind, input: TrackerEntryInput): string {
  const keyword = (input.keyword ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  return [kind, input.domain, input.department ?? "", keyword, input.asin].join("|");
}

export type AddTrackerEntriesResult = {
  added: TrackerEntryRow[];
  /** Entries the user already tracked; adding them again changes nothing. */
  alreadyTracked: number;
};

/**
 * Adds entries within the plan's limit, each with the book's history from the source. The count and the inserts run in one transaction under a
 * per-user advisory lock, so concurrent adds cannot together pass the limit; the whole request is
 * refused when its new entries do not all fit, naming the limit and the plan that has more.
 */
export async function addTrackerEntries(
  ctx: Pick<TrackerContext, "db" | "now" | "research">,
  input: { userId: string; kind: TrackerKind; entries: TrackerEntryInput[] },
): Promise<AddTrackerEntriesResult> {
  const { userId, kind } = input;
  const availability = await trackerAvailability(ctx, userId, kind);
  const now = ctx.now();
  const unique = new Map(input.entries.map((entry) => [dedupeKeyOf(kind, entry), entry]));
  const result = await ctx.db.transaction(async (tx) => {
    await lockUserTracker(tx, userId, kind);
    const existing = await findExistingDedupeKeys(tx, { userId, keys: [...unique.keys()] });
    const fresh = [...unique].filter(([key]) => !existing.has(key));
    const current = await countTrackerEntries(tx, { userId, kind });
    const check = checkTrackerLimit({ kind, availability, current, adding: fresh.length });
    if (!check.ok) throw new AppError("FORBIDDEN", check.message);
    const rows: NewTrackerEntry[] = fresh.map(([dedupeKey, entry], index) => ({
      userId,
      kind,
      keyword: kind === "keyword" ? (entry.keyword ?? "").trim() : null,
      asin: entry.asin,
      domain: entry.domain,
      department: kind === "keyword" ? (entry.department ?? null) : null,
      dedupeKey,
      alertRankThreshold: null,
      alertLeavesFirstPage: kind === "keyword",
      // A millisecond apart keeps the request's order in the list, which sorts by creation.
      createdAt: new Date(now.getTime() + index),
    }));
    const added = await insertTrackerEntries(tx, rows);
    return { added, alreadyTracked: input.entries.length - added.length };
  });
  // After the commit: the source may be slow, and the limit's lock must not wait for it.
  await backfillTrackerHistory(ctx, result.added);
  // Tracking something new is a use of the tracker, recorded by the server (issue 24).
  if (result.added.length > 0) {
    await recordServedToolRun(ctx.db, { userId, toolId: TRACKER_CAPABILITY_IDS[kind], now });
  }
  return result;
}
