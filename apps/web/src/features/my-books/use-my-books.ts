"use client";

import type {
  PlanRowContract,
  PriceEdits,
  Rates,
  ReportImport,
  RuleChangeList,
} from "@inkforge/domain/my-books/contract";
import type { Dashboard } from "@inkforge/domain/my-books/dashboard";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { unwrap } from "@/lib/api/api-error";
import { useApiSession } from "@/lib/api/use-api-session";

/*
 * My books' data in the browser (decision 0105): one query per view, scoped by user; an upload
 * polls its import until it is done or failed, then the dashboard and plan are read again.
 */

const BASE = "/api/v1/my-books";
const keys = {
  all: (userId: string) => ["my-books", userId] as const,
  imports: (userId: string) => ["my-books", userId, "imports"] as const,
  dashboard: (userId: string, currency: string) =>
    ["my-books", userId, "dashboard", currency] as const,
  plan: (userId: string) => ["my-books", userId, "plan"] as const,
  rules: (userId: string) => ["my-books", userId, "rules"] as const,
};

function useSession() {
  const session = useApiSession();
  return session.status === "signed-in" ? session : null;
}

export function useImports() {
  const session = useSession();
  return useQuery({
    queryKey: session ? keys.imports(session.userId) : ["my-books", "none"],
    queryFn: session
      ? async () =>
          unwrap(await session.call<{ imports: ReportImport[] }>("GET", `${BASE}/imports`)).imports
      : skipToken,
    // A queued or running import is polled; the rest of the time the list is still.
    refetchInterval: (query) =>
      (query.state.data as ReportImport[] | undefined)?.some(
        (item) => item.status === "queued" || item.status === "running",
      )
        ? 1000
        : false,
    meta: { errorShownInline: true },
  });
}

export function useDashboard(currency: string) {
  const session = useSession();
  return useQuery({
    queryKey: session ? keys.dashboard(session.userId, currency) : ["my-books", "none"],
    queryFn: session
      ? async () =>
          unwrap(await session.call<Dashboard>("GET", `${BASE}/dashboard`, { query: { currency } }))
      : skipToken,
    meta: { errorShownInline: true },
  });
}

export function usePricePlan() {
  const session = useSession();
  return useQuery({
    queryKey: session ? keys.plan(session.userId) : ["my-books", "none"],
    queryFn: session
      ? async () =>
          unwrap(await session.call<{ rows: PlanRowContract[] }>("GET", `${BASE}/price-plan`)).rows
      : skipToken,
    meta: { errorShownInline: true },
  });
}

export function useRuleChanges() {
  const session = useSession();
  return useQuery({
    queryKey: session ? keys.rules(session.userId) : ["my-books", "none"],
    queryFn: session
      ? async () =>
          unwrap(await session.call<RuleChangeList>("GET", `${BASE}/rule-changes`)).changes
      : skipToken,
    meta: { errorShownInline: true },
  });
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function useUploadReport() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; kind: ReportImport["kind"]; marketplace: string }) => {
      if (!session) throw new Error("Sign in to import reports.");
      const isCsv = input.file.name.toLowerCase().endsWith(".csv");
      return unwrap(
        await session.call<{ import: ReportImport }>("POST", `${BASE}/imports`, {
          body: input.file,
          headers: { "content-type": isCsv ? "text/csv" : XLSX },
          query: { kind: input.kind, fileName: input.file.name, marketplace: input.marketplace },
          timeout: 120_000,
        }),
      ).import;
    },
    onSettled: async () => {
      if (session) await client.invalidateQueries({ queryKey: keys.all(session.userId) });
    },
  });
}

export function useSavePrices() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edits: PriceEdits) => {
      if (!session) throw new Error("Sign in to change prices.");
      return unwrap(
        await session.call<{ rows: PlanRowContract[] }>("PUT", `${BASE}/price-plan`, {
          body: edits,
        }),
      ).rows;
    },
    onSettled: async () => {
      if (session) await client.invalidateQueries({ queryKey: keys.all(session.userId) });
    },
  });
}

/** The plan's CSV, fetched with the member's token, for a download link. */
export function useExportPlan() {
  const session = useSession();
  return async (): Promise<string | null> => {
    if (!session) return null;
    const answer = await session.call<string>("GET", `${BASE}/price-plan.csv`);
    return answer.ok ? String(answer.data ?? "") : null;
  };
}

/** Rates entered by hand (offline, or a month's KENP rate KDP has announced). */
export function useSaveRates() {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rates: Rates) => {
      if (!session) throw new Error("Sign in to enter rates.");
      return unwrap(await session.call<Rates>("PUT", `${BASE}/rates`, { body: rates }));
    },
    onSettled: async () => {
      if (session) await client.invalidateQueries({ queryKey: keys.all(session.userId) });
    },
  });
}
