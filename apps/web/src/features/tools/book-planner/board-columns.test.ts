// @vitest-environment node
import type { Page } from "@inkforge/domain/book-project/board";
import { PLANNER_COLUMNS } from "@inkforge/domain/book-project/launch-checklist";
import { describe, expect, it } from "vitest";
import { findColumn, groupByColumn, moveAcross } from "./board-columns";

const page = (id: string, column: string, position: number): Page => ({
  id,
  data: { boardId: "b", column, position, title: id, notes: "", dueDate: null, done: false },
  createdAt: "2026-11-27T00:00:00.000Z",
  updatedAt: "2026-11-27T00:00:00.000Z",
});

const pages = [
  page("b", "todo", 2),
  page("a", "todo", 1),
  page("c", "done", 1),
  page("x", "gone", 1),
];

describe("groupByColumn", () => {
  it("orders each column by position and leaves out cards of unknown columns", () => {
    expect(groupByColumn(pages, PLANNER_COLUMNS)).toEqual({
      todo: ["a", "b"],
      "in-progress": [],
      done: ["c"],
    });
  });
});

describe("findColumn", () => {
  const columns = groupByColumn(pages, PLANNER_COLUMNS);
  it.each<[string, string | undefined]>([
    ["todo", "todo"],
    ["in-progress", "in-progress"],
    ["b", "todo"],
    ["c", "done"],
    ["x", undefined],
  ])("%s is in %s", (id, expected) => {
    expect(findColumn(columns, id)).toBe(expected);
  });
});

describe("moveAcross", () => {
  const columns = groupByColumn(pages, PLANNER_COLUMNS);
  it.each<[string, string, string, Record<string, string[]>]>([
    ["a", "done", "c", { todo: ["b"], "in-progress": [], done: ["a", "c"] }],
    ["a", "done", "done", { todo: ["b"], "in-progress": [], done: ["c", "a"] }],
    ["b", "in-progress", "in-progress", { todo: ["a"], "in-progress": ["b"], done: ["c"] }],
  ])("%s to %s over %s", (card, to, over, expected) => {
    expect(moveAcross(columns, card, to, over)).toEqual(expected);
  });

  it("leaves a move within one column to the sortable list", () => {
    expect(moveAcross(columns, "a", "todo", "b")).toBe(columns);
  });
});
