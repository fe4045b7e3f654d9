import { randomBytes } from "node:crypto";
import pg from "pg";
import { type BuildAppOptions, buildApp } from "../src/app";
import { type Config, inMemoryDataDir, loadConfig } from "../src/config";
import { createDatabase, type Database, migrateDatabase } from "../src/db/client";
import type { AuthOptions } from "../src/plugins/app/auth";
import {
  createScryptHasher,
  defaultScryptParameters,
  type PasswordHasher,
} from "../src/services/auth/password-hasher";
import type { App } from "../src/types";

export type TestApp = {
  app: App;
  db: Database;
  /** Closes the app, then the database. */
  close: () => Promise<void>;
};

export type BuildTestAppOptions = {
  now?: () => Date;
  /**
   * Account adapters: passwordHasher (default `testPasswordHasher`), rateLimiter, mailer,
   * identityProviders. Provider URLs come through `env` (GOOGLE_JWKS_URL, FACEBOOK_GRAPH_URL).
   */
  auth?: AuthOptions;
  /** Extra environment for loadConfig (e.g. a smaller BODY_LIMIT). */
  env?: Record<string, string>;
  logStream?: { write: (line: string) => void };
  /** Shop adapters (payment providers, country lookup). */
  shop?: BuildAppOptions["shop"];
  /** Research data sources (fakes or stand-in adapters); default: from config (the sample). */
  research?: BuildAppOptions["research"];
};

export const testWebOrigin = "http://web.test:3000";

/** The environment every test app starts from: in-memory PGlite, quiet logs, fixed secret. */
export const testEnv: Record<string, string> = {
  DATA_DIR: inMemoryDataDir,
  LOG_LEVEL: "silent",
  WEB_ORIGIN: testWebOrigin,
  TOKEN_SECRET: "test-token-secret-0123456789abcdef0123456789",
  NEXTAUTH_SECRET: "test-nextauth-secret-0123456789abcdef012345",
  // Route tests run the job handlers directly; the suites that test the queue turn it on.
  JOB_WORKER: "off",
};

/**
 * A real app on a fresh, migrated in-memory database. Not yet `ready()`, so a test may register
 * extra routes first. Call `close()` in afterAll.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    ...testEnv,
    ...(options.logStream ? { LOG_LEVEL: "info" } : {}),
    ...options.env,
  });
  const database = await createDatabase(await withTestDatabase(config));
  await migrateDatabase(database);
  const app = await buildApp({
    config,
    db: database.db,
    auth: { passwordHasher: testPasswordHasher, ...options.auth },
    ...(options.shop ? { shop: options.shop } : {}),
    ...(options.research ? { research: options.research } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * With TEST_DATABASE_URL (an admin connection to a disposable PostgreSQL server, see
 * scripts/test-api-postgres.mjs), a fresh database on that server: a copy of the migrated template
 * made by the global setup (test/setup/postgres-template.ts) when there is one, so migrating it
 * again finds nothing to do; otherwise the config as is (in-memory PGlite). The config keeps its
 * demo mode either way: only the connection changes. Nothing is dropped: the server is thrown
 * away after the run.
 */
export async function withTestDatabase<C extends Pick<Config, "databaseUrl" | "dataDir">>(
  config: C,
): Promise<C> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return config;
  const name = `inkforge_t_${randomBytes(8).toString("hex")}`;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { ...config, databaseUrl: url.toString() };
}

/** True when the suite runs on a real PostgreSQL server (real concurrency). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The production scrypt code with a 32× smaller cost (N = 2^10), so tests that create many
 * accounts stay fast. Tests about the real parameters use `defaultPasswordHasher`.
 */
export const testPasswordHasher: PasswordHasher = createScryptHasher({
  ...defaultScryptParameters,
  N: 2 ** 10,
});

/** Wraps a hasher and counts its calls, to prove a request did (or did not) reach the KDF. */
export function countingHasher(inner: PasswordHasher = testPasswordHasher): PasswordHasher & {
  calls: { hash: number; verify: number };
  total: () => number;
} {
  const calls = { hash: 0, verify: 0 };
  return {
    calls,
    total: () => calls.hash + calls.verify,
    hash: (password) => {
      calls.hash += 1;
      return inner.hash(password);
    },
    verify: (password, stored) => {
      calls.verify += 1;
      return inner.verify(password, stored);
    },
    needsRehash: (stored) => inner.needsRehash(stored),
  };
}

/** Collects pino's JSON lines, so a test can assert on what was logged. */
export function createLogCollector(): {
  stream: { write: (line: string) => void };
  entries: () => Array<Record<string, unknown>>;
} {
  const lines: string[] = [];
  return {
    stream: { write: (line) => lines.push(line) },
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
