import type { BookProject, UpdateBookProjectInput } from "@inkforge/domain/book-project/contract";
import type { Database } from "../../db/client";
import {
  findBookProjectRow,
  findProjectBoardIds,
  updateBookProjectRow,
} from "../../db/queries/planner";
import { AppError } from "../../errors";
import { findProjectInteriors } from "./project-interior";
import { withSafeDescription } from "./safe-listing";
import { toBookProject } from "./to-book-project";

/**
 * `PUT /api/book-projects/:id`: merges the given sections into the stored project, so a tool saves
 * back only what it owns; `listPrices` replaces the stored prices when given.
 */
export async function updateBookProject(
  db: Database,
  {
    userId,
    id,
    input,
    now,
  }: { userId: string; id: string; input: UpdateBookProjectInput; now: Date },
): Promise<BookProject> {
  const updated = await db.transaction(async (tx) => {
    const current = await findBookProjectRow(tx, { userId, id });
    if (!current) return undefined;
    return updateBookProjectRow(
      tx,
      { userId, id },
      {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.specs !== undefined ? { specs: { ...current.specs, ...input.specs } } : {}),
        ...(input.listPrices !== undefined ? { listPrices: input.listPrices } : {}),
        ...(input.listing !== undefined
          ? { listing: withSafeDescription({ ...current.listing, ...input.listing }) }
          : {}),
        ...(input.launchDate !== undefined ? { launchDate: input.launchDate } : {}),
        updatedAt: now,
      },
    );
  });
  if (!updated) throw new AppError("NOT_FOUND", "No such book project");
  const [boardIds, interiors] = await Promise.all([
    findProjectBoardIds(db, userId),
    findProjectInteriors(db, userId, [updated]),
  ]);
  return toBookProject(
    updated,
    boardIds.get(updated.id) ?? null,
    interiors.get(updated.interiorBuildId ?? "") ?? null,
  );
}
