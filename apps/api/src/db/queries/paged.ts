import { asc, count, desc, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";

/*
 * The paged list with its total, written once (issue 25, decision 0092): every list endpoint
 * answers one window of rows and how many match, with the same tie-break, so no copy can forget
 * the id (pages overlapping or skipping rows) or count under another condition than it lists.
 */

export type PageWindow = {
  offset: number;
  limit: number;
  sortDirection: "ASC" | "DESC";
};

/** How many rows of `table` match `where` (all of them without one). */
export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/**
 * One window of `table`'s rows matching `where`, ordered by `sortColumn` then `idColumn` (the
 * tie-break) in the same direction, and the total that match.
 */
export async function selectPageWithTotal<Row>(
  db: Database,
  table: PgTable,
  query: PageWindow & {
    where?: SQL | undefined;
    sortColumn: AnyPgColumn | SQL;
    idColumn: AnyPgColumn;
  },
): Promise<{ items: Row[]; total: number }> {
  const order = query.sortDirection === "ASC" ? asc : desc;
  const items = (await db
    .select()
    .from(table)
    .where(query.where)
    .orderBy(order(query.sortColumn), order(query.idColumn))
    .limit(query.limit)
    .offset(query.offset)) as Row[];
  return { items, total: await countRows(db, table, query.where) };
}
