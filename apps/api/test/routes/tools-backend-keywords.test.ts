import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";
import type { ErrorBody } from "../tools-helpers";

const book = {
  title: "Mindful Coloring Book for Adults",
  subtitle: "Stress Relief Mandala Patterns",
  authors: ["Jane Doe"],
  seedPhrases: [
    "coloring book for adults relaxation",
    "mandala coloring books",
    "anxiety relief gifts for women",
    "zen doodle patterns",
    "Kindle Unlimited coloring",
    "flower coloring for seniors",
  ],
};

type Body = {
  boxes: string[];
  boxLengths: number[];
  removed: { word: string; reason: string }[];
  flags: { term: string; rule: string; severity: string }[];
  coverage: { phrases: { phrase: string; status: string }[]; total: number };
};

describe("POST /api/tools/backend-keywords", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: "POST", url: "/api/tools/backend-keywords", payload });

  it("packs the seed phrases into 7 boxes of at most 50 characters, without title words", async () => {
    const response = await post(book);

    expect(response.statusCode).toBe(200);
    const body = response.json<Body>();
    expect(body.boxes).toHaveLength(7);
    for (const box of body.boxes) expect(box.length).toBeLessThanOrEqual(50);
    expect(body.boxLengths).toEqual(body.boxes.map((box) => box.length));
    const placed = body.boxes.join(" ").split(" ").filter(Boolean);
    expect(placed).toEqual(expect.arrayContaining(["relaxation", "anxiety", "zen", "doodle"]));
    for (const titleWord of ["mindful", "coloring", "book", "adults", "mandala", "doe"])
      expect(placed).not.toContain(titleWord);
    expect(body.removed).toEqual(
      expect.arrayContaining([
        { word: "coloring", reason: "in-title" },
        { word: "mandala", reason: "in-subtitle" },
        { word: "for", reason: "stop-word" },
      ]),
    );
    expect(body.flags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          term: "kindle unlimited",
          rule: "program-name",
          severity: "rejection",
        }),
      ]),
    );
    expect(body.coverage.total).toBeGreaterThan(0);
    expect(body.coverage.phrases.find((p) => p.phrase === "zen doodle patterns")?.status).toBe(
      "covered",
    );
  });

  it("answers 7 empty boxes when there are no seed phrases", async () => {
    const response = await post({ title: "Dragons" });
    expect(response.statusCode).toBe(200);
    expect(response.json<Body>().boxes).toEqual(["", "", "", "", "", "", ""]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a missing title", { seedPhrases: ["dragon"] }, "title"],
    ["a blank title", { title: "   " }, "title"],
    ["a title over 200 characters", { title: "x".repeat(201) }, "title"],
    ["a subtitle that is not text", { title: "Dragons", subtitle: 7 }, "subtitle"],
    ["authors that are not a list", { title: "Dragons", authors: "Jane Doe" }, "authors"],
    ["more than 10 authors", { title: "Dragons", authors: Array(11).fill("A") }, "authors"],
    ["seed phrases that are not a list", { title: "Dragons", seedPhrases: "a" }, "seedPhrases"],
    [
      "more than 500 seed phrases",
      { title: "Dragons", seedPhrases: Array(501).fill("dragon") },
      "seedPhrases",
    ],
    ["other authors that are not a list", { title: "Dragons", otherAuthors: 1 }, "otherAuthors"],
    ["trademarks that are not a list", { title: "Dragons", trademarks: "Lego" }, "trademarks"],
  ])("refuses %s with 400 naming it", async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const document = response.json<{
      paths: Record<string, { post?: { operationId?: string } }>;
    }>();
    expect(document.paths["/api/tools/backend-keywords"]?.post?.operationId).toBe(
      "packBackendKeywords",
    );
  });
});
