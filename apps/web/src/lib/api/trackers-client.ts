import type { TrackerEntry, TrackerHistory, TrackerList } from "@inkforge/domain/research/trackers";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";

/*
 * The keyword and ASIN trackers' API as the browser calls it (issue 12; contracts:
 * `research/trackers.ts`, which the API serialises with). Each function answers `ApiResult`.
 */

export type { TrackerEntry, TrackerHistory, TrackerList };
export type TrackerKind = TrackerList["kind"];

type KeywordEntryInput = {
  keyword: string;
  asin: string;
  domain: string;
  department: string;
};
type AsinEntryInput = { asin: string; domain: string };
export type TrackerEntriesInput = { entries: (KeywordEntryInput | AsinEntryInput)[] };
export type TrackerEntryChange = {
  paused?: boolean;
  alertRankThreshold?: number | null;
  alertLeavesFirstPage?: boolean;
};

const SERVICE = "tracker service";
const contracts = () => import("@inkforge/domain/research/trackers");

export function createTrackersClient(call: ApiCaller) {
  const base = (kind: TrackerKind) => `/api/v1/trackers/${kind}`;
  return {
    list: (kind: TrackerKind) =>
      readResponse<TrackerList>(
        call("GET", base(kind)),
        async () => (await contracts()).trackerListSchema,
        SERVICE,
      ),
    /** The server adds what fits the plan; 403 names the limit and the plan with more. */
    add: (kind: TrackerKind, input: TrackerEntriesInput) =>
      call("POST", base(kind), { body: input }),
    update: (kind: TrackerKind, id: string, change: TrackerEntryChange) =>
      readResponse<TrackerEntry>(
        call("PUT", `${base(kind)}/${id}`, { body: change }),
        async () => (await contracts()).trackerEntrySchema,
        SERVICE,
      ),
    remove: (kind: TrackerKind, id: string) => call("DELETE", `${base(kind)}/${id}`),
    history: (kind: TrackerKind, id: string) =>
      readResponse<TrackerHistory>(
        call("GET", `${base(kind)}/${id}/history`),
        async () => (await contracts()).trackerHistorySchema,
        SERVICE,
      ),
    /** The CSV of every entry's history, or of one entry's. */
    exportCsv: async (kind: TrackerKind, entryId?: string): Promise<ApiResult<string>> => {
      const answer = await call("GET", `${base(kind)}/export.csv`, {
        query: entryId ? { entry: entryId } : undefined,
      });
      return answer.ok ? { ...answer, data: String(answer.data ?? "") } : answer;
    },
  };
}
