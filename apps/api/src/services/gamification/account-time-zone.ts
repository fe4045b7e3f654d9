import {
  decideTimeZoneChange,
  TIME_ZONE_CHANGE_DAYS,
} from "@inkforge/domain/gamification/account-time-zone";
import { DEFAULT_TIME_ZONE, isValidTimeZone } from "@inkforge/domain/gamification/calendar";
import { DAY_MS } from "@inkforge/domain/time-units";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { timeZoneChanges, users } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * The zone the account's calendar days are counted in (decision 0079). An account without one
 * takes `requested` (the browser's `X-Time-Zone`), else UTC, the first time a day is counted for
 * it, so every later day of that account is counted in the same zone; a request never moves a set
 * zone. The conditional update makes two first requests agree on one zone. Audited.
 */
export async function settleAccountTimeZone(
  db: Database,
  input: { userId: string; requested?: string | undefined; now: Date },
): Promise<string> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, input.userId));
  if (row?.timeZone) return row.timeZone;
  const timeZone =
    input.requested !== undefined && isValidTimeZone(input.requested)
      ? input.requested
      : DEFAULT_TIME_ZONE;
  const updated = await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, input.userId), isNull(users.timeZone)))
    .returning({ id: users.id });
  if (updated.length === 0) return accountTimeZoneOrDefault(db, input.userId);
  await db.insert(timeZoneChanges).values({
    userId: input.userId,
    previousTimeZone: null,
    timeZone,
    source: "first-request",
    changedAt: input.now,
  });
  return timeZone;
}

/** The account's zone for reading (streaks, ranks): UTC until one is set. */
async function accountTimeZoneOrDefault(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A member's own change: `timeZoneSetAt` starts the interval before the next one. */
async function writeAccountTimeZone(
  tx: Database,
  values: { userId: string; previous: string | null; timeZone: string; now: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({ timeZone: values.timeZone, timeZoneSetAt: values.now })
    .where(eq(users.id, values.userId));
  await tx.insert(timeZoneChanges).values({
    userId: values.userId,
    previousTimeZone: values.previous,
    timeZone: values.timeZone,
    source: "account",
    changedAt: values.now,
  });
}

async function lockedSetting(tx: Database, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`time-zone:${userId}`}, 0))`,
  );
  const [row] = await tx
    .select({ timeZone: users.timeZone, setAt: users.timeZoneSetAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { timeZone: null, setAt: null };
}

/**
 * `PUT /api/account/time-zone`: the member changes the account's zone, at most once per
 * TIME_ZONE_CHANGE_DAYS (409 naming the date of the next allowed change). Audited.
 */
export async function changeAccountTimeZone(
  db: Database,
  input: { userId: string; timeZone: string; now: Date },
): Promise<{ time_zone: string; changed_at: string }> {
  return db.transaction(async (tx) => {
    const current = await lockedSetting(tx, input.userId);
    const decision = decideTimeZoneChange(current, input.timeZone, "account", input.now);
    if (!decision.change) {
      if (decision.reason === "too-soon") {
        throw new AppError(
          "CONFLICT",
          `Your time zone was changed recently; it can be changed again from ${decision.nextChangeAt.toISOString().slice(0, 10)}`,
        );
      }
      if (decision.reason === "invalid") {
        throw new AppError("VALIDATION_FAILED", "time_zone: must be an IANA time zone", {
          details: [{ path: "time_zone", message: "must be an IANA time zone" }],
        });
      }
      return {
        time_zone: input.timeZone,
        changed_at: (current.setAt ?? input.now).toISOString(),
      };
    }
    await writeAccountTimeZone(tx, {
      userId: input.userId,
      previous: current.timeZone,
      timeZone: input.timeZone,
      now: input.now,
    });
    return { time_zone: input.timeZone, changed_at: input.now.toISOString() };
  });
}

/**
 * The member's own view of the setting: the zone (null until one is set) and when they may change
 * it again (null when they may now, as after a zone only taken from a first request).
 */
export async function readAccountTimeZone(
  db: Database,
  input: { userId: string; now: Date },
): Promise<{ time_zone: string | null; next_change_at: string | null }> {
  const [row] = await db
    .select({ timeZone: users.timeZone, setAt: users.timeZoneSetAt })
    .from(users)
    .where(eq(users.id, input.userId));
  const next =
    row?.setAt != null ? new Date(row.setAt.getTime() + TIME_ZONE_CHANGE_DAYS * DAY_MS) : null;
  return {
    time_zone: row?.timeZone ?? null,
    next_change_at: next && next.getTime() > input.now.getTime() ? next.toISOString() : null,
  };
}
