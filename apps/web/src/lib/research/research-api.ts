import type { ResearchToolId } from "@inkforge/domain/research/api-contract";
import type { ApiResult } from "@/lib/api/api-call";
import { browserApi } from "@/lib/api/browser-api";
import type { LookupRow, SuggestionRow } from "@/lib/research/rows";
import type { ResearchDepartment } from "@/lib/research/url-state";

/*
 * The research API as the workspace calls it (issue 10; the contract is the domain's
 * `research/api-contract.ts`). Every answer names its source and the instant its data describes;
 * the page labels both. Bodies are read by hand (no zod here): the workspace ships on a page, and
 * zod's runtime would cost it about 25 KB (decision 0054).
 */

export type { ResearchToolId };

type Sourced = { source: string; asOf: string };

/** Where the competition figures came from; null when no product source measured any. */
type CompetitionOrigin = { source: string; asOf: string; measured: number } | null;

export type SuggestionsAnswer = Sourced & {
  rows: SuggestionRow[];
  competition: CompetitionOrigin;
  /** What could not be measured and why, in the API's words. */
  notes: string[];
  /** The quota left after this run. */
  quota: Quota | null;
};
export type LookupAnswer = Sourced & { rows: LookupRow[]; notes: string[]; quota: Quota | null };

export type Quota = {
  /** null = no daily limit. */
  limit: number | null;
  remaining: number | null;
  /** ISO instant the count starts again; null when unlimited. */
  resetsAt: string | null;
  unit: string;
};

export type RecentSearch = {
  id: string;
  tool: ResearchToolId;
  query: Record<string, string>;
  at: string;
};

const SEARCH_TIMEOUT_MS = 45_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** A malformed body is a failure the page can show, never a table of blanks. */
class BadAnswer extends Error {}

function sourced(body: unknown): Json & Sourced {
  if (!isObject(body) || typeof body.source !== "string" || typeof body.asOf !== "string")
    throw new BadAnswer("The research service answered without its source.");
  return body as Json & Sourced;
}

export function readSuggestions(body: unknown): SuggestionsAnswer {
  const answer = sourced(body);
  const list = answer.suggestions;
  if (!Array.isArray(list)) throw new BadAnswer("The research service answered without results.");
  const rows = list.filter(isObject).map((item): SuggestionRow => {
    const demand = isObject(item.demand) ? item.demand : {};
    const parts = isObject(demand.parts) ? demand.parts : {};
    const score = isObject(item.score) ? item.score : {};
    const competition = isObject(item.competition) ? num(item.competition.score) : null;
    return {
      keyword: str(item.suggestion) || str(demand.suggestion),
      demand: num(score.demand) ?? num(demand.score) ?? 0,
      parts: {
        early: num(parts.early) ?? 0,
        position: num(parts.position) ?? 0,
        breadth: num(parts.breadth) ?? 0,
      },
      competition: num(score.competition) ?? competition,
      combined: num(score.combined),
      prefixes: Array.isArray(item.prefixes) ? item.prefixes.map(str).filter(Boolean) : [],
    };
  });
  const origin = isObject(answer.competition) ? answer.competition : null;
  return {
    source: answer.source,
    asOf: answer.asOf,
    rows: rows.filter((r) => r.keyword !== ""),
    competition:
      origin && typeof origin.source === "string" && typeof origin.asOf === "string"
        ? { source: origin.source, asOf: origin.asOf, measured: num(origin.measured) ?? 0 }
        : null,
    notes: readNotes(answer.notes),
    quota: isObject(answer.quota) ? readQuota(answer.quota) : null,
  };
}

function readNotes(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((note): note is string => typeof note === "string")
    : [];
}

export function readLookup(body: unknown): LookupAnswer {
  const answer = sourced(body);
  const list = answer.keywords;
  if (!Array.isArray(list)) throw new BadAnswer("The research service answered without results.");
  const rows = list.filter(isObject).map(
    (item): LookupRow => ({
      keyword: str(item.keyword),
      position: num(item.position) ?? 0,
      demand: isObject(item.demand) ? num(item.demand.score) : num(item.demand),
      searchVolume: num(item.searchVolume),
    }),
  );
  return {
    source: answer.source,
    asOf: answer.asOf,
    rows: rows.filter((r) => r.keyword !== ""),
    notes: readNotes(answer.notes),
    quota: isObject(answer.quota) ? readQuota(answer.quota) : null,
  };
}

export function readQuota(body: unknown): Quota {
  if (!isObject(body)) throw new BadAnswer("The quota answer was not readable.");
  return {
    limit: num(body.limit),
    remaining: num(body.remaining),
    resetsAt: typeof body.resetsAt === "string" ? body.resetsAt : null,
    unit: str(body.unit) || str(body.limitUnit),
  };
}

export function readRecent(body: unknown): RecentSearch[] {
  const list = isObject(body) ? body.searches : body;
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).flatMap((item) => {
    const query = isObject(item.query) ? item.query : {};
    const entries = Object.entries(query).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    );
    if (entries.length === 0) return [];
    return [
      {
        id: str(item.id) || entries.map(([, v]) => v).join("|"),
        tool: str(item.tool) as ResearchToolId,
        query: Object.fromEntries(entries),
        at: str(item.at) || str(item.createdAt),
      },
    ];
  });
}

async function read<T>(result: Promise<ApiResult<unknown>>, parse: (body: unknown) => T) {
  const answer = await result;
  if (!answer.ok) return answer;
  try {
    return { ...answer, data: parse(answer.data) };
  } catch (error) {
    return {
      ok: false as const,
      status: answer.status,
      code: "MALFORMED",
      message:
        error instanceof BadAnswer ? error.message : "The research service answered unreadably.",
      details: [],
      retryAfterSeconds: null,
    };
  }
}

export function createResearchApi(token: string) {
  const call = browserApi(token, { retries: 0 });
  return {
    suggestions(body: { seed: string; domain: string; department: ResearchDepartment }) {
      return read(
        call("POST", "/api/v1/research/suggestions", { body, timeout: SEARCH_TIMEOUT_MS }),
        readSuggestions,
      );
    },
    reverseLookup(body: { asin: string; domain: string }) {
      return read(
        call("POST", "/api/v1/research/reverse-lookup", { body, timeout: SEARCH_TIMEOUT_MS }),
        readLookup,
      );
    },
    quota(tool: ResearchToolId) {
      return read(call("GET", "/api/v1/research/quota", { query: { tool } }), readQuota);
    },
    recent(tool: ResearchToolId) {
      return read(call("GET", "/api/v1/research/recent", { query: { tool } }), readRecent);
    },
  };
}
