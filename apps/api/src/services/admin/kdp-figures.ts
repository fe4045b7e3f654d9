import type { FigureChangeRequest } from "@inkforge/domain/admin/contract";
import { listFigureChanges } from "../../db/queries/my-books-rules";
import type { KdpFigureChangeRow } from "../../db/schema";
import { addFigureChange, applyDueFigureChanges, figureName } from "../my-books/rule-changes";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * KDP figure changes from the operator console (decision 0127): an admin records a dated change
 * with the page that announced it; the change and its audit row commit together. Members' books
 * are re-checked by the hourly rule-change job when its date comes, or at once when it already has.
 */

function toView(row: KdpFigureChangeRow) {
  return {
    id: row.id,
    figure: figureName(row),
    effectiveFrom: row.effectiveFrom,
    source: {
      title: row.source.title,
      date: row.source.date,
      ...(row.source.url ? { url: row.source.url } : {}),
    },
    appliedAt: row.appliedAt ? row.appliedAt.toISOString() : null,
  };
}

export async function listKdpFigureChanges(ctx: ConsoleContext) {
  const rows = await listFigureChanges(ctx.db);
  return { changes: rows.reverse().map(toView) };
}

export async function recordKdpFigureChange(ctx: ConsoleContext, request: FigureChangeRequest) {
  const now = () => ctx.now;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await addFigureChange(
      { db: tx, now },
      {
        ...request,
        // Members see the key: who recorded it stays in the audit log, not on their page.
        source: { key: "KDP announcement", ...request.source },
      },
    );
    await recordAudit(tx, ctx, {
      action: "kdp-figure.record",
      targetType: "kdp-figure-change",
      targetId: created.id,
      before: null,
      after: toView(created),
    });
    return created;
  });
  const today = ctx.now.toISOString().slice(0, 10);
  const booksNotified =
    row.effectiveFrom <= today ? await applyDueFigureChanges({ db: ctx.db, now }) : 0;
  const [applied] = (await listFigureChanges(ctx.db)).filter((c) => c.id === row.id);
  return { change: toView(applied ?? row), booksNotified };
}
