import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import { publicEnv } from "@/config/public-env";
import { type ApiCaller, type ApiResult, createApiCaller } from "@/features/auth/api-call";

/**
 * Posts one use of `toolId` for `userId` (spec 7.5, `POST /api/usage`). The answer is not read, so
 * no response schema is loaded (the request schema would bring the whole tool catalogue along).
 */
export function postToolUse(
  call: ApiCaller,
  userId: string,
  toolId: string,
): Promise<ApiResult<UsageRecord>> {
  return call<UsageRecord>("POST", "/api/usage", { body: { user_id: userId, tool_id: toolId } });
}

/** The caller for the signed-in user's token. */
export function createToolUseCaller(token: string): ApiCaller {
  return createApiCaller({ baseUrl: publicEnv.apiUrl, token });
}
