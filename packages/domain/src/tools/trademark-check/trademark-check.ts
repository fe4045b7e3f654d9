import * as z from "zod/mini";
import { KEYWORD_BOX_MAX, KEYWORD_SLOTS, TITLE_SUBTITLE_MAX } from "../guidelines-check/limits";
import { MARKS_AS_OF, type MarkSource, TRADEMARKS, type TrademarkEntry } from "./marks";
import { createMarkMatcher } from "./match";

/*
 * KDP trademark checker (decision 0058): flags the words of a title, subtitle, series name and the
 * 7 keyword boxes that match the shipped list of frequently enforced marks (marks.ts), each with
 * the mark's owner, classes and where to verify it. A first filter, not legal advice: the list is
 * small, and a mark is only infringed when it is used as a brand for similar goods. Behind
 * POST /api/tools/trademark-check (which may add a trademark office search) and on
 * /kdp-trademark-checker, where it runs in the browser as the author types.
 */

export { MARKS_AS_OF, TRADEMARKS };

const text = (max: number) =>
  z.string().check(z.maxLength(max * 4, `Must be at most ${max * 4} characters`));

export const trademarkCheckInputSchema = z.object({
  title: text(TITLE_SUBTITLE_MAX),
  subtitle: z.optional(text(TITLE_SUBTITLE_MAX)),
  series: z.optional(text(TITLE_SUBTITLE_MAX)),
  keywords: z.optional(
    z
      .array(text(KEYWORD_BOX_MAX))
      .check(z.maxLength(KEYWORD_SLOTS, `At most ${KEYWORD_SLOTS} keywords`)),
  ),
});
export type TrademarkCheckInput = z.infer<typeof trademarkCheckInputSchema>;

export const trademarkFindingSchema = z.object({
  /** `title`, `subtitle`, `series` or `keywords.0` … `keywords.6`. */
  field: z.string(),
  /** The words as written in the field, and their UTF-16 span in it. */
  text: z.string(),
  start: z.int(),
  end: z.int(),
  mark: z.string(),
  owner: z.string(),
  classes: z.array(z.int()),
  source: z.object({ title: z.string(), url: z.string() }),
  /** "error": a distinctive mark; "warning": also an everyday word, or a live search hit. */
  severity: z.enum(["error", "warning"]),
  /** Where the mark came from: the shipped list, or the configured trademark office search. */
  origin: z.enum(["list", "search"]),
  message: z.string(),
});
export type TrademarkFinding = z.infer<typeof trademarkFindingSchema>;

export const trademarkCheckResultSchema = z.object({
  findings: z.array(trademarkFindingSchema),
  /** How many marks the shipped list holds, and when it was last reviewed. */
  list: z.object({ marks: z.int(), asOf: z.string() }),
});
export type TrademarkCheckResult = z.infer<typeof trademarkCheckResultSchema>;

/**
 * What the API adds: whether a trademark office search ran. `not-configured` and `failed` mean
 * only the shipped list was checked; `note` says so in a sentence for the page.
 */
export const trademarkSearchStatusSchema = z.object({
  status: z.enum(["not-configured", "searched", "failed"]),
  note: z.string(),
});
export type TrademarkSearchStatus = z.infer<typeof trademarkSearchStatusSchema>;

export const trademarkCheckResponseSchema = z.object({
  findings: z.array(trademarkFindingSchema),
  list: z.object({ marks: z.int(), asOf: z.string() }),
  search: trademarkSearchStatusSchema,
});
export type TrademarkCheckResponse = z.infer<typeof trademarkCheckResponseSchema>;

export type TrademarkField = { field: string; value: string };

/** The fields of a listing in the order the page shows them; empty ones are left out. */
export function listingFields(input: TrademarkCheckInput): TrademarkField[] {
  return [
    { field: "title", value: input.title },
    { field: "subtitle", value: input.subtitle ?? "" },
    { field: "series", value: input.series ?? "" },
    ...(input.keywords ?? []).map((value, index) => ({ field: `keywords.${index}`, value })),
  ].filter((entry) => entry.value.trim() !== "");
}

export function listFindingMessage(entry: TrademarkEntry): string {
  // "Mattel, Inc." already ends the sentence.
  const owner = entry.owner.endsWith(".") ? entry.owner : `${entry.owner}.`;
  return entry.commonWord
    ? `"${entry.mark}" is a trademark of ${entry.owner} and also an everyday word: fine in its ordinary sense, a risk where it names the brand.`
    : `"${entry.mark}" is a trademark of ${owner} KDP can block a listing that uses a mark the author does not own.`;
}

const listMatcher = createMarkMatcher(
  TRADEMARKS.map((entry) => ({ mark: entry.mark, variants: entry.variants, value: entry })),
);

/** The shipped list's findings for one listing, field by field, in text order. */
export function checkTrademarks(input: TrademarkCheckInput): TrademarkCheckResult {
  const findings: TrademarkFinding[] = [];
  for (const { field, value } of listingFields(input)) {
    for (const match of listMatcher.find(value)) {
      const entry = match.value;
      findings.push({
        field,
        text: value.slice(match.start, match.end),
        start: match.start,
        end: match.end,
        mark: entry.mark,
        owner: entry.owner,
        classes: [...entry.classes],
        source: entry.source,
        severity: entry.commonWord ? "warning" : "error",
        origin: "list",
        message: listFindingMessage(entry),
      });
    }
  }
  return { findings, list: { marks: TRADEMARKS.length, asOf: MARKS_AS_OF } };
}

/** A live mark a trademark office search answered with, in the shape the API reads it. */
export type SearchedMark = {
  mark: string;
  owner: string;
  classes: readonly number[];
  source: MarkSource;
};

/**
 * Findings for marks a trademark office search returned for one field: only those whose words
 * really stand in the field (same whole-word rules as the list), and not where the shipped list
 * already found a mark.
 */
export function searchFindings(
  field: TrademarkField,
  marks: readonly SearchedMark[],
  listFindings: readonly TrademarkFinding[],
): TrademarkFinding[] {
  const taken = listFindings.filter((finding) => finding.field === field.field);
  return createMarkMatcher(marks.map((mark) => ({ mark: mark.mark, value: mark })))
    .find(field.value)
    .filter((match) => !taken.some((f) => match.start < f.end && f.start < match.end))
    .map((match) => ({
      field: field.field,
      text: field.value.slice(match.start, match.end),
      start: match.start,
      end: match.end,
      mark: match.value.mark,
      owner: match.value.owner,
      classes: [...match.value.classes],
      source: match.value.source,
      severity: "warning" as const,
      origin: "search" as const,
      message: `"${match.value.mark}" is a live registration of ${match.value.owner} found by the trademark office search: check its classes against your book.`,
    }));
}
