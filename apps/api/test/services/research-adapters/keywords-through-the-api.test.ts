import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, nextAddress, registerUser } from "../../account-helpers";
import { buildTestApp, type TestApp } from "../../helper";
import { buyOnce } from "../../shop-helpers";
import {
  type AmazonStandIn,
  DATAFORSEO_TEST_AUTH,
  type DataForSeoStandIn,
  startAmazonSuggestionsStandIn,
  startDataForSeoStandIn,
} from "../../stand-ins/research";
import type { ErrorBody } from "../../tools-helpers";

/*
 * Amazon suggestions and DataForSEO as the app runs them (config → createResearchSources → the
 * keyword research routes), against their stand-ins: answers are labelled with the real source,
 * and a robot check or a refused account reaches the client as RESEARCH_SOURCE_FAILED, never a
 * 500 or an empty table. Keepa is not configured, so products stay on the sample.
 */

describe("Amazon suggestions and DataForSEO through the keyword research routes", () => {
  let amazon: AmazonStandIn;
  let dataForSeo: DataForSeoStandIn;
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    amazon = await startAmazonSuggestionsStandIn();
    dataForSeo = await startDataForSeoStandIn();
    testApp = await buildTestApp({
      env: {
        AMAZON_SUGGESTIONS_URL: amazon.origin,
        DATAFORSEO_LOGIN: DATAFORSEO_TEST_AUTH.login,
        DATAFORSEO_PASSWORD: DATAFORSEO_TEST_AUTH.password,
        DATAFORSEO_API_URL: dataForSeo.origin,
        RESEARCH_MAX_ATTEMPTS: "2",
      },
    });
    token = await registerUser(testApp.app, "keywords-api@example.test");
    await buyOnce(testApp.app, token, ["supreme-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
    await Promise.all([amazon.close(), dataForSeo.close()]);
  });
  beforeEach(() => {
    amazon.behaviour = { kind: "ok" };
    dataForSeo.behaviour = { kind: "ok" };
    amazon.requests.length = 0;
    dataForSeo.requests.length = 0;
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: "POST",
      url,
      headers: bearer(token),
      payload,
      remoteAddress: nextAddress(),
    });

  it("expands a seed through Amazon's completions, each prefix asked once", async () => {
    const response = await post("/api/v1/research/suggestions", {
      seed: "dog training",
      domain: "amazon.com",
      department: "kindle",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      source: string;
      prefixCount: number;
      suggestions: { suggestion: string }[];
    }>();
    expect(body.source).toBe("amazon");
    expect(amazon.requests).toHaveLength(body.prefixCount);
    expect(amazon.requests.every((r) => r.url.includes("mid=ATVPDKIKX0DER"))).toBe(true);
    expect(amazon.requests.every((r) => r.url.includes("alias=digital-text"))).toBe(true);
    expect(body.suggestions.map((s) => s.suggestion)).toContain("dog training for kids");
  });

  it("answers RESEARCH_SOURCE_FAILED when Amazon answers a robot check", async () => {
    amazon.behaviour = { kind: "html" };
    const response = await post("/api/v1/research/suggestions", {
      seed: "cat training",
      domain: "amazon.com",
      department: "books",
    });
    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorBody>().code).toBe("RESEARCH_SOURCE_FAILED");
    expect(response.body).not.toContain(amazon.origin);
  });

  it("answers the keywords an ASIN ranks for from DataForSEO", async () => {
    const response = await post("/api/v1/research/reverse-lookup", {
      asin: "B0TESTAAA1",
      domain: "amazon.com",
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      source: string;
      keywords: { keyword: string; position: number; searchVolume: number | null }[];
    }>();
    expect(body.source).toBe("dataforseo");
    expect(body.keywords[0]).toMatchObject({
      keyword: "puppy training log",
      position: 1,
      searchVolume: 320,
    });
    expect(dataForSeo.requests[0]!.url).toBe("/v3/dataforseo_labs/amazon/ranked_keywords/live");
  });

  it("answers RESEARCH_SOURCE_FAILED when DataForSEO refuses the account (40200)", async () => {
    dataForSeo.behaviour = { kind: "status-code", code: 40200 };
    const response = await post("/api/v1/research/reverse-lookup", {
      asin: "B0TESTAAA9",
      domain: "amazon.com",
    });
    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorBody>().code).toBe("RESEARCH_SOURCE_FAILED");
    expect(response.body).not.toContain(DATAFORSEO_TEST_AUTH.password);
  });
});
