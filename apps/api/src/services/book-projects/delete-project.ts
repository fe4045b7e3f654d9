import type { Database } from "../../db/client";
import { deleteBookProjectRow } from "../../db/queries/planner";
import { AppError } from "../../errors";

/** `DELETE /api/book-projects/:id`: the project and, by cascade, its board and cards. */
export async function deleteBookProject(
  db: Database,
  input: { userId: string; id: string },
): Promise<void> {
  if (!(await deleteBookProjectRow(db, input))) {
    throw new AppError("NOT_FOUND", "No such book project");
  }
}
