import {
  type CreateDesignInput,
  DESIGN_CAPABILITY,
  DESIGN_VERSIONS_KEPT,
  type DesignKind,
  type DesignSummary,
  type SavedDesign,
  type UpdateDesignInput,
} from "@inkforge/domain/designs/contract";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type DesignRow, designs, designVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { activeEntries } from "../shop/owned";

/*
 * Designs saved to the account (issue 31, decision 0113). Every call is scoped by the owner's id,
 * so another member's design is "not found", never "forbidden". Creating (and duplicating) counts
 * the member's designs of that kind against the feature matrix's row for the editor.
 */

export type DesignContext = { db: Database; now: Date };
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

function toSummary(row: DesignRow): DesignSummary {
  return {
    id: row.id,
    kind: row.kind as DesignKind,
    name: row.name,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDesign(row: DesignRow): SavedDesign {
  return { ...toSummary(row), document: row.document };
}

const notFound = () => new AppError("NOT_FOUND", "There is no such design");

/** How many designs of `kind` the member may keep: null for no limit, 0 for none. */
async function designLimitFor(ctx: DesignContext, userId: string, kind: DesignKind) {
  const entries = await activeEntries(ctx, userId);
  return entryLimit(effectiveAvailability(entries, DESIGN_CAPABILITY[kind], { now: ctx.now }));
}

/** Under the member's lock, refuses a design past the plan's number for its kind. */
async function requireRoomFor(tx: Tx, userId: string, kind: DesignKind, limit: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`designs:${userId}`}, 0))`);
  if (limit === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.kind, kind)));
  const current = row?.n ?? 0;
  if (current < limit) return;
  const editor = getCapabilityOrThrow(DESIGN_CAPABILITY[kind]).name;
  throw new AppError(
    "FORBIDDEN",
    limit === 0
      ? `The ${editor} is not part of your plan: it comes with the Creative Bundle (/shop).`
      : `Your plan keeps ${limit} saved designs in the ${editor}; you have ${current}. Delete one, or get the Creative Bundle (/shop) to keep as many as you like.`,
  );
}

export async function listDesigns(
  ctx: DesignContext,
  userId: string,
  kind: DesignKind | undefined,
): Promise<{ designs: DesignSummary[]; limit: number | null }> {
  const rows = await ctx.db
    .select()
    .from(designs)
    .where(
      kind ? and(eq(designs.userId, userId), eq(designs.kind, kind)) : eq(designs.userId, userId),
    )
    .orderBy(desc(designs.updatedAt));
  return {
    designs: rows.map(toSummary),
    limit: kind ? await designLimitFor(ctx, userId, kind) : null,
  };
}

async function findOwnDesign(db: Database | Tx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, userId)));
  return row;
}

export async function getDesign(db: Database, userId: string, id: string): Promise<SavedDesign> {
  const row = await findOwnDesign(db, userId, id);
  if (!row) throw notFound();
  return toDesign(row);
}

async function insertDesign(
  tx: Tx,
  input: { userId: string; kind: DesignKind; name: string; document: Record<string, unknown> },
  now: Date,
) {
  const [row] = await tx
    .insert(designs)
    .values({ ...input, version: 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("The design was not written");
  await tx.insert(designVersions).values({
    designId: row.id,
    version: 1,
    name: row.name,
    document: row.document,
    autosave: false,
    savedAt: now,
  });
  return row;
}

export async function createDesign(
  ctx: DesignContext,
  userId: string,
  input: CreateDesignInput,
): Promise<SavedDesign> {
  const limit = await designLimitFor(ctx, userId, input.kind);
  const row = await ctx.db.transaction(async (tx) => {
    await requireRoomFor(tx, userId, input.kind, limit);
    return insertDesign(tx, { userId, ...input }, ctx.now);
  });
  return toDesign(row);
}

/**
 * Saves a new version. A save based on an older version than the stored one answers 409 (another
 * browser saved in between). An autosave replaces the newest history row when that row was an
 * autosave too, so a long session leaves one autosave between deliberate saves.
 */
export async function updateDesign(
  ctx: DesignContext,
  userId: string,
  id: string,
  input: UpdateDesignInput,
): Promise<SavedDesign> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findOwnDesign(tx, userId, id);
    if (!current) throw notFound();
    if (input.baseVersion !== current.version) {
      throw new AppError(
        "CONFLICT",
        `baseVersion: this design was saved elsewhere (version ${current.version}); reopen it to continue`,
        { details: [{ path: "baseVersion", message: "This design was saved elsewhere" }] },
      );
    }
    const version = current.version + 1;
    const name = input.name ?? current.name;
    const [updated] = await tx
      .update(designs)
      .set({ name, document: input.document, version, updatedAt: ctx.now })
      .where(and(eq(designs.id, id), eq(designs.version, current.version)))
      .returning();
    if (!updated) throw new AppError("CONFLICT", "This design was saved elsewhere; reopen it");
    const autosave = input.autosave ?? false;
    if (autosave) {
      await tx
        .delete(designVersions)
        .where(
          and(
            eq(designVersions.designId, id),
            eq(designVersions.version, current.version),
            eq(designVersions.autosave, true),
          ),
        );
    }
    await tx.insert(designVersions).values({
      designId: id,
      version,
      name,
      document: input.document,
      autosave,
      savedAt: ctx.now,
    });
    const stale = await tx
      .select({ id: designVersions.id })
      .from(designVersions)
      .where(eq(designVersions.designId, id))
      .orderBy(desc(designVersions.version))
      .offset(DESIGN_VERSIONS_KEPT);
    if (stale.length > 0) {
      await tx.delete(designVersions).where(
        inArray(
          designVersions.id,
          stale.map((v) => v.id),
        ),
      );
    }
    return updated;
  });
  return toDesign(row);
}

export async function duplicateDesign(
  ctx: DesignContext,
  userId: string,
  id: string,
  name: string | undefined,
): Promise<SavedDesign> {
  const source = await findOwnDesign(ctx.db, userId, id);
  if (!source) throw notFound();
  const kind = source.kind as DesignKind;
  const limit = await designLimitFor(ctx, userId, kind);
  const row = await ctx.db.transaction(async (tx) => {
    await requireRoomFor(tx, userId, kind, limit);
    const copyName = name ?? `${source.name} (copy)`.slice(0, 120);
    return insertDesign(tx, { userId, kind, name: copyName, document: source.document }, ctx.now);
  });
  return toDesign(row);
}

export async function deleteDesign(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(designs)
    .where(and(eq(designs.id, id), eq(designs.userId, userId)))
    .returning({ id: designs.id });
  if (deleted.length === 0) throw notFound();
}

export async function listDesignVersions(db: Database, userId: string, id: string) {
  if (!(await findOwnDesign(db, userId, id))) throw notFound();
  const rows = await db
    .select()
    .from(designVersions)
    .where(eq(designVersions.designId, id))
    .orderBy(desc(designVersions.version));
  return {
    versions: rows.map((row) => ({
      version: row.version,
      name: row.name,
      autosave: row.autosave,
      savedAt: row.savedAt.toISOString(),
    })),
  };
}

export async function getDesignVersion(db: Database, userId: string, id: string, version: number) {
  if (!(await findOwnDesign(db, userId, id))) throw notFound();
  const [row] = await db
    .select()
    .from(designVersions)
    .where(and(eq(designVersions.designId, id), eq(designVersions.version, version)));
  if (!row) throw new AppError("NOT_FOUND", "There is no such version of this design");
  return {
    version: row.version,
    name: row.name,
    autosave: row.autosave,
    savedAt: row.savedAt.toISOString(),
    document: row.document,
  };
}
