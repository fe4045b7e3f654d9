import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { type AuthOptions, registerAuth } from "./plugins/app/auth";
import { registerBookBuilds } from "./plugins/app/book-builds";
import { decorateAppContext } from "./plugins/app/context";
import { registerCors } from "./plugins/app/cors";
import { registerErrorHandler } from "./plugins/app/error-handler";
import { registerErrorReporting } from "./plugins/app/error-reporting";
import { registerInputGuards } from "./plugins/app/input-guards";
import { registerJobQueue } from "./plugins/app/jobs";
import { logRedaction } from "./plugins/app/log-redaction";
import { registerMyBooks } from "./plugins/app/my-books";
import { registerOpsMeter } from "./plugins/app/ops-meter";
import { generateRequestId, registerRequestIdHeader } from "./plugins/app/request-id";
import {
  createLogDestination,
  createRequestLogger,
  OneLinePerRequestLogController,
} from "./plugins/app/request-logging";
import { registerSecurityHeaders } from "./plugins/app/security-headers";
import { serializerCompiler } from "./plugins/app/serializer";
import { registerToolPool } from "./plugins/app/tool-pool";
import { toFastifyTrustProxy } from "./plugins/app/trust-proxy";
import { registerApiDocs } from "./plugins/external/api-docs";
import { registerRateLimit } from "./plugins/external/rate-limit";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { backupRoutes } from "./routes/admin/backup";
import { affiliateRoutes } from "./routes/affiliate";
import { authRoutes } from "./routes/auth";
import { authorPageRoutes } from "./routes/author-pages";
import { blogRoutes } from "./routes/blog";
import { boardAndPageRoutes } from "./routes/boards";
import { bookProjectRoutes } from "./routes/book-projects";
import { bookBuildRoutes } from "./routes/books/builds";
import { bookPreflightRoutes } from "./routes/books/preflight";
import { contentRoutes } from "./routes/content";
import { designRoutes } from "./routes/designs";
import { devRoutes } from "./routes/dev";
import { devFailedJobRoutes } from "./routes/dev/failed-job";
import { extensionRoutes } from "./routes/extension";
import { healthRoutes } from "./routes/health";
import { manuscriptRoutes } from "./routes/manuscripts";
import { manuscriptFileRoutes } from "./routes/manuscripts/files";
import { messageRoutes } from "./routes/message";
import { myBooksRoutes } from "./routes/my-books";
import { newsletterRoutes } from "./routes/newsletter";
import { notificationRoutes } from "./routes/notifications";
import { onSalePublicRoutes } from "./routes/on-sale";
import { partnerRoutes } from "./routes/partner";
import { promotionRoutes } from "./routes/promotions";
import { categoryAndNicheRoutes } from "./routes/research/categories-and-niches";
import { keywordResearchRoutes } from "./routes/research/keyword-research";
import { researchViewRoutes } from "./routes/research/views";
import { resetPasswordRoutes } from "./routes/reset-password";
import { serverTimeRoutes } from "./routes/server-time";
import { servicesDirectoryRoutes } from "./routes/services-directory";
import { type ShopRoutesOptions, shopRoutes } from "./routes/shop";
import { toolRoutes } from "./routes/tools";
import { trackerRoutes } from "./routes/trackers";
import { usageRoutes } from "./routes/usage";
import { createConsoleSecrets } from "./services/admin/secrets";
import { createDevClock } from "./services/dev/dev-clock";
import { OpsMeter } from "./services/ops/ops-meter";
import { createPaymentProviders } from "./services/payments/providers";
import { createResearchSources } from "./services/research/create-research-sources";
import type { ResearchSources } from "./services/research/ports";
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
  /** Account adapters (password hasher, rate limiter, mailer, identity providers); default: from config. */
  auth?: AuthOptions;
  /** Shop adapters (payment providers, country lookup); default: from config. */
  shop?: ShopRoutesOptions;
  /** Research data sources; default: from config (the offline sample market without keys). */
  research?: ResearchSources;
};

/**
 * The composition root: builds the Fastify app in a fixed order (response headers, external
 * plugins, app plugins, routes). Returns it without listening, so tests can `inject` and add
 * routes before `ready()`.
 */
export async function buildApp({
  config,
  db,
  now = () => new Date(),
  logStream,
  auth,
  shop,
  research,
}: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Statement parameters, hashes and tokens never reach the log (decision 0029); the `req`
      // serializer writes no headers, so cookies and bearer tokens never reach it either.
      ...logRedaction,
      stream: logStream ?? createLogDestination(),
    },
    genReqId: generateRequestId,
    // genReqId reads and checks the header itself; Fastify must not take it unchecked.
    requestIdHeader: false,
    logController: new OneLinePerRequestLogController(),
    childLoggerFactory: createRequestLogger,
    bodyLimit: config.bodyLimit,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Drop slow or stalled requests instead of holding sockets (slowloris).
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Headers for every response. First, so that an answer cut short by a later hook (a CORS
  // preflight) carries the security headers and the request id too.
  registerSecurityHeaders(app);
  registerRequestIdHeader(app);
  registerCors(app, config);

  // External plugins. The docs must see every route, so they come before the routes.
  await registerRateLimit(app);
  await registerApiDocs(app, config);

  // App plugins. With the dev routes, the clock can be moved (PUT /api/dev/clock, decision 0069).
  const devClock = config.mode === "demo" && config.devRoutes ? createDevClock(now) : null;
  const clock = devClock ? devClock.now : now;
  const opsMeter = new OpsMeter(clock);
  decorateAppContext(app, {
    config,
    db,
    now: clock,
    research: research ?? createResearchSources(config, clock, db, opsMeter),
  });
  registerOpsMeter(app, opsMeter);
  registerErrorHandler(app);
  await registerErrorReporting(app, config.sentryDsn);
  registerInputGuards(app);
  registerAuth(app, auth);
  registerToolPool(app);
  registerBookBuilds(app);
  registerMyBooks(app);

  // Routes.
  await app.register(healthRoutes);
  await app.register(serverTimeRoutes);
  await app.register(servicesDirectoryRoutes);
  await app.register(onSalePublicRoutes);
  await app.register(newsletterRoutes);
  await app.register(accountRoutes);
  await app.register(authRoutes);
  await app.register(resetPasswordRoutes);
  await app.register(notificationRoutes);
  if (devClock) await app.register(devRoutes, { clock: devClock });
  if (devClock) await app.register(devFailedJobRoutes);
  const { backupToken } = config.secrets;
  if (config.mode === "demo" && backupToken) await app.register(backupRoutes, { backupToken });
  // One set of payment providers for the shop and the console's refunds.
  const payments = shop?.payments ?? createPaymentProviders(config, { db, now: clock });
  await app.register(shopRoutes, { ...shop, payments });
  await app.register(affiliateRoutes, { countryLookup: shop?.countryLookup });
  await app.register(toolRoutes);
  await app.register(usageRoutes);
  await app.register(promotionRoutes);
  await app.register(blogRoutes);
  await app.register(messageRoutes);
  await app.register(contentRoutes);
  await app.register(bookProjectRoutes);
  await app.register(bookPreflightRoutes);
  await app.register(partnerRoutes);
  await app.register(extensionRoutes);
  await app.register(bookBuildRoutes);
  await app.register(myBooksRoutes);
  await app.register(manuscriptRoutes);
  await app.register(manuscriptFileRoutes);
  await app.register(boardAndPageRoutes);
  await app.register(trackerRoutes);
  await app.register(categoryAndNicheRoutes);
  await app.register(keywordResearchRoutes);
  await app.register(researchViewRoutes);
  await app.register(adminRoutes, {
    secrets: createConsoleSecrets(config.secrets.tokenSecret),
    payments,
  });
  await app.register(authorPageRoutes, { countryLookup: shop?.countryLookup });
  await app.register(designRoutes);

  // Background jobs last: they start once every route and plugin is ready.
  registerJobQueue(app);

  return app;
}
