import type { ResearchSourceId } from "./ports";

/** How pages name each research source beside "data as of" (the sample says it is not live). */
export const SOURCE_LABELS: Record<ResearchSourceId, string> = {
  sample: "Sample data (an offline sample market, not live Amazon data)",
  amazon: "Amazon",
  keepa: "Keepa",
  dataforseo: "DataForSEO",
  snapshots: "Tracker snapshots",
};
