import type { Currency } from "@inkforge/domain/kdp/marketplaces";
import { computeDashboard, type Dashboard } from "@inkforge/domain/my-books/dashboard";
import { type ExchangeRate, starterRates } from "@inkforge/domain/my-books/money";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { listOwnRates, sumAdSpend, sumSales } from "../../db/queries/my-books";
import { listBookProjectRows } from "../../db/queries/planner";
import { loadEcbRates } from "./ecb-rates";

/** GET /api/v1/my-books/dashboard: the member's summed rows, rates and projects, computed. */
export async function readDashboard(
  ctx: { db: Database; now: () => Date; exchangeRates: Config["exchangeRates"] },
  userId: string,
  currency: Currency,
): Promise<Dashboard> {
  const [sales, ads, projects, own, ecb] = await Promise.all([
    sumSales(ctx.db, userId),
    sumAdSpend(ctx.db, userId),
    listBookProjectRows(ctx.db, userId),
    listOwnRates(ctx.db, userId),
    loadEcbRates(ctx, ctx.exchangeRates),
  ]);
  const rates: ExchangeRate[] = [
    ...starterRates(),
    ...ecb.map((row) => ({
      currency: row.currency as Currency,
      perEur: row.perEur,
      date: row.day,
      source: "ecb" as const,
    })),
    ...own
      .filter((row) => row.kind === "fx")
      .map((row) => ({
        currency: row.code as Currency,
        perEur: row.value,
        date: row.month,
        source: "entered" as const,
      })),
  ];
  return computeDashboard({
    sales,
    ads,
    projects: projects.map((project) => ({
      title: project.listing.title || project.title,
      series: project.listing.series,
    })),
    rates,
    kenpRates: own
      .filter((row) => row.kind === "kenp")
      .map((row) => ({ marketplace: row.code, month: row.month, perPage: row.value })),
    currency,
  });
}
