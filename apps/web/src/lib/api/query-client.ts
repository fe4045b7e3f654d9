import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/toast/toast-store";
import { failureText, toFailure } from "@/lib/api/api-error";

/*
 * The browser's one QueryClient (decision 0105). Two rules live here rather than in each hook:
 * - A failure is never silent: every failed query or mutation shows a toast with the API's words,
 *   unless its hook says the page shows that failure inline (`meta.errorShownInline`).
 * - No retries at this layer: the transport (`lib/api/request.ts`, decision 0006) already retries what
 *   may be retried (GETs after a network error, a timeout or a 5xx), and never a POST, which may
 *   be a use of the plan's quota.
 */

type ApiQueryMeta = {
  /** The page renders this failure itself (an alert beside the form, a note in a row). */
  errorShownInline?: boolean;
  /** The toast's title, e.g. "The entry could not be paused". */
  failureTitle?: string;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ApiQueryMeta;
    mutationMeta: ApiQueryMeta;
  }
}

function announce(error: unknown, meta: ApiQueryMeta | undefined, fallbackTitle: string) {
  if (meta?.errorShownInline) return;
  toast({
    variant: "error",
    title: meta?.failureTitle ?? fallbackTitle,
    description: failureText(toFailure(error)),
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => announce(error, query.meta, "Something could not be loaded"),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        announce(error, mutation.meta, "Something could not be saved"),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
