import {
  AMAZON_MARKETPLACE_IDS,
  type AmazonDomain,
  SUGGESTION_ALIASES,
} from "@inkforge/domain/research/amazon-marketplaces";
import { ResearchSourceFailure, type SuggestionSource } from "../ports";
import {
  endpointUrl,
  type HostLimiter,
  isRecord,
  parseAnswer,
  type RetryPolicy,
  sendOnce,
  type Timing,
  withRetries,
} from "./http";

/*
 * Amazon's search-box completions (research-sources §1): `GET /api/2017/suggestions?mid=&alias=
 * &prefix=` answering `{ suggestions: [{ value, type }] }`. Each store answers on its own
 * completion host; AMAZON_SUGGESTIONS_URL sends every store to one address instead (a stand-in, or
 * a proxy), the marketplace still told apart by `mid`. The endpoint is public and undocumented:
 * it is called slowly (the per-host limiter) and an HTML answer (a robot check) is a failure, never
 * "no suggestions".
 */

/** Each store's completion host, as its own search box calls it. */
export function amazonCompletionOrigin(domain: AmazonDomain): string {
  return `https://completion.${domain}`;
}

/** Amazon shows at most 10 completions; ask for exactly that many. */
const SUGGESTION_LIMIT = 10;

export type AmazonSuggestionsOptions = {
  /** One origin for every store (tests, a proxy); undefined = each store's own host. */
  baseUrl: string | undefined;
  timeoutMs: number;
  retry: RetryPolicy;
  limiter: HostLimiter;
  timing: Timing;
};

export function createAmazonSuggestionSource(options: AmazonSuggestionsOptions): SuggestionSource {
  return {
    id: "amazon",
    async suggest({ domain, department, prefix }) {
      const origin = options.baseUrl ?? amazonCompletionOrigin(domain);
      const url = endpointUrl(origin, "/api/2017/suggestions");
      url.search = new URLSearchParams({
        mid: AMAZON_MARKETPLACE_IDS[domain],
        alias: SUGGESTION_ALIASES[department],
        prefix,
        limit: String(SUGGESTION_LIMIT),
      }).toString();
      const body = await withRetries(options.retry, options.timing, () =>
        options.limiter.run(url.host, async () =>
          parseAnswer(
            "amazon",
            await sendOnce("amazon", { url: url.toString(), timeoutMs: options.timeoutMs }),
            options.timing.now(),
          ),
        ),
      );
      return { source: "amazon", asOf: options.timing.now(), data: readSuggestions(body) };
    },
  };
}

/** The completions' texts, best first, without repeats or widget entries that carry no text. */
function readSuggestions(body: unknown): string[] {
  const list = isRecord(body) ? body.suggestions : undefined;
  if (!Array.isArray(list)) {
    throw new ResearchSourceFailure("amazon", "malformed", "the answer has no suggestions list");
  }
  const values: string[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.value !== "string") continue;
    if (typeof item.type === "string" && item.type !== "KEYWORD") continue;
    const value = item.value.trim();
    if (value !== "" && !values.includes(value)) values.push(value);
  }
  return values.slice(0, SUGGESTION_LIMIT);
}
