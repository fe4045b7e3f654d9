import type { Database } from "./client";

/**
 * A statement with fixed text and numbered parameters, sent under a name: node-postgres has
 * PostgreSQL parse and plan it once per connection instead of on every call (decision 0024).
 * PGlite runs it as it is. Lists go in as array parameters (`unnest($7::int[], …)`), so the text
 * never changes with their length. Works on the root handle and inside a transaction alike.
 *
 * Rows come back as the driver gives them: columns as named in the statement (alias them to the
 * row type's keys) and timestamps as strings on node-postgres, Dates on PGlite (see toDate).
 */
export function preparedStatement<Row>(name: string, text: string) {
  return async (db: Database, params: readonly unknown[]): Promise<Row[]> => {
    const result: unknown = await db._.session
      .prepareQuery({ sql: text, params: [...params] }, undefined, name, false)
      .execute();
    return ((result as { rows?: Row[] }).rows ?? []) as Row[];
  };
}

/** A timestamp column of a raw row, whichever driver read it. */
export function toDate(value: string | Date): Date;
export function toDate(value: string | Date | null): Date | null;
export function toDate(value: string | Date | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
