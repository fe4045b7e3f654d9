import { z } from "zod";

/** `demo` runs on embedded PGlite with generated secrets; `production` on DATABASE_URL. */
export type Mode = "demo" | "production";

/** What a slice's env schema shape parses to: each capability reads only its own variables. */
export type ValuesOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export const minSecretLength = 32;

export const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, "must be a whole number between 0 and 65535")
  .transform(Number)
  .refine((port) => port <= 65_535, "must be a whole number between 0 and 65535");

export const booleanFlagSchema = z.enum(["1", "0", "true", "false"], {
  error: "must be 1, 0, true or false",
});

export const secretSchema = z
  .string()
  .min(minSecretLength, `must be at least ${minSecretLength} characters`)
  .optional();

export const originSchema = z.string().transform((raw, ctx) => {
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
export const percentRateSchema = z
  .string()
  .regex(/^(\d{1,2}(\.\d{1,2})?|100)$/, "must be a percentage from 0 to 100, e.g. 30")
  .transform((raw) => Math.round(Number(raw) * 100));

/** An http(s) URL without a trailing slash, so paths can be appended with `${url}/path`. */
export const httpUrlSchema = z.string().transform((raw, ctx) => {
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

/** A boolean flag's value; undefined when unset. */
export function isFlagOn(
  flag: z.output<typeof booleanFlagSchema> | undefined,
): boolean | undefined {
  return flag === undefined ? undefined : flag === "1" || flag === "true";
}
