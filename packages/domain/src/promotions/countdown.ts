import { DAY_MS, HOUR_MS, type Instant, MINUTE_MS, SECOND_MS, toEpochMs } from "./time";

/*
 * The countdown value (spec §3 "Countdown value", §4 "Countdown", CD-01..09). The UI ticks every
 * COUNTDOWN_TICK_MS and calls this with the server's clock; it only renders the result.
 *   - Remaining time is floored to whole seconds: 1.999 s before the target reads 0:0:1 (POP-06).
 *   - At or after the target, or when either instant is invalid, every unit is 0. `invalidDate`
 *     tells the caller to log a warning (CD-03); the domain does no I/O.
 *   - Type 1 shows days/hours/minutes/seconds; type 2 shows no days and rolls them into the hours
 *     (a 2-day target reads 48:00:00, gap G-37).
 */

/** 1: days, hours, minutes and seconds (the sale banner). 2: hours, minutes and seconds only. */
export type CountdownType = 1 | 2;

export type CountdownValue = {
  type: CountdownType;
  /** Whole days left; always 0 for type 2, whose hours hold them. */
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole milliseconds left (0 once expired). */
  remainingMs: number;
  /** True at or after the target, and when a date is invalid. */
  expired: boolean;
  /** True when the target or `now` is not a valid instant: the caller logs a warning. */
  invalidDate: boolean;
};

/** The countdown toward `target` at `now`. Never negative; never throws. */
export function computeCountdown(
  target: Instant | null | undefined,
  now: Instant,
  type: CountdownType = 1,
): CountdownValue {
  const targetMs = toEpochMs(target);
  const nowMs = toEpochMs(now);
  if (targetMs === null || nowMs === null) return zeroCountdown(type, true);
  const remainingMs = targetMs - nowMs;
  if (remainingMs <= 0) return zeroCountdown(type, false);
  const wholeSeconds = Math.floor(remainingMs / SECOND_MS);
  const totalMs = wholeSeconds * SECOND_MS;
  const days = type === 1 ? Math.floor(totalMs / DAY_MS) : 0;
  const hours = Math.floor((totalMs - days * DAY_MS) / HOUR_MS);
  const minutes = Math.floor((totalMs % HOUR_MS) / MINUTE_MS);
  const seconds = wholeSeconds % 60;
  return { type, days, hours, minutes, seconds, remainingMs, expired: false, invalidDate: false };
}

function zeroCountdown(type: CountdownType, invalidDate: boolean): CountdownValue {
  return {
    type,
    days: 0,
    hours: 0,
    minutes: 0,
    seconds: 0,
    remainingMs: 0,
    expired: true,
    invalidDate,
  };
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/**
 * The clock text of a countdown: `H:MM:SS` with the hours unpadded and able to exceed 24
 * ("71:59:49"); an expired or invalid countdown reads the spec's literal "0:0:0" (CD-02).
 * For type 1 the days are a separate unit (`value.days`) and this is the part after them.
 */
export function formatCountdownClock(value: CountdownValue): string {
  if (value.expired) return "0:0:0";
  return `${value.hours}:${pad2(value.minutes)}:${pad2(value.seconds)}`;
}
