import { expect } from "vitest";
import type { Timing } from "../../../src/services/research/adapters/http";
import { ResearchSourceFailure } from "../../../src/services/research/ports";

/**
 * A virtual clock: `sleep` records the wait and moves the clock on at once, so retries and Keepa's
 * minute-long refills take no real time. Jitter is fixed at the middle of its range.
 */
export function virtualTiming(startIso = "2026-11-27T10:00:00Z") {
  const clock = { ms: Date.parse(startIso), slept: [] as number[] };
  const timing: Timing = {
    now: () => new Date(clock.ms),
    sleep: async (ms) => {
      clock.slept.push(ms);
      clock.ms += ms;
    },
    random: () => 0.5,
  };
  return { clock, timing };
}

export async function failureOf(promise: Promise<unknown>): Promise<ResearchSourceFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ResearchSourceFailure) return error;
    throw error;
  }
  throw new Error("expected the source to fail");
}

export async function expectFailure(
  promise: Promise<unknown>,
  expected: Partial<Pick<ResearchSourceFailure, "source" | "kind" | "retryAfterSeconds">>,
): Promise<ResearchSourceFailure> {
  const failure = await failureOf(promise);
  expect(failure).toMatchObject(expected);
  return failure;
}
