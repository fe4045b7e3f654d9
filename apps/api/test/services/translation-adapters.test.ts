import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createDeeplTranslator } from "../../src/services/translation/deepl";
import { createLibreTranslateTranslator } from "../../src/services/translation/libretranslate";
import {
  TranslationFailure,
  type TranslationFailureKind,
  type Translator,
} from "../../src/services/translation/translator";
import { testEnv } from "../helper";
import {
  type StandInBehaviour,
  startDeeplStandIn,
  startLibreTranslateStandIn,
  type TranslationStandIn,
} from "../stand-ins/translation";

const now = () => new Date("2026-11-24T10:00:00Z");
const TIMEOUT_MS = 300;

async function failureOf(promise: Promise<unknown>): Promise<TranslationFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TranslationFailure) return error;
    throw error;
  }
  throw new Error("expected the translation to fail");
}

const failures: Array<[string, StandInBehaviour, TranslationFailureKind]> = [
  ["429 (slow down)", { kind: "status", status: 429, retryAfter: "30" }, "busy"],
  ["500", { kind: "status", status: 500 }, "unavailable"],
  ["503", { kind: "status", status: 503 }, "unavailable"],
  ["a hang past the deadline", { kind: "hang" }, "timeout"],
  ["a body that is not JSON", { kind: "not-json" }, "malformed"],
  ["JSON of the wrong shape", { kind: "wrong-shape" }, "malformed"],
  ["fewer texts than sent", { kind: "too-few" }, "malformed"],
  ["a wrong key (403)", { kind: "status", status: 403 }, "refused"],
  ["an unsupported language (400)", { kind: "status", status: 400 }, "refused"],
];

describe.each([
  {
    name: "LibreTranslate",
    start: startLibreTranslateStandIn,
    create: (origin: string): Translator =>
      createLibreTranslateTranslator({ url: origin, apiKey: "lt-key", timeoutMs: TIMEOUT_MS, now }),
  },
  {
    name: "DeepL",
    start: startDeeplStandIn,
    create: (origin: string): Translator =>
      createDeeplTranslator({ apiKey: "dl-key:fx", apiUrl: origin, timeoutMs: TIMEOUT_MS, now }),
  },
])("the $name adapter", ({ name, start, create }) => {
  let standIn: TranslationStandIn;
  let translator: Translator;

  beforeAll(async () => {
    standIn = await start();
    translator = create(standIn.origin);
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(() => {
    standIn.behaviour = { kind: "translate" };
    standIn.bodies.length = 0;
  });

  it("sends the texts in one request and answers them in order", async () => {
    const answer = await translator.translate({
      texts: ["The Silent Shore", "A Novel"],
      source: "en",
      target: "de",
      format: "text",
    });
    expect(answer).toEqual(["[de] The Silent Shore", "[de] A Novel"]);
    expect(standIn.bodies).toHaveLength(1);
    const { body, authorization } = standIn.bodies[0]!;
    if (name === "DeepL") {
      expect(authorization).toBe("DeepL-Auth-Key dl-key:fx");
      expect(body).toEqual({
        text: ["The Silent Shore", "A Novel"],
        source_lang: "EN",
        target_lang: "DE",
      });
    } else {
      expect(authorization).toBeUndefined();
      expect(body).toEqual({
        q: ["The Silent Shore", "A Novel"],
        source: "en",
        target: "de",
        format: "text",
        api_key: "lt-key",
      });
    }
  });

  it("asks for HTML handling so the description keeps its tags", async () => {
    const [html] = await translator.translate({
      texts: ["<p>A <b>story</b>.</p>"],
      source: "en",
      target: "pt-BR",
      format: "html",
    });
    if (name === "DeepL") {
      expect(standIn.bodies[0]?.body).toMatchObject({ tag_handling: "html", target_lang: "PT-BR" });
      expect(html).toBe("<p>[pt-br] A <b>[pt-br] story</b>[pt-br] .</p>");
    } else {
      expect(standIn.bodies[0]?.body).toMatchObject({ format: "html", target: "pt" });
      expect(html).toBe("<p>[pt] A <b>[pt] story</b>[pt] .</p>");
    }
  });

  it("sends nothing for no texts", async () => {
    expect(
      await translator.translate({ texts: [], source: "en", target: "fr", format: "text" }),
    ).toEqual([]);
    expect(standIn.bodies).toHaveLength(0);
  });

  it.each(failures)("turns %s into a %s failure", async (_label, behaviour, kind) => {
    standIn.behaviour = behaviour;
    const started = Date.now();
    const failure = await failureOf(
      translator.translate({ texts: ["Hello"], source: "en", target: "fr", format: "text" }),
    );
    expect(failure.kind).toBe(kind);
    if (kind === "busy") expect(failure.retryAfterSeconds).toBe(30);
    if (kind === "timeout") expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
    // The log line carries the status, never the body that may echo the author's text.
    expect(failure.message).not.toContain("Hello");
  });

  it("fails as unavailable when nothing listens", async () => {
    const closed = await start();
    const origin = closed.origin;
    await closed.close();
    const failure = await failureOf(
      create(origin).translate({ texts: ["Hi"], source: "en", target: "fr", format: "text" }),
    );
    expect(failure.kind).toBe("unavailable");
  });
});

describe("DeepL's quota", () => {
  it("reads 456 (quota used up) as busy", async () => {
    const standIn = await startDeeplStandIn();
    try {
      standIn.behaviour = { kind: "status", status: 456 };
      const translator = createDeeplTranslator({
        apiKey: "k",
        apiUrl: standIn.origin,
        timeoutMs: TIMEOUT_MS,
        now,
      });
      const failure = await failureOf(
        translator.translate({ texts: ["Hi"], source: "en", target: "ja", format: "text" }),
      );
      expect(failure.kind).toBe("busy");
      expect(standIn.bodies[0]?.body).toMatchObject({ target_lang: "JA" });
    } finally {
      await standIn.close();
    }
  });
});

describe("the translation configuration", () => {
  const load = (env: Record<string, string>) => loadConfig({ ...testEnv, ...env }).translation;

  it("is off without settings", () => {
    expect(load({})).toBeUndefined();
  });

  it("uses a LibreTranslate server by its URL, with an optional key", () => {
    expect(load({ LIBRETRANSLATE_URL: "http://127.0.0.1:5000/" })).toEqual({
      provider: "libretranslate",
      url: "http://127.0.0.1:5000",
      apiKey: undefined,
      timeoutMs: 15_000,
    });
  });

  it.each([
    ["a free key", "abc:fx", "https://api-free.deepl.com"],
    ["a Pro key", "abc", "https://api.deepl.com"],
  ])("sends DeepL with %s to its host", (_label, key, apiUrl) => {
    expect(load({ DEEPL_API_KEY: key })).toMatchObject({ provider: "deepl", apiKey: key, apiUrl });
  });

  it("needs TRANSLATION_PROVIDER when both services are set", () => {
    expect(() => load({ LIBRETRANSLATE_URL: "http://a.test", DEEPL_API_KEY: "k" })).toThrow(
      /TRANSLATION_PROVIDER/,
    );
    expect(
      load({
        LIBRETRANSLATE_URL: "http://a.test",
        DEEPL_API_KEY: "k",
        TRANSLATION_PROVIDER: "deepl",
      }),
    ).toMatchObject({ provider: "deepl" });
  });

  it.each([
    [{ TRANSLATION_PROVIDER: "deepl" }, /DEEPL_API_KEY/],
    [{ TRANSLATION_PROVIDER: "libretranslate" }, /LIBRETRANSLATE_URL/],
    [{ TRANSLATION_PROVIDER: "google" }, /TRANSLATION_PROVIDER/],
    [{ LIBRETRANSLATE_URL: "ftp://x" }, /LIBRETRANSLATE_URL/],
    [{ DEEPL_API_KEY: "k", TRANSLATION_TIMEOUT_MS: "soon" }, /TRANSLATION_TIMEOUT_MS/],
  ])("refuses %o", (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
