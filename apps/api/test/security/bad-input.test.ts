import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxJsonDepth } from "../../src/plugins/app/input-guards";
import { bearer, editAccount, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";

type ErrorBody = {
  code: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
};

/** `[[…]]` nested `depth` arrays deep, as text (small enough for a 16 KB body at 3,000). */
function nestedJson(depth: number, leaf = '"x"'): string {
  return `${"[".repeat(depth)}${leaf}${"]".repeat(depth)}`;
}

/**
 * Issue 8: input that reached PostgreSQL or a recursive walker as it was answered 500. Each is a
 * 400 VALIDATION_FAILED naming the field now, and an authenticated route checks the token first.
 */
describe("bad input is a 400 naming the field, never a 500", () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    token = await registerUser(testApp.app, "input@example.com", "input password");
  });

  afterAll(async () => {
    await testApp.close();
  });

  function expectFieldError(response: { statusCode: number; json: () => unknown }, path: string) {
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toContain(path);
    expect(body.message).toContain(path);
    return body;
  }

  describe("NUL characters", () => {
    it("in a JSON text field", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        payload: { email: "nul@example.com", source: "foot\u0000er" },
        remoteAddress: nextAddress(),
      });
      const body = expectFieldError(response, "source");
      expect(body.details?.[0]?.message).toMatch(/NUL/);
    });

    it("inside free-form registration data (the logged-hash case)", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        payload: {
          email: "nul-lm@example.com",
          password: "a fine password",
          lm_data: { campaign: { name: "spring\u0000sale" } },
        },
        remoteAddress: nextAddress(),
      });
      expectFieldError(response, "lm_data.campaign.name");
    });

    it("in an object key, a query string and a path parameter", async () => {
      expectFieldError(
        await testApp.app.inject({
          method: "POST",
          url: "/api/account/metadata",
          payload: { "bad\u0000key": 1 },
          headers: bearer(token),
        }),
        "bad\u0000key",
      );
      expectFieldError(
        await testApp.app.inject({
          method: "GET",
          url: "/api/stripecomm/order/success?session_id=cs_%00_x",
          headers: bearer(token),
        }),
        "session_id",
      );
      expectFieldError(
        await testApp.app.inject({ method: "GET", url: "/api/shop/viewproduct/pro%00" }),
        "id",
      );
    });

    it("in the JSON inside a multipart field", async () => {
      expectFieldError(
        await editAccount(testApp.app, token, { username: "Ann\u0000" }),
        "data.username",
      );
    });
  });

  describe("ids of 36 hex digits and hyphens that are no UUID", () => {
    for (const id of [
      "------------------------------------",
      "0123456789abcdef0123456789abcdef0123",
    ]) {
      it(`/api/orders/${id}`, async () => {
        const response = await testApp.app.inject({
          method: "GET",
          url: `/api/orders/${id}`,
          headers: bearer(token),
        });
        const body = expectFieldError(response, "id");
        expect(body.details?.[0]?.message).toBe("must be a UUID");
      });

      it(`/api/shop/subscription/${id}`, async () => {
        const response = await testApp.app.inject({
          method: "GET",
          url: `/api/shop/subscription/${id}`,
          headers: bearer(token),
        });
        expectFieldError(response, "id");
      });
    }

    it("a real UUID that names nothing is still a 404", async () => {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/orders/6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab",
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe("deeply nested JSON", () => {
    it("3,000 levels in registration data", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        headers: { "content-type": "application/json" },
        payload: `{"email":"deep@example.com","password":"a fine password","lm_data":${nestedJson(3000)}}`,
        remoteAddress: nextAddress(),
      });
      const body = expectFieldError(response, `lm_data${".0".repeat(maxJsonDepth - 1)}`);
      expect(body.details?.[0]?.message).toBe(
        `must not be nested more than ${maxJsonDepth} levels deep`,
      );
    });

    it("3,000 levels in account metadata (its own JSON parser)", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/metadata",
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: `{"deep":${nestedJson(3000)}}`,
      });
      expectFieldError(response, `deep${".0".repeat(maxJsonDepth - 1)}`);
    });

    it("3,000 nested arrays as the whole body", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/newsletter/subscribe",
        headers: { "content-type": "application/json" },
        payload: `${"[".repeat(3000)}${"]".repeat(3000)}`,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
    });

    it("nesting up to the limit is still read", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/metadata",
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: `{"deep":${nestedJson(maxJsonDepth - 2, "1")}}`,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe("usernames and image URLs", () => {
    for (const [label, username] of [
      ["a right-to-left override", "\u202Enimda"],
      ["a left-to-right isolate", "ann\u2066x"],
      ["a zero-width space", "ad\u200Bmin"],
      ["a zero-width joiner", "ad\u200Dmin"],
      ["a byte-order mark inside", "ad\uFEFFmin"],
    ] as const) {
      it(`refuses ${label} in a username`, async () => {
        expectFieldError(await editAccount(testApp.app, token, { username }), "data.username");
      });
    }

    it("keeps accepting names in any script", async () => {
      const response = await editAccount(testApp.app, token, { username: "Zoë 李 محمد" });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe("Zoë 李 محمد");
    });

    for (const image of [
      'https://img.example/a.png" onerror="alert(1)',
      "https://img.example/a.png'",
      "https://img.example/<svg>.png",
      "https://img.example/a b.png",
      "javascript:alert(1)",
    ]) {
      it(`refuses the image URL ${JSON.stringify(image)}`, async () => {
        expectFieldError(await editAccount(testApp.app, token, { image }), "data.image");
      });
    }

    it("keeps accepting plain image URLs and the empty string", async () => {
      const set = await editAccount(testApp.app, token, {
        image: "https://img.example/me.png?s=80",
      });
      expect(set.statusCode).toBe(200);
      expect((await editAccount(testApp.app, token, { image: "" })).statusCode).toBe(200);
    });
  });

  describe("authenticated routes check the token before the body (401 before 400)", () => {
    it("a bad body without a token", async () => {
      const edit = await editAccount(testApp.app, undefined, "not json");
      expect(edit.statusCode).toBe(401);

      const metadata = await testApp.app.inject({
        method: "POST",
        url: "/api/account/metadata",
        headers: { "content-type": "application/json" },
        payload: "{ not json",
      });
      expect(metadata.statusCode).toBe(401);

      const checkout = await testApp.app.inject({
        method: "POST",
        url: "/api/features/paynow",
        payload: { items: "nonsense" },
      });
      expect(checkout.statusCode).toBe(401);

      const nul = await testApp.app.inject({
        method: "GET",
        url: "/api/orders/%00",
        headers: bearer("forged.token.value"),
      });
      expect(nul.statusCode).toBe(401);
    });

    it("over real HTTP, the 401 comes before the body is read and the connection stays usable", async () => {
      const listening = await buildTestApp();
      try {
        const address = await listening.app.listen({ host: "127.0.0.1", port: 0 });
        const headers = { "content-type": "application/json", connection: "keep-alive" };
        const refused = await fetch(`${address}/api/account/metadata`, {
          method: "POST",
          headers,
          body: `{"deep":${nestedJson(3000)}}`,
        });
        expect(refused.status).toBe(401);
        const next = await fetch(`${address}/api/server-time`);
        expect(next.status).toBe(200);
      } finally {
        await listening.close();
      }
    });

    it("the same bad body with a valid token is the 400", async () => {
      const checkout = await testApp.app.inject({
        method: "POST",
        url: "/api/features/paynow",
        payload: { items: "nonsense" },
        headers: bearer(token),
      });
      expectFieldError(checkout, "items");
    });

    it("refuses to start with a route that checks the token after validating", async () => {
      const late = await buildTestApp();
      try {
        expect(() =>
          late.app.post("/test/late-auth", { preHandler: late.app.authenticate }, async () => ""),
        ).toThrow("POST /test/late-auth: use onRequest: app.authenticate, not preHandler");
      } finally {
        await late.close();
      }
    });
  });
});
