import type { RecentSearch, ResearchToolId } from "@inkforge/domain/research/api-contract";
import type { Database } from "../../db/client";
import { listResearchSearches } from "../../db/queries/research";

const RECENT_SEARCHES_LIMIT = 10;

/** `GET /api/v1/research/recent`: the user's own latest distinct runs of one tool, newest first. */
export async function listRecentSearches(
  db: Database,
  input: { userId: string; tool: ResearchToolId },
): Promise<RecentSearch[]> {
  // Running the same query twice shows it once, at its latest time.
  const rows = await listResearchSearches(db, { ...input, limit: RECENT_SEARCHES_LIMIT * 5 });
  const seen = new Set<string>();
  const distinct = rows.filter((row) => {
    const key = JSON.stringify(Object.entries(row.query).sort());
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return distinct.slice(0, RECENT_SEARCHES_LIMIT).map((row) => ({
    id: row.id,
    tool: input.tool,
    query: row.query,
    at: row.createdAt.toISOString(),
  }));
}
