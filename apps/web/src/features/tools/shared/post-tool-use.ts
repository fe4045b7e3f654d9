import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";
import { createPointsClient } from "@/lib/api/points-client";
import { applyUsage, timeZoneHeaders } from "@/lib/points/points-store";

/**
 * Posts one use of `toolId` for `userId` (spec 7.5, `POST /api/usage`; the body has exactly the
 * spec's keys) with the browser's time zone in `X-Time-Zone`. It records activity and earns no
 * points (issue 24); a tool with an API route passes its run to `useRecordToolUse` instead.
 * No schema is loaded (the request schema would bring the whole tool catalogue along).
 */
export async function postToolUse(
  call: ApiCaller,
  userId: string,
  toolId: string,
): Promise<ApiResult<UsageRecord>> {
  const result = await call<UsageRecord>("POST", "/api/usage", {
    body: { user_id: userId, tool_id: toolId },
    headers: timeZoneHeaders(),
  });
  // The answer carries the new total and streak for the header (decision 0070).
  if (result.ok) applyUsage(result.data);
  return result;
}

/** A tool's own API route, which the server runs and records for the signed-in user. */
export type ServedToolRun = { method: "GET" | "POST"; path: string; body?: unknown };

/**
 * Runs the tool on the server with the user's token (issue 24): the server records the use and
 * awards its points itself, then the header's numbers are read again. Points never come from a
 * `POST /api/usage` claim.
 */
export async function runToolOnServer(
  call: ApiCaller,
  userId: string,
  run: ServedToolRun,
): Promise<ApiResult<unknown>> {
  const result = await call(run.method, run.path, {
    ...(run.body === undefined ? {} : { body: run.body }),
    headers: timeZoneHeaders(),
    retries: 0,
  });
  if (!result.ok) return result;
  const points = createPointsClient(call);
  const [total, streak] = await Promise.all([points.total(userId), points.streak(userId)]);
  if (total.ok && streak.ok) {
    applyUsage({
      user_id: userId,
      total_xp: total.data.total_xp,
      current_streak: streak.data.current_streak,
    });
  }
  return result;
}

/** The caller for the signed-in user's token. */
export function createToolUseCaller(token: string): ApiCaller {
  return browserApi(token);
}
