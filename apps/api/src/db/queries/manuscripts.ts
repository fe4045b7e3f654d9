import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type ManuscriptRow,
  type ManuscriptSectionRow,
  manuscriptSections,
  manuscriptSectionVersions,
  manuscripts,
} from "../schema";

/*
 * Manuscripts, their sections and the sections' history (decision 0119). Every read and write
 * filters by the owner, so another member's manuscript behaves like a missing one (404).
 */

/** Serialises one member's chapter-adding writes, so the Free plan's limit holds under races. */
export async function lockMemberManuscripts(db: Database, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`manuscripts:${userId}`}, 0))`,
  );
}

export async function insertManuscript(
  db: Database,
  values: Omit<
    ManuscriptRow,
    "id" | "subtitle" | "author" | "copyrightHolder" | "isbn" | "printContents"
  > &
    Partial<ManuscriptRow>,
): Promise<ManuscriptRow | null> {
  const [row] = await db
    .insert(manuscripts)
    .values(values)
    .onConflictDoNothing({ target: manuscripts.projectId })
    .returning();
  return row ?? null;
}

export async function findOwnManuscript(
  db: Database,
  input: { id: string; userId: string },
): Promise<ManuscriptRow | undefined> {
  const [row] = await db
    .select()
    .from(manuscripts)
    .where(and(eq(manuscripts.id, input.id), eq(manuscripts.userId, input.userId)));
  return row;
}

export async function listOwnManuscripts(db: Database, userId: string): Promise<ManuscriptRow[]> {
  return db
    .select()
    .from(manuscripts)
    .where(eq(manuscripts.userId, userId))
    .orderBy(desc(manuscripts.updatedAt), desc(manuscripts.id));
}

export async function updateOwnManuscript(
  db: Database,
  input: { id: string; userId: string },
  values: Partial<Omit<ManuscriptRow, "id" | "userId" | "projectId" | "createdAt">>,
): Promise<ManuscriptRow | undefined> {
  const [row] = await db
    .update(manuscripts)
    .set(values)
    .where(and(eq(manuscripts.id, input.id), eq(manuscripts.userId, input.userId)))
    .returning();
  return row;
}

export async function deleteOwnManuscript(
  db: Database,
  input: { id: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(manuscripts)
    .where(and(eq(manuscripts.id, input.id), eq(manuscripts.userId, input.userId)))
    .returning({ id: manuscripts.id });
  return rows.length > 0;
}

// --- Sections -----------------------------------------------------------------------------------

export type SectionSummaryRow = Omit<ManuscriptSectionRow, "doc">;

const summaryColumns = {
  id: manuscriptSections.id,
  userId: manuscriptSections.userId,
  manuscriptId: manuscriptSections.manuscriptId,
  kind: manuscriptSections.kind,
  title: manuscriptSections.title,
  position: manuscriptSections.position,
  wordCount: manuscriptSections.wordCount,
  version: manuscriptSections.version,
  snapshotAt: manuscriptSections.snapshotAt,
  createdAt: manuscriptSections.createdAt,
  updatedAt: manuscriptSections.updatedAt,
};

/** The sections of the caller's manuscripts without their text, by manuscript and position. */
export async function listSectionSummaries(
  db: Database,
  input: { userId: string; manuscriptIds: readonly string[] },
): Promise<SectionSummaryRow[]> {
  if (input.manuscriptIds.length === 0) return [];
  return db
    .select(summaryColumns)
    .from(manuscriptSections)
    .where(
      and(
        eq(manuscriptSections.userId, input.userId),
        inArray(manuscriptSections.manuscriptId, [...input.manuscriptIds]),
      ),
    )
    .orderBy(asc(manuscriptSections.position), asc(manuscriptSections.createdAt));
}

/** Every section with its text, for formatting and export. */
export async function listSectionsWithText(
  db: Database,
  input: { userId: string; manuscriptId: string },
): Promise<ManuscriptSectionRow[]> {
  return db
    .select()
    .from(manuscriptSections)
    .where(
      and(
        eq(manuscriptSections.userId, input.userId),
        eq(manuscriptSections.manuscriptId, input.manuscriptId),
      ),
    )
    .orderBy(asc(manuscriptSections.position), asc(manuscriptSections.createdAt));
}

export async function countMemberChapters(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(manuscriptSections)
    .where(and(eq(manuscriptSections.userId, userId), eq(manuscriptSections.kind, "chapter")));
  return row?.value ?? 0;
}

export async function nextSectionPosition(db: Database, manuscriptId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${manuscriptSections.position}), 0)` })
    .from(manuscriptSections)
    .where(eq(manuscriptSections.manuscriptId, manuscriptId));
  return Number(row?.value ?? 0) + 1;
}

export async function insertSections(
  db: Database,
  values: Array<Omit<ManuscriptSectionRow, "id">>,
): Promise<ManuscriptSectionRow[]> {
  if (values.length === 0) return [];
  return db.insert(manuscriptSections).values(values).returning();
}

export async function findOwnSection(
  db: Database,
  input: { id: string; manuscriptId: string; userId: string },
): Promise<ManuscriptSectionRow | undefined> {
  const [row] = await db
    .select()
    .from(manuscriptSections)
    .where(
      and(
        eq(manuscriptSections.id, input.id),
        eq(manuscriptSections.manuscriptId, input.manuscriptId),
        eq(manuscriptSections.userId, input.userId),
      ),
    );
  return row;
}

/** Writes only when the stored version is still `baseVersion`; null when it moved on. */
export async function updateSectionAtVersion(
  db: Database,
  input: { id: string; userId: string; baseVersion: number },
  values: Partial<Omit<ManuscriptSectionRow, "id" | "userId" | "manuscriptId" | "createdAt">>,
): Promise<ManuscriptSectionRow | null> {
  const [row] = await db
    .update(manuscriptSections)
    .set(values)
    .where(
      and(
        eq(manuscriptSections.id, input.id),
        eq(manuscriptSections.userId, input.userId),
        eq(manuscriptSections.version, input.baseVersion),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setSectionPosition(
  db: Database,
  input: { id: string; userId: string; position: number },
): Promise<void> {
  await db
    .update(manuscriptSections)
    .set({ position: input.position })
    .where(and(eq(manuscriptSections.id, input.id), eq(manuscriptSections.userId, input.userId)));
}

export async function deleteOwnSection(
  db: Database,
  input: { id: string; manuscriptId: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .delete(manuscriptSections)
    .where(
      and(
        eq(manuscriptSections.id, input.id),
        eq(manuscriptSections.manuscriptId, input.manuscriptId),
        eq(manuscriptSections.userId, input.userId),
      ),
    )
    .returning({ id: manuscriptSections.id });
  return rows.length > 0;
}

// --- History ------------------------------------------------------------------------------------

export type SectionVersionRow = typeof manuscriptSectionVersions.$inferSelect;

export async function insertSectionVersion(
  db: Database,
  values: Omit<SectionVersionRow, "id">,
): Promise<void> {
  await db.insert(manuscriptSectionVersions).values(values).onConflictDoNothing();
}

/** Keeps a section's newest `keep` versions. */
export async function pruneSectionVersions(
  db: Database,
  input: { sectionId: string; keepFromVersion: number },
): Promise<void> {
  await db
    .delete(manuscriptSectionVersions)
    .where(
      and(
        eq(manuscriptSectionVersions.sectionId, input.sectionId),
        lt(manuscriptSectionVersions.version, input.keepFromVersion),
      ),
    );
}

export async function listSectionVersions(
  db: Database,
  input: { sectionId: string; userId: string },
): Promise<Array<Omit<SectionVersionRow, "doc">>> {
  return db
    .select({
      id: manuscriptSectionVersions.id,
      userId: manuscriptSectionVersions.userId,
      sectionId: manuscriptSectionVersions.sectionId,
      version: manuscriptSectionVersions.version,
      title: manuscriptSectionVersions.title,
      wordCount: manuscriptSectionVersions.wordCount,
      savedAt: manuscriptSectionVersions.savedAt,
    })
    .from(manuscriptSectionVersions)
    .where(
      and(
        eq(manuscriptSectionVersions.sectionId, input.sectionId),
        eq(manuscriptSectionVersions.userId, input.userId),
      ),
    )
    .orderBy(desc(manuscriptSectionVersions.version));
}

export async function findSectionVersion(
  db: Database,
  input: { sectionId: string; userId: string; version: number },
): Promise<SectionVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(manuscriptSectionVersions)
    .where(
      and(
        eq(manuscriptSectionVersions.sectionId, input.sectionId),
        eq(manuscriptSectionVersions.userId, input.userId),
        eq(manuscriptSectionVersions.version, input.version),
      ),
    );
  return row;
}
