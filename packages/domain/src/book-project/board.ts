import * as z from "zod/mini";
import { dateField } from "./contract";

/*
 * The planner's boards and pages (spec §3: board collection {title, boardCollection}, board
 * template {code, data, dataVersion}, page {id, data}; §7.9 for the API). A board's
 * `boardCollection` says which columns it has, which template it came from and which book project
 * it plans; a page is one card, and its `data` carries the board it sits on, its column and
 * position, and the card itself. Behind /api/board* and /api/page*.
 */

export const boardColumnSchema = z.object({
  id: z
    .string({ error: "Column id must be text" })
    .check(z.regex(/^[a-z0-9-]{1,40}$/, "Column id must be 1–40 lowercase letters, digits or -")),
  title: z
    .string({ error: "Column title must be text" })
    .check(
      z.trim(),
      z.minLength(1, "Column title is required"),
      z.maxLength(60, "Column title must be at most 60 characters"),
    ),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardCollectionSchema = z.object({
  columns: z
    .array(boardColumnSchema, { error: "boardCollection.columns must be a list of columns" })
    .check(
      z.minLength(1, "boardCollection.columns needs at least one column"),
      z.maxLength(12, "boardCollection.columns: at most 12 columns"),
      z.refine((columns) => new Set(columns.map((column) => column.id)).size === columns.length, {
        error: "boardCollection.columns: column ids must be unique",
      }),
    ),
  /** The template the board was made from, so a later template version can tell it apart. */
  template: z._default(z.nullable(z.object({ code: z.string(), dataVersion: z.int() })), null),
  /** The book project this board plans; null for a board of its own. */
  projectId: z._default(z.nullable(z.string()), null),
});
export type BoardCollection = z.infer<typeof boardCollectionSchema>;

export const boardTitleField = z
  .string({ error: "title is required" })
  .check(
    z.trim(),
    z.minLength(1, "title is required"),
    z.maxLength(200, "title must be at most 200 characters"),
  );

/** POST /api/board/create: exactly {title, boardCollection} (API-BRD-02). */
export const createBoardInputSchema = z.strictObject({
  title: boardTitleField,
  boardCollection: boardCollectionSchema,
});
export type CreateBoardInput = z.infer<typeof createBoardInputSchema>;

export const pageDataSchema = z.object({
  boardId: z
    .string({ error: "data.boardId is required" })
    .check(z.minLength(1, "data.boardId is required")),
  column: z
    .string({ error: "data.column is required" })
    .check(z.minLength(1, "data.column is required")),
  /** Order within the column, ascending; fractional so a move rewrites one card (positionBetween). */
  position: z.number({ error: "data.position must be a number" }),
  title: z
    .string({ error: "data.title is required" })
    .check(
      z.trim(),
      z.minLength(1, "data.title is required"),
      z.maxLength(200, "data.title must be at most 200 characters"),
    ),
  notes: z._default(
    z
      .string({ error: "data.notes must be text" })
      .check(z.maxLength(5000, "data.notes must be at most 5000 characters")),
    "",
  ),
  dueDate: z._default(z.nullable(dateField("data.dueDate")), null),
  done: z._default(z.boolean({ error: "data.done must be true or false" }), false),
});
export type PageData = z.infer<typeof pageDataSchema>;

/** POST /api/page/create: exactly {data} (API-BRD-07). */
export const createPageInputSchema = z.strictObject({ data: pageDataSchema });
/** PUT /api/page/{id}: {id, data}, the body repeating the path's id (API-BRD-08). */
export const updatePageInputSchema = z.strictObject({
  id: z.string({ error: "id is required" }),
  data: pageDataSchema,
});

export const pageSchema = z.object({
  id: z.string(),
  data: pageDataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Page = z.infer<typeof pageSchema>;
export const pageListSchema = z.array(pageSchema);

export const boardSchema = z.object({
  id: z.string(),
  title: z.string(),
  boardCollection: boardCollectionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Board = z.infer<typeof boardSchema>;
export const boardListSchema = z.array(boardSchema);

/** GET /api/board/collection/{id}: the board with its cards, by column then position. */
export const boardWithPagesSchema = z.extend(boardSchema, { pages: pageListSchema });
export type BoardWithPages = z.infer<typeof boardWithPagesSchema>;

export const BOARD_HISTORY_ACTIONS = [
  "board-created",
  "board-deleted",
  "page-created",
  "page-updated",
  "page-moved",
  "page-deleted",
] as const;
export type BoardHistoryAction = (typeof BOARD_HISTORY_ACTIONS)[number];

export const boardHistoryEntrySchema = z.object({
  id: z.string(),
  boardId: z.string(),
  pageId: z.nullable(z.string()),
  action: z.enum(BOARD_HISTORY_ACTIONS),
  /** What changed, for people: "Moved “Cover” from To do to In progress". */
  summary: z.string(),
  datetime: z.string(),
});
export type BoardHistoryEntry = z.infer<typeof boardHistoryEntrySchema>;
export const boardHistoryListSchema = z.array(boardHistoryEntrySchema);

/** Ordered by column order, then position, then id, the order a board shows its cards in. */
export function sortPages<T extends { id: string; data: PageData }>(
  pages: readonly T[],
  columns: readonly BoardColumn[],
): T[] {
  const columnIndex = new Map(columns.map((column, index) => [column.id, index]));
  return [...pages].sort(
    (a, b) =>
      (columnIndex.get(a.data.column) ?? columns.length) -
        (columnIndex.get(b.data.column) ?? columns.length) ||
      a.data.position - b.data.position ||
      a.id.localeCompare(b.id),
  );
}

/** A position strictly between two neighbours (either may be missing at a column's ends). */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/**
 * Where a card lands when it is dropped at `toIndex` of `toColumn` (an index among the column's
 * cards without the moved one): its new position from its new neighbours, so only the moved card
 * is saved.
 */
export function moveCardPosition<T extends { id: string; data: PageData }>(
  pages: readonly T[],
  cardId: string,
  toColumn: string,
  toIndex: number,
): number {
  const others = pages
    .filter((page) => page.data.column === toColumn && page.id !== cardId)
    .sort((a, b) => a.data.position - b.data.position || a.id.localeCompare(b.id));
  const index = Math.max(0, Math.min(toIndex, others.length));
  return positionBetween(others[index - 1]?.data.position, others[index]?.data.position);
}

/** Cards done out of all cards: the board's progress. */
export function boardProgress(pages: readonly { data: Pick<PageData, "done"> }[]): {
  done: number;
  total: number;
  percent: number;
} {
  const done = pages.filter((page) => page.data.done).length;
  const total = pages.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
