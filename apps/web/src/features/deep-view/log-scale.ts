/*
 * Log axes for the research charts: ranks, reviews and sales are heavy-tailed, so a straight axis
 * would squash all but the top few books into one corner.
 */

export type Scale = {
  (value: number): number;
  ticks: number[];
};

/** log10(value + offset) mapped from [min, max] onto [from, to]; offset 1 lets 0 reviews show. */
export function logScale(min: number, max: number, from: number, to: number, offset = 0): Scale {
  const lo = Math.log10(Math.max(min + offset, 1e-9));
  const hi = Math.log10(Math.max(max + offset, min + offset + 1e-9));
  const span = hi - lo || 1;
  const scale = ((value: number) =>
    from + ((Math.log10(Math.max(value + offset, 1e-9)) - lo) / span) * (to - from)) as Scale;
  const ticks: number[] = [];
  for (let power = Math.floor(lo); power <= Math.ceil(hi); power++) {
    const tick = 10 ** power - offset;
    if (tick >= min && tick <= max) ticks.push(tick);
  }
  // Within one decade there is no power of ten to mark: the ends and their geometric middle.
  scale.ticks = ticks.length >= 2 ? ticks : [min, Math.sqrt(Math.max(min, 1e-9) * max), max];
  return scale;
}

export function linearScale(min: number, max: number, from: number, to: number): Scale {
  const span = max - min || 1;
  const scale = ((value: number) => from + ((value - min) / span) * (to - from)) as Scale;
  const step = niceStep(span / 4);
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + 1e-9; tick += step) ticks.push(tick);
  scale.ticks = ticks;
  return scale;
}

function niceStep(raw: number): number {
  if (raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export const compactNumber = (value: number) =>
  new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(value);
