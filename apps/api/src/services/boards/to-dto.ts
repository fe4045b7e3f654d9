import type {
  Board,
  BoardHistoryAction,
  BoardHistoryEntry,
  Page,
} from "@inkforge/domain/book-project/board";
import type { BoardHistoryRow, BoardPageRow, BoardRow } from "../../db/schema";

/* The API's view of stored boards, pages and history entries. */

export function toBoard(row: BoardRow): Board {
  return {
    id: row.id,
    title: row.title,
    boardCollection: row.boardCollection,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPage(row: BoardPageRow): Page {
  return {
    id: row.id,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toHistoryEntry(row: BoardHistoryRow): BoardHistoryEntry {
  return {
    id: row.id,
    boardId: row.boardId,
    pageId: row.pageId,
    action: row.action as BoardHistoryAction,
    summary: row.summary,
    datetime: row.createdAt.toISOString(),
  };
}
