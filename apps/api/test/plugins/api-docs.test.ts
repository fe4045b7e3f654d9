import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

type OpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { operationId?: string; summary?: string; tags?: string[] }>
  >;
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

  it("defines the error shape once and references it", () => {
    const subscribe = document.paths["/api/newsletter/subscribe"]!.post as unknown as {
      responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
    };
    expect(subscribe.responses["429"]!.content["application/json"]!.schema.$ref).toBe(
      "#/components/schemas/ApiError",
    );
    expect(JSON.stringify(document)).toContain('"RATE_LIMITED"');
  });

  it("serves the Swagger UI page", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs" });

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("swagger-ui");
  });
});
