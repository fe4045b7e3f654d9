import "server-only";
import { resolveExternalUrls } from "@inkforge/domain/catalogue/external-urls";
import { z } from "zod";

/*
 * The web server's configuration, parsed once at start. Browser-visible values live in
 * public-env.ts because Next inlines them at build time.
 */
const optionalText = z.string().min(1).optional();
const seconds = (fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number of seconds (0 or more)")
    .transform(Number)
    .default(fallback);

const envSchema = z
  .object({
    SITE_NAME: z.string().min(1).default("Inkforge"),
    SITE_URL: z.url().default("http://127.0.0.1:3000"),
    API_URL: z.url().default("http://127.0.0.1:4000"),
    /** Encrypts the session cookie (next-auth); required in production, see `parseEnv`. */
    NEXTAUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The site's public URL as next-auth sees it (next-auth reads it itself; checked here). */
    NEXTAUTH_URL: z.url().optional(),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    /** The browser re-reads its session every N seconds; 0 turns polling off (gap G-52). */
    SESSION_POLL_SECONDS: seconds(0),
    /** The server re-validates the API token at most every N seconds; 0 checks on every read. */
    SESSION_CHECK_SECONDS: seconds(60),
    /** Sentry DSN for errors while the web server renders pages; unset = no reporting. */
    SENTRY_DSN: z.url().optional(),
    /** Query parameters added to every directory link, e.g. `ref=inkforge` (the affiliate id). */
    SERVICES_AFFILIATE_PARAM: z
      .string()
      .regex(/^[\w.~-]+=[\w.~%-]*(&[\w.~-]+=[\w.~%-]*)*$/, "must look like key=value&key2=value2")
      .optional(),
  })
  .superRefine((value, ctx) => {
    for (const [id, secret] of [
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
    ] as const) {
      if (Boolean(value[id]) === Boolean(value[secret])) continue;
      const missing = value[id] ? secret : id;
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `is required when ${missing === id ? secret : id} is set`,
      });
    }
  });

/** Next sets this phase while `next build` runs (see `next/constants`). */
const PHASE_PRODUCTION_BUILD = "phase-production-build";

function parseEnv() {
  const read = (name: string) => process.env[name] || undefined;
  const parsed = envSchema.safeParse({
    SITE_NAME: read("SITE_NAME"),
    SITE_URL: read("SITE_URL"),
    API_URL: read("API_URL"),
    NEXTAUTH_SECRET: read("NEXTAUTH_SECRET"),
    NEXTAUTH_URL: read("NEXTAUTH_URL"),
    GOOGLE_CLIENT_ID: read("GOOGLE_CLIENT_ID"),
    GOOGLE_CLIENT_SECRET: read("GOOGLE_CLIENT_SECRET"),
    FACEBOOK_CLIENT_ID: read("FACEBOOK_CLIENT_ID"),
    FACEBOOK_CLIENT_SECRET: read("FACEBOOK_CLIENT_SECRET"),
    SESSION_POLL_SECONDS: read("SESSION_POLL_SECONDS"),
    SESSION_CHECK_SECONDS: read("SESSION_CHECK_SECONDS"),
    SERVICES_AFFILIATE_PARAM: read("SERVICES_AFFILIATE_PARAM"),
    SENTRY_DSN: read("SENTRY_DSN"),
  });
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  // A production server must not invent a secret (each instance would differ and every restart
  // would sign everyone out); `next build` prerenders pages without one.
  const isProductionServer =
    process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
  if (parsed.success && isProductionServer && !parsed.data.NEXTAUTH_SECRET) {
    lines.push("  NEXTAUTH_SECRET: is required in production (32+ characters)");
  }
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, externalUrls: resolveExternalUrls(process.env) };
}

export const env = parseEnv();
