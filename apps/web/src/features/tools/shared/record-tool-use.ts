"use client";

import { useSession } from "next-auth/react";
import { useCallback } from "react";
import { useAuth } from "@/lib/auth/use-auth";

// Type-only: erased from the bundle, so the request client stays out of the first load.
import type { ServedToolRun } from "./post-tool-use";

/**
 * `recordToolUse(toolId, run?)` for a tool page: call it once per use (a result copied, a file
 * downloaded, a name saved). With `run`, the tool's own API route runs it on the server, which
 * records the use and awards its points (issue 24); without, the use is only reported
 * (`POST /api/usage`, no points). Signed out, it does nothing: usage is only kept for accounts. A
 * failure is dropped on purpose, since counting a use must never get in the way of the tool.
 * The API caller is loaded on the first use, so a tool page's first load carries only this hook
 * (the session is already in the site shell). Nothing here may import post-tool-use statically,
 * not even a re-export: that put the request client on every tool page (decision 0087).
 */
export function useRecordToolUse(): (toolId: string, run?: ServedToolRun) => Promise<void> {
  const auth = useAuth();
  const { update } = useSession();
  const userId = auth.status === "authenticated" ? auth.user.id : undefined;
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  return useCallback(
    async (toolId: string, run?: ServedToolRun) => {
      if (userId === undefined || token === undefined) return;
      const { createToolUseCaller, postToolUse, runToolOnServer } = await import("./post-tool-use");
      const call = createToolUseCaller(token);
      const result = run
        ? await runToolOnServer(call, userId, run)
        : await postToolUse(call, userId, toolId);
      // As for every signed-in call: a token the API revoked makes the session re-check it.
      if (!result.ok && result.status === 401 && result.code === "UNAUTHENTICATED") void update();
    },
    [userId, token, update],
  );
}
