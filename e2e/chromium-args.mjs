/** Debian Chromium's flags for the journeys (playwright.config.ts) and the browser benches. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The journeys' browser: Debian's Chromium headless shell, the same Blink and V8 as the full
 * browser without its window, whose compositor kept each new page's renderer busy for ~1.4 s of
 * CPU (decision 0186).
 */
export const journeyBrowserPath =
  process.env.E2E_BROWSER_PATH ?? "/usr/bin/chromium-headless-shell";

/** The full browser: the extension's journey (the shell loads no extensions) and the benches. */
export const fullBrowserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
