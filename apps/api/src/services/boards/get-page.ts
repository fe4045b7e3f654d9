import type { Page } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { findPageRow } from "../../db/queries/planner";
import { AppError } from "../../errors";
import { toPage } from "./to-dto";

/** `GET /api/page/{id}`: another user's page is "not found", like a missing one. */
export async function getPage(db: Database, input: { userId: string; id: string }): Promise<Page> {
  const row = await findPageRow(db, input);
  if (!row) throw new AppError("NOT_FOUND", "No such page");
  return toPage(row);
}
