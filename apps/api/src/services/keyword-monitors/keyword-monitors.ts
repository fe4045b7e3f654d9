import type {
  AmazonDomain,
  SuggestionDepartment,
} from "@inkforge/domain/research/amazon-marketplaces";
import { packBackendKeywords } from "@inkforge/domain/research/backend-keywords";
import {
  diffMonitorSuggestions,
  isMonitorDue,
  nextMonitorRunAt,
} from "@inkforge/domain/research/monitor-diff";
import { expandSeeds } from "@inkforge/domain/research/seed-expansion";
import type { CreateKeywordMonitor, KeywordMonitor } from "@inkforge/domain/research/trackers";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { sql } from "drizzle-orm";
import {
  claimMonitorRun,
  countKeywordMonitors,
  deleteUserKeywordMonitor,
  findKeywordMonitor,
  insertKeywordMonitor,
  listAllKeywordMonitors,
  listKeywordMonitors,
  updateKeywordMonitor,
} from "../../db/queries/keyword-monitors";
import { createNotification } from "../../db/queries/notifications";
import { recordJobFailure, recordJobSuccess } from "../../db/queries/trackers";
import type { KeywordMonitorRow } from "../../db/schema";
import { AppError } from "../../errors";
import { activeEntries } from "../shop/owned";
import type { TrackerContext } from "../trackers/tracker-context";

const MONITOR_CAPABILITY_ID = "backend-keywords-monitor";
const MONITOR_JOB_KIND = "keyword-monitors";
const MONITOR_PAGE = "/7-backend-keywords-tool-amazon-kdp";

function toKeywordMonitor(row: KeywordMonitorRow): KeywordMonitor {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    author: row.author,
    seeds: row.seeds,
    domain: row.domain as AmazonDomain,
    department: row.department as SuggestionDepartment,
    createdAt: row.createdAt.toISOString(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    nextRunAt: (row.lastRunAt ? nextMonitorRunAt(row.lastRunAt) : row.createdAt).toISOString(),
    boxes: row.boxes,
    suggestions: row.suggestions,
    lastChange: row.lastChange ?? null,
  };
}

/** Saves a book to monitor, within the plan's number of monitored listings (under a user lock). */
export async function createKeywordMonitor(
  ctx: Pick<TrackerContext, "db" | "now">,
  input: { userId: string; book: Required<CreateKeywordMonitor> },
): Promise<KeywordMonitor> {
  const now = ctx.now();
  const entries = await activeEntries({ db: ctx.db, now }, input.userId);
  const limit = entryLimit(effectiveAvailability(entries, MONITOR_CAPABILITY_ID, { now }));
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`keyword-monitor:${input.userId}`}, 0))`,
    );
    const current = await countKeywordMonitors(tx, input.userId);
    if (limit !== null && current >= limit) {
      const capability = getCapabilityOrThrow(MONITOR_CAPABILITY_ID);
      const tier = planTiers.find((plan) => {
        const allowed = entryLimit(capability.availability[plan]);
        return allowed === null || allowed > limit;
      });
      throw new AppError(
        "FORBIDDEN",
        limit === 0
          ? `The backend keywords monitor is not part of your plan.${tier ? ` It comes with ${tier}.` : ""}`
          : `Your plan allows ${limit} monitored listings; you have ${current}. Remove one to add another.`,
      );
    }
    const { book } = input;
    return insertKeywordMonitor(tx, {
      userId: input.userId,
      title: book.title,
      subtitle: book.subtitle,
      author: book.author,
      seeds: book.seeds,
      domain: book.domain,
      department: book.department,
      createdAt: now,
    });
  });
  return toKeywordMonitor(row);
}

export async function listOwnKeywordMonitors(
  ctx: Pick<TrackerContext, "db">,
  userId: string,
): Promise<KeywordMonitor[]> {
  return (await listKeywordMonitors(ctx.db, userId)).map(toKeywordMonitor);
}

export async function deleteOwnKeywordMonitor(
  ctx: Pick<TrackerContext, "db">,
  input: { userId: string; id: string },
): Promise<void> {
  if (!(await deleteUserKeywordMonitor(ctx.db, input))) {
    throw new AppError("NOT_FOUND", "No such keyword monitor");
  }
}

/** Monitors due for their monthly run (never run, or a month since the last). */
export async function dueKeywordMonitors(
  ctx: Pick<TrackerContext, "db" | "now">,
): Promise<string[]> {
  const now = ctx.now();
  return (await listAllKeywordMonitors(ctx.db))
    .filter((row) => isMonitorDue(row.lastRunAt, now))
    .map((row) => row.id);
}

async function collectSuggestions(ctx: TrackerContext, row: KeywordMonitorRow): Promise<string[]> {
  const found = new Set<string>();
  for (const { prefix } of expandSeeds(row.seeds)) {
    const answer = await ctx.research.suggestions.suggest({
      domain: row.domain as AmazonDomain,
      department: row.department as SuggestionDepartment,
      prefix,
    });
    for (const suggestion of answer.data) found.add(suggestion);
  }
  return [...found];
}

export type MonitorRunResult = "ran" | "already-ran" | "not-due" | "gone";

/**
 * One monthly run: fetch the seeds' suggestions, pack the seven boxes, compare with the last run
 * and notify the owner when the suggestions shifted. A month's run is claimed by a unique row, so
 * a retry or a second worker in the same month changes nothing and notifies nobody twice.
 */
export async function runKeywordMonitor(
  ctx: TrackerContext,
  monitorId: string,
): Promise<MonitorRunResult> {
  const now = ctx.now();
  const row = await findKeywordMonitor(ctx.db, monitorId);
  if (!row) return "gone";
  if (!isMonitorDue(row.lastRunAt, now)) return "not-due";
  let suggestions: string[];
  try {
    suggestions = await collectSuggestions(ctx, row);
  } catch (error) {
    await recordJobFailure(
      ctx.db,
      MONITOR_JOB_KIND,
      now,
      error instanceof Error ? error.message : "the suggestions source failed",
    );
    throw error;
  }
  const packed = packBackendKeywords({
    title: row.title,
    subtitle: row.subtitle,
    authors: row.author ? [row.author] : [],
    seedPhrases: [...row.seeds, ...suggestions],
  });
  const result = await ctx.db.transaction(async (tx) => {
    const month = now.toISOString().slice(0, 7);
    if (!(await claimMonitorRun(tx, { monitorId, month, ranAt: now, suggestions }))) {
      return "already-ran" as const;
    }
    const diff = row.lastRunAt ? diffMonitorSuggestions(row.suggestions, suggestions) : null;
    await updateKeywordMonitor(tx, monitorId, {
      lastRunAt: now,
      boxes: packed.boxes,
      suggestions,
      lastChange: diff
        ? {
            added: diff.added,
            removed: diff.removed,
            changeRatio: diff.changeRatio,
            shifted: diff.shifted,
          }
        : null,
    });
    if (diff?.shifted) {
      await createNotification(tx, {
        userId: row.userId,
        code: "001",
        message: `The search suggestions for "${row.title}" shifted: ${diff.added.length} new, ${diff.removed.length} gone. Your backend keywords were re-packed.`,
        data: { title: "Backend keywords monitor", link: MONITOR_PAGE },
        now,
      });
    }
    return "ran" as const;
  });
  await recordJobSuccess(ctx.db, MONITOR_JOB_KIND, now);
  return result;
}
