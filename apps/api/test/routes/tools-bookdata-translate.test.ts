import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";
import {
  startDeeplStandIn,
  startLibreTranslateStandIn,
  type TranslationStandIn,
} from "../stand-ins/translation";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/tools/bookdata-translate";
const clock = new Date("2026-11-24T09:00:00.000Z");

const listing = {
  source: "en",
  targets: ["de", "ja"],
  title: "The Silent Shore",
  subtitle: "A Novel",
  description: "<p>A <b>story</b> about courage.</p>",
  keywords: ["coastal mystery", "", "family saga"],
};

type Result = {
  provider: string;
  source: string;
  translations: {
    language: string;
    languageName: string;
    marketplaces: string[];
    title: string;
    subtitle: string;
    description: string;
    keywords: string[];
    findings: { field: string; rule: string; message: string }[];
  }[];
};

function post(testApp: TestApp, token: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method: "POST",
    url: URL,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
    remoteAddress: nextAddress(),
  });
}

describe("the book data translator without a translation service", () => {
  let testApp: TestApp;
  let ultra: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    ultra = await registerUser(testApp.app, "ultra-unconfigured@example.test");
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("says it is not configured", async () => {
    const response = await testApp.app.inject({ method: "GET", url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false, provider: null });
  });

  it("answers 503 naming the settings, and translates nothing", async () => {
    const response = await post(testApp, ultra, listing);
    expect(response.statusCode).toBe(503);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("SERVICE_UNAVAILABLE");
    expect(body.message).toMatch(/LIBRETRANSLATE_URL.*DEEPL_API_KEY/);
    const userId = await userIdOf(testApp.db, "ultra-unconfigured@example.test");
    expect(await listToolUsageRows(testApp.db, userId)).toEqual([]);
  });
});

describe("the book data translator on a LibreTranslate server", () => {
  let standIn: TranslationStandIn;
  let testApp: TestApp;
  let ultra: string;
  /** A second Ultra account for the bad-input cases, apart from the per-minute limit's count. */
  let validator: string;
  let proMax: string;
  let free: string;
  let pro: string;

  beforeAll(async () => {
    standIn = await startLibreTranslateStandIn();
    testApp = await buildTestApp({
      now: () => clock,
      env: {
        LIBRETRANSLATE_URL: standIn.origin,
        LIBRETRANSLATE_API_KEY: "lt-secret",
        TRANSLATION_TIMEOUT_MS: "300",
      },
    });
    ultra = await registerUser(testApp.app, "ultra-translate@example.test");
    validator = await registerUser(testApp.app, "validator-translate@example.test");
    proMax = await registerUser(testApp.app, "promax-translate@example.test");
    pro = await registerUser(testApp.app, "pro-translate@example.test");
    free = await registerUser(testApp.app, "free-translate@example.test");
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
    await buyOnce(testApp.app, validator, ["ultra-lifetime"]);
    await buyOnce(testApp.app, proMax, ["pro-max-lifetime"]);
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.behaviour = { kind: "translate" };
    standIn.bodies.length = 0;
  });

  it("says which service is configured, without its address or key", async () => {
    const response = await testApp.app.inject({ method: "GET", url: URL });
    expect(response.json()).toEqual({ configured: true, provider: "libretranslate" });
    expect(response.body).not.toContain("lt-secret");
    expect(response.body).not.toContain(standIn.origin);
  });

  it("translates every field into each language, keeping the HTML and the keyword boxes", async () => {
    const response = await post(testApp, ultra, listing);
    expect(response.statusCode).toBe(200);
    const body = response.json<Result>();
    expect(body.provider).toBe("libretranslate");
    expect(body.translations.map((t) => t.language)).toEqual(["de", "ja"]);
    const [de, ja] = body.translations;
    expect(de).toEqual({
      language: "de",
      languageName: "German",
      marketplaces: ["amazon.de"],
      title: "[de] The Silent Shore",
      subtitle: "[de] A Novel",
      description: "<p>[de] A <b>[de] story</b>[de]  about courage.</p>",
      keywords: ["[de] coastal mystery", "[de] family saga"],
      findings: [],
    });
    expect(ja?.marketplaces).toEqual(["amazon.co.jp"]);
    // Two calls per language: the plain fields, then the description as HTML, with the key.
    expect(standIn.bodies.map(({ body }) => [body.target, body.format])).toEqual([
      ["de", "text"],
      ["de", "html"],
      ["ja", "text"],
      ["ja", "html"],
    ]);
    expect(standIn.bodies[0]?.body).toMatchObject({
      q: ["The Silent Shore", "A Novel", "coastal mystery", "family saga"],
      source: "en",
      api_key: "lt-secret",
    });
  });

  it("re-checks KDP's limits in the target language", async () => {
    standIn.behaviour = { kind: "translate", grow: 45 };
    const response = await post(testApp, ultra, {
      ...listing,
      targets: ["fr"],
      title: "T".repeat(100),
      subtitle: "S".repeat(40),
      keywords: ["k".repeat(10)],
    });
    expect(response.statusCode).toBe(200);
    const [fr] = response.json<Result>().translations;
    expect(fr?.findings.map((f) => `${f.field}:${f.rule}`)).toEqual([
      "subtitle:title-subtitle-too-long",
      "keywords.0:too-long",
    ]);
  });

  it("flags a description whose tags did not come back", async () => {
    standIn.behaviour = { kind: "drop-tags" };
    const response = await post(testApp, ultra, { ...listing, targets: ["it"] });
    expect(response.statusCode).toBe(200);
    const [it] = response.json<Result>().translations;
    expect(it?.findings.map((f) => f.rule)).toEqual(["html-changed"]);
  });

  it("sends only the title when that is all there is", async () => {
    const response = await post(testApp, ultra, {
      source: "en",
      targets: ["pt-BR"],
      title: "Tides",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Result>().translations[0]).toMatchObject({
      title: "[pt] Tides",
      subtitle: "",
      description: "",
      keywords: [],
    });
    expect(standIn.bodies).toHaveLength(1);
  });

  it.each([
    ["a 429", { kind: "status", status: 429, retryAfter: "20" } as const, /busy.*20 seconds/],
    ["a 500", { kind: "status", status: 500 } as const, /not reachable or failed/],
    ["a hang", { kind: "hang" } as const, /did not answer in time/],
    ["a body that is not JSON", { kind: "not-json" } as const, /not a translation/],
    ["too few texts", { kind: "too-few" } as const, /not a translation/],
    ["a refused key", { kind: "status", status: 403 } as const, /refused/],
  ])("answers 502 for %s, and counts no use", async (_label, behaviour, message) => {
    standIn.behaviour = behaviour;
    const userId = await userIdOf(testApp.db, "ultra-translate@example.test");
    const before = (await listToolUsageRows(testApp.db, userId)).length;
    const response = await post(testApp, ultra, listing);
    expect(response.statusCode).toBe(502);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("TRANSLATION_FAILED");
    expect(body.message).toMatch(message);
    expect(body.message).not.toContain(standIn.origin);
    expect((await listToolUsageRows(testApp.db, userId)).length).toBe(before);
  });

  it("records a complete translation as one use", async () => {
    const userId = await userIdOf(testApp.db, "ultra-translate@example.test");
    const before = (await listToolUsageRows(testApp.db, userId)).length;
    await post(testApp, ultra, listing);
    const rows = await listToolUsageRows(testApp.db, userId);
    expect(rows.length).toBe(before + 1);
    expect(rows[0]).toMatchObject({ toolId: "book-data-translator" });
  });

  it("needs sign-in", async () => {
    const response = await post(testApp, undefined, listing);
    expect(response.statusCode).toBe(401);
    expect(standIn.bodies).toHaveLength(0);
  });

  it.each([
    ["Free", () => free],
    ["Pro", () => pro],
  ])("is not part of the %s plan (403), and calls no service", async (_plan, token) => {
    const response = await post(testApp, token(), listing);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toMatch(/Pro Max plan and above/);
    expect(standIn.bodies).toHaveLength(0);
  });

  it("gives Pro Max 10 translations a day", async () => {
    for (let use = 0; use < 10; use++) {
      expect((await post(testApp, proMax, { ...listing, targets: ["es"] })).statusCode).toBe(200);
    }
    const refused = await post(testApp, proMax, { ...listing, targets: ["es"] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message).toMatch(/today's 10 translations.*Ultra/);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an unknown target", { targets: ["xx"] }, "targets.0"],
    ["no target", { targets: [] }, "targets"],
    ["the source as a target", { targets: ["en"] }, "targets"],
    ["an unknown source", { source: "klingon" }, "source"],
    ["an empty title", { title: " " }, "title"],
    ["a description over 4,000", { description: "d".repeat(4001) }, "description"],
    ["eight keywords", { keywords: ["a", "b", "c", "d", "e", "f", "g", "h"] }, "keywords"],
    ["a keyword over 50", { keywords: ["k".repeat(51)] }, "keywords.0"],
  ])("refuses %s with 400 naming the field", async (_label, change, field) => {
    const response = await post(testApp, validator, { ...listing, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toEqual([field]);
    expect(standIn.bodies).toHaveLength(0);
  });
});

describe("the book data translator on DeepL", () => {
  let standIn: TranslationStandIn;
  let testApp: TestApp;
  let supreme: string;

  beforeAll(async () => {
    standIn = await startDeeplStandIn();
    testApp = await buildTestApp({
      now: () => clock,
      env: { DEEPL_API_KEY: "deepl-secret:fx", DEEPL_API_URL: standIn.origin },
    });
    supreme = await registerUser(testApp.app, "supreme-deepl@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
    await standIn.close();
  });

  it("translates with the key in the header and HTML tag handling for the description", async () => {
    expect((await testApp.app.inject({ method: "GET", url: URL })).json()).toEqual({
      configured: true,
      provider: "deepl",
    });
    const response = await post(testApp, supreme, { ...listing, targets: ["pt-BR"] });
    expect(response.statusCode).toBe(200);
    const body = response.json<Result>();
    expect(body.provider).toBe("deepl");
    expect(body.translations[0]).toMatchObject({
      language: "pt-BR",
      title: "[pt-br] The Silent Shore",
      description: "<p>[pt-br] A <b>[pt-br] story</b>[pt-br]  about courage.</p>",
      findings: [],
    });
    expect(standIn.bodies.map(({ authorization }) => authorization)).toEqual([
      "DeepL-Auth-Key deepl-secret:fx",
      "DeepL-Auth-Key deepl-secret:fx",
    ]);
    expect(standIn.bodies[1]?.body).toMatchObject({
      tag_handling: "html",
      source_lang: "EN",
      target_lang: "PT-BR",
    });
  });

  it("answers 502 when DeepL's quota is used up (456)", async () => {
    standIn.behaviour = { kind: "status", status: 456 };
    const response = await post(testApp, supreme, listing);
    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorBody>().message).toMatch(/busy or out of quota/);
    standIn.behaviour = { kind: "translate" };
  });
});
