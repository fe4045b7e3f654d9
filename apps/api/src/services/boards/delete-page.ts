import type { Database } from "../../db/client";
import { deletePageRow, insertHistory, touchBoard } from "../../db/queries/planner";
import { AppError } from "../../errors";

/** `DELETE /api/page/collection/{id}`: removes the card {id} from its board. */
export async function deletePage(
  db: Database,
  { userId, id, now }: { userId: string; id: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const page = await deletePageRow(tx, { userId, id });
    if (!page) throw new AppError("NOT_FOUND", "No such page");
    await touchBoard(tx, page.boardId, now);
    await insertHistory(tx, [
      {
        userId,
        boardId: page.boardId,
        pageId: page.id,
        action: "page-deleted",
        summary: `Deleted “${page.data.title}”`,
        createdAt: now,
      },
    ]);
  });
}
