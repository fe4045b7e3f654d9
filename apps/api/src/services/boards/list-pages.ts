import type { Page } from "@inkforge/domain/book-project/board";
import type { Database } from "../../db/client";
import { listPageRows, type PageSortField } from "../../db/queries/planner";
import { toPage } from "./to-dto";

/** `GET /api/page`: one window of the signed-in user's pages, optionally of one board. */
export async function listPages(
  db: Database,
  params: {
    userId: string;
    boardId?: string | undefined;
    offset: number;
    limit: number;
    sortField: PageSortField;
    sortDirection: "ASC" | "DESC";
  },
): Promise<{ items: Page[]; total: number }> {
  const { items, total } = await listPageRows(db, params);
  return { items: items.map(toPage), total };
}
