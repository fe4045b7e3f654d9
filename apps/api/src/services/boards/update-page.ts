import type { Page, PageData } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { findPageRow, insertHistory, touchBoard, updatePageRow } from "../../db/queries/planner";
import { AppError } from "../../errors";
import { columnTitle, findBoardForPage } from "./board-for-page";
import { toPage } from "./to-dto";

/**
 * `PUT /api/page/{id} {id, data}`: replaces the card's data. The body repeats the path's id
 * (API-BRD-08); a different id is a 400 naming `id`, so a client bug cannot overwrite the wrong
 * card. Moving to another of the user's boards is allowed; to another user's board is a 404.
 */
export async function updatePage(
  db: Database,
  {
    userId,
    pathId,
    bodyId,
    data,
    now,
  }: { userId: string; pathId: string; bodyId: string; data: PageData; now: Date },
): Promise<Page> {
  if (bodyId !== pathId) {
    const message = "id must equal the page id in the path";
    throw new AppError("VALIDATION_FAILED", message, { details: [{ path: "id", message }] });
  }
  return db.transaction(async (tx) => {
    const current = await findPageRow(tx, { userId, id: pathId });
    if (!current) throw new AppError("NOT_FOUND", "No such page");
    const board = await findBoardForPage(tx, { userId, data });
    const row = await updatePageRow(
      tx,
      { userId, id: pathId },
      { boardId: board.id, data, updatedAt: now },
    );
    await touchBoard(tx, board.id, now);
    const moved = current.data.column !== data.column || current.boardId !== board.id;
    await insertHistory(tx, [
      {
        userId,
        boardId: board.id,
        pageId: pathId,
        action: moved ? "page-moved" : "page-updated",
        summary: moved
          ? `Moved “${data.title}” to ${columnTitle(board, data.column)}`
          : describeChange(current.data, data),
        createdAt: now,
      },
    ]);
    return toPage(row!);
  });
}

function describeChange(before: PageData, after: PageData): string {
  const changed: string[] = [];
  if (before.title !== after.title) changed.push("title");
  if (before.notes !== after.notes) changed.push("notes");
  if (before.dueDate !== after.dueDate) changed.push("due date");
  if (before.position !== after.position) changed.push("position");
  if (before.done !== after.done)
    return `Marked “${after.title}” ${after.done ? "done" : "not done"}`;
  return changed.length === 0
    ? `Saved “${after.title}” unchanged`
    : `Changed the ${changed.join(", ")} of “${after.title}”`;
}
