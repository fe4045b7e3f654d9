import type { Board } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { type BoardSortField, listBoardRows } from "../../db/queries/planner";
import { toBoard } from "./to-dto";

/** `GET /api/board`: one window of the signed-in user's boards. */
export async function listBoards(
  db: Database,
  params: {
    userId: string;
    offset: number;
    limit: number;
    sortField: BoardSortField;
    sortDirection: "ASC" | "DESC";
  },
): Promise<{ items: Board[]; total: number }> {
  const { items, total } = await listBoardRows(db, params);
  return { items: items.map(toBoard), total };
}
