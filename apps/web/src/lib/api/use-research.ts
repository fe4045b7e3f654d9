"use client";

import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { unwrap } from "@/lib/api/api-error";
import { capabilityOf, createPlanClient } from "@/lib/api/plan-client";
import {
  createResearchClient,
  type DeepViewResult,
  type ResearchToolId,
  type RetroViewResult,
  type ReverseLookupResponse,
  type SuggestionsResponse,
} from "@/lib/api/research-client";
import { useApiSession } from "@/lib/api/use-api-session";
import { type RunQuery, useRunQuery } from "@/lib/api/use-run-query";

/*
 * The research capability's hooks (decision 0105): the plan check, the daily quota and recent
 * searches, and the four runs (Search Suggestions, Reverse Product Lookup, Deep View, Retro View).
 * Every key starts with the capability and the user's id.
 */

const researchKeys = {
  all: (userId: string) => ["research", userId] as const,
  quota: (userId: string, tool: ResearchToolId) => ["research", userId, "quota", tool] as const,
  recent: (userId: string, tool: ResearchToolId) => ["research", userId, "recent", tool] as const,
  run: (userId: string, run: "suggestions" | "reverse-lookup" | "deep-view" | "retro-view") =>
    ["research", userId, "run", run] as const,
};

const planKeys = {
  limits: (userId: string) => ["plan", userId, "limits"] as const,
};

function useResearchSession() {
  const session = useApiSession();
  const signedIn = session.status === "signed-in" ? session : null;
  const client = useMemo(() => (signedIn ? createResearchClient(signedIn.call) : null), [signedIn]);
  return { session, userId: signedIn?.userId ?? null, client };
}

export type CapabilityState =
  | { status: "signed-out" }
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; tier: string; available: boolean; limit: number | null };

/** What the user's plan gives of one capability of the feature matrix. */
export function usePlanCapability(capabilityId: string): CapabilityState {
  const session = useApiSession();
  const signedIn = session.status === "signed-in" ? session : null;
  const query = useQuery({
    queryKey: signedIn ? planKeys.limits(signedIn.userId) : ["plan", "no-session"],
    queryFn: signedIn
      ? async () => unwrap(await createPlanClient(signedIn.call).limits())
      : skipToken,
    select: (limits) => capabilityOf(limits, capabilityId),
    staleTime: 60_000,
    // The page says so in place of the tool ("Your plan could not be checked").
    meta: { errorShownInline: true },
  });
  if (session.status === "signed-out") return { status: "signed-out" };
  if (session.status === "loading" || query.isPending) return { status: "loading" };
  if (query.isError || !query.data) return { status: "failed" };
  return { status: "ready", ...query.data };
}

/** The daily quota of a research tool; a failure is shown by the quota line. */
export function useResearchQuota(tool: ResearchToolId) {
  const { userId, client } = useResearchSession();
  return useQuery({
    queryKey: userId ? researchKeys.quota(userId, tool) : ["research", "no-session"],
    queryFn: client ? async () => unwrap(await client.quota(tool)) : skipToken,
    meta: { errorShownInline: true },
  });
}

/** The user's recent searches of a research tool; a failure is a toast. */
export function useRecentSearches(tool: ResearchToolId) {
  const { userId, client } = useResearchSession();
  return useQuery({
    queryKey: userId ? researchKeys.recent(userId, tool) : ["research", "no-session"],
    queryFn: client ? async () => unwrap(await client.recent(tool)) : skipToken,
    meta: { failureTitle: "Your recent searches could not be loaded" },
  });
}

/** After a run: the quota it used and the recent search it added, read again. */
function useRefreshAfterRun(tool: ResearchToolId, userId: string | null) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (userId === null) return;
    void queryClient.invalidateQueries({ queryKey: researchKeys.quota(userId, tool) });
    void queryClient.invalidateQueries({ queryKey: researchKeys.recent(userId, tool) });
  }, [queryClient, tool, userId]);
}

export type SuggestionsQuery = {
  seed: string;
  domain: AmazonDomain;
  department: "books" | "kindle";
};

export function useSuggestionsRun(
  initial: SuggestionsQuery | null = null,
): RunQuery<SuggestionsQuery, SuggestionsResponse> {
  const { userId, client } = useResearchSession();
  return useRunQuery({
    initial,
    scope: userId ? researchKeys.run(userId, "suggestions") : null,
    run: (query: SuggestionsQuery) => requireClient(client).suggestions(query),
    onSettled: useRefreshAfterRun("search-suggestions", userId),
  });
}

export type LookupQuery = { asin: string; domain: AmazonDomain };

export function useReverseLookupRun(
  initial: LookupQuery | null = null,
): RunQuery<LookupQuery, ReverseLookupResponse> {
  const { userId, client } = useResearchSession();
  return useRunQuery({
    initial,
    scope: userId ? researchKeys.run(userId, "reverse-lookup") : null,
    run: (query: LookupQuery) => requireClient(client).reverseLookup(query),
    onSettled: useRefreshAfterRun("reverse-product-lookup", userId),
  });
}

/** Either a keyword or a category id (the API refuses both or neither). */
export type DeepViewQuery = {
  keyword?: string;
  categoryId?: string;
  domain: AmazonDomain;
  department: "books" | "kindle" | "all";
};

export function useDeepViewRun(
  initial: DeepViewQuery | null = null,
): RunQuery<DeepViewQuery, DeepViewResult> {
  const { userId, client } = useResearchSession();
  return useRunQuery({
    initial,
    scope: userId ? researchKeys.run(userId, "deep-view") : null,
    run: (query: DeepViewQuery) => requireClient(client).deepView(query),
    keepPrevious: true,
  });
}

export type RetroViewQuery = { asin: string; domain: AmazonDomain; days: 30 | 90 | 365 };

export function useRetroViewRun(
  initial: RetroViewQuery | null = null,
): RunQuery<RetroViewQuery, RetroViewResult> {
  const { userId, client } = useResearchSession();
  return useRunQuery({
    initial,
    scope: userId ? researchKeys.run(userId, "retro-view") : null,
    run: (query: RetroViewQuery) => requireClient(client).retroView(query),
    keepPrevious: true,
  });
}

/** The run's query function exists only with a session (the key says so); a guard for types. */
function requireClient<C>(client: C | null): C {
  if (client === null) throw new Error("Sign in to use the research tools.");
  return client;
}
