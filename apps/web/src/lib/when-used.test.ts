import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWhenUsed, whenUsed } from "./when-used";

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  // jsdom has no paint timing: afterFirstPaint waits a frame, then a task.
  await new Promise((resolve) => setTimeout(resolve, 40));
  return done;
};

describe("whenUsed", () => {
  beforeEach(resetWhenUsed);
  afterEach(() => {
    vi.restoreAllMocks();
    resetWhenUsed();
  });

  it("waits for a person: a painted page nobody has touched loads nothing", async () => {
    const waiting = whenUsed();
    expect(await settled(waiting)).toBe(false);
    // Events a page makes by itself are not a person.
    window.dispatchEvent(new Event("load"));
    document.dispatchEvent(new Event("scroll"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await settled(waiting)).toBe(false);
  });

  it.each([
    ["pointermove", () => new Event("pointermove", { bubbles: true })],
    ["pointerdown", () => new Event("pointerdown", { bubbles: true })],
    ["touchstart", () => new Event("touchstart", { bubbles: true })],
    ["wheel", () => new Event("wheel", { bubbles: true })],
    ["keydown", () => new KeyboardEvent("keydown", { key: "Tab", bubbles: true })],
    ["focusin", () => new FocusEvent("focusin", { bubbles: true })],
  ])("resolves after %s anywhere in the page", async (_name, event) => {
    const waiting = whenUsed();
    const field = document.body.appendChild(document.createElement("input"));
    field.dispatchEvent(event());
    expect(await settled(waiting)).toBe(true);
    field.remove();
  });

  it("is one moment for the page, and stops listening once it has come", async () => {
    const removed = vi.spyOn(document, "removeEventListener");
    const first = whenUsed();
    expect(whenUsed()).toBe(first);
    document.dispatchEvent(new Event("pointerdown"));
    expect(await settled(first)).toBe(true);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(
      ["focusin", "keydown", "pointerdown", "pointermove", "touchstart", "wheel"].sort(),
    );
    expect(await settled(whenUsed())).toBe(true);
  });
});
