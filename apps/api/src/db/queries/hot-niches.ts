import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type HotNicheRow, type HotNicheRunRow, hotNicheRuns, hotNiches } from "../schema";

export type NewHotNicheRun = Omit<HotNicheRunRow, "id">;
export type NewHotNiche = Omit<HotNicheRow, "id" | "runId">;

/**
 * Stores a run and its niches in one transaction. When the week already has a run (another worker
 * got there first) nothing is written and null is answered.
 */
export async function insertHotNicheRun(
  db: Database,
  run: NewHotNicheRun,
  niches: readonly NewHotNiche[],
): Promise<HotNicheRunRow | null> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(hotNicheRuns)
      .values(run)
      .onConflictDoNothing({ target: hotNicheRuns.week })
      .returning();
    if (!stored) return null;
    if (niches.length > 0) {
      await tx.insert(hotNiches).values(niches.map((niche) => ({ ...niche, runId: stored.id })));
    }
    return stored;
  });
}

export async function findHotNicheRunByWeek(
  db: Database,
  week: string,
): Promise<HotNicheRunRow | null> {
  const [row] = await db.select().from(hotNicheRuns).where(eq(hotNicheRuns.week, week));
  return row ?? null;
}

/** The newest run by the instant it was computed. */
export async function findLatestHotNicheRun(db: Database): Promise<HotNicheRunRow | null> {
  const [row] = await db
    .select()
    .from(hotNicheRuns)
    .orderBy(desc(hotNicheRuns.computedAt), desc(hotNicheRuns.week))
    .limit(1);
  return row ?? null;
}

export async function listHotNiches(db: Database, runId: string): Promise<HotNicheRow[]> {
  return db.select().from(hotNiches).where(eq(hotNiches.runId, runId)).orderBy(asc(hotNiches.rank));
}
