/**
 * Resolves once the browser has painted the page (its `first-contentful-paint` entry). Code the
 * first paint does not need waits for it (decision 0054): an effect runs after hydration, and on a
 * busy phone hydration can finish before the first frame, so a download started from an effect
 * would compete with the page's own scripts and push its largest paint back (issue 26). Browsers
 * without paint timing wait for the next frame; a page that never paints (nothing contentful)
 * still gets its code after `fallbackMs`.
 */
export function afterFirstPaint(fallbackMs = 3000): Promise<void> {
  const observed =
    typeof PerformanceObserver === "undefined"
      ? []
      : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!observed.includes("paint")) return nextFrame();
  if (painted()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: "paint", buffered: true });
    const timer = setTimeout(done, fallbackMs);
  });
}

const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === "function") {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    } else {
      setTimeout(resolve, 0);
    }
  });
}
