"use client";

import { type UsageRecord, usageRecordSchema } from "@inkforge/domain/contracts/usage";
import { useCallback } from "react";
import type { ApiCaller, ApiResult } from "@/features/auth/api-call";
import { useAccountApi } from "@/features/auth/use-account-api";
import { useAuth } from "@/features/auth/use-auth";

/** Posts one use of `toolId` for `userId` (spec 7.5, `POST /api/usage`). */
export function postToolUse(
  call: ApiCaller,
  userId: string,
  toolId: string,
): Promise<ApiResult<UsageRecord>> {
  return call("POST", "/api/usage", {
    body: { user_id: userId, tool_id: toolId },
    schema: usageRecordSchema,
  });
}

/**
 * `recordToolUse(toolId)` for a tool page: call it once per use (a result computed, a file
 * downloaded, a value copied). Signed out, it does nothing: usage is only kept for accounts. A
 * failure is dropped on purpose, since counting a use must never get in the way of the tool.
 */
export function useRecordToolUse(): (toolId: string) => Promise<void> {
  const auth = useAuth();
  const call = useAccountApi();
  const userId = auth.status === "authenticated" ? auth.user.id : undefined;
  return useCallback(
    async (toolId: string) => {
      if (userId === undefined) return;
      await postToolUse(call, userId, toolId);
    },
    [call, userId],
  );
}
