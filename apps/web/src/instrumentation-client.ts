/*
 * Runs before the app's client code (Next's instrumentation-client). zod 4 probes whether it may
 * compile parsers with `new Function` the first time an object schema is built; under our CSP
 * (no 'unsafe-eval') that probe is refused and reported as a policy violation even though zod
 * catches it. Its global `jitless` flag skips the probe. Set here, without importing zod, so the
 * flag is in place before any schema module runs and the shell's JavaScript does not grow.
 */
type ZodGlobalConfig = { jitless?: boolean };
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

/*
 * Error reporting starts only when a DSN was built in; its SDK is a separate chunk, so a site
 * without one ships none of it (issue 14).
 */
const sentryDsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (sentryDsn) {
  void import("./features/error-reporting/start-sentry").then(({ startSentry }) =>
    startSentry(sentryDsn),
  );
}
