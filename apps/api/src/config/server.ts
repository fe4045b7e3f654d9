import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import {
  booleanFlagSchema,
  ConfigError,
  httpUrlSchema,
  isFlagOn,
  type Mode,
  originSchema,
  portSchema,
  type ValuesOf,
} from "./shared";

/** The data dir value that keeps PGlite in memory and writes nothing to disk (tests). */
export const inMemoryDataDir = "memory://";

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof logLevels)[number];

/** Where the API listens, whom it answers, where its data lives, and how it reports. */
export type ServerConfig = {
  /** `demo` runs on embedded PGlite with generated secrets; `production` on DATABASE_URL. */
  mode: "demo" | "production";
  host: string;
  port: number;
  /** The only origin CORS allows, normalised (no trailing slash). */
  webOrigin: string;
  databaseUrl: string | undefined;
  /** Absolute path for local data, or `memory://`. PGlite lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** Whether start-up runs the (idempotent) demo seed. */
  seedDemoData: boolean;
  /**
   * PUBLIC_DEMO: a demo-mode API that strangers can reach on purpose. Demo mode refuses a
   * non-loopback API_HOST without it, because the dev routes would hand out reset links.
   */
  publicDemo: boolean;
  /**
   * Whether `/api/dev/*` (the outbox with every reset link, sandbox renewals) exist: only in demo
   * mode, bound to a loopback address, and not a public demo (decision 0029).
   */
  devRoutes: boolean;
  /** Whether `/docs` (Swagger UI and the OpenAPI document) is served: API_DOCS, default demo only. */
  apiDocs: boolean;
  logLevel: LogLevel;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Passed to Fastify's `trustProxy`: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Redis for limits shared between API instances; unset = each instance counts in memory. */
  redisUrl: string | undefined;
  /** Sentry DSN for the API's 5xx failures; unset = no error reporting. */
  sentryDsn: string | undefined;
  /** Where browsers reach this API (absolute URLs of the sandbox's hosted pages). */
  publicUrl: string;
};

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const proxyAddressNames = ["loopback", "linklocal", "uniquelocal"];

const trustProxySchema = z.string().transform((raw, ctx): ServerConfig["trustProxy"] => {
  const value = raw.trim();
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (
    addresses.length === 0 ||
    addresses.some(
      (part) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part) && !proxyAddressNames.includes(part),
    )
  ) {
    ctx.addIssue({
      code: "custom",
      message:
        "must be true, false, a hop count, or a comma-separated list of IP addresses, CIDRs, " +
        "loopback, linklocal or uniquelocal",
      input: raw,
    });
    return z.NEVER;
  }
  return addresses;
});

export const serverShape = {
  API_HOST: z.string().min(1).prefault("127.0.0.1"),
  API_PORT: portSchema.prefault("4000"),
  WEB_ORIGIN: originSchema.prefault("http://127.0.0.1:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  DEMO_SEED: booleanFlagSchema.optional(),
  PUBLIC_DEMO: booleanFlagSchema.optional(),
  API_DOCS: booleanFlagSchema.optional(),
  LOG_LEVEL: z
    .enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` })
    .prefault("info"),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+$/, "must be a whole number of bytes")
    .transform(Number)
    .refine(
      (bytes) => bytes >= 1024 && bytes <= 100 * 1024 * 1024,
      "must be between 1024 and 104857600 bytes",
    )
    .prefault(String(1024 * 1024)),
  TRUST_PROXY: trustProxySchema.prefault("false"),
  SENTRY_DSN: z.url().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    .optional(),
  API_PUBLIC_URL: httpUrlSchema.optional(),
};

type ServerValues = ValuesOf<typeof serverShape>;

/** Production when DATABASE_URL is set; demo mode (embedded PGlite) otherwise. */
export function modeFrom(values: ServerValues): Mode {
  return values.DATABASE_URL === undefined ? "demo" : "production";
}

/**
 * The listen address, origin, data folder and reporting. Refuses a demo API reachable from other
 * machines unless PUBLIC_DEMO says so.
 */
export function serverFrom(values: ServerValues, mode: Mode, dataDir: string): ServerConfig {
  const publicDemo = isFlagOn(values.PUBLIC_DEMO) ?? false;
  const loopback = isLoopbackHost(values.API_HOST);
  if (mode === "demo" && !loopback && !publicDemo) {
    // A demo API reachable from other machines would serve /api/dev/outbox (every password
    // reset link) to anyone, so it only listens elsewhere when told it is a public demo.
    throw new ConfigError(
      `Invalid configuration: API_HOST: ${values.API_HOST} is not a loopback address, and demo ` +
        "mode (no DATABASE_URL) listens only on loopback unless PUBLIC_DEMO=true; set " +
        "PUBLIC_DEMO=true to run a public demo (no dev routes), or set DATABASE_URL",
    );
  }
  const demoSeedFlag = values.DEMO_SEED;
  const seedDemoData =
    demoSeedFlag === undefined ? mode === "demo" : demoSeedFlag === "1" || demoSeedFlag === "true";
  return {
    mode,
    host: values.API_HOST,
    port: values.API_PORT,
    webOrigin: values.WEB_ORIGIN,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    seedDemoData,
    publicDemo,
    devRoutes: mode === "demo" && loopback && !publicDemo,
    apiDocs: isFlagOn(values.API_DOCS) ?? mode === "demo",
    logLevel: values.LOG_LEVEL,
    bodyLimit: values.BODY_LIMIT,
    trustProxy: values.TRUST_PROXY,
    sentryDsn: values.SENTRY_DSN,
    redisUrl: values.REDIS_URL,
    publicUrl: values.API_PUBLIC_URL ?? defaultPublicUrl(values.API_HOST, values.API_PORT),
  };
}

/**
 * The monorepo root (the folder whose package.json declares workspaces), found by walking up from
 * this module, so the default data dir is the same whether we run from src/ or the built dist/.
 */
export function findRepoRoot(
  from: string = dirname(fileURLToPath(import.meta.url)),
): string | undefined {
  let current = from;
  for (;;) {
    const manifest = join(current, "package.json");
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, "utf8")) as { workspaces?: unknown };
        if (parsed.workspaces !== undefined) {
          return current;
        }
      } catch {
        // An unreadable package.json is not the root we are looking for; keep walking.
      }
    }
    const parent = dirname(current);
    if (parent === current) {
      return undefined;
    }
    current = parent;
  }
}

export function resolveDataDir(raw: string | undefined): string {
  if (raw === inMemoryDataDir) {
    return raw;
  }
  if (raw === undefined) {
    return join(findRepoRoot() ?? process.cwd(), ".data");
  }
  return isAbsolute(raw) ? raw : resolve(raw);
}

/**
 * Whether a listen address only accepts connections from this machine: localhost, 127.0.0.0/8,
 * ::1 (also IPv4-mapped). A wildcard (0.0.0.0, ::) or any other address is reachable from outside.
 */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (value === "localhost" || value === "::1" || value === "0:0:0:0:0:0:0:1") return true;
  const ipv4 = value.replace(/^::ffff:/, "");
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ipv4)?.slice(1) ?? [];
  return octets[0] === "127" && octets.every((octet) => Number(octet) <= 255);
}

/** `http://<API_HOST>:<API_PORT>`, with a wildcard listen address read as loopback. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
