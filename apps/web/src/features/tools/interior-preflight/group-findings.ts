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

type Thumbnail = { page: number; dataUrl: string };

/** The picture of a group's page, if the check drew one (whole-file findings have none). */
export function thumbnailFor(
  thumbnails: readonly Thumbnail[],
  page: number | null,
): Thumbnail | undefined {
  return page === null ? undefined : thumbnails.find((thumbnail) => thumbnail.page === page);
}
