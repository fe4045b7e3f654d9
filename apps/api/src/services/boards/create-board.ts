import type { Board, CreateBoardInput } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { findBookProjectRow, insertBoard, insertHistory } from "../../db/queries/planner";
import { AppError } from "../../errors";
import { toBoard } from "./to-dto";

/**
 * `POST /api/board/create {title, boardCollection}`: an empty board. A `projectId` in the
 * collection must be one of the user's own projects (another user's reads as missing).
 */
export async function createBoard(
  db: Database,
  { userId, input, now }: { userId: string; input: CreateBoardInput; now: Date },
): Promise<Board> {
  const { projectId } = input.boardCollection;
  return db.transaction(async (tx) => {
    if (projectId !== null && !(await findBookProjectRow(tx, { userId, id: projectId }))) {
      throw new AppError("NOT_FOUND", "No such book project", {
        details: [{ path: "boardCollection.projectId", message: "No such book project" }],
      });
    }
    const board = await insertBoard(tx, {
      userId,
      projectId,
      title: input.title,
      boardCollection: input.boardCollection,
      createdAt: now,
      updatedAt: now,
    });
    await insertHistory(tx, [
      {
        userId,
        boardId: board.id,
        pageId: null,
        action: "board-created",
        summary: `Created “${board.title}”`,
        createdAt: now,
      },
    ]);
    return toBoard(board);
  });
}
