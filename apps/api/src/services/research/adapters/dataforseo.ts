import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import {
  type KeywordDataSource,
  type RankedKeyword,
  type ResearchFailureKind,
  ResearchSourceFailure,
} from "../ports";
import {
  basicAuth,
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
 * DataForSEO Labs' Amazon endpoints (research-sources §1, decision 0064), optional: monthly
 * search volumes (`bulk_search_volume`) and the keywords an ASIN ranks for (`ranked_keywords`),
 * both `POST …/live` with Basic auth and a list of one task. DataForSEO answers HTTP 200 for most
 * failures and puts its own status in the body (`status_code`, 20000 = ok), at the top and per
 * task: both are read and mapped to our failure kinds.
 */

export type DataForSeoOptions = {
  login: string;
  password: string;
  apiUrl: string;
  timeoutMs: number;
  retry: RetryPolicy;
  limiter: HostLimiter;
  timing: Timing;
};

/** DataForSEO's location (Google geo target) and language per store it covers. */
const DATAFORSEO_LOCATIONS: Partial<
  Record<AmazonDomain, { locationCode: number; languageCode: string }>
> = {
  "amazon.com": { locationCode: 2840, languageCode: "en" },
  "amazon.co.uk": { locationCode: 2826, languageCode: "en" },
  "amazon.ca": { locationCode: 2124, languageCode: "en" },
  "amazon.com.au": { locationCode: 2036, languageCode: "en" },
  "amazon.in": { locationCode: 2356, languageCode: "en" },
  "amazon.de": { locationCode: 2276, languageCode: "de" },
  "amazon.fr": { locationCode: 2250, languageCode: "fr" },
  "amazon.it": { locationCode: 2380, languageCode: "it" },
  "amazon.es": { locationCode: 2724, languageCode: "es" },
  "amazon.com.mx": { locationCode: 2484, languageCode: "es" },
  "amazon.com.br": { locationCode: 2076, languageCode: "pt" },
  "amazon.nl": { locationCode: 2528, languageCode: "nl" },
  "amazon.co.jp": { locationCode: 2392, languageCode: "ja" },
};

/** `bulk_search_volume` takes at most 1,000 keywords per task. */
const KEYWORDS_PER_TASK = 1000;
const OK = new Set([20000, 20100]);
/** "No search results": an answer, not a failure. */
const NO_RESULTS = 40102;
/** Per-minute and simultaneous-request limits. */
const BUSY = new Set([40202, 40209, 40210]);

/** What a DataForSEO status code means to us; null when it is a success. */
export function dataForSeoFailureKind(code: number): ResearchFailureKind | null {
  if (OK.has(code) || code === NO_RESULTS) return null;
  if (BUSY.has(code)) return "busy";
  if (code >= 50000) return "unavailable";
  return "refused";
}

export function createDataForSeoKeywordSource(options: DataForSeoOptions): KeywordDataSource {
  const authorization = basicAuth(options.login, options.password);

  function locationOf(domain: AmazonDomain) {
    const location = DATAFORSEO_LOCATIONS[domain];
    if (!location) {
      throw new ResearchSourceFailure(
        "dataforseo",
        "not-configured",
        `DataForSEO has no Amazon location for ${domain}`,
      );
    }
    return location;
  }

  /** One live task; answers its result's items ([] for "no results"). */
  async function live(path: string, task: Record<string, unknown>): Promise<unknown[]> {
    const url = endpointUrl(options.apiUrl, path);
    const body = await withRetries(options.retry, options.timing, () =>
      options.limiter.run(url.host, async () => {
        const answer = await sendOnce("dataforseo", {
          url: url.toString(),
          method: "POST",
          headers: { authorization },
          body: [task],
          timeoutMs: options.timeoutMs,
        });
        const parsed = parseAnswer("dataforseo", answer, options.timing.now());
        // Checked inside the retry, so its 5xxxx and rate-limit codes are retried like HTTP ones.
        return checkStatuses(parsed);
      }),
    );
    return body;
  }

  return {
    id: "dataforseo",

    async searchVolumes({ domain, keywords }) {
      const { locationCode, languageCode } = locationOf(domain);
      const unique = [...new Set(keywords.map((k) => k.trim().toLowerCase()).filter(Boolean))];
      const volumes: { keyword: string; searchVolume: number }[] = [];
      for (let start = 0; start < unique.length; start += KEYWORDS_PER_TASK) {
        const items = await live("/v3/dataforseo_labs/amazon/bulk_search_volume/live", {
          keywords: unique.slice(start, start + KEYWORDS_PER_TASK),
          location_code: locationCode,
          language_code: languageCode,
        });
        for (const item of items) {
          if (!isRecord(item) || typeof item.keyword !== "string") continue;
          if (typeof item.search_volume !== "number") continue;
          volumes.push({ keyword: item.keyword, searchVolume: item.search_volume });
        }
      }
      return { source: "dataforseo", asOf: options.timing.now(), data: volumes };
    },

    async rankedKeywords({ domain, asin, limit }) {
      const { locationCode, languageCode } = locationOf(domain);
      const items = await live("/v3/dataforseo_labs/amazon/ranked_keywords/live", {
        asin: asin.trim().toUpperCase(),
        location_code: locationCode,
        language_code: languageCode,
        limit: Math.max(1, Math.min(1000, Math.floor(limit))),
      });
      const ranked: RankedKeyword[] = [];
      for (const item of items) {
        const row = readRankedItem(item);
        if (row) ranked.push(row);
      }
      ranked.sort((a, b) => a.position - b.position || a.keyword.localeCompare(b.keyword));
      return { source: "dataforseo", asOf: options.timing.now(), data: ranked.slice(0, limit) };
    },
  };
}

/** The top-level and the task's status, then `tasks[0].result[0].items` ([] when none). */
function checkStatuses(body: unknown): unknown[] {
  if (!isRecord(body) || typeof body.status_code !== "number") {
    throw new ResearchSourceFailure("dataforseo", "malformed", "the answer has no status_code");
  }
  failOn(body.status_code);
  const task = Array.isArray(body.tasks) ? body.tasks[0] : undefined;
  if (!isRecord(task) || typeof task.status_code !== "number") {
    throw new ResearchSourceFailure("dataforseo", "malformed", "the answer has no task");
  }
  failOn(task.status_code);
  if (task.status_code === NO_RESULTS || task.result === null || task.result === undefined) {
    return [];
  }
  if (!Array.isArray(task.result)) {
    throw new ResearchSourceFailure("dataforseo", "malformed", "the task's result is not a list");
  }
  const result = task.result[0];
  if (result === undefined || result === null) return [];
  if (!isRecord(result)) {
    throw new ResearchSourceFailure(
      "dataforseo",
      "malformed",
      "the task's result is not an object",
    );
  }
  if (result.items === null || result.items === undefined) return [];
  if (!Array.isArray(result.items)) {
    throw new ResearchSourceFailure("dataforseo", "malformed", "items is not a list");
  }
  return result.items;
}

function failOn(code: number): void {
  const kind = dataForSeoFailureKind(code);
  if (kind) throw new ResearchSourceFailure("dataforseo", kind, `status_code ${code}`);
}

function readRankedItem(item: unknown): RankedKeyword | null {
  if (!isRecord(item)) return null;
  const data = isRecord(item.keyword_data) ? item.keyword_data : undefined;
  const keyword = typeof data?.keyword === "string" ? data.keyword.trim() : "";
  const info = isRecord(data?.keyword_info) ? data.keyword_info : undefined;
  const element = isRecord(item.ranked_serp_element) ? item.ranked_serp_element : undefined;
  const serp = isRecord(element?.serp_item) ? element.serp_item : undefined;
  const position =
    typeof serp?.rank_group === "number"
      ? serp.rank_group
      : typeof serp?.rank_absolute === "number"
        ? serp.rank_absolute
        : null;
  if (!keyword || position === null || position < 1) return null;
  return {
    keyword,
    position,
    searchVolume: typeof info?.search_volume === "number" ? info.search_volume : null,
  };
}
