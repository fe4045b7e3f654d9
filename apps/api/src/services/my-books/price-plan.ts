import type { PriceEdits } from "@inkforge/domain/my-books/contract";
import {
  type PlannerBook,
  type PlanRow,
  planPrices,
} from "@inkforge/domain/my-books/price-planner";
import { figuresWith } from "@inkforge/domain/my-books/rule-changes";
import type { Database } from "../../db/client";
import { listFigureChanges } from "../../db/queries/my-books-rules";
import {
  findBookProjectRow,
  listBookProjectRows,
  updateBookProjectRow,
} from "../../db/queries/planner";
import type { BookProjectRow } from "../../db/schema";
import { AppError } from "../../errors";
import { toFigureChange } from "./rule-changes";

const toPlannerBook = (row: BookProjectRow): PlannerBook => ({
  projectId: row.id,
  title: row.listing.title || row.title,
  specs: row.specs,
  listPrices: row.listPrices,
});

/** GET /api/v1/my-books/price-plan: the caller's books priced under today's KDP figures. */
export async function readPricePlan(
  ctx: { db: Database; now: () => Date },
  userId: string,
): Promise<PlanRow[]> {
  const [rows, changes] = await Promise.all([
    listBookProjectRows(ctx.db, userId),
    listFigureChanges(ctx.db),
  ]);
  const today = ctx.now().toISOString().slice(0, 10);
  return planPrices(rows.map(toPlannerBook), figuresWith(changes.map(toFigureChange), today));
}

/**
 * PUT /api/v1/my-books/price-plan: writes each new list price into its book project, all in one
 * transaction; a project that is not the caller's answers 404 and nothing is written.
 */
export async function savePriceEdits(
  ctx: { db: Database; now: () => Date },
  userId: string,
  edits: PriceEdits,
): Promise<PlanRow[]> {
  const byProject = new Map<string, PriceEdits["prices"]>();
  for (const edit of edits.prices)
    byProject.set(edit.projectId, [...(byProject.get(edit.projectId) ?? []), edit]);
  await ctx.db.transaction(async (tx) => {
    for (const [projectId, prices] of byProject) {
      const row = await findBookProjectRow(tx, { userId, id: projectId });
      if (!row) throw new AppError("NOT_FOUND", "No such book project");
      const listPrices = { ...row.listPrices };
      for (const price of prices) listPrices[price.marketplace] = price.listPrice;
      await updateBookProjectRow(
        tx,
        { userId, id: projectId },
        { listPrices, updatedAt: ctx.now() },
      );
    }
  });
  return readPricePlan(ctx, userId);
}
