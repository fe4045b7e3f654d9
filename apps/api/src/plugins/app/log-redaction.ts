import type { PinoLoggerOptions } from "fastify/types/logger";

/**
 * Keeps statement parameters and credentials out of the log (decision 0029). A database error
 * carries the values of the statement that failed: drizzle's wrapper puts them in its message
 * ("Failed query: … params: …") and in `params`, PGlite attaches `params` and `queryOptions`, and
 * PostgreSQL's `detail` quotes the failing row ("Failing row contains (…)"). A failed
 * registration logged the new password's scrypt hash that way.
 */

const redactedText = "[redacted]";

/** Properties of an error (or anything logged with it) whose values are statement data. */
const redactedKeys = new Set([
  "params",
  "parameters",
  "values",
  "queryOptions",
  "detail",
  "password",
  "passwordHash",
  "password_hash",
  "token",
  "tokenHash",
  "secret",
]);

/** drizzle's "params: …" line, up to the end of the message or the first stack frame. */
const paramsLinePattern = /(^|\n)(\s*)params: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;
/** Our password hashes: scrypt$N$r$p$salt$hash. */
const scryptHashPattern = /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/g;
/** JWTs (bearer tokens, provider ID tokens): three base64url parts, the first a JSON header. */
const jwtPattern = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;
/** Credentials inside URLs (smtp://user:pass@host, redis://:pass@host). */
const urlCredentialsPattern = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/:@]*:[^\s/@]+@/gi;

/** A log text with statement parameters, password hashes, tokens and URL credentials removed. */
export function redactText(text: string): string {
  // Every message passes through here: most contain none of the patterns' fixed parts, and a
  // substring search is far cheaper than four regular expressions (issue 16's logging budget).
  if (
    !text.includes("params: ") &&
    !text.includes("scrypt$") &&
    !text.includes("eyJ") &&
    !text.includes("://")
  ) {
    return text;
  }
  return text
    .replace(paramsLinePattern, `$1$2params: ${redactedText}`)
    .replace(scryptHashPattern, redactedText)
    .replace(jwtPattern, redactedText)
    .replace(urlCredentialsPattern, `$1${redactedText}@`);
}

const maxDepth = 6;

function redactValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactText(value);
  if (value instanceof Error) return serializeErrorForLog(value, depth);
  if (typeof value !== "object" || value === null) return value;
  if (depth >= maxDepth) return "[object]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[key] = redactedKeys.has(key) ? redactedText : redactValue(item, depth + 1);
  }
  return result;
}

/** What a logged error becomes: the shape Fastify's logger types expect of an `err`. */
export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
};

/**
 * pino's `err` serializer with redaction: type, message, stack and own properties, each cause
 * serialized the same way (so its message stays readable), statement data replaced.
 */
export function serializeErrorForLog(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: "", stack: "", value: redactValue(error, depth) };
  }
  const result: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ""),
  };
  for (const [key, item] of Object.entries(error)) {
    if (key === "cause" || key === "message" || key === "stack") continue;
    result[key] = redactedKeys.has(key) ? redactedText : redactValue(item, depth + 1);
  }
  if (error.cause !== undefined) {
    result.cause =
      depth < maxDepth ? serializeErrorForLog(error.cause, depth + 1) : "[cause omitted]";
  }
  if (error instanceof AggregateError) {
    result.errors = error.errors.map((inner) => serializeErrorForLog(inner, depth + 1));
  }
  return result;
}

/** Query parameters whose values are credentials or grant access (reset tokens, session ids…). */
const sensitiveQueryName =
  /token|pass|secret|session|signature|sig$|key|code|auth|card|cvc|intent/i;

/** A request URL with the values of sensitive query parameters replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; only its value could be a secret.
      }
      return sensitiveQueryName.test(decoded) ? `${name}=${redactedText}` : pair;
    })
    .join("&");
  return redactText(`${url.slice(0, queryStart)}?${query}`);
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * Logger options that apply the redaction to every logged error (`err`, `error`) and to every
 * message string, whoever logs it: our handlers, Fastify, or a plugin.
 */
export const logRedaction = {
  serializers: {
    // Fastify's request fields, with the URL's secrets removed (a query can carry a reset token).
    req: (request: LoggedRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
    err: (value: unknown) => serializeErrorForLog(value),
    error: (value: unknown) => serializeErrorForLog(value),
  },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as typeof args,
      );
    },
  },
} satisfies Pick<PinoLoggerOptions, "serializers" | "hooks">;
