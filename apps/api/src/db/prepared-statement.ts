import type { Database } from "./client";

/*
 * Statements with fixed text sent under a name: node-postgres has PostgreSQL parse and plan them
 * once per connection instead of on every call (decision 0024). PGlite runs them as they are.
 * Lists go in as array parameters (`unnest(${p.positions}, …)`), so the text never changes with
 * their length. Works on the root handle and inside a transaction alike.
 *
 * Parameters are named (decision 0028): the statement declares each one with its PostgreSQL type,
 * the text refers to them as `p.name` (which writes `$n::type`), and callers pass an object, so
 * a statement with twenty parameters cannot have two of them swapped by position.
 *
 * Rows come back as the driver gives them: columns as named in the statement (alias them to the
 * row type's keys) and timestamps as strings on node-postgres, Dates on PGlite (see toDate).
 */

/** The PostgreSQL type of a parameter, as written after `::`. */
export type ParamType =
  | "uuid"
  | "text"
  | "int"
  | "boolean"
  | "jsonb"
  | "timestamptz"
  | "uuid[]"
  | "text[]"
  | "int[]";

type ParamValue<T extends ParamType> = T extends "int"
  ? number | null
  : T extends "boolean"
    ? boolean
    : T extends "int[]"
      ? readonly number[]
      : T extends "text[]" | "uuid[]"
        ? readonly string[]
        : string | null;

type StatementParams<Spec extends Record<string, ParamType>> = {
  [K in keyof Spec]: ParamValue<Spec[K]>;
};

export type NamedStatement<Row, Spec extends Record<string, ParamType>> = (
  db: Database,
  params: StatementParams<Spec>,
) => Promise<Row[]>;

/**
 * A prepared statement with named parameters. `spec` lists them (its key order is their `$n`
 * order); `text` builds the SQL once from the placeholders, e.g. `p.orderId` → `$1::uuid`.
 */
export function namedStatement<Row, const Spec extends Record<string, ParamType>>(
  name: string,
  spec: Spec,
  text: (p: { readonly [K in keyof Spec]: string }) => string,
): NamedStatement<Row, Spec> {
  const names = Object.keys(spec) as (keyof Spec & string)[];
  const placeholders = Object.fromEntries(
    names.map((key, index) => [key, `$${index + 1}::${spec[key]}`]),
  ) as { [K in keyof Spec]: string };
  const sql = text(placeholders);
  for (const key of names) {
    if (!sql.includes(placeholders[key])) {
      throw new Error(`Statement ${name} declares ${key} but does not use it`);
    }
  }
  return async (db, params) => {
    const values = names.map((key) => {
      const value = params[key];
      return Array.isArray(value) ? [...value] : value;
    });
    const result: unknown = await db._.session
      .prepareQuery({ sql, params: values }, undefined, name, false)
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
