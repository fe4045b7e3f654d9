import type { PreflightFinding } from "@inkforge/domain/books/book-build-contract";

export type FindingGroup = { page: number | null; findings: PreflightFinding[] };

/** Findings about the whole file first, then one group per page in page order. */
export function groupFindingsByPage(findings: readonly PreflightFinding[]): FindingGroup[] {
  const byPage = new Map<number | null, PreflightFinding[]>();
  for (const finding of findings) {
    const key = finding.page ?? null;
    const list = byPage.get(key) ?? [];
    list.push(finding);
    byPage.set(key, list);
  }
  return [...byPage.entries()]
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0))
    .map(([page, list]) => ({ page, findings: list }));
}
