"use client";

import {
  keepPreviousData,
  type QueryKey,
  skipToken,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { ApiFailure, ApiResult } from "@/lib/api/api-call";
import { toFailure, unwrap } from "@/lib/api/api-error";

/*
 * A run: a request the user starts (a search, a lookup, an analysis) whose answer the page shows
 * until the next run. It is one query per run's input, so the answer of an older run can never
 * replace a newer one (its answer lands under its own key, which the page no longer shows), and
 * the research tabs, Deep View and Retro View share this instead of each keeping a generation
 * counter and a loading/done/failed state of its own (issue 25).
 *
 * A run may be a use of the plan's quota, so answers are kept (staleTime: Infinity) and only an
 * explicit `start` asks the server again; `show` (a shared link, a tab shown again) reuses a kept
 * answer.
 */

export type RunState<Q, T> =
  | { kind: "idle" }
  /** `previous`: the last answer, kept on screen while the next one loads (when asked for). */
  | { kind: "loading"; query: Q; previous: T | undefined }
  | { kind: "done"; query: Q; answer: T }
  | { kind: "failed"; query: Q; failure: ApiFailure };

export type RunQuery<Q, T> = {
  state: RunState<Q, T>;
  /** Runs `query` now, even when an answer for it is kept. */
  start: (query: Q) => void;
  /** Shows `query`'s kept answer, or runs it when there is none. */
  show: (query: Q) => void;
};

export function useRunQuery<Q, T>({
  scope,
  run,
  initial = null,
  keepPrevious = false,
  onSettled,
}: {
  /** The cache key of this kind of run, with the user's id; null until the session is known. */
  scope: QueryKey | null;
  run: (query: Q) => Promise<ApiResult<T>>;
  /** The run the page opens with (a shared or reloaded link): its kept answer, or a new run. */
  initial?: Q | null;
  /** Keep the last answer on screen while the next run loads. */
  keepPrevious?: boolean;
  /** After every run, success or failure (e.g. refresh the quota it used). */
  onSettled?: (query: Q) => void;
}): RunQuery<Q, T> {
  const client = useQueryClient();
  const [query, setQuery] = useState<Q | null>(initial);
  const result = useQuery({
    queryKey: [...(scope ?? ["run", "no-session"]), query],
    queryFn:
      scope === null || query === null
        ? skipToken
        : async () => {
            try {
              return unwrap(await run(query));
            } finally {
              onSettled?.(query);
            }
          },
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    // The run's page shows its failure beside the form (ResearchError), with a retry.
    meta: { errorShownInline: true },
  });

  const start = useCallback(
    (next: Q) => {
      // Forget a kept answer first: the observer then fetches, whether the key is new or shown.
      if (scope !== null) void client.resetQueries({ queryKey: [...scope, next], exact: true });
      setQuery(next);
    },
    [client, scope],
  );
  const show = useCallback((next: Q) => setQuery(next), []);

  let state: RunState<Q, T>;
  if (query === null) state = { kind: "idle" };
  else if (result.isFetching || (result.isPending && !result.isError))
    state = { kind: "loading", query, previous: result.data };
  else if (result.isError) state = { kind: "failed", query, failure: toFailure(result.error) };
  else state = { kind: "done", query, answer: result.data as T };
  return { state, start, show };
}
