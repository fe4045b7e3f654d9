import type { BookProject } from "@inkforge/domain/book-project/contract";
import type { Database } from "../../db/client";
import { findBookProjectRow, findProjectBoardIds } from "../../db/queries/planner";
import { AppError } from "../../errors";
import { findProjectInteriors } from "./project-interior";
import { toBookProject } from "./to-book-project";

/** `GET /api/book-projects/:id`: another user's project is "not found", like a missing one. */
export async function getBookProject(
  db: Database,
  input: { userId: string; id: string },
): Promise<BookProject> {
  const row = await findBookProjectRow(db, input);
  if (!row) throw new AppError("NOT_FOUND", "No such book project");
  const [boardIds, interiors] = await Promise.all([
    findProjectBoardIds(db, input.userId),
    findProjectInteriors(db, input.userId, [row]),
  ]);
  return toBookProject(
    row,
    boardIds.get(row.id) ?? null,
    interiors.get(row.interiorBuildId ?? "") ?? null,
  );
}
