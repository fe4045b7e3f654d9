import type { PageData } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { findBoardRow } from "../../db/queries/planner";
import type { BoardRow } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * The board a page's data points at, checked: it must be the user's own (else 404 naming
 * data.boardId) and have the column (else 400 naming data.column).
 */
export async function findBoardForPage(
  db: Database,
  { userId, data }: { userId: string; data: PageData },
): Promise<BoardRow> {
  const board = await findBoardRow(db, { userId, id: data.boardId });
  if (!board) {
    throw new AppError("NOT_FOUND", "No such board", {
      details: [{ path: "data.boardId", message: "No such board" }],
    });
  }
  const columns = board.boardCollection.columns;
  if (!columns.some((column) => column.id === data.column)) {
    const message = `data.column must be one of the board's columns: ${columns.map((c) => c.id).join(", ")}`;
    throw new AppError("VALIDATION_FAILED", message, {
      details: [{ path: "data.column", message }],
    });
  }
  return board;
}

export function columnTitle(board: BoardRow, columnId: string): string {
  return board.boardCollection.columns.find((column) => column.id === columnId)?.title ?? columnId;
}
