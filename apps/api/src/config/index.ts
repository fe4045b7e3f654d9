import { existsSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { ensureDemoSecrets, generateSecret } from "./demo-secrets";

export { ensureDemoSecrets } from "./demo-secrets";

/** The data dir value that keeps PGlite in memory and writes nothing to disk (tests). */
export const inMemoryDataDir = "memory://";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

export type Config = {
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
  secrets: {
    tokenSecret: string;
  };
  logLevel: LogLevel;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Passed to Fastify's `trustProxy`: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** The brand shown in emails and notifications (DESIGN 8). */
  siteName: string;
  /** Google sign-in; undefined (disabled) unless GOOGLE_CLIENT_ID is set. */
  google: { clientId: string; jwksUrl: string } | undefined;
  /** Facebook sign-in; undefined (disabled) unless FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set. */
  facebook: { appId: string; appSecret: string; graphUrl: string } | undefined;
  mail: {
    /** SMTP server for outgoing mail; unset = mail is kept in the local outbox table. */
    smtpUrl: string | undefined;
    /** The From header of every email. */
    from: string;
  };
  /** Redis for limits shared between API instances; unset = each instance counts in memory. */
  redisUrl: string | undefined;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const minSecretLength = 32;

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, "must be a whole number between 0 and 65535")
  .transform(Number)
  .refine((port) => port <= 65_535, "must be a whole number between 0 and 65535");

const booleanFlagSchema = z.enum(["1", "0", "true", "false"], {
  error: "must be 1, 0, true or false",
});

const secretSchema = z
  .string()
  .min(minSecretLength, `must be at least ${minSecretLength} characters`)
  .optional();

const originSchema = z.string().transform((raw, ctx) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    ctx.addIssue({
      code: "custom",
      message: "must be an origin like https://example.com",
      input: raw,
    });
    return z.NEVER;
  }
  const isOrigin =
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.pathname === "/" &&
    url.search === "" &&
    url.hash === "" &&
    url.username === "";
  if (!isOrigin) {
    ctx.addIssue({
      code: "custom",
      message:
        "must be an origin (scheme, host and optional port, no path) like https://example.com",
      input: raw,
    });
    return z.NEVER;
  }
  return url.origin;
});

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses. */
const proxyAddressNames = ["loopback", "linklocal", "uniquelocal"];

const trustProxySchema = z.string().transform((raw, ctx): Config["trustProxy"] => {
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

/** An http(s) URL without a trailing slash, so paths can be appended with `${url}/path`. */
const httpUrlSchema = z.string().transform((raw, ctx) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    ctx.addIssue({ code: "custom", message: "must be an http(s) URL", input: raw });
    return z.NEVER;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    ctx.addIssue({ code: "custom", message: "must be an http(s) URL", input: raw });
    return z.NEVER;
  }
  return url.href.replace(/\/+$/, "");
});

const envSchema = z.object({
  API_HOST: z.string().min(1).prefault("127.0.0.1"),
  API_PORT: portSchema.prefault("4000"),
  WEB_ORIGIN: originSchema.prefault("http://127.0.0.1:3000"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  DEMO_SEED: booleanFlagSchema.optional(),
  TOKEN_SECRET: secretSchema,
  NEXTAUTH_SECRET: secretSchema,
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
  SITE_NAME: z.string().trim().min(1).max(60, "must be at most 60 characters").prefault("Inkforge"),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: httpUrlSchema.prefault("https://www.googleapis.com/oauth2/v3/certs"),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{1,32}$/, "must be the numeric Facebook app id")
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(8, "must be at least 8 characters").optional(),
  FACEBOOK_GRAPH_URL: httpUrlSchema.prefault("https://graph.facebook.com/v19.0"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).prefault("Inkforge <no-reply@inkforge.app>"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    .optional(),
});

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

function resolveDataDir(raw: string | undefined): string {
  if (raw === inMemoryDataDir) {
    return raw;
  }
  if (raw === undefined) {
    return join(findRepoRoot() ?? process.cwd(), ".data");
  }
  return isAbsolute(raw) ? raw : resolve(raw);
}

function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `${issue.path.map(String).join(".") || "(environment)"}: ${issue.message}`)
    .join("; ");
}

/** Environment variables set to "" count as unset, as they do in most .env tooling. */
function dropEmptyValues(env: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== "") {
      result[key] = value;
    }
  }
  return result;
}

/**
 * Reads and checks the configuration. Call it once at start-up; nothing else reads the
 * environment. Throws a ConfigError naming every bad variable. In demo mode it may create
 * `<DATA_DIR>/secrets.json` (see ensureDemoSecrets).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(dropEmptyValues(env));
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration: ${formatIssues(parsed.error.issues)}`);
  }
  const values = parsed.data;
  const mode = values.DATABASE_URL === undefined ? "demo" : "production";
  const dataDir = resolveDataDir(values.DATA_DIR);

  let tokenSecret = values.TOKEN_SECRET;
  if (mode === "production") {
    // The API signs tokens with TOKEN_SECRET; generating one per instance would make tokens from
    // one instance invalid on the others, so production must be given one.
    if (tokenSecret === undefined) {
      throw new ConfigError(
        "Invalid configuration: TOKEN_SECRET: is required when DATABASE_URL is set (production mode); " +
          `set it to a random string of at least ${minSecretLength} characters`,
      );
    }
  } else if (tokenSecret === undefined || values.NEXTAUTH_SECRET === undefined) {
    // The web app reads NEXTAUTH_SECRET from the same file, so both are ensured even if only one is
    // missing here. In memory (tests) nothing is kept, so a fresh secret per process is right.
    const generated =
      dataDir === inMemoryDataDir ? { TOKEN_SECRET: generateSecret() } : ensureDemoSecrets(dataDir);
    tokenSecret ??= generated.TOKEN_SECRET;
  }

  if ((values.FACEBOOK_APP_ID === undefined) !== (values.FACEBOOK_APP_SECRET === undefined)) {
    throw new ConfigError(
      "Invalid configuration: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together " +
        "(Facebook sign-in needs both) or both left unset",
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
    secrets: { tokenSecret },
    logLevel: values.LOG_LEVEL,
    bodyLimit: values.BODY_LIMIT,
    trustProxy: values.TRUST_PROXY,
    siteName: values.SITE_NAME,
    google:
      values.GOOGLE_CLIENT_ID === undefined
        ? undefined
        : { clientId: values.GOOGLE_CLIENT_ID, jwksUrl: values.GOOGLE_JWKS_URL },
    facebook:
      values.FACEBOOK_APP_ID === undefined || values.FACEBOOK_APP_SECRET === undefined
        ? undefined
        : {
            appId: values.FACEBOOK_APP_ID,
            appSecret: values.FACEBOOK_APP_SECRET,
            graphUrl: values.FACEBOOK_GRAPH_URL,
          },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    redisUrl: values.REDIS_URL,
  };
}
