"use client";

import { QuotaLine } from "@/components/research/status-notes";
import type { ResearchToolId } from "@/lib/api/research-client";
import { useRecentSearches, useResearchQuota } from "@/lib/api/use-research";
import { RecentSearches } from "./recent-searches";

/**
 * The line under a research tab's form: the plan's daily uses left (re-read after every run) and
 * the user's recent searches, each a button that runs it again.
 */
export function QuotaAndRecent({
  tool,
  unit,
  describe,
  onPick,
}: {
  tool: ResearchToolId;
  unit: string;
  describe: (query: Record<string, string>) => string;
  onPick: (query: Record<string, string>) => void;
}) {
  const quota = useResearchQuota(tool);
  const recent = useRecentSearches(tool);
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <QuotaLine quota={quota.data ?? null} failed={quota.isError} unit={unit} />
      <RecentSearches searches={recent.data ?? []} describe={describe} onPick={onPick} />
    </div>
  );
}
