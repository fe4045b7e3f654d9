import type { MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import type { ReportImport } from "@inkforge/domain/my-books/contract";
import type { ReadReport } from "@inkforge/domain/my-books/read-report";
import type { ReportKind } from "@inkforge/domain/my-books/report-layouts/layout";
import type { Database } from "../../db/client";
import {
  findOwnReportImport,
  findReportImport,
  insertReportImport,
  listOwnReportImports,
  lockMemberReports,
  replaceAdMonths,
  replaceSalesMonths,
  updateUnfinishedImport,
} from "../../db/queries/my-books";
import type { MyBooksImportRow } from "../../db/schema";
import { AppError, isAppError } from "../../errors";
import type { FileStorage } from "../storage/file-storage";
import type { ReadReportFileInput } from "./read-report-file";

/*
 * Report imports (issue 33, decision 0116). The upload is stored and a queued import row written;
 * the `my-books.import` job reads the file in the tool pool and, in one transaction, replaces the
 * months the report covers and marks the import done. A refused report (unknown layout, a bad
 * cell, too many rows) fails the import and writes no sale or ad row.
 */

/** The most rows read from one report: 12 months of a large catalogue in every store. */
export const MAX_REPORT_ROWS = 50_000;
const IMPORTS_LISTED = 50;

export type ReportImportContext = {
  db: Database;
  now: () => Date;
  storage: FileStorage;
  /** Runs the read-report-file task in the tool pool. */
  readReport: (
    input: ReadReportFileInput,
    onProgress: (value: number) => void,
  ) => Promise<ReadReport>;
};

export type ReportImportSender = (importId: string) => Promise<void>;

export function toReportImport(row: MyBooksImportRow): ReportImport {
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    fileName: row.fileName,
    status: row.status as ReportImport["status"],
    progress: row.progress,
    layoutId: row.layoutId,
    months: row.months,
    rowCount: row.rowCount,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

const importFileKey = (id: string) => `my-books/imports/${id}`;

export async function createReportImport(
  ctx: { db: Database; now: () => Date; storage: FileStorage; send: ReportImportSender },
  userId: string,
  upload: { kind: ReportKind; fileName: string; adsMarketplace: MarketplaceId; bytes: Uint8Array },
): Promise<ReportImport> {
  if (upload.bytes.byteLength === 0)
    throw new AppError("VALIDATION_FAILED", "file: this file is empty; download the report again", {
      details: [{ path: "file", message: "This file is empty; download the report again" }],
    });
  const now = ctx.now();
  const row = await insertReportImport(ctx.db, {
    userId,
    kind: upload.kind,
    fileName: upload.fileName.slice(0, 200),
    adsMarketplace: upload.kind === "ads-sponsored-products" ? upload.adsMarketplace : null,
    status: "queued",
    createdAt: now,
    updatedAt: now,
  });
  const fileKey = importFileKey(row.id);
  try {
    await ctx.storage.put(fileKey, upload.bytes, "application/octet-stream");
    await updateUnfinishedImport(ctx.db, row.id, { fileKey });
    await ctx.send(row.id);
  } catch (error) {
    await failImport(ctx, row.id, {
      code: "INTERNAL",
      message: "The import could not be started; please try again",
    });
    throw error;
  }
  return toReportImport({ ...row, fileKey });
}

export async function listReportImports(db: Database, userId: string): Promise<ReportImport[]> {
  return (await listOwnReportImports(db, userId, IMPORTS_LISTED)).map(toReportImport);
}

export async function requireOwnReportImport(db: Database, userId: string, id: string) {
  const row = await findOwnReportImport(db, userId, id);
  if (!row) throw new AppError("NOT_FOUND", "No such import");
  return row;
}

export async function failImportForGood(
  ctx: { db: Database; now: () => Date },
  id: string,
): Promise<void> {
  await failImport(ctx, id, {
    code: "INTERNAL",
    message: "The report could not be imported; please try again",
  });
}

async function failImport(
  ctx: { db: Database; now: () => Date },
  id: string,
  error: NonNullable<MyBooksImportRow["error"]>,
): Promise<void> {
  await updateUnfinishedImport(ctx.db, id, {
    status: "failed",
    error,
    updatedAt: ctx.now(),
    finishedAt: ctx.now(),
  });
}

/**
 * The `my-books.import` job's work; safe to run twice (a finished import is left alone, and the
 * replace is keyed by member and month). A refused report or a file past the worker's limits fails
 * the import for good; anything else is thrown for the queue to retry.
 */
export async function runReportImport(ctx: ReportImportContext, importId: string): Promise<void> {
  const row = await findReportImport(ctx.db, importId);
  if (!row || row.status === "done" || row.status === "failed") return;
  if (!row.fileKey) return;
  await updateUnfinishedImport(ctx.db, importId, { status: "running", updatedAt: ctx.now() });
  const bytes = await ctx.storage.get(row.fileKey);
  if (!bytes) {
    await failImport(ctx, importId, {
      code: "NOT_FOUND",
      message: "The uploaded file is gone; upload it again",
    });
    return;
  }
  let progressWrite = Promise.resolve();
  let read: ReadReport;
  try {
    read = await ctx.readReport(
      {
        bytes,
        fileName: row.fileName,
        kind: row.kind as ReportKind,
        adsMarketplace: (row.adsMarketplace ?? "amazon.com") as MarketplaceId,
        maxRows: MAX_REPORT_ROWS,
      },
      (progress) => {
        progressWrite = progressWrite
          .then(async () => {
            await updateUnfinishedImport(ctx.db, importId, { progress, updatedAt: ctx.now() });
          })
          .catch(() => undefined);
      },
    );
  } catch (error) {
    await progressWrite;
    if (isAppError(error) && error.code.startsWith("TOOL_") && error.code !== "TOOL_WORKERS_BUSY") {
      await failImport(ctx, importId, {
        code: error.code,
        message: "This report is too large to read in one go; export fewer months at a time",
      });
      await ctx.storage.delete(row.fileKey);
      return;
    }
    throw error;
  }
  await progressWrite;
  if (!read.ok) {
    await failImport(ctx, importId, { ...read.refusal });
    await ctx.storage.delete(row.fileKey);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await lockMemberReports(tx, row.userId);
    const base = { userId: row.userId, importId, months: read.months };
    if (row.kind === "kdp-royalties") await replaceSalesMonths(tx, { ...base, rows: read.sales });
    else
      await replaceAdMonths(tx, {
        ...base,
        marketplace: row.adsMarketplace ?? "amazon.com",
        rows: read.ads,
      });
    await updateUnfinishedImport(tx, importId, {
      status: "done",
      progress: 1,
      layoutId: read.layoutId,
      months: read.months,
      rowCount: read.sales.length + read.ads.length,
      updatedAt: ctx.now(),
      finishedAt: ctx.now(),
    });
  });
  await ctx.storage.delete(row.fileKey);
}
