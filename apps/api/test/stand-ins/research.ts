import type { IncomingMessage, ServerResponse } from "node:http";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

/*
 * Local stand-ins for the research sources (decision 0064): Amazon's completion endpoint, Keepa
 * (with a token balance that refills per minute on an injected clock, answering 429 when spent)
 * and DataForSEO Labs (Basic auth, statuses inside the body). Each answers from a small fixture
 * that follows the real protocol's field names; `script` queues one-off behaviours for the next
 * requests (a 429 then success), `behaviour` is what every other request gets.
 */

export type ResearchStandInBehaviour =
  | { kind: "ok" }
  | { kind: "status"; status: number; retryAfter?: string; body?: string }
  | { kind: "hang" }
  | { kind: "not-json" }
  | { kind: "html"; status?: number; body?: string }
  | { kind: "wrong-shape" }
  /** DataForSEO: HTTP 200 with this status_code at the top or in the task. */
  | { kind: "status-code"; code: number; where?: "top" | "task" };

type Common = {
  behaviour: ResearchStandInBehaviour;
  /** Behaviours for the next requests, first one first; then `behaviour` again. */
  script: ResearchStandInBehaviour[];
  /** Each answer waits a random time in this range (ms), like a real host across the network. */
  latencyMs: [number, number];
};

const ROBOT_CHECK =
  "<!doctype html><html><head><title>Robot Check</title></head><body><p>Enter the characters you see below. Sorry, we just need to make sure you're not a robot.</p><form action='/errors/validateCaptcha'></form></body></html>";

function nextBehaviour(state: Common): ResearchStandInBehaviour {
  return state.script.shift() ?? state.behaviour;
}

async function delay(state: Common): Promise<void> {
  const [min, max] = state.latencyMs;
  if (max <= 0) return;
  await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
}

/** Answers the generic failures; true when it did (the caller answers "ok" and "wrong-shape"). */
function answerFailure(response: ServerResponse, behaviour: ResearchStandInBehaviour): boolean {
  switch (behaviour.kind) {
    case "hang":
      return true; // never answers; the client's deadline must end it
    case "status":
      response.writeHead(behaviour.status, {
        "content-type": "application/json",
        ...(behaviour.retryAfter ? { "retry-after": behaviour.retryAfter } : {}),
      });
      response.end(behaviour.body ?? JSON.stringify({ error: "stand-in failure" }));
      return true;
    case "not-json":
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"suggestions": [');
      return true;
    case "html":
      response.writeHead(behaviour.status ?? 200, { "content-type": "text/html; charset=utf-8" });
      response.end(behaviour.body ?? ROBOT_CHECK);
      return true;
    default:
      return false;
  }
}

function serve(
  current: () => Common,
  handle: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>,
) {
  return startHttpStandIn((request, response, url) => {
    delay(current())
      .then(() => handle(request, response, url))
      .catch(() => {
        response.writeHead(500);
        response.end();
      });
  });
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

// --- Amazon completion ----------------------------------------------------------------------------

export type AmazonStandIn = StandInServer & Common;

/** Endings the stand-in completes a prefix with: deterministic, so tests can name them. */
const ENDINGS = [
  "",
  " for kids",
  " for adults",
  " book",
  " workbook",
  " journal",
  " for beginners",
  " activity book",
  " guide",
  " coloring book",
  " gift",
];

export async function startAmazonSuggestionsStandIn(): Promise<AmazonStandIn> {
  let state: Common = { behaviour: { kind: "ok" }, script: [], latencyMs: [0, 0] };
  const server = await serve(
    () => state,
    async (_request, response, url) => {
      if (url.pathname !== "/api/2017/suggestions") {
        sendJson(response, 404, { message: "Not Found" });
        return;
      }
      const behaviour = nextBehaviour(state);
      if (answerFailure(response, behaviour)) return;
      const prefix = url.searchParams.get("prefix") ?? "";
      const alias = url.searchParams.get("alias") ?? "aps";
      if (behaviour.kind === "wrong-shape") {
        sendJson(response, 200, { prefix, results: [prefix] });
        return;
      }
      const suggestions = ENDINGS.map((ending, index) => ({
        suggType: "KeywordSuggestion",
        type: "KEYWORD",
        value: `${prefix}${ending}`.trim(),
        refTag: `nb_sb_ss_i_${index + 1}_${prefix.length}`,
        candidateSources: "local",
        strategyId: "organic-ranker",
        ghost: false,
        help: false,
        queryUnderstandingFeatures: [],
      }));
      // A widget entry without text, as the real endpoint mixes in, must be skipped.
      suggestions.splice(3, 0, { type: "WIDGET", widgetType: "ProductWidget" } as never);
      sendJson(response, 200, {
        alias,
        prefix,
        suffix: null,
        suggestions,
        suggestionTitleId: null,
        responseId: "stand-in",
        shuffled: false,
      });
    },
  );
  const standIn: AmazonStandIn = Object.assign(server, state);
  state = standIn;
  return standIn;
}

// --- Keepa ----------------------------------------------------------------------------------------

export type KeepaStandIn = StandInServer &
  Common & {
    /** The balance: spent by each call, +refillRate every minute of `clock`. */
    tokens: { left: number; refillRate: number };
    /** The clock refills run on (the test's virtual clock), in ms. */
    clock: () => number;
    products: Record<string, Record<string, unknown>>;
  };

/** Keepa time of 2026-01-01T00:00Z and one day, for fixture histories. */
const KEEPA_2026 = 7_889_760;
const DAY = 1440;

export function keepaFixtureProduct(
  asin: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const csv: Array<number[] | null> = [];
  csv[0] = [KEEPA_2026, 1299, KEEPA_2026 + DAY, 999];
  csv[1] = [KEEPA_2026, 1399];
  csv[3] = [KEEPA_2026, 52_000, KEEPA_2026 + DAY, -1, KEEPA_2026 + 2 * DAY, 48_210];
  csv[16] = [KEEPA_2026, 44, KEEPA_2026 + 2 * DAY, 45];
  csv[17] = [KEEPA_2026, 120, KEEPA_2026 + 2 * DAY, 131];
  return {
    asin,
    domainId: 1,
    productType: 0,
    title: `Dog Training Journal ${asin}`,
    author: "Jane Doe; John Roe",
    binding: "Paperback",
    publisher: "Independently published",
    numberOfPages: 120,
    publicationDate: 20250314,
    categories: [11232, 4],
    rootCategory: 283155,
    csv,
    ...overrides,
  };
}

export async function startKeepaStandIn(options: {
  clock: () => number;
  tokens?: { left: number; refillRate: number };
}): Promise<KeepaStandIn> {
  const start = options.clock();
  let refillsGiven = 0;
  let state: KeepaStandIn | (Common & Pick<KeepaStandIn, "tokens" | "clock" | "products">) = {
    behaviour: { kind: "ok" },
    script: [],
    latencyMs: [0, 0],
    tokens: options.tokens ?? { left: 300, refillRate: 20 },
    clock: options.clock,
    products: {
      B0TESTAAA1: keepaFixtureProduct("B0TESTAAA1"),
      B0TESTAAA2: keepaFixtureProduct("B0TESTAAA2", {
        title: "Dog Training Journal (Kindle)",
        binding: "Kindle Edition",
        publisher: "Penguin Books",
        numberOfPages: -1,
        publicationDate: 202311,
      }),
    },
  };

  /** Refills due on the clock, then the balance fields every Keepa answer carries. */
  const balance = () => {
    const elapsed = state.clock() - start;
    const due = Math.floor(elapsed / 60_000);
    if (due > refillsGiven) {
      state.tokens.left = Math.min(
        state.tokens.refillRate * 60,
        state.tokens.left + (due - refillsGiven) * state.tokens.refillRate,
      );
      refillsGiven = due;
    }
    return {
      timestamp: state.clock(),
      tokensLeft: state.tokens.left,
      refillIn: 60_000 - (elapsed % 60_000),
      refillRate: state.tokens.refillRate,
      tokenFlowReduction: 0,
      tokensConsumed: 0,
      processingTimeInMs: 1,
    };
  };

  const server = await serve(
    () => state,
    async (_request, response, url) => {
      const behaviour = nextBehaviour(state);
      if (answerFailure(response, behaviour)) return;
      if (url.searchParams.get("key") !== "keepa-test-key-1") {
        sendJson(response, 401, { ...balance(), error: { type: "invalidKey" } });
        return;
      }
      const type = url.searchParams.get("type");
      const asins = (url.searchParams.get("asin") ?? "").split(",").filter(Boolean);
      const cost =
        url.pathname === "/product"
          ? asins.length
          : url.pathname === "/search" && type === "product"
            ? 10
            : url.pathname === "/bestsellers"
              ? 50
              : 1;
      const before = balance();
      if (before.tokensLeft <= 0) {
        sendJson(response, 429, before);
        return;
      }
      state.tokens.left -= cost;
      const meta = { ...balance(), tokensConsumed: cost };
      if (behaviour.kind === "wrong-shape") {
        sendJson(response, 200, { ...meta, products: { asin: "B0TESTAAA1" } });
        return;
      }
      const withHistory = url.searchParams.get("history") !== "0";
      const withStats = url.searchParams.has("stats");
      // `stats` carries each series' current value; without `history` Keepa leaves csv out.
      const shown = (product: Record<string, unknown>) => {
        const csv = (product.csv as Array<number[] | null> | null) ?? [];
        const current = Array.from({ length: 18 }, (_, i) => csv[i]?.at(-1) ?? -1);
        return {
          ...product,
          csv: withHistory ? product.csv : null,
          ...(withStats ? { stats: { current } } : {}),
        };
      };
      if (url.pathname === "/product") {
        sendJson(response, 200, {
          ...meta,
          products: asins.map((asin) =>
            state.products[asin]
              ? shown(state.products[asin])
              : { asin, domainId: 1, productType: 5, title: null, csv: null },
          ),
        });
        return;
      }
      if (url.pathname === "/search" && type === "product") {
        const term = (url.searchParams.get("term") ?? "").toLowerCase();
        const page = Number(url.searchParams.get("page") ?? 0);
        const all = Object.values(state.products).filter((p) =>
          String(p.title).toLowerCase().includes(term),
        );
        sendJson(response, 200, {
          ...meta,
          totalResults: all.length,
          products: all.slice(page * 10, page * 10 + 10).map(shown),
        });
        return;
      }
      const tree: Record<string, Record<string, unknown>> = {
        "283155": { catId: 283155, name: "Books", parent: 0, highestRank: 1 },
        "4": { catId: 4, name: "Children's Books", parent: 283155, highestRank: 3 },
        "11232": { catId: 11232, name: "Dog Training", parent: 4, highestRank: 410 },
      };
      if (url.pathname === "/search" && type === "category") {
        const term = (url.searchParams.get("term") ?? "").toLowerCase();
        sendJson(response, 200, {
          ...meta,
          categories: Object.fromEntries(
            Object.entries(tree).filter(([, c]) => String(c.name).toLowerCase().includes(term)),
          ),
        });
        return;
      }
      if (url.pathname === "/bestsellers") {
        // Every fixture product sells in Dog Training; an unknown category has no list.
        const id = url.searchParams.get("category") ?? "";
        sendJson(response, 200, {
          ...meta,
          bestSellersList:
            id === "11232"
              ? {
                  domainId: 1,
                  categoryId: 11232,
                  asinList: [...Object.keys(state.products), "B0NOTKNOWN"],
                }
              : null,
        });
        return;
      }
      if (url.pathname === "/category") {
        const ids = (url.searchParams.get("category") ?? "").split(",");
        const parents = url.searchParams.get("parents") === "1";
        sendJson(response, 200, {
          ...meta,
          categories: Object.fromEntries(ids.filter((id) => tree[id]).map((id) => [id, tree[id]])),
          ...(parents ? { categoryParents: tree } : {}),
        });
        return;
      }
      sendJson(response, 404, { ...meta, error: { type: "notFound" } });
    },
  );
  const standIn = Object.assign(server, state) as KeepaStandIn;
  state = standIn;
  return standIn;
}

// --- DataForSEO ----------------------------------------------------------------------------------

export type DataForSeoStandIn = StandInServer &
  Common & {
    /** Parsed bodies and Authorization headers received. */
    bodies: Array<{ body: unknown; authorization: string | undefined }>;
  };

export const DATAFORSEO_TEST_AUTH = { login: "dfs-login", password: "dfs-password" };

function dataForSeoEnvelope(code: number, taskCode: number, items: unknown[] | null) {
  return {
    version: "0.1.20251120",
    status_code: code,
    status_message: code === 20000 ? "Ok." : "Stand-in status.",
    time: "0.1 sec.",
    cost: 0.01,
    tasks_count: 1,
    tasks_error: taskCode === 20000 ? 0 : 1,
    tasks: [
      {
        id: "11271200-0000-0000-0000-000000000000",
        status_code: taskCode,
        status_message: taskCode === 20000 ? "Ok." : "Stand-in status.",
        cost: 0.01,
        result_count: items ? 1 : 0,
        result: items ? [{ se_type: "amazon", items_count: items.length, items }] : null,
      },
    ],
  };
}

export async function startDataForSeoStandIn(): Promise<DataForSeoStandIn> {
  let state: Common & Pick<DataForSeoStandIn, "bodies"> = {
    behaviour: { kind: "ok" },
    script: [],
    latencyMs: [0, 0],
    bodies: [],
  };
  const expected = `Basic ${Buffer.from(`${DATAFORSEO_TEST_AUTH.login}:${DATAFORSEO_TEST_AUTH.password}`).toString("base64")}`;
  const server = await serve(
    () => state,
    async (request, response, url) => {
      const body = await readBody(request);
      state.bodies.push({ body, authorization: request.headers.authorization });
      const behaviour = nextBehaviour(state);
      if (answerFailure(response, behaviour)) return;
      if (request.headers.authorization !== expected) {
        sendJson(response, 401, { status_code: 40100, status_message: "You are not authorized." });
        return;
      }
      if (behaviour.kind === "status-code") {
        sendJson(
          response,
          200,
          behaviour.where === "task"
            ? dataForSeoEnvelope(20000, behaviour.code, null)
            : { ...dataForSeoEnvelope(behaviour.code, behaviour.code, null), tasks: [] },
        );
        return;
      }
      if (behaviour.kind === "wrong-shape") {
        sendJson(response, 200, { status_code: 20000, tasks: "none" });
        return;
      }
      const task = (Array.isArray(body) ? body[0] : {}) as Record<string, unknown>;
      if (url.pathname === "/v3/dataforseo_labs/amazon/bulk_search_volume/live") {
        const keywords = (task.keywords as string[]) ?? [];
        sendJson(
          response,
          200,
          dataForSeoEnvelope(
            20000,
            20000,
            keywords
              // A keyword the stand-in has never heard of is left out, as DataForSEO does.
              .filter((keyword) => !keyword.includes("zzz"))
              .map((keyword) => ({
                se_type: "amazon",
                keyword,
                search_volume: keyword.length * 100,
              })),
          ),
        );
        return;
      }
      if (url.pathname === "/v3/dataforseo_labs/amazon/ranked_keywords/live") {
        const rows: Array<[string, number, number | null]> = [
          ["dog training journal", 3, 880],
          ["puppy training log", 1, 320],
          ["dog behavior notebook", 12, null],
        ];
        sendJson(
          response,
          200,
          dataForSeoEnvelope(
            20000,
            20000,
            rows.map(([keyword, rank, volume]) => ({
              se_type: "amazon",
              keyword_data: {
                se_type: "amazon",
                keyword,
                location_code: task.location_code,
                language_code: task.language_code,
                keyword_info: { se_type: "amazon", search_volume: volume },
              },
              ranked_serp_element: {
                se_type: "amazon",
                serp_item: {
                  type: "amazon_serp",
                  rank_group: rank,
                  rank_absolute: rank + 1,
                  data_asin: task.asin,
                },
              },
            })),
          ),
        );
        return;
      }
      sendJson(response, 404, { status_code: 40400, status_message: "Not Found." });
    },
  );
  const standIn = Object.assign(server, state) as DataForSeoStandIn;
  state = standIn;
  return standIn;
}
