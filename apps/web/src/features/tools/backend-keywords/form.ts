import type {
  BackendKeywordsResult,
  RemovedWordReason,
} from "@inkforge/domain/research/backend-keywords";
import { KEYWORD_BOX_MAX as BACKEND_KEYWORD_BOX_CHARS } from "@inkforge/domain/tools/guidelines-check/limits";

/*
 * The form's URL strings and what the results' codes mean to an author. Seed phrases become the
 * packer's input by the domain's `splitSeeds`; co-authors share the author field, separated by ";".
 */

export const BACKEND_KEYWORDS_DEFAULTS = {
  title: "",
  subtitle: "",
  author: "",
  seeds: "",
  otherAuthors: "",
  trademarks: "",
};
export type BackendKeywordsFormValues = typeof BACKEND_KEYWORDS_DEFAULTS;

export const REMOVED_REASON_TEXT: Record<RemovedWordReason, string> = {
  "in-title": "already in the title",
  "in-subtitle": "already in the subtitle",
  "in-author": "already in the author name",
  "stop-word": "a stop word Amazon ignores",
  duplicate: "a plural or variant of a word already placed",
};

export const UNPLACED_REASON_TEXT: Record<
  BackendKeywordsResult["unplaced"][number]["reason"],
  string
> = {
  "no-room": "no room left in the 7 boxes",
  "too-long": `longer than ${BACKEND_KEYWORD_BOX_CHARS} characters`,
};

export const COVERAGE_STATUS_TEXT: Record<
  BackendKeywordsResult["coverage"]["phrases"][number]["status"],
  string
> = {
  covered: "Covered",
  partial: "Partly covered",
  uncovered: "Not covered",
  "nothing-to-place": "Nothing to place",
};

/** The boxes as KDP's form takes them: one per line, empty boxes kept so the lines stay aligned. */
export function formatAllBoxes(boxes: readonly string[]): string {
  return boxes.join("\n");
}
