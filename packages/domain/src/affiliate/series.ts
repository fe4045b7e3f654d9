import { DAY_MS } from "../time-units";
/*
 * The dashboard's chart: clicks, sign-ups, sales and commission per UTC date over the last days,
 * oldest first, every date present (a quiet day is a zero, not a gap). Pure.
 */

export type DatedEvent = { at: Date; kind: "click" | "signup" | "sale"; commissionCents?: number };

export type SeriesPoint = {
  date: string;
  clicks: number;
  signups: number;
  sales: number;
  commissionCents: number;
};

export function dailySeries(events: readonly DatedEvent[], now: Date, days: number): SeriesPoint[] {
  const today = Math.floor(now.getTime() / DAY_MS);
  const first = today - days + 1;
  const points: SeriesPoint[] = [];
  for (let day = first; day <= today; day++) {
    points.push({
      date: new Date(day * DAY_MS).toISOString().slice(0, 10),
      clicks: 0,
      signups: 0,
      sales: 0,
      commissionCents: 0,
    });
  }
  for (const event of events) {
    const day = Math.floor(event.at.getTime() / DAY_MS);
    const point = points[day - first];
    if (!point) continue;
    if (event.kind === "click") point.clicks++;
    else if (event.kind === "signup") point.signups++;
    else {
      point.sales++;
      point.commissionCents += event.commissionCents ?? 0;
    }
  }
  return points;
}
