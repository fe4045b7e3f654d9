import { AppError } from "../../errors";
import { ResearchSourceFailure } from "./ports";

const SOURCE_NAMES = {
  sample: "The sample market",
  amazon: "Amazon",
  keepa: "Keepa",
  dataforseo: "DataForSEO",
  snapshots: "The tracker snapshots",
} as const;

/**
 * A failing research source as the client sees it (502 RESEARCH_SOURCE_FAILED), written for
 * people: the source and what to do, never the adapter's own message (which may carry a URL).
 * Anything else is rethrown unchanged, so a bug stays a 500 with its cause in the log.
 */
export function researchFailureToAppError(error: unknown): unknown {
  if (!(error instanceof ResearchSourceFailure)) return error;
  const name = SOURCE_NAMES[error.source];
  const retry = error.retryAfterSeconds;
  const message = {
    busy: `${name} is busy or out of quota; try again${retry ? ` in ${retry} seconds` : " later"}`,
    unavailable: `${name} is not reachable or failed; try again later`,
    timeout: `${name} did not answer in time; try again`,
    malformed: `${name} answered something that is not product data; nothing is shown`,
    refused: `${name} refused the request (its key or plan); nothing is shown`,
    "not-configured": "No product data source is configured on this server",
  }[error.kind];
  return new AppError("RESEARCH_SOURCE_FAILED", message, {
    cause: error,
    ...(retry ? { retryAfterSeconds: retry } : {}),
  });
}
