import { type CDPSession, expect, type Page, test } from "./journey";

// What a first-time visitor's first paint holds, and that nothing moves after it (issue 26):
// the tool's form and result are in the page's first HTML (not streamed in after a fallback),
// layout shift stays under 0.05 on a throttled phone, and the largest paint is content the server
// sent, never something the client drew after hydration.

/** Free tools: their form is in the HTML. Login-gated tools show their locked preview instead. */
const freeToolPages = [
  "/tools/KDP-Royalty-Calculator",
  "/tools/KDP-BSR-Sales-Calculator",
  "/kdp-cover-template-generator",
  "/kdp-price-checker",
];
const gatedToolPages = ["/7-backend-keywords-tool-amazon-kdp", "/titans-deep-view"];

test("[PERF] a tool page's HTML holds its form in place, with no boundary revealed later", async ({
  request,
}) => {
  for (const route of [...freeToolPages, ...gatedToolPages]) {
    const html = await (await request.get(route)).text();
    // React streams a large Suspense boundary's content as `<div hidden id="S:n">` after its
    // fallback and swaps it in later: the swap moved the page under the tool (CLS 0.298).
    expect(/<div hidden id="S:\d+">/.test(html), `${route}: a boundary revealed later`).toBe(false);
    const inPlace = freeToolPages.includes(route)
      ? /<form[^>]*aria-label="/.test(html)
      : html.includes('data-testid="tool-workspace"');
    expect(inPlace, `${route}: the tool is not in the first HTML`).toBe(true);
  }
  // The cover template's result is computed on the server (decision 0087).
  const cover = await (await request.get("/kdp-cover-template-generator?pages=300")).text();
  expect(cover.includes('data-testid="result-spine"'), "cover result in the HTML").toBe(true);
  expect(cover.includes("Loading the template maker"), "cover loading line").toBe(false);
});

type Vitals = { fcp: number | null; lcp: number | null; lcpText: string; cls: number };

/** A phone as Lighthouse emulates it: 412 px wide, the CPU 4× slower, a slow network. */
async function throttledPhone(page: Page): Promise<CDPSession> {
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: Vitals };
    w.__vitals = { fcp: null, lcp: null, lcpText: "", cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__vitals.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        w.__vitals.lcp = entry.startTime;
        w.__vitals.lcpText = entry.element?.textContent?.trim().slice(0, 60) ?? "";
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "first-contentful-paint") w.__vitals.fcp = entry.startTime;
      }
    }).observe({ type: "paint", buffered: true });
  });
  return cdp;
}

async function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}

for (const { route, popup } of [
  { route: "/", popup: true },
  { route: "/tools/KDP-Royalty-Calculator", popup: true },
  { route: "/kdp-cover-template-generator", popup: false },
]) {
  test(`[PERF] ${route} on a throttled phone: no layout shift, the largest paint is server HTML${popup ? " (popup on)" : ""}`, async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const context = await browser.newContext({ baseURL });
    if (popup) {
      // The popup, the cookie banner and the header's extras must not move or repaint the page.
      await context.addCookies([
        { name: "inkforge_popups", value: "on", url: baseURL ?? "http://127.0.0.1" },
      ]);
    }
    const page = await context.newPage();
    await throttledPhone(page);
    await page.goto(route, { waitUntil: "load" });
    if (popup) await expect(page.getByRole("dialog")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    // Whatever arrives after the load (engine, promotions, session) has had time to land.
    await page.waitForTimeout(2_000);
    const vitals = await readVitals(page);
    expect(vitals.cls, JSON.stringify(vitals)).toBeLessThanOrEqual(0.05);
    expect(vitals.fcp, JSON.stringify(vitals)).not.toBeNull();
    expect(vitals.lcpText, JSON.stringify(vitals)).not.toBe("");
    // Not "the largest paint is the first": on a throttled network the HTML can arrive in parts,
    // and a first frame drawn between two of them holds only the header (CI saw the lead
    // paragraph 450 ms after the first paint, behind the framework's start-up task). What the
    // page controls is that its largest paint is in the server's HTML.
    const serverHtml = await (await context.request.get(route)).text();
    const inServerHtml = await page.evaluate(
      ({ html, text }) =>
        Array.from(
          new DOMParser().parseFromString(html, "text/html").body.querySelectorAll("*"),
        ).some((element) => element.textContent?.trim().startsWith(text)),
      { html: serverHtml, text: vitals.lcpText },
    );
    expect(inServerHtml, `largest paint not in the server HTML: ${JSON.stringify(vitals)}`).toBe(
      true,
    );
    await context.close();
  });
}
