/*
 * A report that must reach the API even as the page closes (the page-time log): the browser's
 * `sendBeacon`, or a `keepalive` fetch where there is none or it refuses. Sent as text/plain, so no
 * preflight and no token; failures are ignored, since nothing on the page could say them. Kept
 * apart from `raw-request.ts` so the site shell, where it runs on every page, loads only these
 * few lines.
 */
export function sendPing(url: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, json)) return;
    void fetch(url, {
      method: "POST",
      body: json,
      keepalive: true,
      headers: { "content-type": "text/plain" },
    }).catch(() => {});
  } catch {
    // Nowhere to report it; a lost ping is harmless.
  }
}
