import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadApiFile, requestJson, requestRaw } from "@/lib/api/raw-request";

const saved = vi.hoisted(() => [] as Array<{ name: string; blob: Blob }>);
vi.mock("@/lib/download-csv", () => ({
  saveBlob: (name: string, blob: Blob) => saved.push({ name, blob }),
}));

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

describe("requestRaw", () => {
  it("sends the token, JSON as JSON and bytes as they are", async () => {
    const fetchMock = stubFetch(() => json(200, {}));
    await requestRaw("/api/x", { method: "POST", token: "tok", body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/x$/);
    const headers = new Headers(init?.headers);
    expect(headers.get("authorization")).toBe("Bearer tok");
    expect(headers.get("content-type")).toBe("application/json");
    expect(init?.body).toBe('{"a":1}');

    const file = new Blob(["bytes"]);
    await requestRaw("/api/y", { method: "POST", body: file });
    const [, second] = fetchMock.mock.calls[1]!;
    expect(second?.body).toBe(file);
    expect(new Headers(second?.headers).get("authorization")).toBeNull();
  });

  it("an error answer is the one failure shape, with the API's words, code and fields", async () => {
    stubFetch(() =>
      json(
        429,
        { message: "Slow down", code: "RATE_LIMITED", details: [{ path: "q", message: "bad" }] },
        { "retry-after": "30" },
      ),
    );
    expect(await requestRaw("/api/x")).toEqual({
      ok: false,
      status: 429,
      code: "RATE_LIMITED",
      message: "Slow down",
      details: [{ path: "q", message: "bad" }],
      retryAfterSeconds: 30,
    });
  });

  it("no connection is a failure without a status, never a throw", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const answer = await requestRaw("/api/x");
    expect(answer).toMatchObject({ ok: false, status: null, code: null });
  });
});

describe("requestJson", () => {
  it("an answer its reader refuses is a failure, not a half-read value", async () => {
    stubFetch(() => json(200, { id: 7 }));
    const answer = await requestJson("/api/x", (data) => {
      if (typeof (data as { id?: unknown }).id !== "string") throw new Error("no id");
      return data as { id: string };
    });
    expect(answer).toMatchObject({ ok: false, status: 200 });
  });
});

describe("downloadApiFile", () => {
  it("saves the bytes under the name given", async () => {
    stubFetch(() => new Response("a,b\n1,2\n", { status: 200 }));
    expect(await downloadApiFile("/api/admin/audit.csv", "tok", "audit-log.csv")).toBeNull();
    expect(saved.map((entry) => entry.name)).toEqual(["audit-log.csv"]);
    expect(await saved[0]!.blob.text()).toBe("a,b\n1,2\n");
  });

  it("answers the failure and saves nothing", async () => {
    stubFetch(() => json(404, { message: "Not found" }));
    expect(await downloadApiFile("/api/x.csv", "tok", "x.csv")).toMatchObject({ status: 404 });
    expect(saved).toHaveLength(0);
  });
});
