import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { ensureDemoSecrets, generateSecret } from "./demo-secrets";

export { ensureDemoSecrets } from "./demo-secrets";

/** The data dir value that keeps PGlite in memory and writes nothing to disk (tests). */
export const inMemoryDataDir = "memory://";

export type StorageConfig =
  | { kind: "memory" }
  | { kind: "filesystem"; root: string }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** A non-AWS service's URL (path-style requests); undefined for AWS itself. */
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof logLevels)[number];

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
  secrets: {
    tokenSecret: string;
    /**
     * Demo mode on a data folder: what `npm run backup` sends to ask the running API for a copy
     * of the embedded database (decision 0071). Undefined in memory and in production (pg_dump).
     */
    backupToken?: string;
  };
  logLevel: LogLevel;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /**
   * Successful sign-ins allowed per account and per address in 15 minutes (decision 0029):
   * LOGIN_SUCCESS_LIMIT_PER_ACCOUNT (20) and LOGIN_SUCCESS_LIMIT_PER_IP (60). The browser suite
   * raises them: every journey signs in from 127.0.0.1.
   */
  successfulLoginLimits: { perAccount: number; perIp: number };
  /**
   * Accounts one address may register in an hour (REGISTRATION_LIMIT_PER_IP, 20). The browser
   * suite raises it: its journeys register their own members from 127.0.0.1.
   */
  registrationLimitPerIp: number;
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
    /** Where the contact form's messages go. */
    supportTo: string;
  };
  /** Redis for limits shared between API instances; unset = each instance counts in memory. */
  redisUrl: string | undefined;
  /** A lesson's video address with `{lesson}` for its id; unset = the lessons are text only. */
  courseVideoUrlTemplate: string | undefined;
  /** Sentry DSN for the API's 5xx failures; unset = no error reporting. */
  sentryDsn: string | undefined;
  /** Outside places the content feeds point to; unset = no card for them. */
  content: { videoChannelUrl: string | undefined; communityGroupUrl: string | undefined };
  /** Where browsers reach this API (absolute URLs of the sandbox's hosted pages). */
  publicUrl: string;
  /** Payment providers (decision 0019). */
  payments: PaymentsConfig;
  /** The feature id the spec's access check never grants (G-30); unset by default. */
  featureAccessExcludedId: string | undefined;
  /** Percent off lifetime products in the new-member offer. */
  newMemberDiscountPercent: number;
  /** Country lookup (decision 0021). */
  geo: {
    /** A service answering `{ country }` for `?ip=`; unset = no lookup. */
    lookupUrl: string | undefined;
    /** Sent as the `header` request header; never leaves the server. */
    lookupSecret: string | undefined;
    lookupHeader: string;
    lookupTimeoutMs: number;
    /** The answer when no header or lookup gives one; null = unknown (no payment button). */
    defaultCountry: string | null;
  };
  /** The book data translator's service (decision 0047); undefined = none configured. */
  translation: TranslationConfig | undefined;
  /**
   * A trademark office search the trademark checker also asks (decision 0058): `GET <url>?q=`
   * answering live marks; undefined = only the shipped list is checked.
   */
  trademarkSearch: { url: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /**
   * The ECB's daily reference rates (eurofxref-daily.xml) for My books' totals (decision 0117);
   * undefined = offline: the member's own rates and the starter rates only.
   */
  exchangeRates: { url: string; timeoutMs: number } | undefined;
  /**
   * The title and description creators' language model (decision 0059): an OpenAI-compatible
   * chat-completions endpoint; undefined = ideas and drafts come from the templates.
   */
  generation: GenerationConfig | undefined;
  /** The research data layer's real sources (decision 0064); each undefined = not configured. */
  researchSources: ResearchSourcesConfig;
  /**
   * Background jobs (decision 0065): JOB_WORKER `in-process` (default) runs the pg-boss worker
   * inside the API; `off` leaves the jobs to a separate `npm run worker` process.
   */
  jobs: { inProcess: boolean };
  /**
   * Where produced files (book PDFs) are kept (decision 0098): S3-compatible object storage when
   * S3_BUCKET is set (with S3_REGION, S3_ENDPOINT for a non-AWS service, and the key pair),
   * otherwise files under DATA_DIR/files, or in memory with an in-memory DATA_DIR.
   */
  storage: StorageConfig;
  /**
   * The worker pool for CPU-heavy tool work (decision 0076): TOOL_WORKERS threads (default: the
   * machine's cores less one, at least one), each stopped and replaced when one task runs past
   * TOOL_DEADLINE_MS (default 5000) or its heap passes TOOL_WORKER_MEMORY_MB (default 512).
   * Book tasks (a whole interior PDF, decision 0097) get BOOK_TASK_DEADLINE_MS (default 120000):
   * a 500-page book legitimately takes far longer than a grammar check.
   */
  toolPool: { workers: number; deadlineMs: number; bookDeadlineMs: number; memoryMb: number };
  /** The affiliate tracker sales are reported to (decision 0025). */
  affiliate: {
    /** An iDevAffiliate-style install (`<host>/sale.php`); unset = sales are only recorded. */
    host: string | undefined;
    /** Its integration profile id, sent as `profile`; unset = not sent. */
    profile: string | undefined;
    timeoutMs: number;
    /** The programme's own terms (decision 0057). */
    programme: AffiliateProgrammeConfig;
  };
};

/** AFFILIATE_COMMISSION_PERCENT, AFFILIATE_PRODUCT_RATES, _REFUND_WINDOW_DAYS, _PAYOUT_THRESHOLD. */
export type AffiliateProgrammeConfig = {
  /** Basis points of what a referred buyer pays (3000 = 30%). */
  defaultBasisPoints: number;
  /** Per product id, where set. */
  perProduct: Record<string, number>;
  /** A commission is approved this many days after its sale, when no refund came. */
  refundWindowDays: number;
  /** Approved commissions are paid out once an affiliate's total reaches this, in cents. */
  payoutThresholdCents: number;
};

/**
 * A LibreTranslate-compatible server (self-hosted or a hosted one, with an optional key), or DeepL
 * (a key; keys ending in `:fx` belong to the free API host).
 */
export type TranslationConfig =
  | { provider: "libretranslate"; url: string; apiKey: string | undefined; timeoutMs: number }
  | { provider: "deepl"; apiKey: string; apiUrl: string; timeoutMs: number };

/**
 * The real research adapters (decision 0064). A source left undefined is answered by the sample
 * market (suggestions, products) or by nobody (keyword volumes and ranked keywords).
 */
type ResearchSourcesConfig = {
  /** Amazon's completion endpoint; `baseUrl` undefined = each store's own completion host. */
  amazonSuggestions:
    | {
        baseUrl: string | undefined;
        timeoutMs: number;
        /** Per host: requests started per second, back to back before the rate, in flight. */
        ratePerSecond: number;
        burst: number;
        maxConcurrent: number;
      }
    | undefined;
  /** Keepa: `maxWaitMs` is how long a call queues for tokens before failing as busy. */
  keepa: { apiKey: string; apiUrl: string; timeoutMs: number; maxWaitMs: number } | undefined;
  dataForSeo: { login: string; password: string; apiUrl: string; timeoutMs: number } | undefined;
  /** Tries per call, the first included (429, 5xx and timeouts are retried). */
  maxAttempts: number;
};

/** `POST <url>/chat/completions` with a bearer key, one model, a deadline per call. */
export type GenerationConfig = { url: string; apiKey: string; model: string; timeoutMs: number };

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string };
export type PaypalConfig = {
  clientId: string;
  secret: string;
  webhookId: string | undefined;
  apiUrl: string;
};

/**
 * `sandbox`: local hosted pages, no network, both checkout kinds (the default). Otherwise the
 * live providers named in PAYMENT_PROVIDER, each configured by its keys.
 */
type PaymentsConfig =
  | {
      provider: "sandbox";
      stripe: undefined;
      paypal: undefined;
      /**
       * SANDBOX_PAYMENTS_IN_PRODUCTION: the sandbox (buyers approve their own payments) asked for
       * in production on purpose, e.g. a staging site; every page then says "Test payments".
       */
      inProduction: boolean;
    }
  | { provider: "live"; stripe: StripeConfig | undefined; paypal: PaypalConfig | undefined };

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

/** A percentage with up to two decimals, 0–100, read as basis points. */
const percentRateSchema = z
  .string()
  .regex(/^(\d{1,2}(\.\d{1,2})?|100)$/, "must be a percentage from 0 to 100, e.g. 30")
  .transform((raw) => Math.round(Number(raw) * 100));

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
  PUBLIC_DEMO: booleanFlagSchema.optional(),
  API_DOCS: booleanFlagSchema.optional(),
  TOKEN_SECRET: secretSchema,
  NEXTAUTH_SECRET: secretSchema,
  BACKUP_TOKEN: secretSchema,
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
  LOGIN_SUCCESS_LIMIT_PER_ACCOUNT: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number from 1 to 9999999")
    .transform(Number)
    .prefault("20"),
  LOGIN_SUCCESS_LIMIT_PER_IP: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number from 1 to 9999999")
    .transform(Number)
    .prefault("60"),
  REGISTRATION_LIMIT_PER_IP: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "must be a whole number from 1 to 9999999")
    .transform(Number)
    .prefault("20"),
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
  SUPPORT_EMAIL: z.email().prefault("support@inkforge.app"),
  SENTRY_DSN: z.url().optional(),
  VIDEO_CHANNEL_URL: z.url().optional(),
  COMMUNITY_GROUP_URL: z.url().optional(),
  COURSE_VIDEO_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/\S*\{lesson\}\S*$/, "must be an http(s) URL containing {lesson}")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL")
    .optional(),
  API_PUBLIC_URL: httpUrlSchema.optional(),
  SANDBOX_PAYMENTS_IN_PRODUCTION: booleanFlagSchema.optional(),
  PAYMENT_PROVIDER: z
    .string()
    .regex(
      /^(sandbox|stripe|paypal|stripe,paypal|paypal,stripe)$/,
      "must be sandbox, stripe, paypal, or stripe,paypal",
    )
    .optional(),
  STRIPE_SECRET_KEY: z.string().trim().min(8, "must be at least 8 characters").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(8, "must be at least 8 characters").optional(),
  STRIPE_API_URL: httpUrlSchema.prefault("https://api.stripe.com"),
  PAYPAL_CLIENT_ID: z.string().trim().min(4, "must be at least 4 characters").optional(),
  PAYPAL_SECRET: z.string().trim().min(4, "must be at least 4 characters").optional(),
  PAYPAL_WEBHOOK_ID: z.string().trim().min(1).optional(),
  PAYPAL_API_URL: httpUrlSchema.prefault("https://api-m.paypal.com"),
  FEATURE_ACCESS_EXCLUDED_ID: z.string().trim().min(1).max(128).optional(),
  NEW_MEMBER_DISCOUNT_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$|^100$/, "must be a percentage between 0 and 100")
    .transform(Number)
    .prefault("55"),
  GEO_LOOKUP_URL: httpUrlSchema.optional(),
  GEO_LOOKUP_SECRET: z.string().min(1).optional(),
  GEO_LOOKUP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be an HTTP header name")
    .prefault("x-api-key"),
  GEO_LOOKUP_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("1500"),
  DEFAULT_COUNTRY: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}|none)$/, "must be a two-letter country code or none")
    .optional(),
  TRANSLATION_PROVIDER: z
    .enum(["libretranslate", "deepl"], { error: "must be libretranslate or deepl" })
    .optional(),
  LIBRETRANSLATE_URL: httpUrlSchema.optional(),
  LIBRETRANSLATE_API_KEY: z.string().trim().min(1).max(256).optional(),
  DEEPL_API_KEY: z.string().trim().min(1).max(256).optional(),
  DEEPL_API_URL: httpUrlSchema.optional(),
  TRANSLATION_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("15000"),
  LLM_API_URL: httpUrlSchema.optional(),
  LLM_API_KEY: z.string().trim().min(1).max(512).optional(),
  LLM_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/@-]{1,128}$/, "must be a model name (letters, digits, . : / @ _ -)")
    .prefault("gpt-4o-mini"),
  LLM_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,6}$/, "must be a number of milliseconds (10–999999)")
    .transform(Number)
    .prefault("20000"),
  TRADEMARK_SEARCH_URL: httpUrlSchema.optional(),
  TRADEMARK_SEARCH_API_KEY: z.string().trim().min(1).max(512).optional(),
  TRADEMARK_SEARCH_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("3000"),
  EXCHANGE_RATES_URL: httpUrlSchema.optional(),
  JOB_WORKER: z
    .enum(["in-process", "off"], { error: "must be in-process or off" })
    .prefault("in-process"),
  TOOL_WORKERS: z
    .string()
    .regex(/^([1-9]|1[0-6])$/, "must be a whole number of threads from 1 to 16")
    .transform(Number)
    .optional(),
  TOOL_DEADLINE_MS: z
    .string()
    .regex(/^\d{2,6}$/, "must be a number of milliseconds (10–999999)")
    .transform(Number)
    .prefault("5000"),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
    .optional(),
  S3_REGION: z.string().trim().min(1).max(64).prefault("us-east-1"),
  S3_ENDPOINT: httpUrlSchema.optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).max(256).optional(),
  BOOK_TASK_DEADLINE_MS: z
    .string()
    .regex(/^\d{4,7}$/, "must be a number of milliseconds (1000–9999999)")
    .transform(Number)
    .prefault("120000"),
  TOOL_WORKER_MEMORY_MB: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of megabytes (64–65535)")
    .transform(Number)
    .refine((megabytes) => megabytes >= 64, "must be at least 64 megabytes")
    .prefault("512"),
  RESEARCH_SUGGESTIONS_SOURCE: z
    .enum(["sample", "amazon"], { error: "must be sample or amazon" })
    .optional(),
  AMAZON_SUGGESTIONS_URL: httpUrlSchema.optional(),
  AMAZON_SUGGESTIONS_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("4000"),
  AMAZON_SUGGESTIONS_RATE_PER_SECOND: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, "must be a number of requests per second, e.g. 40 or 0.5")
    .transform(Number)
    .refine((rate) => rate > 0, "must be more than 0")
    .prefault("40"),
  AMAZON_SUGGESTIONS_BURST: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, "must be a whole number of requests (1–999)")
    .transform(Number)
    .prefault("10"),
  AMAZON_SUGGESTIONS_CONCURRENCY: z
    .string()
    .regex(/^[1-9]\d?$/, "must be a whole number of requests (1–99)")
    .transform(Number)
    .prefault("8"),
  KEEPA_API_KEY: z.string().trim().min(8, "must be at least 8 characters").max(256).optional(),
  KEEPA_API_URL: httpUrlSchema.prefault("https://api.keepa.com"),
  KEEPA_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("20000"),
  KEEPA_MAX_WAIT_MS: z
    .string()
    .regex(/^\d{1,7}$/, "must be a number of milliseconds (0–9999999)")
    .transform(Number)
    .prefault("30000"),
  DATAFORSEO_LOGIN: z.string().trim().min(1).max(256).optional(),
  DATAFORSEO_PASSWORD: z.string().trim().min(1).max(256).optional(),
  DATAFORSEO_API_URL: httpUrlSchema.prefault("https://api.dataforseo.com"),
  DATAFORSEO_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("30000"),
  RESEARCH_MAX_ATTEMPTS: z
    .string()
    .regex(/^[1-9]$/, "must be a whole number of tries (1–9)")
    .transform(Number)
    .prefault("3"),
  AFFILIATE_HOST: httpUrlSchema.optional(),
  AFFILIATE_PROFILE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be the tracker's profile id (letters, digits, - or _)")
    .optional(),
  AFFILIATE_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("3000"),
  AFFILIATE_COMMISSION_PERCENT: percentRateSchema.prefault("30"),
  AFFILIATE_PRODUCT_RATES: z
    .string()
    .transform((raw, ctx) => {
      const rates: Record<string, number> = {};
      for (const part of raw
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^([a-z0-9][a-z0-9_-]{0,63})=(\d{1,2}(?:\.\d{1,2})?|100)$/.exec(part);
        if (!match) {
          ctx.addIssue({
            code: "custom",
            message: `"${part}" must be <product id>=<percent>, e.g. pro-lifetime=20`,
          });
          return z.NEVER;
        }
        rates[match[1]!] = Math.round(Number(match[2]) * 100);
      }
      return rates;
    })
    .prefault(""),
  AFFILIATE_REFUND_WINDOW_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number of days (0–999)")
    .transform(Number)
    .prefault("30"),
  AFFILIATE_PAYOUT_THRESHOLD: z
    .string()
    .regex(/^\d{1,6}(\.\d{2})?$/, "must be an amount such as 50.00")
    .transform((raw) => Math.round(Number(raw) * 100))
    .prefault("50.00"),
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
 * `<DATA_DIR>-secrets.json` (see ensureDemoSecrets).
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
  }
  let backupToken = mode === "demo" ? values.BACKUP_TOKEN : undefined;
  if (
    mode === "demo" &&
    (tokenSecret === undefined ||
      values.NEXTAUTH_SECRET === undefined ||
      (backupToken === undefined && dataDir !== inMemoryDataDir))
  ) {
    // The web app reads NEXTAUTH_SECRET from the same file, so all are ensured even if only one is
    // missing here. In memory (tests) nothing is kept, so a fresh secret per process is right,
    // and a backup token only when one is given.
    if (dataDir === inMemoryDataDir) {
      tokenSecret ??= generateSecret();
    } else {
      const generated = ensureDemoSecrets(dataDir);
      tokenSecret ??= generated.TOKEN_SECRET;
      backupToken ??= generated.BACKUP_TOKEN;
    }
  }
  // Production threw above without one; demo mode generated one.
  if (tokenSecret === undefined)
    throw new ConfigError("Invalid configuration: TOKEN_SECRET: missing");

  if ((values.FACEBOOK_APP_ID === undefined) !== (values.FACEBOOK_APP_SECRET === undefined)) {
    throw new ConfigError(
      "Invalid configuration: FACEBOOK_APP_ID and FACEBOOK_APP_SECRET must be set together " +
        "(Facebook sign-in needs both) or both left unset",
    );
  }

  if (values.AFFILIATE_PROFILE !== undefined && values.AFFILIATE_HOST === undefined) {
    throw new ConfigError(
      "Invalid configuration: AFFILIATE_PROFILE is set but AFFILIATE_HOST is not; set the " +
        "tracker's URL too, or unset AFFILIATE_PROFILE",
    );
  }

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

  const payments = paymentsFrom(values, mode);

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
    secrets: { tokenSecret, ...(backupToken === undefined ? {} : { backupToken }) },
    logLevel: values.LOG_LEVEL,
    bodyLimit: values.BODY_LIMIT,
    successfulLoginLimits: {
      perAccount: values.LOGIN_SUCCESS_LIMIT_PER_ACCOUNT,
      perIp: values.LOGIN_SUCCESS_LIMIT_PER_IP,
    },
    registrationLimitPerIp: values.REGISTRATION_LIMIT_PER_IP,
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
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, supportTo: values.SUPPORT_EMAIL },
    courseVideoUrlTemplate: values.COURSE_VIDEO_URL_TEMPLATE,
    sentryDsn: values.SENTRY_DSN,
    content: {
      videoChannelUrl: values.VIDEO_CHANNEL_URL,
      communityGroupUrl: values.COMMUNITY_GROUP_URL,
    },
    redisUrl: values.REDIS_URL,
    publicUrl: values.API_PUBLIC_URL ?? defaultPublicUrl(values.API_HOST, values.API_PORT),
    payments,
    featureAccessExcludedId: values.FEATURE_ACCESS_EXCLUDED_ID,
    newMemberDiscountPercent: values.NEW_MEMBER_DISCOUNT_PERCENT,
    geo: {
      lookupUrl: values.GEO_LOOKUP_URL,
      lookupSecret: values.GEO_LOOKUP_SECRET,
      lookupHeader: values.GEO_LOOKUP_HEADER.toLowerCase(),
      lookupTimeoutMs: values.GEO_LOOKUP_TIMEOUT_MS,
      defaultCountry: defaultCountryFrom(values.DEFAULT_COUNTRY, mode),
    },
    translation: translationFrom(values),
    trademarkSearch:
      values.TRADEMARK_SEARCH_URL === undefined
        ? undefined
        : {
            url: values.TRADEMARK_SEARCH_URL,
            apiKey: values.TRADEMARK_SEARCH_API_KEY,
            timeoutMs: values.TRADEMARK_SEARCH_TIMEOUT_MS,
          },
    exchangeRates:
      values.EXCHANGE_RATES_URL === undefined
        ? undefined
        : { url: values.EXCHANGE_RATES_URL, timeoutMs: 3_000 },
    generation: generationFrom(values),
    researchSources: researchSourcesFrom(values),
    jobs: { inProcess: values.JOB_WORKER === "in-process" },
    storage: storageFrom(values, dataDir),
    toolPool: {
      // One core is left to the event loop: with a worker per core, a busy pool slowed every
      // other request (bench/grammar-pressure.mjs, decision 0076).
      workers: values.TOOL_WORKERS ?? Math.max(1, availableParallelism() - 1),
      deadlineMs: values.TOOL_DEADLINE_MS,
      bookDeadlineMs: values.BOOK_TASK_DEADLINE_MS,
      memoryMb: values.TOOL_WORKER_MEMORY_MB,
    },
    affiliate: {
      host: values.AFFILIATE_HOST,
      profile: values.AFFILIATE_PROFILE,
      timeoutMs: values.AFFILIATE_TIMEOUT_MS,
      programme: {
        defaultBasisPoints: values.AFFILIATE_COMMISSION_PERCENT,
        perProduct: values.AFFILIATE_PRODUCT_RATES,
        refundWindowDays: values.AFFILIATE_REFUND_WINDOW_DAYS,
        payoutThresholdCents: values.AFFILIATE_PAYOUT_THRESHOLD,
      },
    },
  };
}

type EnvValues = z.output<typeof envSchema>;

/** A boolean flag's value; undefined when unset. */
function isFlagOn(flag: z.output<typeof booleanFlagSchema> | undefined): boolean | undefined {
  return flag === undefined ? undefined : flag === "1" || flag === "true";
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

/**
 * TRANSLATION_PROVIDER and its settings. Unset, the service whose settings are present is used;
 * with both present it must be named, so the choice of who receives authors' texts is explicit.
 */
function translationFrom(values: EnvValues): TranslationConfig | undefined {
  const timeoutMs = values.TRANSLATION_TIMEOUT_MS;
  const present = [
    values.LIBRETRANSLATE_URL ? "libretranslate" : null,
    values.DEEPL_API_KEY ? "deepl" : null,
  ].filter((name) => name !== null);
  if (values.TRANSLATION_PROVIDER === undefined && present.length > 1) {
    throw new ConfigError(
      "Invalid configuration: TRANSLATION_PROVIDER: is required when both LIBRETRANSLATE_URL and DEEPL_API_KEY are set; set it to libretranslate or deepl",
    );
  }
  const provider = values.TRANSLATION_PROVIDER ?? present[0];
  if (provider === "libretranslate") {
    if (!values.LIBRETRANSLATE_URL) {
      throw new ConfigError(
        "Invalid configuration: LIBRETRANSLATE_URL: is required when TRANSLATION_PROVIDER is libretranslate",
      );
    }
    return {
      provider,
      url: values.LIBRETRANSLATE_URL,
      apiKey: values.LIBRETRANSLATE_API_KEY,
      timeoutMs,
    };
  }
  if (provider === "deepl") {
    if (!values.DEEPL_API_KEY) {
      throw new ConfigError(
        "Invalid configuration: DEEPL_API_KEY: is required when TRANSLATION_PROVIDER is deepl",
      );
    }
    const host = values.DEEPL_API_KEY.endsWith(":fx")
      ? "https://api-free.deepl.com"
      : "https://api.deepl.com";
    return {
      provider,
      apiKey: values.DEEPL_API_KEY,
      apiUrl: values.DEEPL_API_URL ?? host,
      timeoutMs,
    };
  }
  return undefined;
}

/**
 * LLM_API_URL and LLM_API_KEY together turn the language model on; one without the other is a
 * mistake worth stopping for, not a quiet fall back to the templates.
 */
function generationFrom(values: EnvValues): GenerationConfig | undefined {
  const { LLM_API_URL: url, LLM_API_KEY: apiKey } = values;
  if (url === undefined && apiKey === undefined) return undefined;
  if (url === undefined || apiKey === undefined) {
    const missing = url === undefined ? "LLM_API_URL" : "LLM_API_KEY";
    const present = url === undefined ? "LLM_API_KEY" : "LLM_API_URL";
    throw new ConfigError(
      `Invalid configuration: ${missing}: is required when ${present} is set (the title and description creators' language model)`,
    );
  }
  return {
    url: url.replace(/\/+$/, ""),
    apiKey,
    model: values.LLM_MODEL,
    timeoutMs: values.LLM_TIMEOUT_MS,
  };
}

function storageFrom(values: EnvValues, dataDir: string): StorageConfig {
  if ((values.S3_ACCESS_KEY_ID === undefined) !== (values.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing =
      values.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    throw new ConfigError(
      `Invalid configuration: ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together or both left unset (the SDK's default credentials)`,
    );
  }
  if (values.S3_BUCKET !== undefined) {
    return {
      kind: "s3",
      bucket: values.S3_BUCKET,
      region: values.S3_REGION,
      endpoint: values.S3_ENDPOINT,
      accessKeyId: values.S3_ACCESS_KEY_ID,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY,
    };
  }
  if (values.S3_ENDPOINT !== undefined) {
    throw new ConfigError("Invalid configuration: S3_ENDPOINT: set S3_BUCKET too, or neither");
  }
  return dataDir === inMemoryDataDir
    ? { kind: "memory" }
    : { kind: "filesystem", root: join(dataDir, "files") };
}

/**
 * The research sources (decision 0064). Amazon suggestions are on when RESEARCH_SUGGESTIONS_SOURCE
 * is amazon, or when AMAZON_SUGGESTIONS_URL is set and the source is not pinned to sample; Keepa
 * with its key; DataForSEO with its login and password together.
 */
function researchSourcesFrom(values: EnvValues): ResearchSourcesConfig {
  const suggestionsSource =
    values.RESEARCH_SUGGESTIONS_SOURCE ??
    (values.AMAZON_SUGGESTIONS_URL === undefined ? "sample" : "amazon");
  if ((values.DATAFORSEO_LOGIN === undefined) !== (values.DATAFORSEO_PASSWORD === undefined)) {
    const missing =
      values.DATAFORSEO_LOGIN === undefined ? "DATAFORSEO_LOGIN" : "DATAFORSEO_PASSWORD";
    throw new ConfigError(
      `Invalid configuration: ${missing}: DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD must be set together (DataForSEO's Basic auth needs both) or both left unset`,
    );
  }
  return {
    amazonSuggestions:
      suggestionsSource === "amazon"
        ? {
            baseUrl: values.AMAZON_SUGGESTIONS_URL,
            timeoutMs: values.AMAZON_SUGGESTIONS_TIMEOUT_MS,
            ratePerSecond: values.AMAZON_SUGGESTIONS_RATE_PER_SECOND,
            burst: values.AMAZON_SUGGESTIONS_BURST,
            maxConcurrent: values.AMAZON_SUGGESTIONS_CONCURRENCY,
          }
        : undefined,
    keepa:
      values.KEEPA_API_KEY === undefined
        ? undefined
        : {
            apiKey: values.KEEPA_API_KEY,
            apiUrl: values.KEEPA_API_URL,
            timeoutMs: values.KEEPA_TIMEOUT_MS,
            maxWaitMs: values.KEEPA_MAX_WAIT_MS,
          },
    dataForSeo:
      values.DATAFORSEO_LOGIN === undefined || values.DATAFORSEO_PASSWORD === undefined
        ? undefined
        : {
            login: values.DATAFORSEO_LOGIN,
            password: values.DATAFORSEO_PASSWORD,
            apiUrl: values.DATAFORSEO_API_URL,
            timeoutMs: values.DATAFORSEO_TIMEOUT_MS,
          },
    maxAttempts: values.RESEARCH_MAX_ATTEMPTS,
  };
}

/** DEFAULT_COUNTRY: as set ("none" = unknown); unset = US in demo mode, unknown in production. */
function defaultCountryFrom(raw: string | undefined, mode: Config["mode"]): string | null {
  if (raw === undefined) return mode === "demo" ? "US" : null;
  return raw.toLowerCase() === "none" ? null : raw.toUpperCase();
}

/**
 * PAYMENT_PROVIDER and the keys of each live provider it names. Unset, the providers whose keys
 * are set are used, and the sandbox when none are. In production the sandbox (where buyers approve
 * their own payments) must be asked for by name, so a missing key can't quietly open the shop.
 */
function paymentsFrom(values: EnvValues, mode: Config["mode"]): PaymentsConfig {
  const inferred =
    [values.STRIPE_SECRET_KEY ? "stripe" : null, values.PAYPAL_CLIENT_ID ? "paypal" : null]
      .filter(Boolean)
      .join(",") || "sandbox";
  const chosen = values.PAYMENT_PROVIDER ?? inferred;
  if (chosen === "sandbox") {
    if (mode === "production" && values.PAYMENT_PROVIDER === undefined) {
      throw new ConfigError(
        "Invalid configuration: PAYMENT_PROVIDER: no payment provider is configured in production " +
          "mode; set STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET or PAYPAL_CLIENT_ID/PAYPAL_SECRET, or " +
          "PAYMENT_PROVIDER=sandbox with SANDBOX_PAYMENTS_IN_PRODUCTION=true for a staging site",
      );
    }
    const inProduction = mode === "production";
    if (inProduction && isFlagOn(values.SANDBOX_PAYMENTS_IN_PRODUCTION) !== true) {
      // Anyone can approve their own sandbox checkout, so production needs a second, explicit
      // setting before it grants anything that way (decision 0028).
      throw new ConfigError(
        "Invalid configuration: SANDBOX_PAYMENTS_IN_PRODUCTION: PAYMENT_PROVIDER=sandbox lets " +
          "every buyer approve their own payment; in production (DATABASE_URL set) also set " +
          "SANDBOX_PAYMENTS_IN_PRODUCTION=true (a staging site), or configure stripe or paypal",
      );
    }
    return { provider: "sandbox", stripe: undefined, paypal: undefined, inProduction };
  }
  const names = chosen.split(",");
  let stripe: StripeConfig | undefined;
  let paypal: PaypalConfig | undefined;
  if (names.includes("stripe")) {
    if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) {
      throw new ConfigError(
        "Invalid configuration: PAYMENT_PROVIDER names stripe, so STRIPE_SECRET_KEY and " +
          "STRIPE_WEBHOOK_SECRET must be set",
      );
    }
    stripe = {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      apiUrl: values.STRIPE_API_URL,
    };
  }
  if (names.includes("paypal")) {
    if (!values.PAYPAL_CLIENT_ID || !values.PAYPAL_SECRET) {
      throw new ConfigError(
        "Invalid configuration: PAYMENT_PROVIDER names paypal, so PAYPAL_CLIENT_ID and " +
          "PAYPAL_SECRET must be set",
      );
    }
    paypal = {
      clientId: values.PAYPAL_CLIENT_ID,
      secret: values.PAYPAL_SECRET,
      webhookId: values.PAYPAL_WEBHOOK_ID,
      apiUrl: values.PAYPAL_API_URL,
    };
  }
  return { provider: "live", stripe, paypal };
}
