import type { PrintRegion } from "@inkforge/domain/kdp/print-costs";
import type { RuleChangeList } from "@inkforge/domain/my-books/contract";
import {
  describeImpact,
  findRuleImpacts,
  type PrintCostChange,
  printCostsWith,
} from "@inkforge/domain/my-books/rule-changes";
import type { Database } from "../../db/client";
import {
  claimPrintCostChange,
  insertPrintCostChange,
  insertRuleAlerts,
  listOwnRuleAlerts,
  listPrintCostChanges,
  listPrintProjects,
} from "../../db/queries/my-books-rules";
import { createNotification } from "../../db/queries/notifications";
import type { KdpFigureChangeRow } from "../../db/schema";

/*
 * KDP rule-change alerts (decision 0118). A dated printing cost change is stored; once its date
 * has come, one run claims it (a conditional update, so two runs never both apply it), prices
 * every member's books of that binding and ink before and after, and writes one alert per book and
 * marketplace and one notification per book, in one transaction.
 */

const RULE_CHANGES_PAGE = "/my-books/rule-changes";

export function toPrintCostChange(row: KdpFigureChangeRow): PrintCostChange {
  return {
    region: row.region as PrintRegion,
    binding: row.binding as PrintCostChange["binding"],
    ink: row.ink as PrintCostChange["ink"],
    bands: row.bands,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
  };
}

export async function addPrintCostChange(
  ctx: { db: Database; now: () => Date },
  change: PrintCostChange,
): Promise<KdpFigureChangeRow> {
  return insertPrintCostChange(ctx.db, { ...change, createdAt: ctx.now() });
}

/** Applies every change whose date has come and that no run applied yet; returns books notified. */
export async function applyDuePrintCostChanges(ctx: {
  db: Database;
  now: () => Date;
}): Promise<number> {
  const today = ctx.now().toISOString().slice(0, 10);
  let notified = 0;
  const all = await listPrintCostChanges(ctx.db);
  for (const change of all.filter((c) => c.appliedAt === null && c.effectiveFrom <= today)) {
    const others = all.filter(
      (c) => c.id !== change.id && (c.appliedAt !== null || c.effectiveFrom < change.effectiveFrom),
    );
    const before = printCostsWith(others.map(toPrintCostChange), today);
    const after = printCostsWith([...others, change].map(toPrintCostChange), today);
    notified += await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      if (!(await claimPrintCostChange(tx, change.id, now))) return 0;
      const projects = await listPrintProjects(tx, change.binding, change.ink);
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

const figureName = (row: KdpFigureChangeRow) =>
  `${row.binding} printing cost, ${row.ink} ink, ${row.region} stores`;

/** GET /api/v1/my-books/rule-changes: every change, its source, and the caller's books it touched. */
export async function listRuleChanges(db: Database, userId: string): Promise<RuleChangeList> {
  const changes = await listPrintCostChanges(db);
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
