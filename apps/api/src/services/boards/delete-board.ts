import type { Database } from "../../db/client";
import { deleteBoardRow, insertHistory } from "../../db/queries/planner";
import { AppError } from "../../errors";

/** `DELETE /api/board/collection/{id}`: the board and, by cascade, its cards; the history stays. */
export async function deleteBoardCollection(
  db: Database,
  { userId, id, now }: { userId: string; id: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const board = await deleteBoardRow(tx, { userId, id });
    if (!board) throw new AppError("NOT_FOUND", "No such board");
    await insertHistory(tx, [
      {
        userId,
        boardId: board.id,
        pageId: null,
        action: "board-deleted",
        summary: `Deleted “${board.title}” and its cards`,
        createdAt: now,
      },
    ]);
  });
}
