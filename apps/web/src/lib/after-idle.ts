import { afterFirstPaint } from "./after-first-paint";

/*
 * Work a page does not need to show itself (the popup host, the cookie banner, the survey) starts
 * once the page has painted and then gone idle, so it does not stretch the hydration tasks that a
 * phone's first seconds are made of (issue 26, decision 0167). All callers share one idle
 * callback: they start together, each then in tasks of its own (imports, renders).
 */

let idle: Promise<void> | null = null;

/**
 * Resolves after the first paint (`afterFirstPaint`) and the browser's next idle period, or
 * `timeoutMs` after the paint if the page never goes idle. Browsers without requestIdleCallback
 * (Safari) wait one task instead.
 */
export function afterIdle(timeoutMs = 2000): Promise<void> {
  idle ??= afterFirstPaint().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === "function") {
          requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        } else {
          setTimeout(resolve, 0);
        }
      }),
  );
  return idle;
}

/** Forgets the shared idle point (tests start a new "page"). */
export function resetAfterIdle(): void {
  idle = null;
}

/** A task of its own: whatever follows runs after the browser has had a chance at input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads a module after `afterIdle`, its heavy dependencies first, each step in a task of its own:
 * a module graph is instantiated in one go, so one import of everything is one long task, and
 * several smaller ones each leave the main thread free in between.
 */
export async function loadInSteps<M>(
  steps: readonly (() => Promise<unknown>)[],
  load: () => Promise<M>,
): Promise<M> {
  await afterIdle();
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return load();
}
