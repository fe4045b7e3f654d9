import { CURRENCIES, type Currency } from "@inkforge/domain/kdp/marketplaces";
import { DAY_MS } from "@inkforge/domain/time-units";
import { desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { exchangeRates } from "../../db/schema";

/*
 * The ECB's euro reference rates (decision 0117): one XML file a working day, read at most once
 * a day and kept with its date, so a dashboard never waits on it twice and an unreachable ECB
 * leaves the last rates in use. Without a configured address nothing is fetched (offline).
 */

/** `<Cube currency='USD' rate='1.0830'/>` inside `<Cube time='2026-11-27'>`. */
export function parseEcbRates(xml: string): { day: string; rates: Map<Currency, number> } | null {
  const day = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!day) return null;
  const rates = new Map<Currency, number>();
  for (const match of xml.matchAll(
    /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g,
  )) {
    const currency = CURRENCIES.find((code) => code === match[1]);
    const rate = Number(match[2]);
    if (currency && rate > 0) rates.set(currency, rate);
  }
  return rates.size > 0 ? { day, rates } : null;
}

/** The cached rates, after a fetch when the newest is more than a day old. Never throws. */
export async function loadEcbRates(
  ctx: { db: Database; now: () => Date; fetch?: typeof fetch },
  source: { url: string; timeoutMs: number } | undefined,
) {
  const cached = async () =>
    ctx.db
      .select()
      .from(exchangeRates)
      .where(sql`${exchangeRates.day} = (select max(day) from exchange_rates)`)
      .orderBy(desc(exchangeRates.currency));
  let rows = await cached();
  if (!source) return rows;
  const fetchedAt = rows[0]?.fetchedAt.getTime() ?? 0;
  if (ctx.now().getTime() - fetchedAt < DAY_MS) return rows;
  try {
    const response = await (ctx.fetch ?? fetch)(source.url, {
      signal: AbortSignal.timeout(source.timeoutMs),
    });
    if (!response.ok) return rows;
    const parsed = parseEcbRates(await response.text());
    if (!parsed) return rows;
    const now = ctx.now();
    await ctx.db
      .insert(exchangeRates)
      .values(
        [...parsed.rates].map(([currency, perEur]) => ({
          day: parsed.day,
          currency,
          perEur,
          source: "ecb",
          fetchedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [exchangeRates.day, exchangeRates.currency],
        set: { perEur: sql`excluded.per_eur`, fetchedAt: sql`excluded.fetched_at` },
      });
    rows = await cached();
  } catch {
    // Offline or slow: the last rates stay in use, with their own date on the page.
  }
  return rows;
}
