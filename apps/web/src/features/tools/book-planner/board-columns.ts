import type { UniqueIdentifier } from "@dnd-kit/core";
import { type BoardColumn, type Page, sortPages } from "@inkforge/domain/book-project/board";

/* Which card ids each column shows, in order: the board's arrangement while a card is dragged. */

export type Columns = Record<string, string[]>;

export function groupByColumn(pages: readonly Page[], columns: readonly BoardColumn[]): Columns {
  const grouped: Columns = Object.fromEntries(columns.map((column) => [column.id, []]));
  // A card whose column the board no longer has is left out rather than shown in the wrong one.
  for (const page of sortPages(pages, columns)) grouped[page.data.column]?.push(page.id);
  return grouped;
}

/** The column a drag target belongs to: the column itself, or the column holding that card. */
export function findColumn(columns: Columns, id: UniqueIdentifier): string | undefined {
  const key = String(id);
  if (key in columns) return key;
  return Object.keys(columns).find((column) => columns[column]?.includes(key));
}

/** The arrangement with `cardId` taken out of its column and put before `overId` in `to`. */
export function moveAcross(
  columns: Columns,
  cardId: string,
  to: string,
  overId: UniqueIdentifier,
): Columns {
  const from = findColumn(columns, cardId);
  if (!from || from === to) return columns;
  const target = columns[to] ?? [];
  const overIndex = target.indexOf(String(overId));
  const index = overIndex >= 0 ? overIndex : target.length;
  return {
    ...columns,
    [from]: (columns[from] ?? []).filter((id) => id !== cardId),
    [to]: [...target.slice(0, index), cardId, ...target.slice(index)],
  };
}
