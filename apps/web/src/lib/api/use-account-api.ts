"use client";

import { useSession } from "next-auth/react";
import { useMemo } from "react";
import type { ApiCaller } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";

/** The browser's caller for public account endpoints (register, password reset). */
export const publicAccountApi: ApiCaller = browserApi();

/**
 * The browser's caller for the signed-in user's endpoints: every call carries the session's API
 * token as `Authorization: Bearer` (ROLE-04). A 401 makes the session re-check its token, which
 * signs the browser out when the API revoked it.
 */
export function useAccountApi(): ApiCaller {
  const { data, update } = useSession();
  const token = data?.apiToken;
  return useMemo(() => {
    const call = browserApi(token);
    return async (method, path, options) => {
      const result = await call(method, path, options);
      if (!result.ok && result.status === 401 && result.code === "UNAUTHENTICATED") {
        void update();
      }
      return result;
    };
  }, [token, update]) as ApiCaller;
}
