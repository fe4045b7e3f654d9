import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../src/errors";
import { buildTestApp, createLogCollector, type TestApp } from "../helper";

describe("error handler", () => {
  const log = createLogCollector();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { BODY_LIMIT: "2048" }, logStream: log.stream });
    const { app } = testApp;
    app.get("/test/boom", async () => {
      throw new Error("connection to db-internal.example:5432 refused, password=hunter2");
    });
    app.get("/test/conflict", async () => {
      throw new AppError("CONFLICT", "That pen name is already taken");
    });
    app.post(
      "/test/echo",
      {
        schema: {
          body: z.object({
            title: z.string().min(1),
            author: z.object({ name: z.string().min(2) }),
          }),
        },
      },
      async (request) => request.body,
    );
    app.get(
      "/test/bad-response",
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      // Deliberately breaks its own response schema.
      async () => ({ count: "three" }) as unknown as { count: number },
    );
    await app.ready();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers an unknown route with 404 NOT_FOUND in the error shape", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/nope?x=1" });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      name: "Error",
      code: "NOT_FOUND",
      message: "No route matches GET /nope",
    });
  });

  it("masks an unexpected error as 500 INTERNAL and logs it with the request id", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/test/boom",
      headers: { "x-request-id": "trace-500-check" },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      name: "Error",
      code: "INTERNAL",
      message: "Something went wrong",
    });
    expect(response.body).not.toContain("hunter2");
    expect(response.body).not.toContain("db-internal");

    const logged = log
      .entries()
      .find((entry) => entry.reqId === "trace-500-check" && entry.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain("hunter2");
  });

  it("answers an AppError with its own status, code and message", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/conflict" });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      name: "Error",
      code: "CONFLICT",
      message: "That pen name is already taken",
    });
  });

  it("answers a body over BODY_LIMIT with 413 PAYLOAD_TOO_LARGE", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ title: "x".repeat(4096), author: { name: "Ann" } }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      name: "Error",
      code: "PAYLOAD_TOO_LARGE",
      message: "The request body is too large",
    });
  });

  it("answers malformed JSON with 400 MALFORMED_REQUEST", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"title": "Dune",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: "Error",
      code: "MALFORMED_REQUEST",
      message: "The request body is not valid JSON",
    });
  });

  it("answers an unsupported content type with 415 in the error shape", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/test/echo",
      headers: { "content-type": "application/xml" },
      payload: "<book/>",
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ name: "Error", code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("names every invalid field, nested paths joined with dots", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/test/echo",
      payload: { title: "", author: { name: "A" } },
    });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ name: "Error", code: "VALIDATION_FAILED" });
    expect(Object.keys(body).sort()).toEqual(["code", "details", "message", "name"]);
    expect(body.details.map((detail: { path: string }) => detail.path)).toEqual([
      "title",
      "author.name",
    ]);
    expect(body.message).toMatch(/^title: .+; author\.name: .+$/);
  });

  it("names the body itself when it is missing", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/test/echo" });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      details: [{ path: "body" }],
    });
  });

  it("masks a response that breaks its own schema as 500", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/test/bad-response" });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      name: "Error",
      code: "INTERNAL",
      message: "Something went wrong",
    });
  });
});
