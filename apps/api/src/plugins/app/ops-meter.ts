import type { OpsMeter } from "../../services/ops/ops-meter";
import type { App } from "../../types";

declare module "fastify" {
  interface FastifyInstance {
    /** Counters and integration outcomes for the console (decision 0136). */
    opsMeter: OpsMeter;
  }
}

/** Written this often; the console flushes before it reads, so its own process is never behind. */
const FLUSH_EVERY_MS = 15_000;

/**
 * Counts every answer and every 5xx answer per UTC day, and writes the meter's counts on a timer
 * and when the app closes. The meter is made before the research sources, which report through it.
 */
export function registerOpsMeter(app: App, meter: OpsMeter): void {
  app.decorate("opsMeter", meter);
  app.addHook("onResponse", async (_request, reply) => {
    meter.count("http.requests");
    if (reply.statusCode >= 500) meter.count("http.5xx");
  });
  let timer: NodeJS.Timeout | undefined;
  const flush = () =>
    meter.flush(app.db).catch((error: unknown) => app.log.error({ err: error }, "ops meter flush"));
  app.addHook("onReady", async () => {
    timer = setInterval(flush, FLUSH_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
    await flush();
  });
}
