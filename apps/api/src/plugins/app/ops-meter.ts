import { type MeterFlush, startMeterFlush } from "../../services/ops/meter-flush";
import type { OpsMeter } from "../../services/ops/ops-meter";
import type { App } from "../../types";

declare module "fastify" {
  interface FastifyInstance {
    /** Counters and integration outcomes for the console (decision 0136). */
    opsMeter: OpsMeter;
  }
}

/**
 * Counts every answer and every 5xx answer per UTC day, and writes the meter's counts on a timer
 * and when the app closes. The meter is made before the research sources, which report through it.
 */
export function registerOpsMeter(app: App, meter: OpsMeter): void {
  app.decorate("opsMeter", meter);
  // A callback hook: an async one costs every request a promise and a trip through the
  // microtask queue (decision 0162).
  app.addHook("onResponse", (_request, reply, done) => {
    meter.count("http.requests");
    if (reply.statusCode >= 500) meter.count("http.5xx");
    done();
  });
  let flusher: MeterFlush | undefined;
  app.addHook("onReady", async () => {
    flusher = startMeterFlush(meter, app.db, app.log);
  });
  app.addHook("onClose", async () => {
    if (flusher) await flusher.stop();
    else
      await meter
        .flush(app.db)
        .catch((error: unknown) => app.log.error({ err: error }, "ops meter flush"));
  });
}
