import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import {
  type BoardHistoryRow,
  type BoardPageRow,
  type BoardRow,
  type BookProjectRow,
  boardHistory,
  boardPages,
  boards,
  bookProjects,
} from "../schema";
import { selectPageWithTotal } from "./paged";

/*
 * Book projects, boards, pages and board history. Every read and write filters by the owner, so
 * another user's row behaves exactly like a missing one (404, never 403).
 */

type Direction = "ASC" | "DESC";
type Window<F extends string> = {
  userId: string;
  offset: number;
  limit: number;
  sortField: F;
  sortDirection: Direction;
};

// --- Book projects ------------------------------------------------------------------------------

export type NewBookProject = Omit<BookProjectRow, "id">;

export async function insertBookProject(
  db: Database,
  values: NewBookProject,
): Promise<BookProjectRow> {
  const [row] = await db.insert(bookProjects).values(values).returning();
  return row!;
}

/** A user's projects, newest first (the id breaks ties). */
export async function listBookProjectRows(db: Database, userId: string): Promise<BookProjectRow[]> {
  return db
    .select()
    .from(bookProjects)
    .where(eq(bookProjects.userId, userId))
    .orderBy(desc(bookProjects.createdAt), desc(bookProjects.id));
}

export async function findBookProjectRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<BookProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(bookProjects)
    .where(and(eq(bookProjects.id, id), eq(bookProjects.userId, userId)));
  return row;
}

export async function updateBookProjectRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
  values: Partial<Omit<BookProjectRow, "id" | "userId" | "createdAt">>,
): Promise<BookProjectRow | undefined> {
  const [row] = await db
    .update(bookProjects)
    .set(values)
    .where(and(eq(bookProjects.id, id), eq(bookProjects.userId, userId)))
    .returning();
  return row;
}

export async function deleteBookProjectRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(bookProjects)
    .where(and(eq(bookProjects.id, id), eq(bookProjects.userId, userId)))
    .returning({ id: bookProjects.id });
  return rows.length > 0;
}

/** The board of each of the user's projects (the first made, should a user add a second). */
export async function findProjectBoardIds(
  db: Database,
  userId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ projectId: boards.projectId, id: boards.id })
    .from(boards)
    .where(and(eq(boards.userId, userId), sql`${boards.projectId} is not null`))
    .orderBy(asc(boards.createdAt), asc(boards.id));
  const byProject = new Map<string, string>();
  for (const row of rows) {
    if (row.projectId !== null && !byProject.has(row.projectId))
      byProject.set(row.projectId, row.id);
  }
  return byProject;
}

// --- Boards -------------------------------------------------------------------------------------

const boardSortColumns = {
  datetime: boards.createdAt,
  updated: boards.updatedAt,
  title: boards.title,
} as const satisfies Record<string, AnyPgColumn>;
export type BoardSortField = keyof typeof boardSortColumns;

export async function insertBoard(db: Database, values: Omit<BoardRow, "id">): Promise<BoardRow> {
  const [row] = await db.insert(boards).values(values).returning();
  return row!;
}

export async function listBoardRows(
  db: Database,
  { userId, offset, limit, sortField, sortDirection }: Window<BoardSortField>,
): Promise<{ items: BoardRow[]; total: number }> {
  return selectPageWithTotal<BoardRow>(db, boards, {
    where: eq(boards.userId, userId),
    sortColumn: boardSortColumns[sortField],
    idColumn: boards.id,
    sortDirection,
    offset,
    limit,
  });
}

export async function findBoardRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<BoardRow | undefined> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, id), eq(boards.userId, userId)));
  return row;
}

export async function deleteBoardRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<BoardRow | undefined> {
  const [row] = await db
    .delete(boards)
    .where(and(eq(boards.id, id), eq(boards.userId, userId)))
    .returning();
  return row;
}

export async function touchBoard(db: Database, id: string, now: Date): Promise<void> {
  await db.update(boards).set({ updatedAt: now }).where(eq(boards.id, id));
}

// --- Pages --------------------------------------------------------------------------------------

const pageSortColumns = {
  datetime: boardPages.createdAt,
  updated: boardPages.updatedAt,
  position: sql<number>`(${boardPages.data} ->> 'position')::double precision`,
  dueDate: sql<string>`(${boardPages.data} ->> 'dueDate')`,
} as const;
export type PageSortField = keyof typeof pageSortColumns;

export async function insertPages(
  db: Database,
  values: Omit<BoardPageRow, "id">[],
): Promise<BoardPageRow[]> {
  if (values.length === 0) return [];
  return db.insert(boardPages).values(values).returning();
}

export async function listPageRows(
  db: Database,
  {
    userId,
    boardId,
    offset,
    limit,
    sortField,
    sortDirection,
  }: Window<PageSortField> & { boardId?: string | undefined },
): Promise<{ items: BoardPageRow[]; total: number }> {
  return selectPageWithTotal<BoardPageRow>(db, boardPages, {
    where:
      boardId === undefined
        ? eq(boardPages.userId, userId)
        : and(eq(boardPages.userId, userId), eq(boardPages.boardId, boardId)),
    sortColumn: pageSortColumns[sortField],
    idColumn: boardPages.id,
    sortDirection,
    offset,
    limit,
  });
}

export async function listBoardPageRows(db: Database, boardId: string): Promise<BoardPageRow[]> {
  return db.select().from(boardPages).where(eq(boardPages.boardId, boardId));
}

export async function findPageRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<BoardPageRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPages)
    .where(and(eq(boardPages.id, id), eq(boardPages.userId, userId)));
  return row;
}

export async function updatePageRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
  values: Pick<BoardPageRow, "boardId" | "data" | "updatedAt">,
): Promise<BoardPageRow | undefined> {
  const [row] = await db
    .update(boardPages)
    .set(values)
    .where(and(eq(boardPages.id, id), eq(boardPages.userId, userId)))
    .returning();
  return row;
}

export async function deletePageRow(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<BoardPageRow | undefined> {
  const [row] = await db
    .delete(boardPages)
    .where(and(eq(boardPages.id, id), eq(boardPages.userId, userId)))
    .returning();
  return row;
}

// --- History ------------------------------------------------------------------------------------

const historySortColumns = {
  datetime: boardHistory.createdAt,
} as const satisfies Record<string, AnyPgColumn>;
export type HistorySortField = keyof typeof historySortColumns;

export async function insertHistory(
  db: Database,
  values: Omit<BoardHistoryRow, "id">[],
): Promise<void> {
  if (values.length > 0) await db.insert(boardHistory).values(values);
}

export async function listHistoryRows(
  db: Database,
  {
    userId,
    boardId,
    offset,
    limit,
    sortField,
    sortDirection,
  }: Window<HistorySortField> & { boardId?: string | undefined },
): Promise<{ items: BoardHistoryRow[]; total: number }> {
  return selectPageWithTotal<BoardHistoryRow>(db, boardHistory, {
    where:
      boardId === undefined
        ? eq(boardHistory.userId, userId)
        : and(eq(boardHistory.userId, userId), eq(boardHistory.boardId, boardId)),
    sortColumn: historySortColumns[sortField],
    idColumn: boardHistory.id,
    sortDirection,
    offset,
    limit,
  });
}

/** The boards that plan one of the user's projects (deleted with it by cascade). */
export async function listProjectBoardRows(
  db: Database,
  { userId, projectId }: { userId: string; projectId: string },
): Promise<BoardRow[]> {
  return db
    .select()
    .from(boards)
    .where(and(eq(boards.userId, userId), eq(boards.projectId, projectId)));
}
