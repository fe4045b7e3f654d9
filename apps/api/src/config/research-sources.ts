import { z } from "zod";
import { ConfigError, httpUrlSchema, type ValuesOf } from "./shared";

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

export type ResearchConfig = {
  /** The research data layer's real sources (decision 0064); each undefined = not configured. */
  researchSources: ResearchSourcesConfig;
};

export const researchSourcesShape = {
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
};

/**
 * The research sources (decision 0064). Amazon suggestions are on when RESEARCH_SUGGESTIONS_SOURCE
 * is amazon, or when AMAZON_SUGGESTIONS_URL is set and the source is not pinned to sample; Keepa
 * with its key; DataForSEO with its login and password together.
 */
export function researchSourcesFrom(
  values: ValuesOf<typeof researchSourcesShape>,
): ResearchSourcesConfig {
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
