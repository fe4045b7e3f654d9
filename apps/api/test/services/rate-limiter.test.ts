import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../src/errors";
import {
  createMemoryRateLimiter,
  type RateLimiter,
} from "../../src/services/rate-limit/rate-limiter";
import { createRedisRateLimiter } from "../../src/services/rate-limit/redis-rate-limiter";
import { logIn, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp } from "../helper";
import { type RedisStandIn, startRedisStandIn } from "../stand-ins/redis";
import { hasRedisServer, startRedisServer } from "../stand-ins/redis-server";

type Backend = {
  limiter: RateLimiter;
  /** Lets `ms` of time pass for the limiter. */
  elapse: (ms: number) => Promise<void>;
  close: () => Promise<void>;
};

let keyCounter = 0;
const freshKey = () => `test-key-${++keyCounter}-${Date.now()}`;

/** The behaviour every limiter must have, whatever stores the counts. */
function rateLimiterContract(name: string, setUp: () => Promise<Backend>) {
  describe(name, () => {
    let backend: Backend;

    beforeAll(async () => {
      backend = await setUp();
    });

    afterAll(async () => {
      await backend.close();
    });

    it("allows `limit` attempts per window, then refuses with the time left", async () => {
      const key = freshKey();
      const decisions = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        decisions.push(await backend.limiter.consume(key, 3, 60_000));
      }
      expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
      expect(decisions.map((decision) => decision.count)).toEqual([1, 2, 3, 4]);
      expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(55);
      expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it("counts each key on its own", async () => {
      const [first, second] = [freshKey(), freshKey()];
      await backend.limiter.consume(first, 1, 60_000);
      expect((await backend.limiter.consume(first, 1, 60_000)).allowed).toBe(false);
      expect((await backend.limiter.consume(second, 1, 60_000)).allowed).toBe(true);
    });

    it("takes an attempt back on refund, never below zero", async () => {
      const key = freshKey();
      await backend.limiter.consume(key, 2, 60_000);
      await backend.limiter.consume(key, 2, 60_000);
      await backend.limiter.refund(key, 60_000);
      expect(await backend.limiter.consume(key, 2, 60_000)).toMatchObject({
        allowed: true,
        count: 2,
      });

      const untouched = freshKey();
      await backend.limiter.refund(untouched, 60_000);
      expect((await backend.limiter.consume(untouched, 1, 60_000)).count).toBe(1);
    });

    it("forgets a key on reset", async () => {
      const key = freshKey();
      await backend.limiter.consume(key, 1, 60_000);
      await backend.limiter.reset(key);
      expect((await backend.limiter.consume(key, 1, 60_000)).allowed).toBe(true);
    });

    it("starts a new window when the old one is over", async () => {
      const key = freshKey();
      await backend.limiter.consume(key, 1, 400);
      expect((await backend.limiter.consume(key, 1, 400)).allowed).toBe(false);
      await backend.elapse(500);
      expect(await backend.limiter.consume(key, 1, 400)).toMatchObject({ allowed: true, count: 1 });
    });

    it("lets exactly `limit` of a concurrent burst through", async () => {
      const key = freshKey();
      const decisions = await Promise.all(
        Array.from({ length: 50 }, () => backend.limiter.consume(key, 10, 60_000)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    });
  });
}

describe("rate limiters", () => {
  rateLimiterContract("in memory", async () => {
    let now = 1_000_000;
    return {
      limiter: createMemoryRateLimiter(() => now),
      elapse: async (ms) => {
        now += ms;
      },
      close: async () => {},
    };
  });

  it("in memory: many distinct keys with open windows cost a sweep now and then, not one per write", async () => {
    // Every client address is a key; 60,000 in one minute held 50,000 over the sweep threshold.
    // Sweeping on each of those writes was quadratic (about 1.7 billion visits, tens of seconds);
    // amortised, it is a few milliseconds.
    const now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const started = performance.now();
    for (let index = 0; index < 60_000; index += 1) {
      await limiter.consume(`ip:${index}`, 10, 60_000);
    }
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await limiter.consume("ip:42", 10, 60_000)).count).toBe(2);
  });

  rateLimiterContract("Redis (RESP stand-in)", async () => {
    const server = await startRedisStandIn();
    const limiter = createRedisRateLimiter(server.url);
    return {
      limiter,
      elapse: (ms) => sleep(ms),
      close: async () => {
        await limiter.close();
        await server.close();
      },
    };
  });

  // The real server when Debian's redis-server is installed (CI installs it); the stand-in
  // above covers the same contract everywhere else.
  if (hasRedisServer()) {
    rateLimiterContract("Redis (real redis-server)", async () => {
      const server = await startRedisServer();
      const limiter = createRedisRateLimiter(server.url);
      return {
        limiter,
        elapse: (ms) => sleep(ms),
        close: async () => {
          await limiter.close();
          await server.close();
        },
      };
    });
  } else {
    console.warn(
      "redis-server not installed: the Redis limiter is tested against the stand-in only",
    );
  }

  it("the Redis limiter fails closed (503) when Redis cannot be reached", async () => {
    const limiter = createRedisRateLimiter("redis://127.0.0.1:9", { commandTimeoutMs: 500 });
    try {
      const attempt = limiter.consume(freshKey(), 10, 60_000);
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    } finally {
      await limiter.close();
    }
  });
});

describe("REDIS_URL: two API instances share the sign-in budget", () => {
  let redis: RedisStandIn;

  beforeAll(async () => {
    redis = await startRedisStandIn();
  });

  afterAll(async () => {
    await redis.close();
  });

  it("refuses the 101st failure for an account even when the failures were spread over both", async () => {
    // Separate databases are fine here: the budget is keyed by email, not by row.
    const [first, second] = await Promise.all([
      buildTestApp({ env: { REDIS_URL: redis.url } }),
      buildTestApp({ env: { REDIS_URL: redis.url } }),
    ]);
    try {
      const email = `shared-${Date.now()}@example.com`;
      await registerUser(first.app, email, "the password");
      await registerUser(second.app, email, "the password");
      for (let attempt = 0; attempt < 100; attempt++) {
        const instance = attempt % 2 === 0 ? first : second;
        expect((await logIn(instance.app, email, `guess ${attempt}`)).statusCode).toBe(401);
      }
      expect((await logIn(first.app, email, "the password", nextAddress())).statusCode).toBe(429);
      expect((await logIn(second.app, email, "the password", nextAddress())).statusCode).toBe(429);
      expect(redis.commands).toContain("INCR");
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
