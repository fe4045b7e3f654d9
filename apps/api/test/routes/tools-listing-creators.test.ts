import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";
import { type ChatStandIn, startChatCompletionsStandIn } from "../stand-ins/chat-completions";
import type { ErrorBody } from "../tools-helpers";

const TITLES = "/api/tools/title-ideas";
const DRAFT = "/api/tools/description-draft";
const STATUS = "/api/tools/listing-generation";
const clock = new Date("2026-11-24T09:00:00.000Z");

const brief = {
  niche: "gratitude",
  audience: "busy moms",
  keywords: ["mindfulness", "self care"],
  bookType: "journal",
};

type Idea = {
  title: string;
  subtitle: string;
  template: string | null;
  length: number;
  findings: { field: string; rule: string }[];
};
type TitleResult = { source: string; ideas: Idea[]; notice?: string };
type DraftResult = {
  source: string;
  html: string;
  length: number;
  findings: { rule: string }[];
  notice?: string;
};

function post(testApp: TestApp, url: string, token: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method: "POST",
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
    remoteAddress: nextAddress(),
  });
}

describe("the listing creators on their templates", () => {
  let testApp: TestApp;
  let free: string;
  let ultra: string;
  let validator: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    free = await registerUser(testApp.app, "free-creators@example.test");
    ultra = await registerUser(testApp.app, "ultra-creators@example.test");
    validator = await registerUser(testApp.app, "validator-creators@example.test");
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
    await buyOnce(testApp.app, validator, ["ultra-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("says generation uses the templates", async () => {
    const response = await testApp.app.inject({ method: "GET", url: STATUS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ generator: "templates" });
  });

  it.each([TITLES, DRAFT])("%s needs sign-in", async (url) => {
    const response = await post(testApp, url, undefined, brief);
    expect(response.statusCode).toBe(401);
  });

  it("answers checked template ideas, the same for the same brief, and counts the run", async () => {
    const first = await post(testApp, TITLES, ultra, { ...brief, count: 6 });
    expect(first.statusCode).toBe(200);
    const body = first.json<TitleResult>();
    expect(body.source).toBe("templates");
    expect(body.notice).toBeUndefined();
    expect(body.ideas).toHaveLength(6);
    for (const idea of body.ideas) {
      expect(idea.template).toMatch(/^journal-\d+$/);
      expect(idea.length).toBe(idea.title.length + idea.subtitle.length);
      expect(idea.findings).toEqual([]);
    }
    const again = await post(testApp, TITLES, ultra, { ...brief, count: 6 });
    expect(again.json<TitleResult>().ideas).toEqual(body.ideas);
    const userId = await userIdOf(testApp.db, "ultra-creators@example.test");
    const rows = await listToolUsageRows(testApp.db, userId);
    expect(rows.filter((row) => row.toolId === "title-creator")).toHaveLength(2);
  });

  it("flags ideas whose brief breaks a rule", async () => {
    const response = await post(testApp, TITLES, ultra, { ...brief, niche: "free gratitude" });
    const ideas = response.json<TitleResult>().ideas;
    expect(ideas.every((idea) => idea.findings.some((f) => f.rule === "promotion"))).toBe(true);
  });

  it("drafts a sanitised description with its length and findings", async () => {
    const response = await post(testApp, DRAFT, ultra, {
      ...brief,
      points: ["90 days of prompts", "<img src=x onerror=alert(1)>Weekly reviews"],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<DraftResult>();
    expect(body.source).toBe("templates");
    expect(body.html).toContain("<li>90 days of prompts</li>");
    expect(body.html).toContain("<li>&lt;img src=x onerror=alert(1)&gt;Weekly reviews</li>");
    expect(body.html).not.toMatch(/<img/);
    expect(body.length).toBe(body.html.length);
    expect(body.findings).toEqual([]);
  });

  it("gives a Free plan 10 runs a day, then the limit's error", async () => {
    for (let run = 0; run < 10; run++) {
      const tool = run % 2 === 0 ? TITLES : DRAFT;
      expect((await post(testApp, tool, free, brief)).statusCode).toBe(200);
    }
    // Each creator has its own 10 runs: five of each were used above.
    for (let run = 0; run < 5; run++) {
      expect((await post(testApp, TITLES, free, brief)).statusCode).toBe(200);
    }
    const refused = await post(testApp, TITLES, free, brief);
    expect(refused.statusCode).toBe(429);
    const body = refused.json<ErrorBody>();
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toMatch(/today's 10 runs of the Title Creator.*Ultra/);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("is in the OpenAPI document with the brief's schema", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    type Operation = {
      operationId?: string;
      requestBody?: { content: Record<string, { schema: { properties?: object } }> };
    };
    const paths = response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    expect(paths[TITLES]?.post?.operationId).toBe("createTitleIdeas");
    expect(paths[DRAFT]?.post?.operationId).toBe("draftDescription");
    expect(paths[STATUS]?.get?.operationId).toBe("getListingGenerationStatus");
    const schema = paths[TITLES]?.post?.requestBody?.content["application/json"]?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(
      expect.arrayContaining(["niche", "audience", "keywords", "bookType", "count"]),
    );
  });

  it("gives Ultra runs without a daily limit", async () => {
    for (let run = 0; run < 12; run++) {
      expect((await post(testApp, DRAFT, ultra, brief)).statusCode).toBe(200);
    }
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ["no niche", TITLES, { niche: undefined }, "niche"],
    ["a one-letter niche", TITLES, { niche: "a" }, "niche"],
    ["an unknown book type", TITLES, { bookType: "cookbook" }, "bookType"],
    ["eight keywords", TITLES, { keywords: ["a", "b", "c", "d", "e", "f", "g", "h"] }, "keywords"],
    ["a keyword over 50", TITLES, { keywords: ["k".repeat(51)] }, "keywords.0"],
    ["an audience with markup", TITLES, { audience: "<b>moms</b>" }, "audience"],
    ["a count of 0", TITLES, { count: 0 }, "count"],
    ["a point over 160", DRAFT, { points: ["p".repeat(161)] }, "points.0"],
    ["nine points", DRAFT, { points: Array(9).fill("p") }, "points"],
  ])("refuses %s with 400 naming the field", async (_label, url, change, field) => {
    const response = await post(testApp, url, validator, { ...brief, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toEqual([field]);
  });
});

describe("the listing creators with a language model", () => {
  let standIn: ChatStandIn;
  let testApp: TestApp;
  let ultra: string;

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
    testApp = await buildTestApp({
      now: () => clock,
      env: {
        LLM_API_URL: `${standIn.origin}/v1`,
        LLM_API_KEY: "sk-stand-in",
        LLM_MODEL: "stand-in-model",
        LLM_TIMEOUT_MS: "300",
      },
    });
    ultra = await registerUser(testApp.app, "ultra-llm@example.test");
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.behaviour = { kind: "answer" };
    standIn.bodies.length = 0;
  });

  const usage = async () =>
    (await listToolUsageRows(testApp.db, await userIdOf(testApp.db, "ultra-llm@example.test")))
      .length;

  it("says generation uses a language model, without naming it", async () => {
    const response = await testApp.app.inject({ method: "GET", url: STATUS });
    expect(response.json()).toEqual({ generator: "llm" });
  });

  it("answers the model's ideas, without repeats, each checked by the guidelines", async () => {
    const before = await usage();
    const response = await post(testApp, TITLES, ultra, brief);
    expect(response.statusCode).toBe(200);
    const body = response.json<TitleResult>();
    expect(body.source).toBe("llm");
    expect(body.ideas.map((idea) => idea.title)).toEqual([
      "Grateful Mornings",
      "The #1 Gratitude Journal",
      "Thankful Every Day",
    ]);
    expect(body.ideas[1]?.findings.map((f) => f.rule)).toContain("sales-rank-claim");
    expect(body.ideas[0]?.template).toBeNull();
    // The brief travels as data in the user message; the key as a bearer token.
    const sent = standIn.bodies[0];
    expect(sent?.authorization).toBe("Bearer sk-stand-in");
    expect(sent?.body.model).toBe("stand-in-model");
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(JSON.parse(messages[1]?.content ?? "{}")).toMatchObject({ niche: "gratitude" });
    expect(await usage()).toBe(before + 1);
  });

  it.each([TITLES, DRAFT])(
    "%s?generator=templates answers from the templates without calling the model, and counts the run",
    async (url) => {
      const before = await usage();
      const response = await post(testApp, `${url}?generator=templates`, ultra, brief);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ source: string }>().source).toBe("templates");
      expect(standIn.bodies).toHaveLength(0);
      expect(await usage()).toBe(before + 1);
    },
  );

  it("sanitises the model's description", async () => {
    const response = await post(testApp, DRAFT, ultra, brief);
    const body = response.json<DraftResult>();
    expect(body.source).toBe("llm");
    expect(body.html).toBe(
      "<h4>Start every day grateful</h4><p>Five minutes a day.</p><ul><li>Prompts</li></ul>",
    );
    expect(body.length).toBe(body.html.length);
  });

  it.each([
    ["a hang", { kind: "hang" } as const, /took too long/],
    ["a 500", { kind: "status", status: 500 } as const, /could not be reached/],
    ["a 429", { kind: "status", status: 429 } as const, /busy/],
    ["a body that is not JSON", { kind: "not-json" } as const, /unreadable/],
    ["no choices", { kind: "no-choices" } as const, /unreadable/],
    ["ideas that are not JSON", { kind: "answer", content: "Sleep Well" } as const, /unreadable/],
  ])(
    "falls back to the templates on %s, says so, and counts nothing",
    async (_l, behaviour, notice) => {
      standIn.behaviour = behaviour;
      const before = await usage();
      const titles = await post(testApp, TITLES, ultra, brief);
      expect(titles.statusCode).toBe(200);
      const body = titles.json<TitleResult>();
      expect(body.source).toBe("templates");
      expect(body.notice).toMatch(notice);
      expect(body.ideas.length).toBeGreaterThan(0);
      expect(await usage()).toBe(before);
    },
  );

  it("falls back for the description too", async () => {
    standIn.behaviour = { kind: "status", status: 503 };
    const body = (await post(testApp, DRAFT, ultra, brief)).json<DraftResult>();
    expect(body.source).toBe("templates");
    expect(body.html).toMatch(/^<p><b>/);
    expect(body.notice).toMatch(/could not be reached/);
  });
});
