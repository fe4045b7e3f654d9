import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import { publicEnv } from "@/config/public-env";
import { type ApiCaller, type ApiResult, createApiCaller } from "@/features/auth/api-call";
import { applyUsage, timeZoneHeaders } from "@/features/gamification/points-store";

/**
 * Posts one use of `toolId` for `userId` (spec 7.5, `POST /api/usage`; the body has exactly the
 * spec's keys) with the browser's time zone in `X-Time-Zone`.
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

/** The caller for the signed-in user's token. */
export function createToolUseCaller(token: string): ApiCaller {
  return createApiCaller({ baseUrl: publicEnv.apiUrl, token });
}
