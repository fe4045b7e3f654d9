import type { TrackerEntry, TrackerHistory, TrackerList } from "@inkforge/domain/research/trackers";
import type { ApiResult } from "@/lib/api/api-call";

/*
 * The trackers' API as the pages call it (contracts: `research/trackers.ts`). Types only are
 * imported, so zod's runtime stays off the page (decision 0054); bodies are checked by the few
 * fields the page relies on.
 */

export type { TrackerEntry, TrackerHistory, TrackerList };
export type TrackerKind = TrackerList["kind"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function readTrackerList(body: unknown): TrackerList | null {
  if (
    !isObject(body) ||
    !Array.isArray(body.entries) ||
    !isObject(body.limit) ||
    !isObject(body.job)
  )
    return null;
  return body as TrackerList;
}

export function readHistory(body: unknown): TrackerHistory | null {
  if (!isObject(body) || !isObject(body.entry) || !Array.isArray(body.snapshots)) return null;
  return body as TrackerHistory;
}

/** The message to show for a failed call: the API's own words, which name the limit or field. */
export function failureMessage(result: ApiResult<unknown>): string {
  if (result.ok) return "";
  const field = result.details[0];
  return field ? `${field.path}: ${field.message}` : result.message;
}

/** "Books" / "Kindle" / "All" departments as the research API names them. */
export const DEPARTMENTS = [
  { value: "books", label: "Books" },
  { value: "kindle", label: "Kindle Store" },
  { value: "all", label: "All departments" },
] as const;

/** The add box's words: commas or new lines separate entries. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

export function entryLabel(entry: TrackerEntry): string {
  return entry.kind === "keyword" ? `${entry.keyword} → ${entry.asin}` : entry.asin;
}

export function trackedValueName(kind: TrackerKind): string {
  return kind === "keyword" ? "position" : "sales rank";
}

/** A change of a rank or position: negative is better, so it reads "▲ 120" (up 120 places). */
export function describeChange(change: TrackerEntry["changeSinceYesterday"]): {
  text: string;
  tone: "better" | "worse" | "same" | "none";
} {
  if (!change) return { text: "—", tone: "none" };
  if (change.delta === 0) return { text: "no change", tone: "same" };
  const places = Math.abs(change.delta).toLocaleString("en-US");
  return change.delta < 0
    ? { text: `▲ ${places}`, tone: "better" }
    : { text: `▼ ${places}`, tone: "worse" };
}

/** The UTC time of an entry's daily snapshot, "14:05 UTC". */
export function slotTime(minute: number): string {
  const hours = String(Math.floor(minute / 60)).padStart(2, "0");
  const minutes = String(minute % 60).padStart(2, "0");
  return `${hours}:${minutes} UTC`;
}
