import { MINUTE_MS } from "@inkforge/domain/time-units";
import { ResearchSourceFailure } from "../ports";
import type { Timing } from "./http";

/*
 * Keepa meters every call in tokens (research-sources §1): each answer says how many are left
 * (`tokensLeft`, negative after an overdraft), when the next refill comes (`refillIn`, ms) and how
 * many it brings (`refillRate`, per minute); unused tokens expire after an hour, so the balance
 * never holds more than 60 refills. Callers queue here in arrival order: a call whose estimated
 * cost is not covered waits for the refills that cover it, up to `maxWaitMs`; beyond that it fails
 * as busy at once, carrying when to come back, rather than waiting out a user's patience.
 */

export type KeepaTokenState = { tokensLeft: number; refillInMs: number; refillRate: number };

export class KeepaTokenBudget {
  /** Unknown until the first answer: the first call goes ahead and learns the balance. */
  private tokens: number | null = null;
  private refillRate = 0;
  private nextRefillAtMs = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly learners: Array<() => void> = [];

  constructor(
    private readonly maxWaitMs: number,
    private readonly timing: Pick<Timing, "now" | "sleep">,
  ) {}

  /** Takes the balance an answer reports (every answer, 429s included). */
  observe(state: KeepaTokenState): void {
    this.tokens = state.tokensLeft;
    this.refillRate = Math.max(0, state.refillRate);
    this.nextRefillAtMs = this.timing.now().getTime() + Math.max(0, state.refillInMs);

    this.settle();
  }

  /** The balance now, refills since the last answer included. */
  estimate(): number | null {
    if (this.tokens === null) return null;
    this.advance(this.timing.now().getTime());
    return this.tokens;
  }

  /**
   * Waits (in turn) until `cost` tokens are there and takes them from the estimate; throws busy
   * when that would take longer than the budget's max wait.
   */
  reserve(cost: number): Promise<void> {
    const turn = this.queue.then(() => this.take(cost));
    // The next caller waits for this one's turn, whether it succeeded or gave up; while the
    // balance is unknown, also for this call's answer, so a cold burst sends one probe, not all.
    this.queue = turn
      .then(() =>
        this.tokens === null ? new Promise<void>((r) => this.learners.push(r)) : undefined,
      )
      .catch(() => undefined);
    return turn;
  }

  /** A call ended without reporting the balance (a failure): let the queue move on anyway. */
  settle(): void {
    for (const wake of this.learners.splice(0)) wake();
  }

  private async take(cost: number): Promise<void> {
    const wait = this.waitFor(cost);
    if (wait > this.maxWaitMs) {
      throw new ResearchSourceFailure(
        "keepa",
        "busy",
        `out of tokens: ${this.tokens} left, ${cost} needed, ${wait} ms to refill`,
        Number.isFinite(wait) ? Math.ceil(wait / 1000) : undefined,
      );
    }
    if (wait > 0) await this.timing.sleep(wait);
    if (this.tokens !== null) {
      this.advance(this.timing.now().getTime());
      this.tokens -= cost;
    }
  }

  /** Milliseconds until the balance covers `cost` (0 when it does or is unknown). */
  waitFor(cost: number): number {
    if (this.tokens === null) return 0;
    const now = this.timing.now().getTime();
    this.advance(now);
    // A cost above what the balance can ever hold would wait forever: a full balance is enough.
    const needed = Math.min(cost, this.capacity());
    if (this.tokens >= needed && this.tokens > 0) return 0;
    if (this.refillRate <= 0) return Number.POSITIVE_INFINITY;
    const refills = Math.max(1, Math.ceil((Math.max(needed, 1) - this.tokens) / this.refillRate));
    return Math.max(0, this.nextRefillAtMs + (refills - 1) * MINUTE_MS - now);
  }

  private capacity(): number {
    return this.refillRate > 0 ? this.refillRate * 60 : Number.POSITIVE_INFINITY;
  }

  private advance(now: number): void {
    if (this.tokens === null || now < this.nextRefillAtMs || this.refillRate <= 0) return;
    const refills = 1 + Math.floor((now - this.nextRefillAtMs) / MINUTE_MS);
    this.tokens = Math.min(this.capacity(), this.tokens + refills * this.refillRate);
    this.nextRefillAtMs += refills * MINUTE_MS;
  }
}
