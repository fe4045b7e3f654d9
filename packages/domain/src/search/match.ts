/*
 * Name matching for the palette and the search box, on plain entries so a page can run it without
 * loading the catalogue modules (and their zod schemas). Pure; no imports.
 */

/**
 * The first `limit` entries whose name contains `query`, ignoring case (PAL-05, PAL-06). The
 * query's ends are trimmed; an empty query returns the first `limit` entries.
 */
export function filterByName<T extends { name: string }>(
  entries: readonly T[],
  query: string,
  limit: number,
): T[] {
  const needle = query.trim().toLowerCase();
  const max = Math.max(0, limit);
  if (needle === "") return entries.slice(0, max);
  const matches: T[] = [];
  for (const entry of entries) {
    if (matches.length >= max) break;
    if (entry.name.toLowerCase().includes(needle)) matches.push(entry);
  }
  return matches;
}

/** A tool as the search box knows it (the spec's tool search entry: item, tag, link). */
export type ToolSearchEntry = { name: string; tag: string; href: string; openInNewTab?: boolean };

/**
 * Tools for the global search (SRCH-02): a case-insensitive substring of the name or the tag,
 * name matches first, at most `limit`. A blank query matches nothing (SRCH-01).
 */
export function searchToolEntries(
  entries: readonly ToolSearchEntry[],
  query: string,
  limit: number,
): ToolSearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  const byName = entries.filter((entry) => entry.name.toLowerCase().includes(needle));
  const byTag = entries.filter(
    (entry) => !byName.includes(entry) && entry.tag.toLowerCase().includes(needle),
  );
  return [...byName, ...byTag].slice(0, Math.max(0, limit));
}
