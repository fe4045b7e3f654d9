import { type BoardWithPages, sortPages } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { findBoardRow, listBoardPageRows } from "../../db/queries/planner";
import { AppError } from "../../errors";
import { toBoard, toPage } from "./to-dto";

/** `GET /api/board/collection/{id}`: the board with its cards in the order it shows them. */
export async function getBoardCollection(
  db: Database,
  input: { userId: string; id: string },
): Promise<BoardWithPages> {
  const row = await findBoardRow(db, input);
  if (!row) throw new AppError("NOT_FOUND", "No such board");
  const pages = (await listBoardPageRows(db, row.id)).map(toPage);
  return { ...toBoard(row), pages: sortPages(pages, row.boardCollection.columns) };
}
