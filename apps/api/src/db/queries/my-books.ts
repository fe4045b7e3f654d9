import type { AdRow, SaleRow } from "@inkforge/domain/my-books/read-report";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  type MyBooksImportRow,
  myBooksAdSpend,
  myBooksImports,
  myBooksRates,
  myBooksSales,
} from "../schema";

/** pg allows 65,535 parameters a statement; a sale row takes 11. */
const INSERT_CHUNK = 1_000;

export async function insertReportImport(
  db: Database,
  values: typeof myBooksImports.$inferInsert,
): Promise<MyBooksImportRow> {
  const [row] = await db.insert(myBooksImports).values(values).returning();
  return row!;
}

export async function findReportImport(db: Database, id: string) {
  const [row] = await db.select().from(myBooksImports).where(eq(myBooksImports.id, id));
  return row ?? null;
}

export async function findOwnReportImport(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(myBooksImports)
    .where(and(eq(myBooksImports.id, id), eq(myBooksImports.userId, userId)));
  return row ?? null;
}

export function listOwnReportImports(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(myBooksImports)
    .where(eq(myBooksImports.userId, userId))
    .orderBy(desc(myBooksImports.createdAt), desc(myBooksImports.id))
    .limit(limit);
}

/** Updates an import that is still queued or running; null when it has finished already. */
export async function updateUnfinishedImport(
  db: Database,
  id: string,
  values: Partial<typeof myBooksImports.$inferInsert>,
): Promise<MyBooksImportRow | null> {
  const [row] = await db
    .update(myBooksImports)
    .set(values)
    .where(and(eq(myBooksImports.id, id), inArray(myBooksImports.status, ["queued", "running"])))
    .returning();
  return row ?? null;
}

/** Serialises a member's report writes until the transaction ends (two imports of one month). */
export async function lockMemberReports(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`my-books:${userId}`}, 0))`);
}

/** The months' earlier KDP rows go: a month imported again replaces what was there. */
export async function replaceSalesMonths(
  tx: Database,
  {
    userId,
    importId,
    months,
    rows,
  }: { userId: string; importId: string; months: string[]; rows: SaleRow[] },
): Promise<void> {
  await tx
    .delete(myBooksSales)
    .where(and(eq(myBooksSales.userId, userId), inArray(myBooksSales.month, months)));
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx
      .insert(myBooksSales)
      .values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, userId, importId })));
  }
}

/** Ads replace the months of the same marketplace only: each store has its own ads account. */
export async function replaceAdMonths(
  tx: Database,
  {
    userId,
    importId,
    marketplace,
    months,
    rows,
  }: { userId: string; importId: string; marketplace: string; months: string[]; rows: AdRow[] },
): Promise<void> {
  await tx
    .delete(myBooksAdSpend)
    .where(
      and(
        eq(myBooksAdSpend.userId, userId),
        eq(myBooksAdSpend.marketplace, marketplace),
        inArray(myBooksAdSpend.month, months),
      ),
    );
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx
      .insert(myBooksAdSpend)
      .values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, userId, importId })));
  }
}

/** A member's sales summed per book, format, marketplace, month and currency. */
export function sumSales(db: Database, userId: string) {
  return db
    .select({
      asin: myBooksSales.asin,
      title: sql<string>`max(${myBooksSales.title})`,
      format: myBooksSales.format,
      marketplace: myBooksSales.marketplace,
      month: myBooksSales.month,
      currency: myBooksSales.currency,
      units: sql<number>`sum(${myBooksSales.units})::float8`,
      kenpPages: sql<number>`sum(${myBooksSales.kenpPages})::float8`,
      royalty: sql<number>`sum(${myBooksSales.royalty})::float8`,
    })
    .from(myBooksSales)
    .where(eq(myBooksSales.userId, userId))
    .groupBy(
      myBooksSales.asin,
      myBooksSales.format,
      myBooksSales.marketplace,
      myBooksSales.month,
      myBooksSales.currency,
    );
}

export function sumAdSpend(db: Database, userId: string) {
  return db
    .select({
      asin: myBooksAdSpend.asin,
      marketplace: myBooksAdSpend.marketplace,
      month: myBooksAdSpend.month,
      currency: myBooksAdSpend.currency,
      spend: sql<number>`sum(${myBooksAdSpend.spend})::float8`,
      sales: sql<number>`sum(${myBooksAdSpend.sales})::float8`,
      orders: sql<number>`sum(${myBooksAdSpend.orders})::float8`,
    })
    .from(myBooksAdSpend)
    .where(eq(myBooksAdSpend.userId, userId))
    .groupBy(
      myBooksAdSpend.asin,
      myBooksAdSpend.marketplace,
      myBooksAdSpend.month,
      myBooksAdSpend.currency,
    );
}

export function listOwnRates(db: Database, userId: string) {
  return db.select().from(myBooksRates).where(eq(myBooksRates.userId, userId));
}

export async function upsertOwnRates(
  db: Database,
  rows: (typeof myBooksRates.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(myBooksRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [myBooksRates.userId, myBooksRates.kind, myBooksRates.code, myBooksRates.month],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}
