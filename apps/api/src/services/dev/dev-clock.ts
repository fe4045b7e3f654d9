/*
 * The demo's movable clock (issue 13, decision 0069). Every date rule reads `app.now()`, so shifting
 * it by an offset shows the spec's 2025 states (the seasonal sale, the popup alternation) on a
 * running demo and lets the browser tests reach them. It only exists when the dev routes do.
 */

export type DevClock = {
  /** The shifted clock: the base clock plus the offset. */
  now: () => Date;
  /** Shifts the clock so that it reads `target` now; returns the offset in milliseconds. */
  set: (target: Date) => number;
  /** Back to the base clock. */
  reset: () => void;
  offsetMs: () => number;
};

export function createDevClock(base: () => Date): DevClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    set: (target) => {
      offset = target.getTime() - base().getTime();
      return offset;
    },
    reset: () => {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
