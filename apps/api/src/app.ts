import Fastify, { LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { decorateAppContext } from "./plugins/app/context";
import { registerErrorHandler } from "./plugins/app/error-handler";
import { generateRequestId, registerRequestIdHeader } from "./plugins/app/request-id";
import { registerApiDocs } from "./plugins/external/api-docs";
import { registerCors } from "./plugins/external/cors";
import { registerRateLimit } from "./plugins/external/rate-limit";
import { registerSecurityHeaders } from "./plugins/external/security-headers";
import { healthRoutes } from "./routes/health";
import { newsletterRoutes } from "./routes/newsletter";
import { serverTimeRoutes } from "./routes/server-time";
import type { App } from "./types";

export type { App } from "./types";

export type BuildAppOptions = {
  config: Config;
  /** A migrated database (see createDatabase + migrateDatabase); the caller owns and closes it. */
  db: Database;
  /** The clock; defaults to the system clock. Tests pass a fixed one. */
  now?: () => Date;
  /** Where log lines go; defaults to stdout. Tests pass a collector to assert on the log. */
  logStream?: { write: (line: string) => void };
};

/** Fastify's types leave out the hop-count form, so a count becomes the equivalent function. */
function toFastifyTrustProxy(
  trustProxy: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === "number" ? (_address, hop) => hop < trustProxy : trustProxy;
}

/**
 * The composition root: builds the Fastify app in a fixed order (external plugins, app plugins,
 * routes). Returns it without listening, so tests can `inject` and add routes before `ready()`.
 */
export async function buildApp({
  config,
  db,
  now = () => new Date(),
  logStream,
}: BuildAppOptions): Promise<App> {
  const SKIP = (process.env.SKIP ?? "").split(",");
  const app = Fastify({
    logger: SKIP.includes("log") ? false : {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: SKIP.includes("uuid") ? (() => { let n = 0; return () => String(++n); })() : generateRequestId,
    // genReqId reads and checks the header itself; Fastify must not take it unchecked.
    requestIdHeader: false,
    // Log every request and its completion, except health probes, which arrive every few
    // seconds; a failing probe is still logged by the error handler.
    logController: new LogController({
      disableRequestLogging: (request) => request.url === "/health",
    }),
    bodyLimit: config.bodyLimit,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Drop slow or stalled requests instead of holding sockets (slowloris).
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(SKIP.includes("ser") ? () => (d: unknown) => JSON.stringify(d) : serializerCompiler);

  // External plugins. The docs must see every route, so they come before the routes.
  if (!SKIP.includes("helmet")) await registerSecurityHeaders(app);
  if (!SKIP.includes("cors")) await registerCors(app, config);
  if (!SKIP.includes("rl")) await registerRateLimit(app);
  if (!SKIP.includes("docs")) await registerApiDocs(app);

  // App plugins.
  decorateAppContext(app, { config, db, now });
  if (!SKIP.includes("rid")) registerRequestIdHeader(app);
  if (!SKIP.includes("rl")) registerErrorHandler(app);

  // Routes.
  await app.register(healthRoutes);
  await app.register(serverTimeRoutes);
  await app.register(newsletterRoutes);

  return app;
}
