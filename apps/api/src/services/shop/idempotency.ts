import { createHash } from "node:crypto";
import { DAY_MS } from "@inkforge/domain/time-units";
import type { IdempotencyRecord } from "../../db/queries/shop";
import { AppError } from "../../errors";

/** How long a key's first answer is replayed; after that the key may be used afresh. */
const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;

export type IdempotencyRequest = {
  key: string;
  /** Hash of the route and the validated body (see hashRequest). */
  hash: string;
};

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** SHA-256 of the route and the body as validated (so ignored fields do not count). */
export function hashRequest(route: string, body: unknown): string {
  return createHash("sha256")
    .update(route)
    .update("\n")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}

/**
 * What to do with a key someone holds already: replay its answer, or refuse (another body with
 * the same key, or the first request still running). Undefined when the record has expired.
 */
export function resolveExistingKey(
  existing: IdempotencyRecord,
  request: IdempotencyRequest,
  now: Date,
): { replay: Record<string, unknown> } | undefined {
  if (now.getTime() - existing.createdAt.getTime() >= IDEMPOTENCY_KEY_TTL_MS) return undefined;
  if (existing.requestHash !== request.hash) {
    throw new AppError(
      "CONFLICT",
      "This Idempotency-Key was used with a different request; use a new key for a new purchase",
      { details: [{ path: "idempotency-key", message: "was used with a different request" }] },
    );
  }
  if (existing.response === null) {
    throw new AppError(
      "CONFLICT",
      "A request with this Idempotency-Key is still being processed; retry in a moment",
    );
  }
  return { replay: existing.response };
}
