import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { readSamplePhraseCores, saveSamplePhraseNiches } from "../../db/queries/research";
import type { OpsMeterPort } from "../ops/ops-meter";
import { createAmazonSuggestionSource } from "./adapters/amazon-suggestions";
import { createDataForSeoKeywordSource } from "./adapters/dataforseo";
import { defaultRetryPolicy, HostLimiter, realTiming } from "./adapters/http";
import { createKeepaProductSource } from "./adapters/keepa";
import { meteredResearchSources } from "./metered-sources";
import type { ResearchSources } from "./ports";
import { createSampleSources } from "./sample/sample-sources";

/*
 * Chooses the research adapters once at start-up from config (issue 10, decisions 0063 and 0064).
 * With no keys every question is answered by the offline sample market, labelled
 * `source: "sample"`; each real source replaces the sample for its own question only.
 */
export function createResearchSources(
  config: Config,
  now: () => Date,
  /** Where the sample keeps the phrases it generated niches for; without it, memory only. */
  db?: Database,
  /** Counts calls and Keepa tokens and records each source's outcome (decision 0136). */
  meter?: OpsMeterPort,
): ResearchSources {
  const sample = createSampleSources(now, {
    ...(db
      ? {
          phraseStore: {
            save: (rows) => saveSamplePhraseNiches(db, rows, now()),
            coresOf: (seed, code) => readSamplePhraseCores(db, seed, code),
          },
        }
      : {}),
  });
  const { amazonSuggestions, keepa, dataForSeo, maxAttempts } = config.researchSources;
  const retry = { ...defaultRetryPolicy, maxAttempts };
  const sources: ResearchSources = {
    suggestions: amazonSuggestions
      ? createAmazonSuggestionSource({
          baseUrl: amazonSuggestions.baseUrl,
          timeoutMs: amazonSuggestions.timeoutMs,
          retry,
          // One limiter per process: every user's expansions share each host's pace.
          limiter: new HostLimiter({
            ratePerSecond: amazonSuggestions.ratePerSecond,
            burst: amazonSuggestions.burst,
            maxConcurrent: amazonSuggestions.maxConcurrent,
          }),
          timing: realTiming,
        })
      : sample.suggestions,
    products: keepa
      ? createKeepaProductSource({
          ...keepa,
          retry,
          timing: realTiming,
          ...(meter ? { onTokens: (tokens: number) => meter.count("keepa.tokens", tokens) } : {}),
        })
      : sample.products,
    keywords: dataForSeo
      ? createDataForSeoKeywordSource({
          ...dataForSeo,
          retry,
          // DataForSEO allows 2,000 calls a minute and 30 at once; stay under both.
          limiter: new HostLimiter({ ratePerSecond: 25, burst: 25, maxConcurrent: 20 }),
          timing: realTiming,
        })
      : sample.keywords,
  };
  return meter ? meteredResearchSources(sources, meter) : sources;
}
