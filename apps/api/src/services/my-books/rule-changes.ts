import { getMarketplaceOrThrow, type MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import type { PrintRegion } from "@inkforge/domain/kdp/print-costs";
import type { RuleChangeList } from "@inkforge/domain/my-books/contract";
import {
  describeImpact,
  type FigureChange,
  figuresWith,
  findRuleImpacts,
  type PrintCostChange,
} from "@inkforge/domain/my-books/rule-changes";
import type { Database } from "../../db/client";
import {
  claimFigureChange,
  insertFigureChange,
  insertRuleAlerts,
  listFigureChanges,
  listOwnRuleAlerts,
  listProjectsForFigure,
} from "../../db/queries/my-books-rules";
import { createNotification } from "../../db/queries/notifications";
import type { KdpFigureChangeRow } from "../../db/schema";

/*
 * KDP rule-change alerts (decisions 0118, 0127). A dated figure change (a printing cost row, a
 * store's print 60% threshold or eBook delivery cost) is stored; once its date has come, one run
 * claims it (a conditional update, so two runs never both apply it), prices every member's books
 * the figure can touch before and after, and writes one alert per book and marketplace and one
 * notification per book, in one transaction.
 */

const RULE_CHANGES_PAGE = "/my-books/rule-changes";

export function toFigureChange(row: KdpFigureChangeRow): FigureChange {
  const dated = { effectiveFrom: row.effectiveFrom, source: row.source };
  if (row.figure === "print-threshold" || row.figure === "delivery-cost")
    return {
      figure: row.figure,
      marketplace: row.marketplace as MarketplaceId,
      value: row.value ?? 0,
      ...dated,
    };
  return {
    figure: "print-cost",
    region: row.region as PrintRegion,
    binding: row.binding as PrintCostChange["binding"],
    ink: row.ink as PrintCostChange["ink"],
    bands: row.bands ?? [],
    ...dated,
  };
}

export async function addFigureChange(
  ctx: { db: Database; now: () => Date },
  change: FigureChange,
): Promise<KdpFigureChangeRow> {
  const { effectiveFrom, source } = change;
  const shape =
    change.figure === "print-cost"
      ? { region: change.region, binding: change.binding, ink: change.ink, bands: change.bands }
      : { marketplace: change.marketplace, value: change.value };
  return insertFigureChange(ctx.db, {
    figure: change.figure,
    ...shape,
    effectiveFrom,
    source,
    createdAt: ctx.now(),
  });
}

/** Applies every change whose date has come and that no run applied yet; returns books notified. */
export async function applyDueFigureChanges(ctx: {
  db: Database;
  now: () => Date;
}): Promise<number> {
  const today = ctx.now().toISOString().slice(0, 10);
  let notified = 0;
  const all = await listFigureChanges(ctx.db);
  for (const change of all.filter((c) => c.appliedAt === null && c.effectiveFrom <= today)) {
    const others = all.filter(
      (c) => c.id !== change.id && (c.appliedAt !== null || c.effectiveFrom < change.effectiveFrom),
    );
    const before = figuresWith(others.map(toFigureChange), today);
    const after = figuresWith([...others, change].map(toFigureChange), today);
    notified += await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      if (!(await claimFigureChange(tx, change.id, now))) return 0;
      const projects = await listProjectsForFigure(tx, change);
      const owners = new Map(projects.map((p) => [p.id, p.userId]));
      const impacts = findRuleImpacts(
        projects.map((p) => ({
          projectId: p.id,
          title: p.listing.title || p.title,
          specs: p.specs,
          listPrices: p.listPrices,
        })),
        before,
        after,
      );
      let books = 0;
      for (const book of impacts) {
        const userId = owners.get(book.projectId);
        if (!userId) continue;
        const lines = book.impacts.map((impact) => describeImpact(impact, change.effectiveFrom));
        const written = await insertRuleAlerts(
          tx,
          book.impacts.map((impact, index) => ({
            changeId: change.id,
            userId,
            projectId: book.projectId,
            marketplace: impact.marketplace,
            detail: { ...impact, line: lines[index] },
            createdAt: now,
          })),
        );
        if (written.length === 0) continue;
        await createNotification(tx, {
          userId,
          code: "001",
          data: {
            title: `KDP changed what ${book.title} earns`,
            link: RULE_CHANGES_PAGE,
          },
          message: `${change.source.title}.\n${lines.join("\n")}`,
          now,
        });
        books += 1;
      }
      return books;
    });
  }
  return notified;
}

export function figureName(row: KdpFigureChangeRow): string {
  if (row.figure === "print-threshold" || row.figure === "delivery-cost") {
    const { currency } = getMarketplaceOrThrow(row.marketplace ?? "");
    const amount = `${currency} ${(row.value ?? 0).toFixed(currency === "JPY" ? 0 : 2)}`;
    return row.figure === "print-threshold"
      ? `Print 60% royalty threshold on ${row.marketplace}: ${amount}`
      : `eBook delivery cost on ${row.marketplace}: ${amount} a MB`;
  }
  return `${row.binding} printing cost, ${row.ink} ink, ${row.region} stores`;
}

/** GET /api/v1/my-books/rule-changes: every change, its source, and the caller's books it touched. */
export async function listRuleChanges(db: Database, userId: string): Promise<RuleChangeList> {
  const changes = await listFigureChanges(db);
  const alerts = await listOwnRuleAlerts(
    db,
    userId,
    changes.map((c) => c.id),
  );
  return {
    changes: changes
      .slice()
      .reverse()
      .map((change) => {
        const books = new Map<string, { projectId: string; title: string; lines: string[] }>();
        for (const alert of alerts.filter((a) => a.changeId === change.id)) {
          const book = books.get(alert.projectId) ?? {
            projectId: alert.projectId,
            title: alert.title,
            lines: [],
          };
          book.lines.push(String(alert.detail.line ?? alert.marketplace));
          books.set(alert.projectId, book);
        }
        return {
          id: change.id,
          figure: figureName(change),
          effectiveFrom: change.effectiveFrom,
          source: change.source,
          appliedAt: change.appliedAt ? change.appliedAt.toISOString() : null,
          books: [...books.values()],
        };
      }),
  };
}
