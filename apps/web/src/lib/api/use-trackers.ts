"use client";

import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { unwrap } from "@/lib/api/api-error";
import {
  createTrackersClient,
  type TrackerEntriesInput,
  type TrackerEntry,
  type TrackerEntryChange,
  type TrackerKind,
  type TrackerList,
} from "@/lib/api/trackers-client";
import { useApiSession } from "@/lib/api/use-api-session";

/*
 * The trackers' hooks (decision 0105). The list is one query per user and kind; every write
 * reads it again when it settles. Pause and remove change the list at once (the row flips or
 * goes) and put it back if the server refuses, with a toast that says why: before, their results
 * were ignored and a failure looked like a success (issue 25).
 */

const trackerKeys = {
  all: (userId: string) => ["trackers", userId] as const,
  list: (userId: string, kind: TrackerKind) => ["trackers", userId, kind, "list"] as const,
  /** `latestDay` in the key: a new daily snapshot is a new history. */
  history: (userId: string, kind: TrackerKind, id: string, latestDay: string | null) =>
    ["trackers", userId, kind, "history", id, latestDay] as const,
};

function useTrackersSession(kind: TrackerKind) {
  const session = useApiSession();
  const signedIn = session.status === "signed-in" ? session : null;
  const client = useMemo(() => (signedIn ? createTrackersClient(signedIn.call) : null), [signedIn]);
  const userId = signedIn?.userId ?? null;
  return {
    session,
    userId,
    client,
    listKey: userId ? trackerKeys.list(userId, kind) : (["trackers", "no-session"] as const),
  };
}

/** The run's functions exist only with a session; a guard for types. */
function requireClient<C>(client: C | null): C {
  if (client === null) throw new Error("Sign in to use the trackers.");
  return client;
}

/** The user's entries, the plan's limit and the daily job's last runs; failures shown inline. */
export function useTrackerList(kind: TrackerKind) {
  const { session, client, listKey } = useTrackersSession(kind);
  const query = useQuery({
    queryKey: listKey,
    queryFn: client ? async () => unwrap(await client.list(kind)) : skipToken,
    meta: { errorShownInline: true },
  });
  return { session, ...query };
}

export function useTrackerHistory(kind: TrackerKind, entry: TrackerEntry) {
  const { userId, client } = useTrackersSession(kind);
  const latestDay = entry.latest?.day ?? null;
  return useQuery({
    queryKey: userId
      ? trackerKeys.history(userId, kind, entry.id, latestDay)
      : ["trackers", "no-session"],
    queryFn: client ? async () => unwrap(await client.history(kind, entry.id)) : skipToken,
    meta: { errorShownInline: true },
  });
}

export function useAddTrackerEntries(kind: TrackerKind) {
  const queryClient = useQueryClient();
  const { client, listKey } = useTrackersSession(kind);
  return useMutation({
    mutationFn: async (input: TrackerEntriesInput) =>
      unwrap(await requireClient(client).add(kind, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    // The form shows the server's refusal (the limit and the plan with more) under its button.
    meta: { errorShownInline: true },
  });
}

/** Changes the cached list now; answers the list as it was, to put back on failure. */
async function changeList(
  queryClient: ReturnType<typeof useQueryClient>,
  listKey: readonly unknown[],
  change: (list: TrackerList) => TrackerList,
) {
  await queryClient.cancelQueries({ queryKey: listKey });
  const previous = queryClient.getQueryData<TrackerList>(listKey);
  if (previous) queryClient.setQueryData<TrackerList>(listKey, change(previous));
  return { previous };
}

/** Pauses or resumes an entry: the row says so at once, and says so again if the server refuses. */
export function useSetTrackerEntryPaused(kind: TrackerKind) {
  const queryClient = useQueryClient();
  const { client, listKey } = useTrackersSession(kind);
  return useMutation({
    mutationFn: async ({ entry, paused }: { entry: TrackerEntry; paused: boolean }) =>
      unwrap(await requireClient(client).update(kind, entry.id, { paused })),
    onMutate: ({ entry, paused }) =>
      changeList(queryClient, listKey, (list) => ({
        ...list,
        entries: list.entries.map((item) => (item.id === entry.id ? { ...item, paused } : item)),
      })),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    meta: { failureTitle: "The entry was not paused or resumed" },
  });
}

/** Removes an entry: the row goes at once, and comes back if the server refuses. */
export function useRemoveTrackerEntry(kind: TrackerKind) {
  const queryClient = useQueryClient();
  const { client, listKey } = useTrackersSession(kind);
  return useMutation({
    mutationFn: async (entry: TrackerEntry) =>
      unwrap(await requireClient(client).remove(kind, entry.id)),
    onMutate: (entry) =>
      changeList(queryClient, listKey, (list) => ({
        ...list,
        entries: list.entries.filter((item) => item.id !== entry.id),
        limit: { ...list.limit, used: Math.max(0, list.limit.used - 1) },
      })),
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
    meta: { failureTitle: "The entry was not removed" },
  });
}

/** Saves an entry's alerts; the form shows the outcome beside its button. */
export function useSaveTrackerAlerts(kind: TrackerKind) {
  const queryClient = useQueryClient();
  const { client, listKey } = useTrackersSession(kind);
  return useMutation({
    mutationFn: async ({ entry, change }: { entry: TrackerEntry; change: TrackerEntryChange }) =>
      unwrap(await requireClient(client).update(kind, entry.id, change)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
    meta: { errorShownInline: true },
  });
}

/** The CSV of every entry, or of one (`entryId`); a failure is a toast. */
export function useExportTrackerCsv(kind: TrackerKind) {
  const { client } = useTrackersSession(kind);
  return useMutation({
    mutationFn: async (entryId: string | undefined) =>
      unwrap(await requireClient(client).exportCsv(kind, entryId)),
    meta: { failureTitle: "The CSV could not be exported" },
  });
}
