import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";

function setup(token: string | null, respond: (url: string, init: RequestInit) => Response) {
  let stored = token;
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    apiUrl: "https://api.test",
    tokens: {
      read: async () => stored,
      write: async (value) => {
        stored = value;
      },
    },
    fetch: async (url, init) => {
      calls.push({ url, init });
      return respond(url, init);
    },
  });
  return { client, calls, token: () => stored };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the worker's API client", () => {
  it("signed out: access is the free parts, without asking the API", async () => {
    const { client, calls } = setup(null, () => json(200, {}));
    expect(await client.handle({ type: "access" })).toMatchObject({
      ok: true,
      data: { signedIn: false },
    });
    expect(calls).toEqual([]);
  });

  it("exchanges a sign-in code for the token and keeps it", async () => {
    const { client, calls, token } = setup(null, () => json(201, { token: "ixt_abc" }));
    expect(await client.handle({ type: "sign-in-code", code: "c0de" })).toEqual({
      ok: true,
      data: null,
    });
    expect(calls[0]?.url).toBe("https://api.test/api/v1/extension/tokens");
    expect(token()).toBe("ixt_abc");
  });

  it("sends the token and forgets it when the API answers 401 (revoked)", async () => {
    const { client, calls, token } = setup("ixt_abc", () => json(401, { message: "no" }));
    const answer = await client.handle({
      type: "track-asin",
      marketplace: "amazon.com",
      asin: "B000000001",
    });
    expect(answer.ok).toBe(false);
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      "Bearer ixt_abc",
    );
    expect(token()).toBeNull();
  });

  it("asks the extension's suggestions route with the phrase and the token", async () => {
    const data = { suggestions: [], remaining: 2 };
    const { client, calls } = setup("ixt_abc", () => json(200, data));
    expect(
      await client.handle({
        type: "suggestions",
        marketplace: "amazon.de",
        department: "kindle",
        phrase: "drachen",
      }),
    ).toEqual({ ok: true, data });
    expect(calls[0]?.url).toBe("https://api.test/api/v1/extension/suggestions");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      domain: "amazon.de",
      department: "kindle",
      phrase: "drachen",
    });
  });

  it("turns the products answer into ranks by ASIN", async () => {
    const { client } = setup("ixt_abc", () =>
      json(200, {
        products: [{ asin: "B000000001", salesRank: 1200, independent: true, pages: 100 }],
      }),
    );
    expect(
      await client.handle({ type: "ranks", marketplace: "amazon.com", asins: ["B000000001"] }),
    ).toEqual({
      ok: true,
      data: { B000000001: { salesRank: 1200, independent: true, pages: 100 } },
    });
  });

  it("a failed answer carries the API's message", async () => {
    const { client } = setup("ixt_abc", () =>
      json(403, { message: "Reverse lookup comes with Ultra" }),
    );
    expect(
      await client.handle({
        type: "reverse-lookup",
        marketplace: "amazon.com",
        asin: "B000000001",
      }),
    ).toEqual({
      ok: false,
      message: "Reverse lookup comes with Ultra",
    });
  });

  it("signing out forgets the token and ends the session on the site", async () => {
    const { client, calls, token } = setup("ixt_abc", () => new Response(null, { status: 204 }));
    expect(await client.handle({ type: "sign-out" })).toEqual({ ok: true, data: null });
    expect(token()).toBeNull();
    expect(calls[0]?.url).toBe("https://api.test/api/v1/extension/session");
    expect(calls[0]?.init.method).toBe("DELETE");
  });
});
