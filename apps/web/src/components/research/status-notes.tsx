"use client";

import { AlertTriangle, Database } from "lucide-react";
import Link from "next/link";
import { ToolButton } from "@/components/ui/tool-button";
import type { ApiFailure } from "@/lib/api/api-call";

/** The quota as the line needs it (the API's `ResearchQuota` has more). */
export type Quota = {
  /** null = no daily limit. */
  limit: number | null;
  remaining: number | null;
  /** ISO instant the count starts again; null when unlimited. */
  resetsAt: string | null;
};

/*
 * The lines around every research answer: the daily quota, where the data comes from and when it
 * was observed, and what went wrong when a source failed. A failure is always an alert with the
 * API's message, never an empty table that reads as "no demand" (issue 10).
 */

/** "12 of 50 searches left today", or "Unlimited searches on your plan". */
function quotaText(quota: Quota, unit: string): string {
  if (quota.limit === null) return `Unlimited ${unit} on your plan`;
  if (quota.limit === 0) return `Your plan includes no ${unit}`;
  const remaining = Math.max(0, quota.remaining ?? quota.limit);
  return `${remaining} of ${quota.limit} ${unit} left today`;
}

export function QuotaLine({
  quota,
  unit,
  failed = false,
}: {
  quota: Quota | null;
  unit: string;
  /** The quota could not be read: said in place of the line, never left blank. */
  failed?: boolean;
}) {
  if (!quota && failed) {
    return (
      <p data-testid="research-quota" className="text-sm text-amber-900">
        How many {unit} you have left today could not be read just now.
      </p>
    );
  }
  if (!quota) return null;
  return (
    <p data-testid="research-quota" className="text-sm text-slate-700">
      {quotaText(quota, unit)}
      {quota.limit === 0 ? (
        <>
          {" · "}
          <Link href="/pricing" className="font-semibold text-ink-700 underline">
            See the plans that do
          </Link>
        </>
      ) : null}
      {quota.limit !== null && quota.limit > 0 && quota.resetsAt ? (
        <span className="text-slate-500"> · resets {formatInstant(quota.resetsAt)}</span>
      ) : null}
    </p>
  );
}

/** An instant as "27 Nov 2026, 14:05 UTC": the same words for every reader, whatever the zone. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
  const time = new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(date);
  return `${day}, ${time} UTC`;
}

const SOURCE_NAMES: Record<string, string> = {
  sample: "Inkforge's sample market",
  amazon: "Amazon search suggestions",
  keepa: "Keepa",
  dataforseo: "DataForSEO",
  snapshots: "Inkforge rank snapshots",
};

export function sourceName(source: string): string {
  return SOURCE_NAMES[source] ?? source;
}

const SOURCE_SUBJECTS: Record<string, string> = {
  sample: "Inkforge's sample market",
  amazon: "Amazon",
  keepa: "Keepa",
  dataforseo: "DataForSEO",
  snapshots: "Your trackers' snapshots",
};

/**
 * The source as the subject of a sentence ("Inkforge's sample market suggested nothing"): the one
 * that actually answered, so an empty answer from the sample never blames Amazon.
 */
export function sourceSubject(source: string): string {
  return SOURCE_SUBJECTS[source] ?? source;
}

/** Where the numbers come from and when they were observed; a loud label for the sample. */
export function SourceNote({ source, asOf }: { source: string; asOf: string }) {
  const asOfLine = <span data-testid="research-as-of">Data as of {formatInstant(asOf)}</span>;
  if (source !== "sample") {
    return (
      <p data-testid="research-source" className="text-sm text-slate-700">
        Source: {sourceName(source)} · {asOfLine}
      </p>
    );
  }
  return (
    <div
      data-testid="research-source"
      className="flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Database aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid gap-1">
        <p>
          <strong data-testid="research-sample-label" className="font-semibold">
            Sample data
          </strong>{" "}
          · {asOfLine}
        </p>
        <p>
          These figures come from Inkforge's generated sample market, not from Amazon: every phrase
          gets books, ranks and prices made up for it, the same each time you ask. Use them to learn
          how the tools read a niche, not to choose one.
        </p>
      </div>
    </div>
  );
}

/** Whole minutes and hours until `seconds` have passed, e.g. "5 h 12 min". */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function ResearchError({
  failure,
  unit,
  onRetry,
  now = () => Date.now(),
}: {
  failure: ApiFailure;
  unit: string;
  onRetry: () => void;
  now?: () => number;
}) {
  if (failure.status === 403) {
    return (
      <div
        role="alert"
        data-testid="research-error"
        className="grid gap-2 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <p>{failure.message}</p>
        <p>
          <Link href="/pricing" className="font-semibold underline">
            See the plans
          </Link>
        </p>
      </div>
    );
  }
  if (failure.status === 429) {
    const wait = failure.retryAfterSeconds;
    const at = wait === null ? null : new Date(now() + wait * 1000).toISOString();
    return (
      <div
        role="alert"
        data-testid="research-error"
        className="grid gap-2 rounded-md border border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <p className="font-semibold">You have used today's {unit}.</p>
        <p>{failure.message}</p>
        {at && wait !== null ? (
          <p data-testid="research-quota-reset">
            Your {unit} start again at {formatInstant(at)} (in {waitText(wait)}).
          </p>
        ) : null}
        <p>
          <Link href="/pricing" className="font-semibold underline">
            See the plans with more {unit}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid="research-error"
      className="flex flex-wrap items-start gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="grid flex-1 gap-1">
        <p className="font-semibold">The research could not be completed.</p>
        <p>{failure.message}</p>
        <p className="text-sm">
          Nothing is shown rather than an empty table: an empty result would look like a phrase
          nobody searches for.
        </p>
      </div>
      <ToolButton variant="outline" size="sm" onClick={onRetry}>
        Try again
      </ToolButton>
    </div>
  );
}
