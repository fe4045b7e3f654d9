import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";
import type { ErrorBody } from "../tools-helpers";

describe("POST /api/tools/word-frequencies", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: "POST", url: "/api/tools/word-frequencies", payload });

  it("counts words without stop words, most frequent first", async () => {
    const response = await post({ text: "The dragon and the dragon's hoard. A dragon!" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      words: [
        { word: "dragon", count: 3 },
        { word: "hoard", count: 1 },
      ],
      totalTokens: 8,
      distinctWords: 2,
      stopWordsRemoved: 4,
    });
  });

  it("counts keyword phrases whole", async () => {
    const response = await post({
      text: "cozy mystery\ncozy mystery, romance",
      mode: "keywords",
      maxWords: 5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().words).toEqual([
      { word: "cozy mystery", count: 2 },
      { word: "romance", count: 1 },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["missing text", {}, "text"],
    ["text without words", { text: "!!!" }, "text"],
    ["an unknown mode", { text: "dragon", mode: "poem" }, "mode"],
    ["maxWords of 1000", { text: "dragon", maxWords: 1000 }, "maxWords"],
    ["removeStopWords as a number", { text: "dragon", removeStopWords: 3 }, "removeStopWords"],
  ])("refuses %s with 400 naming it", async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });
});
