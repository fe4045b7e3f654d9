"use client";

import { useSession } from "next-auth/react";
import { useCallback } from "react";
import { useAuth } from "@/features/auth/use-auth";

/**
 * `recordToolUse(toolId)` for a tool page: call it once per use (a result copied, a file
 * downloaded, a name saved). Signed out, it does nothing: usage is only kept for accounts. A
 * failure is dropped on purpose, since counting a use must never get in the way of the tool.
 * The API caller is loaded on the first use, so a tool page's first load carries only this hook
 * (the session is already in the site shell). Nothing here may import post-tool-use statically,
 * not even a re-export: that put the request client on every tool page (decision 0087).
 */
export function useRecordToolUse(): (toolId: string) => Promise<void> {
  const auth = useAuth();
  const { update } = useSession();
  const userId = auth.status === "authenticated" ? auth.user.id : undefined;
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  return useCallback(
    async (toolId: string) => {
      if (userId === undefined || token === undefined) return;
      const { createToolUseCaller, postToolUse } = await import("./post-tool-use");
      const result = await postToolUse(createToolUseCaller(token), userId, toolId);
      // As for every signed-in call: a token the API revoked makes the session re-check it.
      if (!result.ok && result.status === 401 && result.code === "UNAUTHENTICATED") void update();
    },
    [userId, token, update],
  );
}
