import type { Config } from "../../config";
import type { ResearchSources } from "./ports";
import { createSampleSources } from "./sample/sample-sources";

/*
 * Chooses the research adapters once at start-up from config (issue 10, decision 0063). With no
 * keys every question is answered by the offline sample market, labelled `source: "sample"`.
 */
export function createResearchSources(_config: Config, now: () => Date): ResearchSources {
  const sample = createSampleSources(now);
  // Real adapters (Amazon suggestions, Keepa, DataForSEO) replace the sample per question here
  // when their config keys are set; each port falls back to the sample on its own.
  return sample;
}
