import type * as React from "react";
import { QueryProvider } from "@/lib/api/query-provider";

/**
 * The tool pages that read and write the signed-in user's data from the browser (research, Deep
 * View, Retro View, the trackers) share one query cache. It lives in this route group's layout,
 * not the root's, so the marketing pages load none of it (decision 0105).
 */
export default function SignedInToolsLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
