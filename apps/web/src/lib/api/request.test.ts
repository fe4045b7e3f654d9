// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRequestClient, type RequestClientOptions } from "./request";

/*
 * The helper against a real HTTP server on 127.0.0.1: every request is counted per path, so the
 * tests see how many attempts reached the server.
 */

type Seen = { method: string; headers: IncomingMessage["headers"]; body: string; url: string };

let server: Server;
let baseUrl: string;
let closedPortUrl: string;
const hits = new Map<string, number>();
const seen = new Map<string, Seen[]>();

const count = (path: string) => hits.get(path) ?? 0;

function json(res: ServerResponse, status: number, data: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(data));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const path = url.pathname;
  const n = (hits.get(path) ?? 0) + 1;
  hits.set(path, n);
  seen.set(path, [
    ...(seen.get(path) ?? []),
    { method: req.method ?? "", headers: req.headers, body, url: req.url ?? "" },
  ]);

  if (path === "/echo") {
    const isJson = req.headers["content-type"]?.startsWith("application/json");
    return json(res, 200, {
      method: req.method,
      headers: req.headers,
      body: isJson ? JSON.parse(body) : body,
      query: Object.fromEntries(url.searchParams),
    });
  }
  if (path === "/text") {
    res.writeHead(200, { "content-type": "text/plain" });
    return res.end("hello");
  }
  if (path === "/no-content") {
    res.writeHead(204);
    return res.end();
  }
  if (path === "/bad-json") {
    res.writeHead(200, { "content-type": "application/json" });
    return res.end("{not json");
  }
  if (path === "/error-400") {
    return json(res, 400, { name: "Error", code: "BAD_INPUT", message: "nope" });
  }
  if (path === "/error-200") return json(res, 200, { name: "Error", message: "soft failure" });
  if (path === "/not-found") {
    res.writeHead(404);
    return res.end();
  }
  if (path === "/always-503") {
    return json(res, 503, { name: "Error", code: "UNAVAILABLE", message: "Service down" });
  }
  if (path === "/bare-503") {
    res.writeHead(503);
    return res.end();
  }
  if (path.startsWith("/flaky/")) {
    // Fails the first time, succeeds afterwards.
    if (n === 1) return json(res, 503, { name: "Error", message: "warming up" });
    return json(res, 200, { ok: true, attempt: n });
  }
  if (path.startsWith("/never")) return; // keeps the request open until the client gives up
  json(res, 404, { name: "Error", message: `no route ${path}` });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A port that was just free and is now closed: connecting to it fails.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  closedPortUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits.clear();
  seen.clear();
});

function client(options: Partial<RequestClientOptions> = {}) {
  return createRequestClient({ baseUrl, backoffMs: () => 1, ...options });
}

type Echo = {
  method: string;
  headers: Record<string, string>;
  body: unknown;
  query: Record<string, string>;
};

describe("verbs, headers, bodies (API-GEN-03, API-GEN-04)", () => {
  it.each([
    ["get", "GET"],
    ["post", "POST"],
    ["put", "PUT"],
    ["delete", "DELETE"],
  ] as const)("%s reaches the server as %s and succeeds with status 200", async (verb, method) => {
    const result = await client()[verb]<Echo>("/echo");
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    expect(result.data?.method).toBe(method);
    expect(count("/echo")).toBe(1);
  });

  it("success is { data, error: null, status: 200 }", async () => {
    const result = await client().get("/text");
    expect(result).toEqual({ data: "hello", error: null, status: 200 });
  });

  it("passes call headers and client headers through; call headers win", async () => {
    const api = client({
      getHeaders: async () => ({ authorization: "Bearer t0ken", "x-source": "client" }),
    });
    const result = await api.get<Echo>("/echo", {
      headers: { "X-Source": "call", "X-Trace": "abc" },
    });
    expect(result.data?.headers).toMatchObject({
      authorization: "Bearer t0ken",
      "x-source": "call",
      "x-trace": "abc",
    });
  });

  it.each([
    ["post", { title: "My Book", pages: [1, 2] }],
    ["put", ["a", "b"]],
    ["delete", { id: 7 }],
  ] as const)("%s sends a JSON body with its content type", async (verb, body) => {
    const result = await client()[verb]<Echo>("/echo", { body });
    expect(result.data?.body).toEqual(body);
    expect(result.data?.headers["content-type"]).toBe("application/json");
  });

  it("passes FormData through as multipart", async () => {
    const form = new FormData();
    form.append("title", "My Book");
    const result = await client().post<Echo>("/echo", { body: form });
    expect(result.data?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.data?.body).toContain('name="title"');
    expect(result.data?.body).toContain("My Book");
  });

  it("encodes the query; arrays as JSON, undefined and null left out", async () => {
    const result = await client().get<Echo>("/echo", {
      query: {
        range: [0, 2],
        sort: ["datetime", "ASC"],
        q: "word cloud",
        page: 1,
        no: undefined,
        nil: null,
      },
    });
    expect(result.data?.query).toEqual({
      range: "[0,2]",
      sort: '["datetime","ASC"]',
      q: "word cloud",
      page: "1",
    });
  });

  it("applies transform to successful data", async () => {
    const result = await client().get("/echo", {
      transform: (data: Echo) => data.method.toLowerCase(),
    });
    expect(result).toEqual({ data: "get", error: null, status: 200 });
  });

  it("a throwing transform gives a failure with the status kept", async () => {
    const result = await client().get("/text", {
      transform: () => {
        throw new Error("bad shape");
      },
    });
    expect(result).toEqual({ data: null, error: "bad shape", status: 200 });
  });

  it.each([
    ["/no-content", null],
    ["/text", "hello"],
  ])("%s parses to %j", async (path, data) => {
    expect((await client().get(path)).data).toEqual(data);
  });

  it("invalid JSON from a 200 is a failure and is not retried", async () => {
    const result = await client().get("/bad-json");
    expect(result).toEqual({ data: null, error: "Invalid JSON in response", status: 200 });
    expect(count("/bad-json")).toBe(1);
  });
});

describe("failures that are not retried", () => {
  it('a 400 { name: "Error", message: "nope" } fails with "nope" after one attempt', async () => {
    const result = await client().get("/error-400");
    expect(result).toEqual({ data: null, error: "nope", status: 400 });
    expect(count("/error-400")).toBe(1);
  });

  it('a 200 { name: "Error" } body is a failure with its message', async () => {
    const result = await client().put("/error-200");
    expect(result).toEqual({ data: null, error: "soft failure", status: 200 });
    expect(count("/error-200")).toBe(1);
  });

  it("a bodiless 404 uses the status text", async () => {
    const result = await client().delete("/not-found");
    expect(result).toEqual({ data: null, error: "Not Found", status: 404 });
    expect(count("/not-found")).toBe(1);
  });
});

describe("retries (API-GEN-05, API-GEN-08, gap G-42)", () => {
  it("a 503 every time: 1 attempt + 3 retries, then the server's message and 503", async () => {
    const delays: number[] = [];
    const result = await client({
      backoffMs: (attempt) => {
        delays.push(attempt);
        return 1;
      },
    }).get("/always-503");
    expect(result).toEqual({ data: null, error: "Service down", status: 503 });
    expect(count("/always-503")).toBe(4);
    expect(delays).toEqual([0, 1, 2]);
  });

  it("a bodiless 503 reports the status text", async () => {
    const result = await client().get("/bare-503");
    expect(result).toEqual({ data: null, error: "Service Unavailable", status: 503 });
    expect(count("/bare-503")).toBe(4);
  });

  it("the default backoff is exponential from 200 ms", async () => {
    const waits: number[] = [];
    const api = createRequestClient({
      baseUrl,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await api.get("/always-503");
    expect(waits).toEqual([200, 400, 800]);
  });

  it.each([
    ["get", "/flaky/get"],
    ["put", "/flaky/put"],
    ["delete", "/flaky/delete"],
  ] as const)("%s: 503 then 200 returns the data of the second attempt", async (verb, path) => {
    const result = await client()[verb](path);
    expect(result).toEqual({ data: { ok: true, attempt: 2 }, error: null, status: 200 });
    expect(count(path)).toBe(2);
  });

  it("a POST that gets a 503 is attempted exactly once", async () => {
    const result = await client().post("/always-503", { body: { amount: 10 } });
    expect(result).toEqual({ data: null, error: "Service down", status: 503 });
    expect(count("/always-503")).toBe(1);
  });

  it("a POST with an idempotency key is retried and sends the key each time", async () => {
    const result = await client().post("/flaky/post", {
      body: { amount: 10 },
      idempotencyKey: "order-42",
    });
    expect(result).toEqual({ data: { ok: true, attempt: 2 }, error: null, status: 200 });
    expect(count("/flaky/post")).toBe(2);
    const attempts = seen.get("/flaky/post") ?? [];
    expect(attempts.map((a) => a.headers["idempotency-key"])).toEqual(["order-42", "order-42"]);
    expect(attempts.map((a) => a.body)).toEqual(['{"amount":10}', '{"amount":10}']);
  });

  it.each([
    [0, 1],
    [1, 2],
  ])("retries: %i makes %i attempts", async (retries, attempts) => {
    await client().get("/always-503", { retries });
    expect(count("/always-503")).toBe(attempts);
  });

  it("the client's retries setting applies to every call", async () => {
    await client({ retries: 1 }).get("/always-503");
    expect(count("/always-503")).toBe(2);
  });
});

describe("timeouts (API-GEN-06)", () => {
  it("a route that never answers times out after the timeout and is retried", async () => {
    const result = await client().get("/never/1", { timeout: 100, retries: 1 });
    expect(result).toEqual({ data: null, error: "Request timed out after 100 ms", status: null });
    expect(count("/never/1")).toBe(2);
  });

  it("the client's default timeout applies when the call sets none", async () => {
    const result = await client({ defaultTimeoutMs: 50, retries: 0 }).get("/never/2");
    expect(result.error).toBe("Request timed out after 50 ms");
    expect(count("/never/2")).toBe(1);
  });

  it("a timed-out POST without an idempotency key is not retried", async () => {
    await client().post("/never/3", { timeout: 50 });
    expect(count("/never/3")).toBe(1);
  });
});

describe("cancellation (API-GEN-07)", () => {
  it('aborting mid-request returns "Request canceled" at once, with no further attempts', async () => {
    const controller = new AbortController();
    const pending = client().get("/never/abort", { signal: controller.signal, timeout: 60_000 });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ data: null, error: "Request canceled", status: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(count("/never/abort")).toBe(1);
  });

  it("an already aborted signal sends nothing", async () => {
    const result = await client().get("/echo", { signal: AbortSignal.abort() });
    expect(result).toEqual({ data: null, error: "Request canceled", status: null });
    expect(count("/echo")).toBe(0);
  });

  it("aborting during the backoff wait stops the retries", async () => {
    const controller = new AbortController();
    const result = await client({
      backoffMs: () => {
        controller.abort();
        return 10_000;
      },
    }).get("/always-503", { signal: controller.signal });
    expect(result).toEqual({ data: null, error: "Request canceled", status: null });
    expect(count("/always-503")).toBe(1);
  });
});

describe("network errors and nothing run (API-GEN-09)", () => {
  it("a closed port is retried, then returns the network error with status null", async () => {
    let calls = 0;
    const api = createRequestClient({
      baseUrl: closedPortUrl,
      backoffMs: () => 1,
      fetchImpl: (input, init) => {
        calls++;
        return fetch(input, init);
      },
    });
    const result = await api.get("/anything");
    expect(calls).toBe(4);
    expect(result.data).toBeNull();
    expect(result.status).toBeNull();
    expect(result.error).toMatch(/fetch failed/);
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it.each([
    ["get", -1],
    ["post", -1],
    ["put", Number.NaN],
  ] as const)(
    '%s with retries %d makes no attempt and returns "Unknown error"',
    async (verb, retries) => {
      const result = await client()[verb]("/echo", { retries });
      expect(result).toEqual({ data: null, error: "Unknown error", status: null });
      expect(count("/echo")).toBe(0);
    },
  );

  it('a fetch that throws a non-Error gives "Unknown error"', async () => {
    const api = client({
      retries: 0,
      fetchImpl: () => Promise.reject("boom"),
    });
    expect(await api.get("/echo")).toEqual({ data: null, error: "Unknown error", status: null });
  });

  it("a throwing getHeaders is reported, not thrown", async () => {
    const api = client({
      getHeaders: () => {
        throw new Error("no session");
      },
    });
    expect(await api.get("/echo")).toEqual({ data: null, error: "no session", status: null });
    expect(count("/echo")).toBe(0);
  });

  it("an absolute URL ignores the base URL", async () => {
    const api = createRequestClient({ baseUrl: closedPortUrl });
    const result = await api.get(`${baseUrl}/text`);
    expect(result).toEqual({ data: "hello", error: null, status: 200 });
  });
});
