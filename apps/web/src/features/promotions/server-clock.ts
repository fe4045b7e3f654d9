/*
 * The server's clock in the browser (spec §4 "The server-time call feeds the countdown", G-36,
 * D-19): every promotion decision and countdown reads `serverNow()`, never the device clock, so a
 * wrong device clock cannot end a sale early and the demo's dev clock moves the browser too.
 * The offset is measured at each promotions answer, taking the request's midpoint.
 */

let offsetMs = 0;

/** Records the server's time as read between `sentAt` and `receivedAt` (device milliseconds). */
export function syncServerClock(serverTime: string, sentAt: number, receivedAt: number): void {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return;
  offsetMs = server - (sentAt + receivedAt) / 2;
}

/** The server's current time: the device clock corrected by the last measured offset. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}
