import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  commit,
  createHistory,
  HISTORY_LIMIT,
  HISTORY_MERGE_MS,
  redo,
  undo,
} from "./editor-history";

type Step = { op: "commit"; value: string; now: number; key?: string } | { op: "undo" | "redo" };

function run(steps: Step[]) {
  let history = createHistory("a");
  for (const step of steps) {
    if (step.op === "commit") history = commit(history, step.value, step);
    else history = step.op === "undo" ? undo(history) : redo(history);
  }
  return history;
}

describe("editor history", () => {
  it.each<[string, Step[], { present: string; past: string[]; future: string[] }]>([
    ["nothing done", [], { present: "a", past: [], future: [] }],
    [
      "two changes",
      [
        { op: "commit", value: "b", now: 0 },
        { op: "commit", value: "c", now: 10 },
      ],
      { present: "c", past: ["a", "b"], future: [] },
    ],
    [
      "undo steps back",
      [{ op: "commit", value: "b", now: 0 }, { op: "undo" }],
      { present: "a", past: [], future: ["b"] },
    ],
    [
      "redo steps forward",
      [{ op: "commit", value: "b", now: 0 }, { op: "undo" }, { op: "redo" }],
      { present: "b", past: ["a"], future: [] },
    ],
    ["undo with nothing to undo", [{ op: "undo" }], { present: "a", past: [], future: [] }],
    ["redo with nothing to redo", [{ op: "redo" }], { present: "a", past: [], future: [] }],
    [
      "a new change clears redo",
      [{ op: "commit", value: "b", now: 0 }, { op: "undo" }, { op: "commit", value: "x", now: 5 }],
      { present: "x", past: ["a"], future: [] },
    ],
    [
      "the same value is no step",
      [
        { op: "commit", value: "b", now: 0 },
        { op: "commit", value: "b", now: 5 },
      ],
      { present: "b", past: ["a"], future: [] },
    ],
    [
      "a drag (same key, close in time) is one step",
      [
        { op: "commit", value: "b", now: 0, key: "move:l1" },
        { op: "commit", value: "c", now: 16, key: "move:l1" },
        { op: "commit", value: "d", now: 32, key: "move:l1" },
      ],
      { present: "d", past: ["a"], future: [] },
    ],
    [
      "the same key just under the merge time still merges",
      [
        { op: "commit", value: "b", now: 0, key: "k" },
        { op: "commit", value: "c", now: HISTORY_MERGE_MS - 1, key: "k" },
      ],
      { present: "c", past: ["a"], future: [] },
    ],
    [
      "the same key at the merge time is a new step",
      [
        { op: "commit", value: "b", now: 0, key: "k" },
        { op: "commit", value: "c", now: HISTORY_MERGE_MS, key: "k" },
      ],
      { present: "c", past: ["a", "b"], future: [] },
    ],
    [
      "another key is a new step",
      [
        { op: "commit", value: "b", now: 0, key: "move:l1" },
        { op: "commit", value: "c", now: 10, key: "move:l2" },
      ],
      { present: "c", past: ["a", "b"], future: [] },
    ],
    [
      "after an undo, the same key does not merge into the undone step",
      [
        { op: "commit", value: "b", now: 0, key: "k" },
        { op: "commit", value: "c", now: 5000, key: "k" },
        { op: "undo" },
        { op: "commit", value: "d", now: 5010, key: "k" },
      ],
      { present: "d", past: ["a", "b"], future: [] },
    ],
  ])("%s", (_name, steps, expected) => {
    const history = run(steps);
    expect({
      present: history.present,
      past: [...history.past],
      future: [...history.future],
    }).toEqual(expected);
    expect(canUndo(history)).toBe(expected.past.length > 0);
    expect(canRedo(history)).toBe(expected.future.length > 0);
  });

  it.each([
    // [case, steps of [value, now, key, gesture], the past afterwards]
    [
      "a drag that pauses past the merge time is still one step",
      [
        [1, 0, "resize:a:1", true],
        [2, HISTORY_MERGE_MS * 3, "resize:a:1", true],
      ],
      [0],
    ],
    [
      "two drags of the same layer, close together, are two steps",
      [
        [1, 0, "resize:a:1", true],
        [2, 10, "resize:a:2", true],
      ],
      [0, 1],
    ],
    [
      "without gesture, the same pause splits the run",
      [
        [1, 0, "nudge:a"],
        [2, HISTORY_MERGE_MS * 3, "nudge:a"],
      ],
      [0, 1],
    ],
  ] as const)("%s", (_case, steps, past) => {
    let history = createHistory(0);
    for (const [value, now, key, gesture] of steps)
      history = commit(history, value, { now, key, ...(gesture ? { gesture } : {}) });
    expect(history.past).toEqual(past);
    expect(history.present).toBe(2);
  });

  it("keeps at most the limit of steps, dropping the oldest", () => {
    let history = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 5; i += 1) history = commit(history, i, { now: i });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(5);
    expect(commit(createHistory(0), 1, { now: 0, limit: 1 }).past).toEqual([0]);
  });
});
