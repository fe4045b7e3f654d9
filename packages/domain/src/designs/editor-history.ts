/*
 * Undo and redo for the shared design editor (decision 0140): the past, the present and the
 * future as values. A run of changes with the same key close together in time (a drag, typing in
 * one text layer) is one step, so one Ctrl+Z undoes the whole drag, not each pixel of it. The
 * caller passes `now` (ms) so the rule is tested without a clock.
 */

export type History<T> = {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The key and time of the last change, for merging a run of changes into one step. */
  last: { key: string; at: number } | null;
};

/** Changes with the same key less than this apart are one undo step. */
export const HISTORY_MERGE_MS = 1000;
/** Steps kept: older ones are dropped so a long session stays small. */
export const HISTORY_LIMIT = 100;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], last: null };
}

/**
 * Records a new present. The same value is no step. With `key`, a change within
 * HISTORY_MERGE_MS of the previous change of that key replaces the present instead of adding a
 * step; with `gesture` too (a pointer drag, whose key names that one drag), every change of the
 * key is one step however long the drag pauses: a drag held still for a second, or one whose
 * pointer events arrive late on a busy machine, is still one Ctrl+Z. Any new step clears the
 * redo list.
 */
export function commit<T>(
  history: History<T>,
  next: T,
  options: { now: number; key?: string; gesture?: boolean; limit?: number },
): History<T> {
  if (Object.is(next, history.present)) return history;
  const limit = options.limit ?? HISTORY_LIMIT;
  const key = options.key ?? null;
  const merge =
    key !== null &&
    history.last !== null &&
    history.last.key === key &&
    (options.gesture === true || options.now - history.last.at < HISTORY_MERGE_MS) &&
    history.future.length === 0;
  const last = key === null ? null : { key, at: options.now };
  if (merge) return { ...history, present: next, last };
  const past = [...history.past, history.present];
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    present: next,
    future: [],
    last,
  };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
    last: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future, last: null };
}
