import type { Config } from "../../config";
import { ResearchSourceFailure, type ResearchSources } from "./ports";

/*
 * Chooses the research adapters once at start-up from config (issue 10). Until the sample market
 * and the real adapters land, every call answers "not configured".
 * TODO(issue 10): sample source by default; Amazon, Keepa and DataForSEO when their keys are set.
 */
export function createResearchSources(_config: Config, _now: () => Date): ResearchSources {
  const notConfigured = (): never => {
    throw new ResearchSourceFailure("sample", "not-configured", "no research source is configured");
  };
  return {
    suggestions: { id: "sample", suggest: async () => notConfigured() },
    products: {
      id: "sample",
      getProducts: async () => notConfigured(),
      searchProducts: async () => notConfigured(),
      findCategories: async () => notConfigured(),
    },
    keywords: null,
  };
}
