import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * `E2E_SCREENSHOTS=off` (set by `.ci/run`) turns every journey's `page.screenshot()` into a no-op:
 * the screenshots are for a person looking at a screen at 1280 and 390 px, nobody looks at them
 * in CI, and the suite took about 150 full-page captures (decision 0160). Failure screenshots
 * (the config's `screenshot: "only-on-failure"`) are taken by Playwright itself and stay.
 */
const screenshotsOff = process.env.E2E_SCREENSHOTS === "off";

/** Every journey's `test`: Playwright's, with the screenshot switch above. */
export const test = base.extend<object, { screenshotSwitch: undefined }>({
  screenshotSwitch: [
    async ({ browser }, use) => {
      if (screenshotsOff) {
        // One page's prototype is every page's, in this worker: pages from other contexts too.
        const context = await browser.newContext();
        const page = await context.newPage();
        Object.getPrototypeOf(page).screenshot = async () => Buffer.alloc(0);
        await context.close();
      }
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
});
