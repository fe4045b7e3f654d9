import { describe, expect, it } from "vitest";
import {
  boardProgress,
  createBoardInputSchema,
  createPageInputSchema,
  moveCardPosition,
  type PageData,
  positionBetween,
  sortPages,
  updatePageInputSchema,
} from "./board";
import {
  addDays,
  defaultLaunchDate,
  instantiateBoardTemplate,
  KDP_LAUNCH_CHECKLIST,
  PLANNER_COLUMNS,
} from "./launch-checklist";

const card = (id: string, column: string, position: number, done = false) => ({
  id,
  data: {
    boardId: "b1",
    column,
    position,
    title: id,
    notes: "",
    dueDate: null,
    done,
  } satisfies PageData,
});

describe("positionBetween", () => {
  it.each<[number | undefined, number | undefined, number]>([
    [undefined, undefined, 1],
    [undefined, 1, 0],
    [3, undefined, 4],
    [1, 2, 1.5],
    [1.5, 2, 1.75],
  ])("between %s and %s is %s", (before, after, expected) => {
    expect(positionBetween(before, after)).toBe(expected);
  });
});

describe("moveCardPosition", () => {
  const pages = [
    card("a", "todo", 1),
    card("b", "todo", 2),
    card("c", "todo", 3),
    card("d", "done", 1),
  ];
  it.each<[string, string, number, number]>([
    ["c", "todo", 0, 0], // to the top: before a
    ["a", "todo", 2, 4], // to the bottom: after c (a itself is not a neighbour)
    ["a", "todo", 1, 2.5], // between b and c
    ["b", "done", 0, 0], // into another column, above d
    ["b", "done", 1, 2], // below d
    ["b", "in-progress", 0, 1], // into an empty column
    ["b", "done", 99, 2], // an index past the end lands at the end
  ])("%s to %s[%s] gets position %s", (id, column, index, expected) => {
    expect(moveCardPosition(pages, id, column, index)).toBe(expected);
  });

  it("keeps the order a board shows after the move", () => {
    const position = moveCardPosition(pages, "c", "todo", 1);
    const moved = pages.map((page) => (page.id === "c" ? card("c", "todo", position) : page));
    expect(sortPages(moved, PLANNER_COLUMNS).map((page) => page.id)).toEqual(["a", "c", "b", "d"]);
  });
});

describe("sortPages", () => {
  it("orders by column order, then position, then id", () => {
    const pages = [
      card("z", "done", 1),
      card("y", "todo", 2),
      card("x", "todo", 2),
      card("w", "in-progress", 0),
    ];
    expect(sortPages(pages, PLANNER_COLUMNS).map((page) => page.id)).toEqual(["x", "y", "w", "z"]);
  });
});

describe("boardProgress", () => {
  it.each<[boolean[], { done: number; total: number; percent: number }]>([
    [[], { done: 0, total: 0, percent: 0 }],
    [[true, false, false], { done: 1, total: 3, percent: 33 }],
    [[true, true], { done: 2, total: 2, percent: 100 }],
  ])("%j", (flags, expected) => {
    expect(boardProgress(flags.map((done, i) => card(`${i}`, "todo", i, done)))).toEqual(expected);
  });
});

describe("board and page input", () => {
  it("accepts {title, boardCollection} and fills the optional parts", () => {
    const parsed = createBoardInputSchema.parse({
      title: " Launch ",
      boardCollection: { columns: PLANNER_COLUMNS },
    });
    expect(parsed).toEqual({
      title: "Launch",
      boardCollection: { columns: PLANNER_COLUMNS, template: null, projectId: null },
    });
  });

  it.each<[string, unknown, string]>([
    ["no title", { boardCollection: { columns: PLANNER_COLUMNS } }, "title"],
    ["blank title", { title: " ", boardCollection: { columns: PLANNER_COLUMNS } }, "title"],
    ["no columns", { title: "x", boardCollection: { columns: [] } }, "boardCollection.columns"],
    [
      "duplicate columns",
      { title: "x", boardCollection: { columns: [PLANNER_COLUMNS[0], PLANNER_COLUMNS[0]] } },
      "boardCollection.columns",
    ],
    [
      "an extra key",
      { title: "x", boardCollection: { columns: PLANNER_COLUMNS }, owner: "me" },
      "",
    ],
  ])("rejects %s, naming %s", (_name, body, path) => {
    const result = createBoardInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a bad due date", { dueDate: "2027-02-30" }, "data.dueDate"],
    ["no title", { title: "" }, "data.title"],
    ["a text position", { position: "1" }, "data.position"],
    ["done as text", { done: "yes" }, "data.done"],
  ])("a page with %s is rejected naming %s", (_name, change, path) => {
    const data = { ...card("a", "todo", 1).data, ...change };
    const result = createPageInputSchema.safeParse({ data });
    expect(
      result.error?.issues.map((issue) => ["data", ...issue.path.slice(1)].join(".")),
    ).toContain(path);
    expect(result.error?.issues[0]?.message).toMatch(new RegExp(`^${path}`));
  });

  it("PUT needs the id in the body", () => {
    expect(updatePageInputSchema.safeParse({ data: card("a", "todo", 1).data }).success).toBe(
      false,
    );
    expect(
      updatePageInputSchema.safeParse({ id: "a", data: card("a", "todo", 1).data }).success,
    ).toBe(true);
  });
});

describe("KDP launch checklist template", () => {
  it("has the three planner columns and the launch stages", () => {
    expect(KDP_LAUNCH_CHECKLIST.data.columns.map((column) => column.title)).toEqual([
      "To do",
      "In progress",
      "Done",
    ]);
    const titles = KDP_LAUNCH_CHECKLIST.data.cards.map((c) => c.title.toLowerCase()).join(" | ");
    for (const stage of ["manuscript", "cover", "listing", "pricing", "pre-order", "launch", "ads"])
      expect(titles).toContain(stage);
  });

  it("counts due dates back from the launch date, in card order", () => {
    const { boardCollection, cards } = instantiateBoardTemplate(KDP_LAUNCH_CHECKLIST, {
      projectId: "p1",
      launchDate: "2027-03-01",
    });
    expect(boardCollection).toEqual({
      columns: PLANNER_COLUMNS,
      template: { code: "kdp-launch", dataVersion: 1 },
      projectId: "p1",
    });
    expect(cards[0]).toMatchObject({
      column: "todo",
      position: 1,
      dueDate: "2027-01-18",
      done: false,
    });
    expect(cards.find((c) => c.title === "Launch day")?.dueDate).toBe("2027-03-01");
    const dates = cards.map((c) => c.dueDate ?? "");
    expect([...dates].sort()).toEqual(dates);
  });

  it("leaves due dates empty without a launch date", () => {
    const { cards } = instantiateBoardTemplate(KDP_LAUNCH_CHECKLIST, {
      projectId: null,
      launchDate: null,
    });
    expect(cards.every((c) => c.dueDate === null)).toBe(true);
  });

  it.each<[string, number, string]>([
    ["2027-03-01", -1, "2027-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
  ])("addDays(%s, %s) is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("defaults the launch to eight weeks out", () => {
    expect(defaultLaunchDate(new Date("2026-11-27T23:30:00Z"))).toBe("2027-01-22");
  });
});
