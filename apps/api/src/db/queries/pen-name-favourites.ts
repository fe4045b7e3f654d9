import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type PenNameFavouriteRow, penNameFavourites } from "../schema";
import { countRows } from "./paged";

/** A user's favourites, newest first (the id breaks ties). */
export async function listPenNameFavouriteRows(
  db: Database,
  userId: string,
): Promise<PenNameFavouriteRow[]> {
  return db
    .select()
    .from(penNameFavourites)
    .where(eq(penNameFavourites.userId, userId))
    .orderBy(desc(penNameFavourites.createdAt), desc(penNameFavourites.id));
}

export async function countPenNameFavourites(db: Database, userId: string): Promise<number> {
  return countRows(db, penNameFavourites, eq(penNameFavourites.userId, userId));
}

/**
 * Inserts a favourite unless the user already has that name; answers the new row, or undefined
 * when it existed (the unique index decides, so two requests at once still store one row).
 */
export async function insertPenNameFavourite(
  db: Database,
  values: { userId: string; name: string; country: string | null; now: Date },
): Promise<PenNameFavouriteRow | undefined> {
  const [row] = await db
    .insert(penNameFavourites)
    .values({
      userId: values.userId,
      name: values.name,
      country: values.country,
      createdAt: values.now,
    })
    .onConflictDoNothing({ target: [penNameFavourites.userId, penNameFavourites.name] })
    .returning();
  return row;
}

export async function findPenNameFavouriteByName(
  db: Database,
  userId: string,
  name: string,
): Promise<PenNameFavouriteRow | undefined> {
  const [row] = await db
    .select()
    .from(penNameFavourites)
    .where(and(eq(penNameFavourites.userId, userId), eq(penNameFavourites.name, name)));
  return row;
}

/** Deletes the favourite only if it is the user's own; answers whether a row went. */
export async function deletePenNameFavouriteRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(penNameFavourites)
    .where(and(eq(penNameFavourites.id, id), eq(penNameFavourites.userId, userId)))
    .returning({ id: penNameFavourites.id });
  return rows.length > 0;
}
