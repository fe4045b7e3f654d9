import type { Database } from "../../db/client";
import {
  deleteBookProjectRow,
  insertHistory,
  listProjectBoardRows,
} from "../../db/queries/planner";
import { AppError } from "../../errors";

/**
 * `DELETE /api/book-projects/:id`: the project and, by cascade, its board and cards. The board
 * history records the board's removal, as deleting the board itself would.
 */
export async function deleteBookProject(
  db: Database,
  { userId, id, now }: { userId: string; id: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const projectBoards = await listProjectBoardRows(tx, { userId, projectId: id });
    if (!(await deleteBookProjectRow(tx, { userId, id }))) {
      throw new AppError("NOT_FOUND", "No such book project");
    }
    await insertHistory(
      tx,
      projectBoards.map((board) => ({
        userId,
        boardId: board.id,
        pageId: null,
        action: "board-deleted",
        summary: `Deleted “${board.title}” with its book project`,
        createdAt: now,
      })),
    );
  });
}
