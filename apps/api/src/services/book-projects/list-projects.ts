import type { BookProject } from "@inkforge/domain/book-project/contract";
import type { Database } from "../../db/client";
import { findProjectBoardIds, listBookProjectRows } from "../../db/queries/planner";
import { findProjectInteriors } from "./project-interior";
import { toBookProject } from "./to-book-project";

/** `GET /api/book-projects`: the signed-in user's projects, newest first. */
export async function listBookProjects(db: Database, userId: string): Promise<BookProject[]> {
  const [rows, boardIds] = await Promise.all([
    listBookProjectRows(db, userId),
    findProjectBoardIds(db, userId),
  ]);
  const interiors = await findProjectInteriors(db, userId, rows);
  return rows.map((row) =>
    toBookProject(
      row,
      boardIds.get(row.id) ?? null,
      interiors.get(row.interiorBuildId ?? "") ?? null,
    ),
  );
}
