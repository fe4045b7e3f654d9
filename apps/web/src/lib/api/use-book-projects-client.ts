"use client";

import { useMemo } from "react";
import { createBookProjectsClient } from "@/lib/api/book-projects-client";
import { useAccountApi } from "@/lib/api/use-account-api";

export type BookProjectsClient = ReturnType<typeof createBookProjectsClient>;

/** The book projects client on the signed-in session's caller (a revoked token signs out). */
export function useBookProjectsClient(): BookProjectsClient {
  const call = useAccountApi();
  return useMemo(() => createBookProjectsClient(call), [call]);
}
