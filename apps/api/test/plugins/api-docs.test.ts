import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
};

describe("OpenAPI document", () => {
  let testApp: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("is an OpenAPI 3 document listing the public routes", () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/health", "/api/server-time", "/api/newsletter/subscribe"]),
    );
  });

  it("leaves the docs' own routes out", () => {
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/docs"))).toEqual([]);
  });

  it("gives every operation an operationId, a summary and tags", () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThanOrEqual(3);
    for (const operation of operations) {
      expect(operation.operationId).toEqual(expect.any(String));
      expect(operation.summary).toEqual(expect.any(String));
      expect(operation.tags?.length).toBeGreaterThan(0);
    }
  });

  it("describes the subscribe body from its zod schema", () => {
    const text = JSON.stringify(document.paths["/api/newsletter/subscribe"]);
    expect(text).toContain('"email"');
    expect(text).toContain("subscribeToNewsletter");
  });

  it("serves the Swagger UI page", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs" });
    // /docs redirects to /docs/ or serves the page directly, depending on the plugin version.
    expect([200, 302]).toContain(response.statusCode);
  });
});
