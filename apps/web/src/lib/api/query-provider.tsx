"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "@/lib/api/query-client";

/**
 * The query cache of the pages that read the API from the browser. It is mounted by the route
 * layout of those pages (`app/(site)/(signed-in-tools)/layout.tsx`), never by the root layout, so
 * marketing pages do not load TanStack Query (decision 0105).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
