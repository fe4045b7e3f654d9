import type { GrammarFinding } from "@inkforge/domain/tools/grammar-check/schema";

export type Segment = { text: string; finding?: GrammarFinding };

/**
 * The text cut into plain runs and flagged runs, for the highlight layer under the editor.
 * Findings are in text order; one that overlaps an earlier one is left unmarked (it still shows in
 * the list), and one whose span no longer holds its text (the text changed) is skipped.
 */
export function segmentText(text: string, findings: readonly GrammarFinding[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const finding of findings) {
    if (finding.start < at || finding.end > text.length) continue;
    if (text.slice(finding.start, finding.end) !== finding.actual) continue;
    if (finding.start > at) segments.push({ text: text.slice(at, finding.start) });
    segments.push({ text: finding.actual, finding });
    at = finding.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** The finding under the caret, if any: the one whose span holds the position (ends included). */
export function findingAt(
  findings: readonly GrammarFinding[],
  position: number,
): GrammarFinding | undefined {
  return findings.find((finding) => finding.start <= position && position <= finding.end);
}
