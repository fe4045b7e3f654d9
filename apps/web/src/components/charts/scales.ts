/*
 * The charts' scales: a value in data units to a position in the SVG's viewBox. Ranks, reviews and
 * sales are heavy-tailed, so most research charts use a log scale; a straight axis would squash all
 * but the top few books into one corner.
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

/** [min, max] onto [from, to], ticked at a round step (1, 2 or 5 times a power of ten). */
export function linearScale(min: number, max: number, from: number, to: number): Scale {
  const span = max - min || 1;
  const scale = ((value: number) => from + ((value - min) / span) * (to - from)) as Scale;
  const step = niceStep(span / 4);
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + 1e-9; tick += step) ticks.push(tick);
  scale.ticks = ticks;
  return scale;
}

/**
 * The values' own range onto [from, to], ticked at its ends. A flat series (one snapshot, or a
 * rank that never moved) sits in the middle rather than on an edge.
 */
export function extentScale(values: readonly number[], from: number, to: number): Scale {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const scale = (
    max === min
      ? () => (from + to) / 2
      : (value: number) => from + ((value - min) / (max - min)) * (to - from)
  ) as Scale;
  scale.ticks = values.length === 0 ? [] : [...new Set([min, max])];
  return scale;
}

/** Keeps a scale's input within [min, max], so an outlier is drawn on the edge, not off it. */
export function clamped(scale: Scale, min: number, max: number): Scale {
  const bounded = ((value: number) => scale(Math.min(Math.max(value, min), max))) as Scale;
  bounded.ticks = scale.ticks;
  return bounded;
}

/** `count` evenly spaced points from `from` to `to`; a single point sits in the middle. */
export function pointScale(count: number, from: number, to: number): (index: number) => number {
  if (count <= 1) return () => (from + to) / 2;
  const step = (to - from) / (count - 1);
  return (index) => from + index * step;
}

/** `count` equal slots across [0, width], each split between `groups` bars after `gap`. */
export function bandScale(count: number, width: number, groups: number, gap: number) {
  const slot = width / Math.max(1, count);
  const bar = Math.max(1, (slot - gap) / Math.max(1, groups));
  return { bar, x: (index: number, group: number) => index * slot + gap / 2 + group * bar };
}

function niceStep(raw: number): number {
  if (raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export const compactNumber = (value: number) =>
  new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(value);
