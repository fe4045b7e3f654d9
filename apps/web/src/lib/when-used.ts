import { afterFirstPaint } from "./after-first-paint";

/*
 * A tool whose server HTML already holds the answer for the values shown (the cover template, the
 * royalty calculator) needs its engine and zod only when the person starts to use the page: a
 * visitor who reads the answer and leaves costs the phone no engine at all, and the page's load
 * has no engine task in it (issue 26, decision 0183). Moving the pointer, touching, a key or
 * focus is a person arriving at the form; each comes well before their first change reaches it.
 */

const PERSON_EVENTS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "wheel",
  "keydown",
  "focusin",
] as const;

let used: Promise<void> | null = null;

/**
 * Resolves once the page has painted (`afterFirstPaint`) and a person has moved the pointer,
 * touched, scrolled with a wheel, pressed a key or moved focus, whichever comes first. One
 * promise for the page: every caller starts together.
 */
export function whenUsed(): Promise<void> {
  used ??= new Promise<void>((resolve) => {
    if (typeof document === "undefined") return;
    const seen = () => {
      for (const type of PERSON_EVENTS) document.removeEventListener(type, seen, true);
      resolve();
    };
    for (const type of PERSON_EVENTS) {
      document.addEventListener(type, seen, { capture: true, passive: true });
    }
  }).then(() => afterFirstPaint());
  return used;
}

/** Forgets the shared moment (tests start a new "page"). */
export function resetWhenUsed(): void {
  used = null;
}
