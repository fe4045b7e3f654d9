import type { Rates } from "@inkforge/domain/my-books/contract";
import type { Database } from "../../db/client";
import { listOwnRates, upsertOwnRates } from "../../db/queries/my-books";

export async function readOwnRates(db: Database, userId: string): Promise<Rates> {
  const rows = await listOwnRates(db, userId);
  return {
    exchange: rows
      .filter((row) => row.kind === "fx")
      .map((row) => ({
        currency: row.code as Rates["exchange"][number]["currency"],
        month: row.month,
        perEur: row.value,
      })),
    kenp: rows
      .filter((row) => row.kind === "kenp")
      .map((row) => ({
        marketplace: row.code as Rates["kenp"][number]["marketplace"],
        month: row.month,
        perPage: row.value,
      })),
  };
}

export async function saveOwnRates(
  ctx: { db: Database; now: Date },
  userId: string,
  rates: Rates,
): Promise<Rates> {
  await upsertOwnRates(ctx.db, [
    ...rates.exchange.map((rate) => ({
      userId,
      kind: "fx",
      code: rate.currency,
      month: rate.month,
      value: rate.perEur,
      updatedAt: ctx.now,
    })),
    ...rates.kenp.map((rate) => ({
      userId,
      kind: "kenp",
      code: rate.marketplace,
      month: rate.month,
      value: rate.perPage,
      updatedAt: ctx.now,
    })),
  ]);
  return readOwnRates(ctx.db, userId);
}
