/**
 * At most `limit` tasks run at once; the others wait their turn in arrival order. Used to keep
 * CPU-heavy work (password hashing) from taking every thread-pool thread at once.
 */
export type Semaphore = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
  readonly limit: number;
};

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new RangeError(`A semaphore needs a limit of at least 1, got ${limit}`);
  }
  let active = 0;
  const queue: Array<() => void> = [];

  const acquire = (): Promise<void> | undefined => {
    if (active < limit) {
      active += 1;
      return undefined;
    }
    return new Promise((resolve) => queue.push(resolve));
  };

  // A finished task hands its slot straight to the next waiter, so `active` never dips between.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    limit,
  };
}
