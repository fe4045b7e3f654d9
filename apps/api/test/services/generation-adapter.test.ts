import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { parseTitleIdeas } from "../../src/services/generation/create-title-ideas";
import { parseDescriptionDraft } from "../../src/services/generation/draft-description";
import {
  createChatCompletionsModel,
  GenerationFailure,
  type GenerationFailureKind,
  type LanguageModel,
} from "../../src/services/generation/language-model";
import { testEnv } from "../helper";
import {
  type ChatStandIn,
  type ChatStandInBehaviour,
  startChatCompletionsStandIn,
} from "../stand-ins/chat-completions";

const TIMEOUT_MS = 300;
const messages = [
  { role: "system" as const, content: "You write book titles." },
  { role: "user" as const, content: '{"niche":"gratitude"}' },
];

async function failureOf(promise: Promise<unknown>): Promise<GenerationFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GenerationFailure) return error;
    throw error;
  }
  throw new Error("expected the generation to fail");
}

describe("the chat-completions adapter", () => {
  let standIn: ChatStandIn;
  let model: LanguageModel;

  beforeAll(async () => {
    standIn = await startChatCompletionsStandIn();
    model = createChatCompletionsModel({
      url: `${standIn.origin}/v1`,
      apiKey: "sk-test",
      model: "stand-in-model",
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    standIn.behaviour = { kind: "answer" };
    standIn.bodies.length = 0;
  });

  it("posts the model, messages and a bearer key, and answers the first choice's text", async () => {
    standIn.behaviour = { kind: "answer", content: "Hello" };
    expect(await model.complete(messages, { maxTokens: 50 })).toBe("Hello");
    expect(standIn.requests.at(-1)).toEqual({ method: "POST", url: "/v1/chat/completions" });
    expect(standIn.bodies[0]?.authorization).toBe("Bearer sk-test");
    expect(standIn.bodies[0]?.body).toMatchObject({
      model: "stand-in-model",
      messages,
      max_tokens: 50,
    });
  });

  const failures: Array<[string, ChatStandInBehaviour, GenerationFailureKind]> = [
    ["a hang past the deadline", { kind: "hang" }, "timeout"],
    ["500", { kind: "status", status: 500 }, "unavailable"],
    ["503", { kind: "status", status: 503 }, "unavailable"],
    ["429", { kind: "status", status: 429 }, "busy"],
    ["a wrong key (401)", { kind: "status", status: 401 }, "refused"],
    ["a body that is not JSON", { kind: "not-json" }, "malformed"],
    ["no choices", { kind: "no-choices" }, "malformed"],
    ["an empty answer", { kind: "answer", content: " " }, "malformed"],
  ];
  it.each(failures)("classifies %s", async (_label, behaviour, kind) => {
    standIn.behaviour = behaviour;
    const started = Date.now();
    const failure = await failureOf(model.complete(messages, { maxTokens: 50 }));
    expect(failure.kind).toBe(kind);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it("classifies a refused connection as unavailable", async () => {
    const closed = await startChatCompletionsStandIn();
    await closed.close();
    const unreachable = createChatCompletionsModel({
      url: closed.origin,
      apiKey: "k",
      model: "m",
      timeoutMs: TIMEOUT_MS,
    });
    expect((await failureOf(unreachable.complete(messages, { maxTokens: 5 }))).kind).toBe(
      "unavailable",
    );
  });
});

describe("reading a model's answer", () => {
  it("takes title ideas from fenced JSON, drops repeats and checks each", () => {
    const result = parseTitleIdeas(
      'Sure!\n```json\n{"ideas":[{"title":"A","subtitle":"B"},{"title":"A","subtitle":"B"},{"title":"Bestselling Plans"}]}\n```',
      10,
    );
    expect(result.source).toBe("llm");
    expect(result.ideas.map((idea) => [idea.title, idea.subtitle, idea.template])).toEqual([
      ["A", "B", null],
      ["Bestselling Plans", "", null],
    ]);
    expect(result.ideas[1]?.findings.map((finding) => finding.rule)).toEqual(["sales-rank-claim"]);
  });

  it("keeps to the count asked for", () => {
    const ideas = Array.from({ length: 5 }, (_, index) => ({ title: `T${index}`, subtitle: "" }));
    expect(parseTitleIdeas(JSON.stringify({ ideas }), 3).ideas).toHaveLength(3);
  });

  it.each([
    ["prose", "Here are some ideas: Sleep Well"],
    ["the wrong shape", '{"titles":["a"]}'],
    ["no ideas", '{"ideas":[]}'],
    ["only empty titles", '{"ideas":[{"title":"  "}]}'],
  ])("refuses %s as malformed", (_label, content) => {
    expect(() => parseTitleIdeas(content, 5)).toThrow(GenerationFailure);
  });

  it("sanitises a drafted description and checks it", () => {
    const result = parseDescriptionDraft(
      '```html\n<h2>Hook</h2><p onclick="x">Visit www.example.com</p><script>alert(1)</script>\n```',
    );
    expect(result.html).toBe("<h4>Hook</h4><p>Visit www.example.com</p>");
    expect(result.length).toBe(result.html.length);
    expect(result.findings.map((finding) => finding.rule)).toEqual(["url"]);
  });

  it("refuses a draft with no text", () => {
    expect(() => parseDescriptionDraft("<script>alert(1)</script>")).toThrow(GenerationFailure);
  });
});

describe("LLM configuration", () => {
  it("is off without LLM_API_URL and LLM_API_KEY", () => {
    expect(loadConfig({ ...testEnv }).generation).toBeUndefined();
  });

  it("reads the URL, key, model and timeout", () => {
    const config = loadConfig({
      ...testEnv,
      LLM_API_URL: "http://127.0.0.1:8080/v1/",
      LLM_API_KEY: "sk-local",
      LLM_MODEL: "llama3.1:8b",
      LLM_TIMEOUT_MS: "5000",
    });
    expect(config.generation).toEqual({
      url: "http://127.0.0.1:8080/v1",
      apiKey: "sk-local",
      model: "llama3.1:8b",
      timeoutMs: 5000,
    });
  });

  it("defaults the model and timeout", () => {
    const config = loadConfig({
      ...testEnv,
      LLM_API_URL: "https://api.example.test/v1",
      LLM_API_KEY: "k",
    });
    expect(config.generation).toMatchObject({ model: "gpt-4o-mini", timeoutMs: 20000 });
  });

  it.each([
    [{ LLM_API_URL: "https://api.example.test/v1" }, /LLM_API_KEY: is required when LLM_API_URL/],
    [{ LLM_API_KEY: "k" }, /LLM_API_URL: is required when LLM_API_KEY/],
    [{ LLM_API_URL: "ftp://x", LLM_API_KEY: "k" }, /LLM_API_URL/],
    [{ LLM_API_URL: "https://a.test", LLM_API_KEY: "k", LLM_TIMEOUT_MS: "soon" }, /LLM_TIMEOUT_MS/],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig({ ...testEnv, ...env })).toThrow(message);
  });
});
