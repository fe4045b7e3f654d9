import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

describe("GET /health", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers 200 with the database up", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/health" });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "up" });
  });
});

describe("GET /health with the database gone", () => {
  it("answers 503 SERVICE_UNAVAILABLE in the error shape", async () => {
    const testApp = await buildTestApp();
    await testApp.app.ready();
    // Close only the database: the app keeps running, as it would when PostgreSQL goes away.
    const { db } = testApp;
    // PGlite closes; a node-postgres pool (TEST_DATABASE_URL) ends.
    const client = (
      db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
    ).$client;
    await (client.close ? client.close() : client.end?.());

    const response = await testApp.app.inject({ method: "GET", url: "/health" });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      name: "Error",
      code: "SERVICE_UNAVAILABLE",
      message: "The database is unreachable",
    });
    await testApp.app.close();
  });
});
