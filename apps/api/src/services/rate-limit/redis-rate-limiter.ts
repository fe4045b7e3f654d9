import type { Redis } from "ioredis";
import { AppError } from "../../errors";
import type { RateLimiter } from "./rate-limiter";

const redisKeyPrefix = "inkforge:rl:";

/** A limiter that cannot count must not let attempts through unchecked: it fails closed. */
function unavailable(cause: unknown): AppError {
  return new AppError(
    "SERVICE_UNAVAILABLE",
    "Sign-in protection is temporarily unavailable; try again shortly",
    { cause },
  );
}

type ExecResult = [error: Error | null, result: unknown][] | null;

function results(reply: ExecResult): unknown[] {
  if (!reply) throw new Error("Redis transaction was aborted");
  return reply.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

/**
 * The shared limiter: one Redis counter per key and window (INCR, with the window as its expiry),
 * so every API instance sees the same counts. Uses only plain commands in MULTI transactions.
 */
export function createRedisRateLimiter(
  url: string,
  options: { commandTimeoutMs?: number } = {},
): RateLimiter {
  // ioredis is imported on the first count, not at start-up (decision 0153): most API starts
  // (and every API test file) never count in Redis.
  let client: Promise<Redis> | undefined;
  const redisClient = () => {
    client ??= import("ioredis").then(({ Redis: RedisClient }) => {
      const redis = new RedisClient(url, {
        // A request should fail fast (and closed) rather than wait for a Redis that is gone.
        commandTimeout: options.commandTimeoutMs ?? 2_000,
        maxRetriesPerRequest: 1,
        lazyConnect: true,
      });
      // Connection errors are retried by ioredis and surface as failed commands; without a
      // listener they would be reported as unhandled 'error' events.
      redis.on("error", () => {});
      return redis;
    });
    return client;
  };

  const withRedis = async <T>(action: (redis: Redis) => Promise<T>): Promise<T> => {
    try {
      const redis = await redisClient();
      if (redis.status === "wait") await redis.connect();
      return await action(redis);
    } catch (error) {
      throw unavailable(error);
    }
  };

  return {
    consume(key, limit, windowMs) {
      return withRedis(async (redis) => {
        const fullKey = redisKeyPrefix + key;
        const [count, ttl] = results(await redis.multi().incr(fullKey).pttl(fullKey).exec()) as [
          number,
          number,
        ];
        let remainingMs = ttl;
        if (ttl < 0) {
          // A new window: the first attempt starts its clock.
          await redis.pexpire(fullKey, windowMs);
          remainingMs = windowMs;
        }
        return {
          allowed: count <= limit,
          count,
          retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)),
        };
      });
    },

    refund(key, windowMs) {
      return withRedis(async (redis) => {
        const fullKey = redisKeyPrefix + key;
        const [count, ttl] = results(await redis.multi().decr(fullKey).pttl(fullKey).exec()) as [
          number,
          number,
        ];
        if (ttl === -1) {
          // The window ended meanwhile and DECR made a fresh key without expiry: drop a key that
          // holds nothing, keep (with an expiry) one that a new attempt has started counting in.
          if (count <= 0) await redis.del(fullKey);
          else await redis.pexpire(fullKey, windowMs);
        }
      });
    },

    reset(key) {
      return withRedis(async (redis) => {
        await redis.del(redisKeyPrefix + key);
      });
    },

    async close() {
      if (!client) return;
      const redis = await client;
      if (redis.status === "wait" || redis.status === "end") {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
