import { LOADING_BAR } from "@inkforge/domain/constants";

export type ProgressSettings = {
  minimum: number;
  speed: number;
  trickleRate: number;
  trickleSpeed: number;
  stopDelayMs: number;
};

export const progressSettings: ProgressSettings = {
  minimum: LOADING_BAR.minimum,
  speed: LOADING_BAR.speed,
  trickleRate: LOADING_BAR.trickleRate,
  trickleSpeed: LOADING_BAR.trickleSpeed,
  stopDelayMs: LOADING_BAR.stopDelayMs,
};

/** null while hidden, else the bar's fill from 0 to 1. */
export type ProgressValue = number | null;

type Timers = Pick<
  typeof globalThis,
  "setTimeout" | "clearTimeout" | "setInterval" | "clearInterval"
>;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * NProgress-style controller: jumps to `minimum`, creeps forward by up to `trickleRate` every
 * `trickleSpeed` ms (never reaching the end on its own), and on `done` fills, then hides after
 * the animation (`speed`) plus the stop delay.
 */
export function createProgress(
  onChange: (value: ProgressValue) => void,
  { settings = progressSettings, timers = globalThis as Timers, random = Math.random } = {},
) {
  let value: ProgressValue = null;
  let trickle: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  function set(next: ProgressValue) {
    value = next;
    onChange(value);
  }

  function stopTimers() {
    if (trickle !== undefined) timers.clearInterval(trickle);
    if (hide !== undefined) timers.clearTimeout(hide);
    trickle = undefined;
    hide = undefined;
  }

  return {
    get value() {
      return value;
    },
    start() {
      stopTimers();
      set(settings.minimum);
      trickle = timers.setInterval(() => {
        const current = value ?? settings.minimum;
        set(clamp(current + random() * settings.trickleRate * (1 - current) * 4, 0, 0.994));
      }, settings.trickleSpeed);
    },
    done() {
      if (value === null) return;
      stopTimers();
      set(1);
      hide = timers.setTimeout(() => {
        hide = undefined;
        set(null);
      }, settings.speed + settings.stopDelayMs);
    },
    dispose: stopTimers,
  };
}
