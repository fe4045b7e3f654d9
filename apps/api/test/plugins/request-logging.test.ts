import type { FastifyReply, FastifyRequest } from "fastify";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logRedaction } from "../../src/plugins/app/log-redaction";
import { RequestLogger } from "../../src/plugins/app/request-logging";
import { buildTestApp, createLogCollector, type TestApp } from "../helper";

describe("request logging: one line per request (issue 16, decision 0074)", () => {
  const log = createLogCollector();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ logStream: log.stream });
    testApp.app.get("/test/boom", async () => {
      throw new Error("kaboom");
    });
    testApp.app.get("/test/warns", async (request) => {
      request.log.warn({ detail: "from the handler" }, "handler warning");
      return { ok: true };
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const linesOf = (requestId: string) =>
    log.entries().filter((entry) => entry.reqId === requestId && !("err" in entry));

  it("writes a single completion line with method, redacted URL, client, status and time", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/server-time?token=abc123&lang=en",
      headers: { "x-request-id": "log-one-line", authorization: "Bearer secret-token" },
    });
    expect(response.statusCode).toBe(200);
    const lines = linesOf("log-one-line");
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      method: "GET",
      url: "/api/server-time?token=[redacted]&lang=en",
      status: 200,
      ip: "127.0.0.1",
    });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain("secret-token");
  });

  it("logs a refused request once too, with its status", async () => {
    await testApp.app.inject({
      method: "GET",
      url: "/api/blog/viewblog/not-a-number",
      headers: { "x-request-id": "log-refused" },
    });
    const completed = linesOf("log-refused").filter((entry) => entry.msg === "request completed");
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ status: 400 });
  });

  it("leaves health probes out", async () => {
    await testApp.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "log-health" },
    });
    expect(log.entries().filter((entry) => entry.reqId === "log-health")).toHaveLength(0);
  });

  it("still logs a failing request's error through the error handler", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/test/boom",
      headers: { "x-request-id": "log-boom" },
    });
    expect(response.statusCode).toBe(500);
    const entries = log.entries().filter((entry) => entry.reqId === "log-boom");
    expect(entries.some((entry) => entry.level === 50 && "err" in entry)).toBe(true);
    expect(entries.filter((entry) => entry.msg === "request completed")).toHaveLength(1);
  });

  it("makes no child logger for a request that writes only its completion line (decision 0075)", async () => {
    const child = vi.spyOn(testApp.app.log, "child");
    try {
      await testApp.app.inject({
        method: "GET",
        url: "/api/server-time",
        headers: { "x-request-id": "log-no-child" },
      });
      expect(child).not.toHaveBeenCalled();
      expect(linesOf("log-no-child")).toHaveLength(1);
    } finally {
      child.mockRestore();
    }
  });

  it("binds the request id into a line a handler writes through request.log", async () => {
    await testApp.app.inject({
      method: "GET",
      url: "/test/warns",
      headers: { "x-request-id": "log-handler" },
    });
    const lines = linesOf("log-handler");
    expect(lines.map((entry) => entry.msg)).toEqual(["handler warning", "request completed"]);
    expect(lines[0]).toMatchObject({ level: 40, detail: "from the handler" });
  });
});

describe("the completion line's template (decision 0075)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const completed = (
    request: { id: string; method: string; url: string; ip: string | undefined },
    reply: { statusCode: number; elapsedTime: number },
  ) => {
    const lines: string[] = [];
    const logger = pino({ level: "info", ...logRedaction }, { write: (line) => lines.push(line) });
    vi.useFakeTimers({ now: new Date("2026-11-27T10:00:00.123Z"), toFake: ["Date"] });
    const info = vi.spyOn(logger, "info");
    new RequestLogger(logger, { reqId: request.id }).completed(
      request as FastifyRequest,
      reply as FastifyReply,
    );
    // The template wrote the line, not pino's info.
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();
    logger.info(
      {
        reqId: request.id,
        method: request.method,
        url: request.url.replace("token=abc", "token=[redacted]"),
        status: reply.statusCode,
        ip: request.ip,
        responseTime: reply.elapsedTime,
      },
      "request completed",
    );
    return lines;
  };

  it.each([
    ["a plain request", "/api/server-time", "10.1.2.3", 0.0417],
    ["a redacted token", "/api/reset?token=abc&lang=en", "127.0.0.1", 12.5],
    ["quotes, a backslash and a tab", '/api/blog?q="a\\b"%09\t', "::1", 3],
    ["non-ASCII text", "/api/blog/café-crème", "2001:db8::1", 0],
    ["a time that is not a number", "/api/shop", "10.0.0.1", Number.NaN],
  ])("writes the bytes pino writes for %s", (_case, url, ip, elapsedTime) => {
    const [template, viaPino] = completed(
      { id: "log-template", method: "GET", url, ip },
      { statusCode: 200, elapsedTime },
    );
    expect(template).toBeDefined();
    expect(template).toBe(viaPino);
  });

  it("leaves a logger the template cannot reproduce (a mixin) to pino", () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info", mixin: () => ({ region: "eu" }) },
      { write: (line) => lines.push(line) },
    );
    const info = vi.spyOn(logger, "info");
    new RequestLogger(logger, { reqId: "log-mixin" }).completed(
      { id: "log-mixin", method: "GET", url: "/api/shop", ip: "10.0.0.1" } as FastifyRequest,
      { statusCode: 200, elapsedTime: 1 } as FastifyReply,
    );
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      reqId: "log-mixin",
      region: "eu",
      url: "/api/shop",
      msg: "request completed",
    });
  });
});
