import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = { code: string; message: string; details?: { path: string; message: string }[] };
type Finding = {
  message: string;
  field: string;
  rule: string;
  severity: string;
  text: string;
  start: number;
  end: number;
  source: string;
};

describe("POST /api/tools/guidelines-check", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/tools/guidelines-check",
      payload: payload as object,
    });

  it("returns findings with the field, rule, span and source", async () => {
    const response = await post({
      title: "The #1 Bestseller",
      author: "Jane Doe",
      description: "<h1>Hi</h1> Email jane@example.com",
      keywords: ["kindle unlimited romance"],
    });

    expect(response.statusCode).toBe(200);
    const findings = response.json().findings as Finding[];
    // One finding for the rule in the title, at its first word, naming both (issue 24).
    const claims = findings.filter((f) => f.field === "title" && f.rule === "sales-rank-claim");
    expect(claims).toEqual([
      expect.objectContaining({ severity: "error", text: "#1", start: 4, end: 6 }),
    ]);
    expect(claims[0]?.message).toContain('"Bestseller"');
    expect(findings).toContainEqual(
      expect.objectContaining({
        field: "description",
        rule: "heading-not-supported",
        text: "<h1>",
        start: 0,
      }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({ field: "description", rule: "email", text: "jane@example.com" }),
    );
    expect(findings).toContainEqual(
      expect.objectContaining({
        field: "keywords.0",
        rule: "program-name",
        text: "kindle unlimited",
      }),
    );
    expect(findings.every((finding) => finding.source.length > 0)).toBe(true);
  });

  it("returns no findings for a clean listing", async () => {
    const response = await post({
      title: "The Quiet Harbour",
      subtitle: "A Cosy Mystery",
      author: "Jane Doe",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ findings: [] });
  });

  it.each([
    ["a missing title", { author: "Jane Doe" }, "title"],
    ["a numeric author", { title: "T", author: 5 }, "author"],
    ["eight keywords", { title: "T", author: "A", keywords: Array(8).fill("k") }, "keywords"],
  ])("400 for %s, naming %s", async (_label, payload, field) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.details?.map((detail) => detail.path)).toContain(field);
  });
});
