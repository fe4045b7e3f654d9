import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helper";

// A stand-in for Sentry's ingest endpoint: it keeps every envelope it receives.
describe("error reporting (SENTRY_DSN)", () => {
  let server: Server;
  const envelopes: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const body = Buffer.concat(chunks);
        envelopes.push(
          request.headers["content-encoding"] === "gzip"
            ? gunzipSync(body).toString()
            : body.toString(),
        );
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    testApp = await buildTestApp({ env: { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` } });
    testApp.app.get("/test/explode", async () => {
      throw new Error("kaboom for the report");
    });
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("reports a 5xx with its route, and no request headers", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/test/explode",
      headers: { authorization: "Bearer secret-token-value" },
    });
    expect(response.statusCode).toBe(500);
    const Sentry = await import("@sentry/node");
    await Sentry.flush(3000);
    const report = envelopes.find((envelope) => envelope.includes("kaboom for the report"));
    expect(report).toBeDefined();
    expect(report).toContain("/test/explode");
    expect(report).not.toContain("secret-token-value");
  });

  it("leaves the token check ahead of the body (401 before 400)", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/api/board/create" });
    expect(response.statusCode, response.body).toBe(401);
    const second = await buildTestApp();
    // An app made after Sentry's still refuses a late token check at start-up: its route hooks
    // are not wrapped (a wrapper hid `app.authenticate` from the check, decision 0161).
    expect(() =>
      second.app.post("/test/late-auth", { preHandler: second.app.authenticate }, async () => ""),
    ).toThrow("POST /test/late-auth: use onRequest: app.authenticate, not preHandler");
    const again = await second.app.inject({ method: "POST", url: "/api/board/create" });
    expect(again.statusCode, again.body).toBe(401);
    await second.close();
  });

  it("does not report a 4xx", async () => {
    const before = envelopes.length;
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/blog/viewblog/abc" })).statusCode,
    ).toBe(400);
    const Sentry = await import("@sentry/node");
    await Sentry.flush(1000);
    expect(envelopes.slice(before).some((envelope) => envelope.includes('"type":"event"'))).toBe(
      false,
    );
  });
});
