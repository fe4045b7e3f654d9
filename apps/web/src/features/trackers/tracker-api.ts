import type { ApiResult } from "@/lib/api/api-call";
import { failureText } from "@/lib/api/api-error";
import type { TrackerEntry, TrackerKind } from "@/lib/api/trackers-client";

/*
 * The trackers' words and small rules as the pages show them (the API calls are
 * `lib/api/trackers-client.ts` and its hooks `lib/api/use-trackers.ts`).
 */

export const NAMES = { keyword: "Keyword rank tracker", asin: "Product (ASIN) tracker" } as const;
export const UNITS = { keyword: "tracked keywords", asin: "tracked products" } as const;

export const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));

/** The message to show for a failed call: the API's own words, which name the limit or field. */
export function failureMessage(result: ApiResult<unknown>): string {
  return result.ok ? "" : failureText(result);
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
