import { meteredPort } from "../ops/metered-port";
import type { OpsMeterPort } from "../ops/ops-meter";
import { ResearchSourceFailure, type ResearchSources } from "./ports";

/*
 * Every research source's calls counted per day and, for the real sources, their last success and
 * failure recorded for the console (decision 0136).
 */

function metered<T extends { readonly id: string }>(source: T, meter: OpsMeterPort): T {
  return meteredPort(source, meter, {
    integration: source.id === "sample" ? null : `research.${source.id}`,
    countAs: `research.calls.${source.id}`,
    // A question no adapter answers is not the source failing.
    ignore: (error) => error instanceof ResearchSourceFailure && error.kind === "not-configured",
    describe: (error) =>
      error instanceof ResearchSourceFailure
        ? `${error.kind}: ${error.message}`
        : "unexpected error",
  });
}

export function meteredResearchSources(
  sources: ResearchSources,
  meter: OpsMeterPort,
): ResearchSources {
  return {
    suggestions: metered(sources.suggestions, meter),
    products: metered(sources.products, meter),
    keywords: sources.keywords ? metered(sources.keywords, meter) : null,
  };
}
