import type { RetroViewResult } from "@inkforge/domain/research/deep-view-contract";

/* Retro View's CSV and event wording as pure functions (issue 12). */

type Event = RetroViewResult["events"][number];

const day = (iso: string) => iso.slice(0, 10);

/** One row a day: the day's last rank, price and reviews, and the sales range from that rank. */
export function retroCsv(result: RetroViewResult): string {
  const days = new Map<
    string,
    {
      rank?: number | null;
      price?: number | null;
      reviews?: number | null;
      sales?: RetroViewResult["sales"][number];
    }
  >();
  const row = (key: string) => {
    const found = days.get(key) ?? {};
    days.set(key, found);
    return found;
  };
  for (const p of result.history.salesRank) row(day(p.at)).rank = p.value;
  for (const p of result.history.price) row(day(p.at)).price = p.value;
  for (const p of result.history.reviewCount) row(day(p.at)).reviews = p.value;
  for (const s of result.sales) row(s.day).sales = s;
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  const lines = [
    `# Retro View ${result.asin} on ${result.domain}, last ${result.days} days; source ${result.source}; data as of ${result.asOf}; sales are estimate ranges from the rank`,
    "date,sales_rank,price,currency,reviews,daily_sales_low,daily_sales_typical,daily_sales_high",
  ];
  for (const [key, value] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(
      [
        key,
        cell(value.rank),
        cell(value.price),
        value.price === undefined || value.price === null ? "" : result.product.currency,
        cell(value.reviews),
        cell(value.sales?.daily.low),
        cell(value.sales?.daily.typical),
        cell(value.sales?.daily.high),
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

const fmtDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));

export function eventDate(event: Event): string {
  return event.kind === "price-change" ? event.at : event.from;
}

/** A sentence for one event, e.g. "Likely promotion: rank 20,000 → 8,000 (60% better) …". */
export function describeEvent(event: Event, currency: string): { title: string; detail: string } {
  const n = (value: number) => value.toLocaleString("en-US");
  if (event.kind === "price-change") {
    const money = (value: number) =>
      new Intl.NumberFormat("en-US", { style: "currency", currency }).format(value);
    const pct = Math.round(event.change * 100);
    return {
      title: `Price ${event.after < event.before ? "cut" : "raised"} on ${fmtDay(event.at)}`,
      detail: `${money(event.before)} → ${money(event.after)} (${pct > 0 ? "+" : ""}${pct}%)`,
    };
  }
  const span = `${fmtDay(event.from)} – ${fmtDay(event.to)}`;
  const better = `rank ${n(event.rankBefore)} → ${n(event.bestRank)} (${Math.round(event.improvement * 100)}% better)`;
  if (event.kind === "likely-promotion") {
    return {
      title: `Likely promotion, ${span}`,
      detail: `${better} with no new reviews: a free or discounted run, or ads, rather than word of mouth.`,
    };
  }
  return {
    title: `Rank spike, ${span}`,
    detail:
      event.newReviews === null
        ? `${better}; the source has no review counts for these days.`
        : `${better} with ${n(event.newReviews)} new reviews.`,
  };
}
