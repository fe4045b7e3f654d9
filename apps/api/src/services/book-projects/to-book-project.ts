import type { BookProject, ProjectInterior } from "@inkforge/domain/book-project/contract";
import type { BookProjectRow } from "../../db/schema";
import { withSafeDescription } from "./safe-listing";

/**
 * The API's view of a stored project; `boardId` is its planner board, if it still has one, and
 * `interior` its built interior (project-interior.ts), if it has one.
 */
export function toBookProject(
  row: BookProjectRow,
  boardId: string | null,
  interior: ProjectInterior | null,
): BookProject {
  return {
    id: row.id,
    title: row.title,
    specs: row.specs,
    listPrices: row.listPrices,
    // Rows written before descriptions were sanitised on write are answered clean too.
    listing: withSafeDescription(row.listing),
    launchDate: row.launchDate,
    boardId,
    interior,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
