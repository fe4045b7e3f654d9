import { createHash } from "node:crypto";
import { RESET_CONFIRM_REQUIRED, RESET_REQUEST_REQUIRED } from "@inkforge/domain/contracts/account";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, passwordResets, users } from "../../src/db/schema";
import { bearer, logIn, multipartBody, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testWebOrigin } from "../helper";

const start = new Date("2026-11-21T10:00:00.000Z");
const resetPage = `${testWebOrigin}/reset-password`;

describe("password reset", () => {
  let testApp: TestApp;
  let clock = start;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    clock = start;
    await testApp.db.delete(outbox);
  });

  const requestReset = (payload: unknown, remoteAddress = nextAddress()) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/resetpass",
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });
  const check = (payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/resetpass/check",
      payload: payload as Record<string, unknown>,
      remoteAddress: nextAddress(),
    });
  const confirm = (payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/resetpass/reset",
      payload: payload as Record<string, unknown>,
      remoteAddress: nextAddress(),
    });

  /** The mail the demo outbox holds, read through the dev endpoint, after background sends. */
  async function outboxMessages() {
    await testApp.app.emailSender.idle();
    const response = await testApp.app.inject({ method: "GET", url: "/api/dev/outbox" });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ to: string; subject: string; text: string }>;
  }

  async function tokenFromMail(to: string): Promise<string> {
    const message = (await outboxMessages()).find((candidate) => candidate.to === to);
    expect(message).toBeDefined();
    const match = /\?token=([A-Za-z0-9_-]+)/.exec(message!.text);
    return match![1]!;
  }

  describe("POST /api/resetpass", () => {
    beforeAll(async () => {
      await registerUser(testApp.app, "phish-target@example.com");
    });

    it.each([
      [{ endpointurl: resetPage }, ["email"]],
      [{ email: "someone@example.com" }, ["endpointurl"]],
      [{}, ["email", "endpointurl"]],
      [{ email: "  ", endpointurl: "" }, ["email", "endpointurl"]],
    ])("answers 400 'Email and Endpoint is required' for %j", async (payload, fields) => {
      const response = await requestReset(payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ name: "Error", code: "VALIDATION_FAILED" });
      expect(body.message).toBe(RESET_REQUEST_REQUIRED);
      expect(body.message).toBe("Email and Endpoint is required");
      expect(body.details.map((detail: { path: string }) => detail.path)).toEqual(fields);
    });

    it.each([
      "https://evil.example/reset-password",
      "http://web.test:3001/reset-password",
      "https://web.test:3000/reset-password",
      `${testWebOrigin}@evil.example/reset`,
      "/reset-password",
      "javascript:alert(1)",
      "not a url",
    ])("refuses endpointurl %s (400 naming endpointurl), and mails nothing", async (url) => {
      const response = await requestReset({ email: "phish-target@example.com", endpointurl: url });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
      expect(response.json().details).toEqual([
        { path: "endpointurl", message: `must be an absolute URL on ${testWebOrigin}` },
      ]);
      expect(await outboxMessages()).toEqual([]);
    });

    it("mails a link <endpointurl>?token=… and stores only the token's hash", async () => {
      await registerUser(testApp.app, "forgetful@example.com", "old password");

      const response = await requestReset({
        email: " Forgetful@Example.com ",
        endpointurl: resetPage,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      const messages = await outboxMessages();
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message).toMatchObject({
        to: "forgetful@example.com",
        subject: "Reset your Inkforge password",
      });
      const link = new RegExp(`${resetPage}\\?token=([A-Za-z0-9_-]{43})\\n`).exec(message!.text);
      expect(link).not.toBeNull();
      const token = link![1]!;
      const [user] = await testApp.db
        .select()
        .from(users)
        .where(eq(users.email, "forgetful@example.com"));
      const rows = await testApp.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, user!.id));
      expect(rows).toEqual([
        expect.objectContaining({
          tokenHash: createHash("sha256").update(token).digest("hex"),
          createdAt: start,
          expiresAt: new Date(start.getTime() + 60 * 60 * 1000),
          usedAt: null,
        }),
      ]);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("keeps a query the reset page already has", async () => {
      await registerUser(testApp.app, "query@example.com");
      await requestReset({ email: "query@example.com", endpointurl: `${resetPage}?lang=en` });
      const [message] = await outboxMessages();
      expect(message!.text).toMatch(
        new RegExp(`${resetPage}\\?lang=en&token=[A-Za-z0-9_-]{43}\\n`),
      );
    });

    it("answers an unknown email exactly like a known one, and mails nothing", async () => {
      await registerUser(testApp.app, "known@example.com");
      const known = await requestReset({ email: "known@example.com", endpointurl: resetPage });
      const unknown = await requestReset({ email: "unknown@example.com", endpointurl: resetPage });

      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect((await outboxMessages()).map((message) => message.to)).toEqual(["known@example.com"]);
    });

    it("retires earlier unused links when a new one is asked for", async () => {
      await registerUser(testApp.app, "twice@example.com");
      await requestReset({ email: "twice@example.com", endpointurl: resetPage });
      const first = await tokenFromMail("twice@example.com");
      await testApp.db.delete(outbox);
      await requestReset({ email: "twice@example.com", endpointurl: resetPage });
      const second = await tokenFromMail("twice@example.com");

      expect(first).not.toBe(second);
      expect((await check({ token: first })).json()).toEqual({ valid: false });
      expect((await check({ token: second })).json()).toEqual({ valid: true });
    });

    it("allows 10 requests per hour from one address, then answers 429 with Retry-After", async () => {
      const address = nextAddress();
      for (let attempt = 0; attempt < 10; attempt++) {
        const response = await requestReset(
          { email: `spray${attempt}@example.com`, endpointurl: resetPage },
          address,
        );
        expect(response.statusCode).toBe(200);
      }
      const limited = await requestReset(
        { email: "spray-last@example.com", endpointurl: resetPage },
        address,
      );
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ name: "Error", code: "RATE_LIMITED" });
      expect(Number(limited.headers["retry-after"])).toBe(3600);

      clock = new Date(start.getTime() + 60 * 60 * 1000);
      const nextHour = await requestReset(
        { email: "spray-last@example.com", endpointurl: resetPage },
        address,
      );
      expect(nextHour.statusCode).toBe(200);
    });

    it("mails one address at most 5 times an hour, answering the same after that", async () => {
      await registerUser(testApp.app, "bombed@example.com");
      const answers = [];
      for (let attempt = 0; attempt < 7; attempt++) {
        answers.push(await requestReset({ email: "bombed@example.com", endpointurl: resetPage }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(7).fill(200));
      expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"sent":true}']));
      expect(await outboxMessages()).toHaveLength(5);
    });
  });

  describe("POST /api/resetpass/check and /reset", () => {
    it("answers valid:false for a missing or unknown token", async () => {
      expect((await check({})).json()).toEqual({ valid: false });
      expect((await check({ token: "made-up" })).json()).toEqual({ valid: false });
      expect((await check({ token: "x".repeat(5000) })).json()).toEqual({ valid: false });
    });

    it.each([
      [{ token: "something" }, ["password"]],
      [{ password: "new password" }, ["token"]],
      [{}, ["password", "token"]],
      [{ token: "", password: "" }, ["password", "token"]],
    ])("answers 400 'New Password and Reset Token is required' for %j", async (payload, fields) => {
      const response = await confirm(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(response.json().message).toBe(RESET_CONFIRM_REQUIRED);
      expect(response.json().message).toBe("New Password and Reset Token is required");
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual(
        fields,
      );
    });

    it("refuses an unknown token with 400 INVALID_RESET_TOKEN", async () => {
      const response = await confirm({ token: "made-up-token", password: "a new password" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: "Error",
        code: "INVALID_RESET_TOKEN",
        message: "This reset link is invalid, already used or expired; ask for a new one",
      });
    });

    it("sets the new password once, signs every session out, and refuses the token after", async () => {
      const session = await registerUser(testApp.app, "resetter@example.com", "old password");
      await requestReset({ email: "resetter@example.com", endpointurl: resetPage });
      const token = await tokenFromMail("resetter@example.com");
      expect((await check({ token })).json()).toEqual({ valid: true });

      const tooShort = await confirm({ token, password: "short" });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().details[0].path).toBe("password");
      expect((await check({ token })).json()).toEqual({ valid: true });

      const response = await confirm({ token, password: "brand new password" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ reset: true });

      const sessionCheck = await testApp.app.inject({
        method: "GET",
        url: "/api/account/check-token",
        headers: bearer(session),
      });
      expect(sessionCheck.statusCode).toBe(401);
      expect((await logIn(testApp.app, "resetter@example.com", "old password")).statusCode).toBe(
        401,
      );
      expect(
        (await logIn(testApp.app, "resetter@example.com", "brand new password")).statusCode,
      ).toBe(200);

      const reused = await confirm({ token, password: "attacker password" });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe("INVALID_RESET_TOKEN");
      expect((await check({ token })).json()).toEqual({ valid: false });
      expect(
        (await logIn(testApp.app, "resetter@example.com", "attacker password")).statusCode,
      ).toBe(401);
    });

    it("accepts only one of two concurrent uses of a token", async () => {
      await registerUser(testApp.app, "race@example.com", "old password");
      await requestReset({ email: "race@example.com", endpointurl: resetPage });
      const token = await tokenFromMail("race@example.com");

      const results = await Promise.all([
        confirm({ token, password: "first new password" }),
        confirm({ token, password: "second new password" }),
      ]);

      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    });

    it("expires a link after one hour", async () => {
      await registerUser(testApp.app, "slow@example.com", "old password");
      await requestReset({ email: "slow@example.com", endpointurl: resetPage });
      const token = await tokenFromMail("slow@example.com");

      clock = new Date(start.getTime() + 59 * 60 * 1000);
      expect((await check({ token })).json()).toEqual({ valid: true });
      clock = new Date(start.getTime() + 61 * 60 * 1000);
      expect((await check({ token })).json()).toEqual({ valid: false });
      const response = await confirm({ token, password: "too late password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("INVALID_RESET_TOKEN");
      expect((await logIn(testApp.app, "slow@example.com", "old password")).statusCode).toBe(200);
    });

    it("makes a pending link useless once the password is changed another way", async () => {
      const session = await registerUser(testApp.app, "changer@example.com", "old password");
      await requestReset({ email: "changer@example.com", endpointurl: resetPage });
      const token = await tokenFromMail("changer@example.com");
      const body = await multipartBody({
        data: JSON.stringify({ password: "changed password", currentPassword: "old password" }),
      });
      const edit = await testApp.app.inject({
        method: "PUT",
        url: "/api/account/edit",
        payload: body.payload,
        headers: { ...body.headers, ...bearer(session) },
      });
      expect(edit.statusCode).toBe(200);

      expect((await check({ token })).json()).toEqual({ valid: false });
    });

    it("refuses the link of a deleted account", async () => {
      const session = await registerUser(testApp.app, "gone@example.com");
      await requestReset({ email: "gone@example.com", endpointurl: resetPage });
      const token = await tokenFromMail("gone@example.com");
      await testApp.app.inject({ method: "DELETE", url: "/api/account", headers: bearer(session) });

      expect((await check({ token })).json()).toEqual({ valid: false });
      expect((await confirm({ token, password: "a new password" })).statusCode).toBe(400);
    });
  });
});
