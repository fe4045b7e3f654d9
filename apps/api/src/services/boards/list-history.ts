import type { BoardHistoryEntry } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { type HistorySortField, listHistoryRows } from "../../db/queries/planner";
import { toHistoryEntry } from "./to-dto";

/** `GET /api/board/history`: what the signed-in user changed on their boards, one window of it. */
export async function listBoardHistory(
  db: Database,
  params: {
    userId: string;
    boardId?: string | undefined;
    offset: number;
    limit: number;
    sortField: HistorySortField;
    sortDirection: "ASC" | "DESC";
  },
): Promise<{ items: BoardHistoryEntry[]; total: number }> {
  const { items, total } = await listHistoryRows(db, params);
  return { items: items.map(toHistoryEntry), total };
}
