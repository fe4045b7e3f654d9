import type {
  RecentSearch,
  ResearchQuota,
  ResearchToolId,
  ReverseLookupRequest,
  ReverseLookupResponse,
  SuggestionsRequest,
  SuggestionsResponse,
} from "@inkforge/domain/research/api-contract";
import type {
  DeepViewInput,
  DeepViewResult,
  RetroViewInput,
  RetroViewResult,
} from "@inkforge/domain/research/deep-view-contract";
import type { ApiCaller } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";

/*
 * The research API as the browser calls it (issue 10 and 12; the contracts are the domain's
 * `research/api-contract.ts` and `research/deep-view-contract.ts`, which the API serialises with).
 * One function per route; each answers `ApiResult` with the body read by the contract.
 */

export type {
  DeepViewResult,
  RecentSearch,
  ResearchQuota,
  ResearchToolId,
  RetroViewResult,
  ReverseLookupResponse,
  SuggestionsResponse,
};

/** A run reads a source live and may take tens of seconds; the quota and list reads do not. */
const RUN_TIMEOUT_MS = 60_000;
const SERVICE = "research service";

const contracts = () => import("@inkforge/domain/research/api-contract");
const productContracts = () => import("@inkforge/domain/research/deep-view-contract");

export function createResearchClient(call: ApiCaller) {
  // A run is a use of the plan's quota: never repeated behind the user's back (POSTs are not
  // retried by the transport either; said here so a later idempotency key does not change it).
  const run = (path: string, body: unknown) =>
    call("POST", path, { body, timeout: RUN_TIMEOUT_MS, retries: 0 });
  return {
    suggestions: (body: SuggestionsRequest) =>
      readResponse<SuggestionsResponse>(
        run("/api/v1/research/suggestions", body),
        async () => (await contracts()).suggestionsResponseSchema,
        SERVICE,
      ),
    reverseLookup: (body: ReverseLookupRequest) =>
      readResponse<ReverseLookupResponse>(
        run("/api/v1/research/reverse-lookup", body),
        async () => (await contracts()).reverseLookupResponseSchema,
        SERVICE,
      ),
    quota: (tool: ResearchToolId) =>
      readResponse<ResearchQuota>(
        call("GET", "/api/v1/research/quota", { query: { tool } }),
        async () => (await contracts()).researchQuotaSchema,
        SERVICE,
      ),
    recent: async (tool: ResearchToolId) => {
      const answer = await readResponse(
        call("GET", "/api/v1/research/recent", { query: { tool } }),
        async () => (await contracts()).recentSearchesResponseSchema,
        SERVICE,
      );
      return answer.ok ? { ...answer, data: answer.data.searches as RecentSearch[] } : answer;
    },
    deepView: (body: DeepViewInput) =>
      readResponse<DeepViewResult>(
        run("/api/v1/research/deep-view", body),
        async () => (await productContracts()).deepViewResultSchema,
        SERVICE,
      ),
    retroView: (body: RetroViewInput) =>
      readResponse<RetroViewResult>(
        run("/api/v1/research/retro-view", body),
        async () => (await productContracts()).retroViewResultSchema,
        SERVICE,
      ),
  };
}
