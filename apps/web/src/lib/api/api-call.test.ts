// @vitest-environment node
import { tokenResponseSchema } from "@inkforge/domain/contracts/account";
import { describe, expect, it, vi } from "vitest";
import { createApiCaller } from "@/lib/api/api-call";
import { parseRetryAfter } from "@/lib/api/error-body";

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("parseRetryAfter", () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it.each([
    [null, null],
    ["", null],
    ["120", 120],
    ["0", 0],
    ["Sat, 21 Nov 2026 12:02:00 GMT", 120],
    ["Sat, 21 Nov 2026 11:00:00 GMT", 0],
    ["soon", null],
  ])("%j → %j", (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe("createApiCaller", () => {
  it("sends the bearer token and returns validated data", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { token: "abc" }));
    const call = createApiCaller({ baseUrl: "http://api.test", token: "tok", fetchImpl });
    const result = await call("POST", "/api/account/login", {
      body: { username: "a@b.c", password: "x" },
      schema: tokenResponseSchema,
    });
    expect(result).toEqual({ ok: true, status: 200, data: { token: "abc" } });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("http://api.test/api/account/login");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer tok");
  });

  it("sends no Authorization header without a token (ROLE-05)", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { reset: true }));
    await createApiCaller({ baseUrl: "http://api.test", fetchImpl })(
      "POST",
      "/api/resetpass/reset",
      { body: { token: "t", password: "longenough" } },
    );
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has("authorization")).toBe(false);
  });

  it("keeps the error code, details and Retry-After of a failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(
        429,
        { name: "Error", code: "RATE_LIMITED", message: "Too many login attempts" },
        { "retry-after": "90" },
      ),
    );
    const result = await createApiCaller({ baseUrl: "http://api.test", fetchImpl })(
      "POST",
      "/api/account/login",
      { body: {} },
    );
    expect(result).toEqual({
      ok: false,
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many login attempts",
      details: [],
      retryAfterSeconds: 90,
    });
  });

  it("reads validation details", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      jsonResponse(400, {
        name: "Error",
        code: "VALIDATION_FAILED",
        message: "Invalid request",
        details: [{ path: "password", message: "must be at least 8 characters" }],
      }),
    );
    const result = await createApiCaller({ baseUrl: "http://api.test", fetchImpl })(
      "POST",
      "/api/account/jsonregister",
      { body: {} },
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      code: "VALIDATION_FAILED",
      details: [{ path: "password", message: "must be at least 8 characters" }],
    });
  });

  it("a network error has no status and no code", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    const result = await createApiCaller({ baseUrl: "http://api.test", fetchImpl, retries: 0 })(
      "GET",
      "/api/account",
    );
    expect(result).toMatchObject({ ok: false, status: null, code: null });
  });

  it("a success body that breaks the contract is a failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { nope: true }));
    const result = await createApiCaller({ baseUrl: "http://api.test", fetchImpl })(
      "POST",
      "/api/account/login",
      { body: {}, schema: tokenResponseSchema },
    );
    expect(result.ok).toBe(false);
  });
});
