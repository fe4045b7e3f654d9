import type { Page, PageData } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { insertHistory, insertPages, touchBoard } from "../../db/queries/planner";
import { columnTitle, findBoardForPage } from "./board-for-page";
import { toPage } from "./to-dto";

/** `POST /api/page/create {data}`: a card on one of the user's boards. */
export async function createPage(
  db: Database,
  { userId, data, now }: { userId: string; data: PageData; now: Date },
): Promise<Page> {
  return db.transaction(async (tx) => {
    const board = await findBoardForPage(tx, { userId, data });
    const [row] = await insertPages(tx, [
      { userId, boardId: board.id, data, createdAt: now, updatedAt: now },
    ]);
    await touchBoard(tx, board.id, now);
    await insertHistory(tx, [
      {
        userId,
        boardId: board.id,
        pageId: row!.id,
        action: "page-created",
        summary: `Added “${data.title}” to ${columnTitle(board, data.column)}`,
        createdAt: now,
      },
    ]);
    return toPage(row!);
  });
}
