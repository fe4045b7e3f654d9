import type { GrammarFinding } from "./schema";

/*
 * One-click fixes, apart from the checker so the page can apply them without loading nspell and
 * retext (they live in its worker).
 */

type Span = Pick<GrammarFinding, "start" | "end" | "actual">;

/**
 * The text with one finding's span replaced. Null when the text changed under the finding (the
 * span no longer holds what was flagged), so a stale click never edits the wrong words.
 */
export function applyGrammarFix(text: string, finding: Span, replacement: string): string | null {
  if (text.slice(finding.start, finding.end) !== finding.actual) return null;
  return text.slice(0, finding.start) + replacement + text.slice(finding.end);
}

/**
 * The other findings after one was fixed, until the next check arrives: those after the fix move
 * by the change in length, those touching it are dropped.
 */
export function shiftFindings<F extends Span>(
  findings: readonly F[],
  fixed: Span,
  replacement: string,
): F[] {
  const delta = replacement.length - (fixed.end - fixed.start);
  return findings.flatMap((finding) => {
    if (finding.end <= fixed.start) return [finding];
    if (finding.start >= fixed.end) {
      return [{ ...finding, start: finding.start + delta, end: finding.end + delta }];
    }
    return [];
  });
}
