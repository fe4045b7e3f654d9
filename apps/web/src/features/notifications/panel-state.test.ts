// @vitest-environment node
import type { PanelNotification } from "@inkforge/domain/contracts/notifications";
import { describe, expect, it } from "vitest";
import {
  badgeText,
  initialPanelState,
  mergePage,
  nextPageToLoad,
  type PanelAction,
  type PanelState,
  panelReducer,
} from "./panel-state";

const note = (n: number, isRead = false): PanelNotification => ({
  notification_id: `id-${n}`,
  title: `Title ${n}`,
  message: `Message ${n}`,
  link: "/me",
  is_read: isRead,
  created_at: new Date(Date.UTC(2026, 10, 21, 10, n)).toISOString(),
});
const ids = (items: PanelNotification[]) => items.map((item) => item.notification_id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => note(from + i));

function run(actions: PanelAction[], state: PanelState = initialPanelState): PanelState {
  return actions.reduce(panelReducer, state);
}
const loaded = (page: number, notifications: PanelNotification[], hasMore: boolean, unread = 12) =>
  ({ type: "page-loaded", page, notifications, hasMore, unread }) as const;

describe("mergePage", () => {
  it.each([
    ["page 1 replaces the list", range(1, 10), 1, range(20, 24), range(20, 24)],
    ["page 2 appends", range(1, 5), 2, range(6, 10), range(1, 10)],
    ["an overlap is not shown twice", range(1, 5), 2, range(5, 9), range(1, 9)],
    ["an empty page adds nothing", range(1, 5), 3, [], range(1, 5)],
    ["page 1 of nothing empties it", range(1, 5), 1, [], []],
  ])("%s", (_name, current, page, incoming, expected) => {
    expect(ids(mergePage(current, page, incoming))).toEqual(ids(expected));
  });
});

describe("nextPageToLoad", () => {
  it.each([
    [0, 1],
    [5, 2],
    [10, 3],
    [4, 1],
    [9, 2],
    [12, 3],
  ])("with %i shown → page %i", (shown, page) => {
    expect(nextPageToLoad({ items: range(1, shown).slice(0, shown) })).toBe(page);
  });
});

describe("panelReducer: paging", () => {
  it("loads page 1, then 'Load More' appends page 2, then a refresh goes back to page 1", () => {
    const first = run([{ type: "page-requested" }, loaded(1, range(1, 5), true)]);
    expect(ids(first.items)).toEqual(ids(range(1, 5)));
    expect(first).toMatchObject({ page: 1, hasMore: true, loading: false, unread: 12 });

    const second = run([{ type: "page-requested" }, loaded(2, range(6, 10), false, 11)], first);
    expect(second.items).toHaveLength(10);
    expect(second).toMatchObject({ page: 2, hasMore: false, unread: 11 });

    const refreshed = run([{ type: "page-requested" }, loaded(1, range(1, 5), true)], second);
    expect(ids(refreshed.items)).toEqual(ids(range(1, 5)));
    expect(refreshed.page).toBe(1);
  });

  it("a failed page keeps what is shown and stops loading", () => {
    const first = run([loaded(1, range(1, 5), true)]);
    const failed = run([{ type: "page-requested" }, { type: "page-failed" }], first);
    expect(failed.items).toEqual(first.items);
    expect(failed.loading).toBe(false);
  });
});

describe("panelReducer: reads", () => {
  const shown = run([loaded(1, [note(1), note(2, true)], false, 1)]);

  it("greys an unread one at once and counts it out", () => {
    const read = run([{ type: "read-started", id: "id-1" }], shown);
    expect(read.items[0]!.is_read).toBe(true);
    expect(read.unread).toBe(0);
    expect(run([{ type: "read-confirmed", id: "id-1", unread: 0 }], read).unread).toBe(0);
  });

  it("reading a read one changes nothing", () => {
    expect(run([{ type: "read-started", id: "id-2" }], shown)).toBe(shown);
  });

  it("a failed read is undone", () => {
    const undone = run(
      [
        { type: "read-started", id: "id-1" },
        { type: "read-failed", id: "id-1" },
      ],
      shown,
    );
    expect(undone.items).toEqual(shown.items);
    expect(undone.unread).toBe(1);
  });
});

describe("panelReducer: optimistic delete", () => {
  const shown = run([loaded(1, [note(1), note(2, true), note(3)], false, 2)]);

  it.each([
    ["id-1", ["id-2", "id-3"], 1],
    ["id-2", ["id-1", "id-3"], 2],
    ["id-3", ["id-1", "id-2"], 1],
  ])("deleting %s removes it at once", (id, left, unread) => {
    const state = run([{ type: "delete-started", id }], shown);
    expect(ids(state.items)).toEqual(left);
    expect(state.unread).toBe(unread);
    expect(Object.keys(state.pendingDeletes)).toEqual([id]);
  });

  it("a confirmed delete stays removed and takes the server's count", () => {
    const state = run(
      [
        { type: "delete-started", id: "id-1" },
        { type: "delete-confirmed", id: "id-1", unread: 1 },
      ],
      shown,
    );
    expect(ids(state.items)).toEqual(["id-2", "id-3"]);
    expect(state.pendingDeletes).toEqual({});
    expect(state.unread).toBe(1);
  });

  it.each(["id-1", "id-2", "id-3"])("a failed delete of %s restores it where it was", (id) => {
    const state = run(
      [
        { type: "delete-started", id },
        { type: "delete-failed", id },
      ],
      shown,
    );
    expect(state.items).toEqual(shown.items);
    expect(state.unread).toBe(2);
    expect(state.pendingDeletes).toEqual({});
  });

  it("two deletes, the first fails: it comes back in its place", () => {
    const state = run(
      [
        { type: "delete-started", id: "id-1" },
        { type: "delete-started", id: "id-2" },
        { type: "delete-failed", id: "id-1" },
        { type: "delete-confirmed", id: "id-2", unread: 2 },
      ],
      shown,
    );
    expect(ids(state.items)).toEqual(["id-1", "id-3"]);
    expect(state.unread).toBe(2);
  });

  it("a refresh during a pending delete does not bring the item back", () => {
    const state = run(
      [{ type: "delete-started", id: "id-3" }, loaded(1, [note(1), note(2, true), note(3)], false)],
      shown,
    );
    expect(ids(state.items)).toEqual(["id-1", "id-2"]);
  });

  it("deleting or restoring an unknown id changes nothing", () => {
    expect(run([{ type: "delete-started", id: "nope" }], shown)).toBe(shown);
    expect(run([{ type: "delete-failed", id: "nope" }], shown)).toBe(shown);
  });
});

describe("badgeText", () => {
  it.each([
    [null, null],
    [0, null],
    [-1, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
  ])("%s → %s", (unread, text) => {
    expect(badgeText(unread)).toBe(text);
  });
});
