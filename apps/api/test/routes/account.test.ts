import { userInfoSchema } from "@inkforge/domain/contracts/account";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  oauthAccounts,
  ownedFeatures,
  passwordResets,
  users,
} from "../../src/db/schema";
import {
  createScryptHasher,
  defaultScryptParameters,
} from "../../src/services/auth/password-hasher";
import {
  bearer,
  editAccount,
  logIn,
  multipartBody,
  nextAddress,
  registerUser,
} from "../account-helpers";
import { buildTestApp, countingHasher, type TestApp, testEnv } from "../helper";

const start = new Date("2026-11-21T10:00:00.000Z");

describe("account API", () => {
  let testApp: TestApp;
  let clock = start;
  const hasher = countingHasher();

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock, auth: { passwordHasher: hasher } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const userRow = async (email: string) => {
    const [row] = await testApp.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  const checkToken = (headers: Record<string, string> = {}, url = "/api/account/check-token") =>
    testApp.app.inject({ method: "GET", url, headers });

  describe("POST /api/account/jsonregister", () => {
    it("creates the account with a normalised email and answers a working token", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        payload: {
          email: "  Ann.Author@Example.COM ",
          password: "a long enough password",
          lm_data: { magnet: "kdp-checklist", ref: "blog" },
        },
        remoteAddress: nextAddress(),
      });

      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      expect(token).toEqual(expect.any(String));
      const row = await userRow("ann.author@example.com");
      expect(row).toMatchObject({
        email: "ann.author@example.com",
        username: "ann.author",
        image: null,
        createdAt: start,
        deletedAt: null,
        leadMagnetData: { magnet: "kdp-checklist", ref: "blog" },
      });
      expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
      const check = await checkToken(bearer(token));
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({
        valid: true,
        user: { _id: row!.id, email: "ann.author@example.com" },
      });
    });

    it("starts the account with the welcome notification (001)", async () => {
      const row = await userRow("ann.author@example.com");
      const rows = await testApp.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, row!.id));
      expect(rows).toEqual([
        expect.objectContaining({
          code: "001",
          message: "Welcome to Inkforge! Your free tools are ready.",
          createdAt: start,
        }),
      ]);
    });

    it("refuses an email that already has an account, whatever its case, with 409 EMAIL_TAKEN", async () => {
      const before = hasher.calls.hash;
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        payload: { email: "ANN.AUTHOR@example.com", password: "another password" },
        remoteAddress: nextAddress(),
      });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        name: "Error",
        code: "EMAIL_TAKEN",
        message: "An account with this email already exists; sign in instead",
      });
      expect(hasher.calls.hash).toBe(before);
    });

    it.each([
      [{ email: "not-an-email", password: "long enough" }, "email"],
      [{ email: "short@example.com", password: "1234567" }, "password"],
      [{ email: "long@example.com", password: "x".repeat(257) }, "password"],
      [{ password: "long enough" }, "email"],
    ])("rejects %j with 400 naming %s", async (payload, field) => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        payload,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: "Error", code: "VALIDATION_FAILED" });
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toEqual([
        field,
      ]);
    });

    it.each([
      ["eight spaces", "        ", "must contain more than spaces"],
      [
        "a common password",
        "password1",
        "is one of the most common passwords; choose one that is harder to guess",
      ],
      [
        "another, in capitals",
        "QWERTYUIOP",
        "is one of the most common passwords; choose one that is harder to guess",
      ],
      [
        "the email address",
        "Weak.Pick@example.com",
        "must not be your email address or its name part",
      ],
      ["the email's name part", "weak.pick", "must not be your email address or its name part"],
    ])(
      "refuses %s as a password with 400 naming password, creating nothing",
      async (_case, password, message) => {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/account/jsonregister",
          payload: { email: "weak.pick@example.com", password },
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().details).toEqual([{ path: "password", message }]);
        expect(await userRow("weak.pick@example.com")).toBeUndefined();
      },
    );

    it("accepts the boundary lengths 8 and 256", async () => {
      await registerUser(testApp.app, "eight@example.com", "k3#vR9pQ");
      await registerUser(testApp.app, "max@example.com", "p".repeat(256));
      expect((await logIn(testApp.app, "max@example.com", "p".repeat(256))).statusCode).toBe(200);
    });
  });

  describe("POST /api/account/login", () => {
    beforeAll(async () => {
      await registerUser(testApp.app, "login@example.com", "the right password");
    });

    it("answers a new token for the right password, with the email in any case", async () => {
      const first = await logIn(testApp.app, "LOGIN@example.com ", "the right password");
      const second = await logIn(testApp.app, "login@example.com", "the right password");

      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.json().token).not.toBe(second.json().token);
      expect((await checkToken(bearer(first.json().token))).statusCode).toBe(200);
    });

    it("answers 401 INVALID_CREDENTIALS for a wrong password", async () => {
      const response = await logIn(testApp.app, "login@example.com", "the wrong password");
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        name: "Error",
        code: "INVALID_CREDENTIALS",
        message: "Wrong email or password",
      });
    });

    it("answers an unknown email exactly like a wrong password, after the same KDF work", async () => {
      await logIn(testApp.app, "nobody@example.com", "warm-up"); // the dummy hash is made once
      const verifiesBefore = hasher.calls.verify;
      const unknown = await logIn(testApp.app, "nobody@example.com", "whatever it is");
      const wrong = await logIn(testApp.app, "login@example.com", "whatever it is");

      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      // One scrypt verification each: the unknown email is checked against a dummy hash.
      expect(hasher.calls.verify - verifiesBefore).toBe(2);
    });

    it("re-hashes a password stored with weaker parameters at the next login", async () => {
      const weak = createScryptHasher({ ...defaultScryptParameters, N: 2 ** 8 });
      await testApp.db.insert(users).values({
        email: "old-hash@example.com",
        username: "old",
        passwordHash: await weak.hash("legacy password"),
      });

      const response = await logIn(testApp.app, "old-hash@example.com", "legacy password");

      expect(response.statusCode).toBe(200);
      const row = await userRow("old-hash@example.com");
      expect(row!.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect((await checkToken(bearer(response.json().token))).statusCode).toBe(200);
      expect((await logIn(testApp.app, "old-hash@example.com", "legacy password")).statusCode).toBe(
        200,
      );
    });

    it("rejects a missing password with 400 naming it", async () => {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/login",
        payload: { username: "login@example.com" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe("password");
    });
  });

  describe("bearer tokens", () => {
    let token: string;
    let userId: string;

    beforeAll(async () => {
      token = await registerUser(testApp.app, "tokens@example.com");
      userId = (await userRow("tokens@example.com"))!.id;
    });

    it("answers 401 UNAUTHENTICATED without a token", async () => {
      const response = await checkToken();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ name: "Error", code: "UNAUTHENTICATED" });
    });

    it("reads the token only from the Authorization header, never from the query or body", async () => {
      const inQuery = await checkToken({}, `/api/account/check-token?token=${token}`);
      const inAccessToken = await checkToken({}, `/api/account?access_token=${token}`);
      const inBody = await testApp.app.inject({
        method: "POST",
        url: "/api/account/metadata",
        payload: { token, access_token: token },
      });
      const inCookie = await checkToken({ cookie: `token=${token}` });

      for (const response of [inQuery, inAccessToken, inBody, inCookie]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe("UNAUTHENTICATED");
      }
      expect((await checkToken(bearer(token))).statusCode).toBe(200);
    });

    it.each([
      ["garbage", "not.a.token"],
      ["another scheme", "Basic dXNlcjpwYXNz"],
    ])("refuses %s", async (_label, value) => {
      const headers = value.startsWith("Basic") ? { authorization: value } : bearer(value);
      expect((await checkToken(headers)).statusCode).toBe(401);
    });

    it("refuses a token signed with another key, or with alg none", async () => {
      const now = Math.floor(start.getTime() / 1000);
      const forged = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuer("inkforge-api")
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode("another-secret-that-is-long-enough-0123456789"));
      const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
      const claims = Buffer.from(
        JSON.stringify({ sub: userId, ver: 0, iss: "inkforge-api", iat: now, exp: now + 3600 }),
      ).toString("base64url");

      expect((await checkToken(bearer(forged))).statusCode).toBe(401);
      expect((await checkToken(bearer(`${header}.${claims}.`))).statusCode).toBe(401);
    });

    it("accepts a token signed with the configured secret for the current version", async () => {
      const now = Math.floor(start.getTime() / 1000);
      const minted = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuer("inkforge-api")
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(new TextEncoder().encode(testEnv.TOKEN_SECRET));
      expect((await checkToken(bearer(minted))).statusCode).toBe(200);
    });

    it("expires tokens after 30 days", async () => {
      try {
        clock = new Date(start.getTime() + 29 * 24 * 3600 * 1000);
        expect((await checkToken(bearer(token))).statusCode).toBe(200);
        clock = new Date(start.getTime() + 30 * 24 * 3600 * 1000 + 1000);
        expect((await checkToken(bearer(token))).statusCode).toBe(401);
      } finally {
        clock = start;
      }
    });
  });

  describe("GET /api/account", () => {
    let token: string;
    let userId: string;

    beforeAll(async () => {
      token = await registerUser(testApp.app, "info@example.com");
      userId = (await userRow("info@example.com"))!.id;
    });

    it("answers the user info of spec §3 for the token's user", async () => {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/account",
        headers: bearer(token),
      });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(userInfoSchema.safeParse(body).success).toBe(true);
      expect(body).toEqual({
        _id: userId,
        username: "info",
        email: "info@example.com",
        image: null,
        createdAt: start.toISOString(),
        hasPassword: true,
        providers: [],
        features: { simple: [] },
        subscription: [],
      });
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("lists owned features in the contract shape, leaving out lapsed subscriptions", async () => {
      await testApp.db.insert(ownedFeatures).values([
        { userId, featureId: "feat-lifetime", shopId: "shop-pro", period: "lifetime" },
        {
          userId,
          featureId: "feat-monthly",
          shopId: "shop-bundle",
          subscriptionShopIds: ["subs-pro", "subs-promax"],
          period: "month",
          until: new Date(start.getTime() + 86_400_000),
        },
        {
          userId,
          featureId: "feat-lapsed",
          shopId: "shop-old",
          period: "month",
          until: new Date(start.getTime() - 1),
        },
      ]);

      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/account",
        headers: bearer(token),
      });

      expect(response.json().features.simple).toEqual([
        {
          feature_shop: { _id: "shop-pro", subscription_shops: [] },
          feature_id: { _id: "feat-lifetime" },
          period: "lifetime",
          until: null,
        },
        {
          feature_shop: { _id: "shop-bundle", subscription_shops: ["subs-pro", "subs-promax"] },
          feature_id: { _id: "feat-monthly" },
          period: "month",
          until: new Date(start.getTime() + 86_400_000).toISOString(),
        },
      ]);
    });

    it("answers 401 without a token", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/api/account" });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("PUT /api/account/edit", () => {
    let token: string;
    const email = "editor@example.com";

    beforeAll(async () => {
      token = await registerUser(testApp.app, email, "first password");
    });

    it("changes username and image and answers the user without a token", async () => {
      const response = await editAccount(testApp.app, token, {
        username: "  Pen Name  ",
        image: "https://images.example.com/me.png",
      });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body)).toEqual(["user"]);
      expect(body.user).toMatchObject({
        username: "Pen Name",
        image: "https://images.example.com/me.png",
        email,
      });
      expect(await userRow(email)).toMatchObject({ username: "Pen Name" });
      // The same token still works: nothing security-relevant changed.
      expect((await checkToken(bearer(token))).statusCode).toBe(200);
    });

    it("removes the image with an empty string", async () => {
      const response = await editAccount(testApp.app, token, { image: "" });
      expect(response.json().user.image).toBeNull();
    });

    it("ignores keys outside the allow-list (mass assignment)", async () => {
      const before = await userRow(email);
      const fields = JSON.stringify({
        username: "Still Me",
        role: "admin",
        features: { simple: [{ feature_shop: "shop-supreme" }] },
        email: "attacker@example.com",
        _id: "00000000-0000-0000-0000-000000000000",
        userType: 3,
        tokenVersion: 99,
        hasPassword: false,
        passwordHash: "scrypt$2$1$1$AAAA$AAAA",
        createdAt: "2020-01-01T00:00:00.000Z",
      });
      // A literal "__proto__" key, as an attacker would write it in the JSON text.
      const data = fields.replace(/}$/, ',"__proto__":{"isAdmin":true,"role":"admin"}}');
      const response = await editAccount(testApp.app, token, data);

      expect(response.statusCode).toBe(200);
      const after = await userRow(email);
      expect(after).toEqual({ ...before, username: "Still Me", updatedAt: after!.updatedAt });
      expect(response.json().user).toMatchObject({
        _id: before!.id,
        email,
        hasPassword: true,
        features: { simple: [] },
      });
      expect(response.json().user.userType).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(await userRow("attacker@example.com")).toBeUndefined();
    });

    it("needs currentPassword to change the password (400 naming it)", async () => {
      const response = await editAccount(testApp.app, token, { password: "second password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: "data.currentPassword", message: "is required to change the password" },
      ]);
    });

    it("refuses a wrong current password with 401 INVALID_CREDENTIALS and changes nothing", async () => {
      const before = await userRow(email);
      const response = await editAccount(testApp.app, token, {
        password: "second password",
        currentPassword: "not my password",
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("INVALID_CREDENTIALS");
      expect((await userRow(email))!.passwordHash).toBe(before!.passwordHash);
    });

    it("refuses a common new password with 400 naming password, keeping the old one", async () => {
      const before = await userRow(email);
      const response = await editAccount(testApp.app, token, {
        password: "iloveyou1",
        currentPassword: "first password",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        {
          path: "password",
          message: "is one of the most common passwords; choose one that is harder to guess",
        },
      ]);
      expect((await userRow(email))!.passwordHash).toBe(before!.passwordHash);
    });

    it("changes the password, revokes every earlier token and answers a new one", async () => {
      const otherSession = (await logIn(testApp.app, email, "first password")).json().token;

      const response = await editAccount(testApp.app, token, {
        password: "second password",
        currentPassword: "first password",
      });

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(["token", "user"]);
      expect((await checkToken(bearer(token))).statusCode).toBe(401);
      expect((await checkToken(bearer(otherSession))).statusCode).toBe(401);
      expect((await checkToken(bearer(body.token))).statusCode).toBe(200);
      expect((await logIn(testApp.app, email, "first password")).statusCode).toBe(401);
      expect((await logIn(testApp.app, email, "second password")).statusCode).toBe(200);
      token = body.token;
    });

    it("lets an account without a password (made by Google) set one without currentPassword", async () => {
      const [row] = await testApp.db
        .insert(users)
        .values({ email: "oauth-only@example.com", username: "oauth", passwordHash: null })
        .returning();
      const oauthToken = await testApp.app.tokens.sign({ userId: row!.id, tokenVersion: 0 });

      const response = await editAccount(testApp.app, oauthToken, { password: "my first one" });

      expect(response.statusCode).toBe(200);
      expect(response.json().user.hasPassword).toBe(true);
      expect(response.json().token).toEqual(expect.any(String));
      expect((await logIn(testApp.app, "oauth-only@example.com", "my first one")).statusCode).toBe(
        200,
      );
    });

    it("rejects a data field that is not a JSON object, naming data", async () => {
      const body = await multipartBody({ data: "{not json" });
      const response = await testApp.app.inject({
        method: "PUT",
        url: "/api/account/edit",
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path: "data", message: "must be a JSON object" }]);
    });

    it("rejects a missing data field, a second field and a file", async () => {
      const empty = await multipartBody({ other: "{}" });
      const twoFields = await multipartBody({ data: "{}", more: "x" });
      const withFile = await multipartBody({ data: "{}", avatar: new Blob(["GIF89a"]) });
      const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
        testApp.app.inject({
          method: "PUT",
          url: "/api/account/edit",
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });

      expect((await send(empty)).statusCode).toBe(400);
      const tooMany = await send(twoFields);
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json()).toMatchObject({ name: "Error", code: "PAYLOAD_TOO_LARGE" });
      expect((await send(withFile)).statusCode).toBe(413);
    });

    it("answers 401 without a token", async () => {
      const response = await editAccount(testApp.app, undefined, { username: "x" });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("DELETE /api/account", () => {
    it("erases personal data, keeps the row, revokes tokens and frees the email", async () => {
      const email = "leaving@example.com";
      const token = await registerUser(testApp.app, email, "goodbye password");
      const user = (await userRow(email))!;
      await testApp.db.insert(oauthAccounts).values({
        provider: "google",
        providerAccountId: "google-leaving",
        userId: user.id,
      });
      await testApp.db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: "f".repeat(64),
        createdAt: start,
        expiresAt: new Date(start.getTime() + 3_600_000),
      });
      await testApp.db
        .insert(ownedFeatures)
        .values({ userId: user.id, featureId: "kept", shopId: "order-1" });
      await testApp.app.inject({
        method: "POST",
        url: "/api/account/metadata",
        payload: { theme: "dark" },
        headers: bearer(token),
      });

      const response = await testApp.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: bearer(token),
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        username: "deleted-user",
        image: null,
        passwordHash: null,
        metadata: {},
        leadMagnetData: null,
        deletedAt: start,
      });
      expect(row!.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
      expect(row!.tokenVersion).toBe(user.tokenVersion + 1);
      const leftovers = await Promise.all([
        testApp.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id)),
        testApp.db.select().from(notifications).where(eq(notifications.userId, user.id)),
        testApp.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
      ]);
      expect(leftovers).toEqual([[], [], []]);
      // What the shop keeps stays linked to the anonymised row.
      expect(
        await testApp.db.select().from(ownedFeatures).where(eq(ownedFeatures.userId, user.id)),
      ).toHaveLength(1);

      expect((await checkToken(bearer(token))).statusCode).toBe(401);
      expect((await logIn(testApp.app, email, "goodbye password")).statusCode).toBe(401);
      const again = await registerUser(testApp.app, email, "hello again");
      expect((await checkToken(bearer(again))).json().user._id).not.toBe(user.id);
    });

    it("answers 401 without a token", async () => {
      const response = await testApp.app.inject({ method: "DELETE", url: "/api/account" });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("account metadata", () => {
    let token: string;

    beforeAll(async () => {
      token = await registerUser(testApp.app, "meta@example.com");
    });

    const post = (payload?: unknown, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/account/metadata",
        headers: { ...bearer(token), ...headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });

    it("starts empty", async () => {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/account/metadata",
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ metadata: {} });
    });

    it("records lastSeenAt (server time) for an empty body, with or without a JSON content type", async () => {
      clock = new Date("2026-11-22T08:30:00.000Z");
      try {
        const bare = await post();
        expect(bare.statusCode).toBe(200);
        expect(bare.json()).toEqual({ metadata: { lastSeenAt: "2026-11-22T08:30:00.000Z" } });

        clock = new Date("2026-11-22T09:00:00.000Z");
        const typed = await post("", { "content-type": "application/json" });
        expect(typed.statusCode).toBe(200);
        expect(typed.json().metadata.lastSeenAt).toBe("2026-11-22T09:00:00.000Z");
      } finally {
        clock = start;
      }
    });

    it("shallow-merges a JSON object, removes keys sent as null, and keeps lastSeenAt server-owned", async () => {
      const first = await post({ theme: "dark", tour: { step: 2 }, lastSeenAt: "1999-01-01" });
      expect(first.json().metadata).toEqual({
        theme: "dark",
        tour: { step: 2 },
        lastSeenAt: start.toISOString(),
      });

      const second = await post({ tour: { done: true }, theme: null });
      expect(second.json().metadata).toEqual({
        tour: { done: true },
        lastSeenAt: start.toISOString(),
      });
      const read = await testApp.app.inject({
        method: "GET",
        url: "/api/account/metadata",
        headers: bearer(token),
      });
      expect(read.json()).toEqual(second.json());
    });

    it("rejects a body that is not a JSON object", async () => {
      const array = await post(JSON.stringify([1, 2]), { "content-type": "application/json" });
      const text = await post(JSON.stringify("hello"), { "content-type": "application/json" });
      expect(array.statusCode).toBe(400);
      expect(text.statusCode).toBe(400);
      expect(array.json().code).toBe("VALIDATION_FAILED");
    });

    it("refuses to grow past 4 KB and keeps what was there", async () => {
      const before = (await post()).json().metadata;
      const big = await post({ notes: "n".repeat(4000), more: "m".repeat(200) });
      expect(big.statusCode).toBe(400);
      expect(big.json().details).toEqual([
        {
          path: "metadata",
          message: "would exceed 4096 bytes; remove keys (send them as null) first",
        },
      ]);
      const tooLarge = await post({ blob: "x".repeat(9000) });
      expect(tooLarge.statusCode).toBe(413);
      expect((await post()).json().metadata).toEqual(before);
    });
  });
});
