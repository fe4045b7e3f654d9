"use client";

import Link from "next/link";
import type * as React from "react";
import { ResearchError } from "@/components/research/status-notes";
import { ToolButton } from "@/components/ui/tool-button";
import type { RunState } from "@/lib/api/use-run-query";
import { backendKeywordsHref } from "./amazon-links";

/** A tab's run while it loads (what is being asked) or after it failed (why, and a retry). */
export function RunNotice<Q, T>({
  run,
  unit,
  loading,
  onRetry,
}: {
  run: RunState<Q, T>;
  unit: string;
  loading: (query: Q) => React.ReactNode;
  onRetry: (query: Q) => void;
}) {
  if (run.kind === "loading") {
    return (
      <p role="status" className="text-slate-700">
        {loading(run.query)}
      </p>
    );
  }
  if (run.kind === "failed") {
    return <ResearchError failure={run.failure} unit={unit} onRetry={() => onRetry(run.query)} />;
  }
  return null;
}

/**
 * The bar above a result table: how many rows are selected, CSV of the selection or of every row
 * shown, and the selection sent to the 7 Backend Keywords tool (`children`: more destinations).
 */
export function SelectionBar({
  chosen,
  total,
  onExport,
  hint,
  children,
  testId,
}: {
  chosen: readonly string[];
  total: number;
  onExport: (which: "selected" | "all") => void;
  /** Said while nothing is selected. */
  hint?: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-wrap items-center gap-2 rounded-md bg-slate-50 p-2 text-sm"
    >
      <span aria-live="polite" className="px-1 text-slate-700">
        {chosen.length} of {total} selected
      </span>
      <ToolButton
        size="sm"
        variant="outline"
        disabled={chosen.length === 0}
        onClick={() => onExport("selected")}
      >
        Export selected (CSV)
      </ToolButton>
      <ToolButton
        size="sm"
        variant="outline"
        disabled={total === 0}
        onClick={() => onExport("all")}
      >
        Export all (CSV)
      </ToolButton>
      {chosen.length > 0 ? (
        <>
          <Link
            href={backendKeywordsHref(chosen)}
            className="inline-flex h-8 items-center rounded-md bg-ember-600 px-3 font-semibold text-white hover:bg-ember-700"
          >
            Send to 7 Backend Keywords
          </Link>
          {children}
        </>
      ) : hint ? (
        <span className="px-1 text-slate-500">{hint}</span>
      ) : null}
    </div>
  );
}
