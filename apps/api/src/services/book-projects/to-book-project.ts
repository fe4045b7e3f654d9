import type { BookProject } from "@inkforge/domain/book-project/contract";
import type { BookProjectRow } from "../../db/schema";

/** The API's view of a stored project; `boardId` is its planner board, if it still has one. */
export function toBookProject(row: BookProjectRow, boardId: string | null): BookProject {
  return {
    id: row.id,
    title: row.title,
    specs: row.specs,
    listPrices: row.listPrices,
    listing: row.listing,
    launchDate: row.launchDate,
    boardId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
