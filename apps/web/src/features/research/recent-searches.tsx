"use client";

import { History } from "lucide-react";
import type { RecentSearch } from "@/lib/api/research-client";

/** The user's last searches of this tab (from the API), each a button that runs it again. */
export function RecentSearches({
  searches,
  describe,
  onPick,
}: {
  searches: readonly RecentSearch[];
  describe: (query: Record<string, string>) => string;
  onPick: (query: Record<string, string>) => void;
}) {
  if (searches.length === 0) return null;
  return (
    <nav aria-label="Recent searches" className="flex flex-wrap items-center gap-2 text-sm">
      <History aria-hidden className="h-4 w-4 text-slate-500" />
      <span className="text-slate-600">Recent:</span>
      <ul className="flex flex-wrap gap-2">
        {searches.slice(0, 8).map((search) => (
          <li key={search.id}>
            <button
              type="button"
              onClick={() => onPick(search.query)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-slate-800 hover:bg-slate-50"
            >
              {describe(search.query)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
