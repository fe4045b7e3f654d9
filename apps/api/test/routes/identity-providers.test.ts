import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema";
import { createGoogleIdentityProvider } from "../../src/services/auth/identity-providers";
import { bearer, logIn, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { type FacebookStandIn, startFacebookStandIn } from "../stand-ins/facebook";
import { type GoogleStandIn, startGoogleStandIn } from "../stand-ins/google";

const googleClientId = "inkforge-test.apps.googleusercontent.com";
const facebookApp = { appId: "1234567890", appSecret: "facebook-app-secret-for-tests" };

describe("sign-in with Google and Facebook (against local stand-ins)", () => {
  let google: GoogleStandIn;
  let facebook: FacebookStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    google = await startGoogleStandIn({ clientId: googleClientId });
    facebook = await startFacebookStandIn(facebookApp);
    testApp = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_JWKS_URL: google.jwksUrl,
        FACEBOOK_APP_ID: facebookApp.appId,
        FACEBOOK_APP_SECRET: facebookApp.appSecret,
        FACEBOOK_GRAPH_URL: facebook.graphUrl,
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await google.close();
    await facebook.close();
  });

  const withGoogle = (token: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/google",
      payload: { token },
      remoteAddress: nextAddress(),
    });
  const withFacebook = (payload: { accessToken: string; userID?: string }) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/auth/facebook",
      payload,
      remoteAddress: nextAddress(),
    });
  const account = async (token: string) => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/account",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  describe("Google", () => {
    it("creates an account for a new verified identity, then signs the same account in again", async () => {
      const idToken = await google.signIdToken({
        sub: "google-sub-1",
        email: "New.Writer@Gmail.com",
        email_verified: true,
        name: "New Writer",
      });

      const first = await withGoogle(idToken);
      expect(first.statusCode).toBe(200);
      const info = await account(first.json().token);
      expect(info).toMatchObject({
        email: "new.writer@gmail.com",
        username: "New Writer",
        hasPassword: false,
        providers: ["google"],
      });

      const again = await withGoogle(
        await google.signIdToken({
          sub: "google-sub-1",
          email: "new.writer@gmail.com",
          email_verified: true,
        }),
      );
      expect(again.statusCode).toBe(200);
      expect((await account(again.json().token))._id).toBe(info._id);
      const rows = await testApp.db
        .select()
        .from(users)
        .where(eq(users.email, "new.writer@gmail.com"));
      expect(rows).toHaveLength(1);
    });

    it("fetches Google's keys once and reuses them", async () => {
      for (let index = 0; index < 3; index++) {
        const idToken = await google.signIdToken({
          sub: `cached-${index}`,
          email: `cached${index}@gmail.com`,
          email_verified: true,
        });
        expect((await withGoogle(idToken)).statusCode).toBe(200);
      }
      // One download for the whole file so far: the key set is cached between sign-ins.
      expect(google.jwksFetches()).toBe(1);
    });

    it("links a verified identity to the password account with that email", async () => {
      const passwordToken = await registerUser(testApp.app, "author@example.com", "my password");
      const existing = await account(passwordToken);

      const response = await withGoogle(
        await google.signIdToken({
          sub: "google-sub-author",
          email: "author@example.com",
          email_verified: true,
        }),
      );

      expect(response.statusCode).toBe(200);
      const linked = await account(response.json().token);
      expect(linked._id).toBe(existing._id);
      expect(linked).toMatchObject({ hasPassword: true, providers: ["google"] });
      expect((await logIn(testApp.app, "author@example.com", "my password")).statusCode).toBe(200);
    });

    it("does not link an unverified email to an existing account (409 ACCOUNT_NOT_LINKED)", async () => {
      const passwordToken = await registerUser(testApp.app, "victim@example.com", "victim pass");
      const response = await withGoogle(
        await google.signIdToken({
          sub: "google-sub-attacker",
          email: "victim@example.com",
          email_verified: false,
        }),
      );

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ name: "Error", code: "ACCOUNT_NOT_LINKED" });
      expect((await account(passwordToken)).providers).toEqual([]);
    });

    it("creates nothing for an unverified or missing email (401 PROVIDER_TOKEN_INVALID)", async () => {
      const unverified = await withGoogle(
        await google.signIdToken({
          sub: "google-sub-u",
          email: "u@gmail.com",
          email_verified: false,
        }),
      );
      const noEmail = await withGoogle(await google.signIdToken({ sub: "google-sub-n" }));

      for (const response of [unverified, noEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe("PROVIDER_TOKEN_INVALID");
      }
      expect(await testApp.db.select().from(users).where(eq(users.email, "u@gmail.com"))).toEqual(
        [],
      );
    });

    it.each([
      [
        "another audience",
        () =>
          google.signIdToken(verified("aud"), {
            audience: "someone-else.apps.googleusercontent.com",
          }),
      ],
      [
        "another issuer",
        () => google.signIdToken(verified("iss"), { issuer: "https://evil.example" }),
      ],
      [
        "an expired token",
        () =>
          google.signIdToken(verified("exp"), {
            issuedAt: Math.floor(Date.now() / 1000) - 7200,
            expiresInSeconds: 3600,
          }),
      ],
      ["a key Google never published", () => google.signWithForeignKey(verified("sig"))],
      ["a token that is not a JWT", async () => "not-a-jwt"],
    ])("refuses %s with 401 PROVIDER_TOKEN_INVALID", async (_label, makeToken) => {
      const response = await withGoogle(await makeToken());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        name: "Error",
        code: "PROVIDER_TOKEN_INVALID",
        message: "The Google sign-in could not be verified",
      });
    });

    it("accepts the issuer without a scheme too", async () => {
      const response = await withGoogle(
        await google.signIdToken(verified("bare-iss"), { issuer: "accounts.google.com" }),
      );
      expect(response.statusCode).toBe(200);
    });

    it("answers 503 when Google's keys cannot be fetched", async () => {
      const provider = createGoogleIdentityProvider({
        clientId: googleClientId,
        jwksUrl: "http://127.0.0.1:9/certs",
        now: () => new Date(),
      });
      await expect(
        provider.verify({ token: await google.signIdToken(verified("down")) }),
      ).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", statusCode: 503 });
    });
  });

  describe("Facebook", () => {
    it("creates an account for a valid token, then signs the same account in again", async () => {
      const user = { id: "fb-1001", name: "Face Book", email: "face@example.com" };
      const first = await withFacebook({
        accessToken: facebook.issueToken({ appId: facebookApp.appId, user }),
        userID: "fb-1001",
      });
      expect(first.statusCode).toBe(200);
      const info = await account(first.json().token);
      expect(info).toMatchObject({
        email: "face@example.com",
        username: "Face Book",
        hasPassword: false,
        providers: ["facebook"],
      });

      const again = await withFacebook({
        accessToken: facebook.issueToken({ appId: facebookApp.appId, user }),
      });
      expect(again.statusCode).toBe(200);
      expect((await account(again.json().token))._id).toBe(info._id);
    });

    it("links to the password account with the same email (Facebook emails are confirmed)", async () => {
      const passwordToken = await registerUser(testApp.app, "both@example.com");
      const response = await withFacebook({
        accessToken: facebook.issueToken({
          appId: facebookApp.appId,
          user: { id: "fb-both", email: "both@example.com" },
        }),
      });
      expect(response.statusCode).toBe(200);
      const linked = await account(response.json().token);
      expect(linked._id).toBe((await account(passwordToken))._id);
      expect(linked.providers).toEqual(["facebook"]);
    });

    it.each([
      [
        "an invalid token",
        () => ({
          accessToken: facebook.issueToken({
            appId: facebookApp.appId,
            user: { id: "fb-x", email: "x@example.com" },
            valid: false,
          }),
        }),
      ],
      [
        "a token of another app",
        () => ({
          accessToken: facebook.issueToken({
            appId: "999999",
            user: { id: "fb-y", email: "y@example.com" },
          }),
        }),
      ],
      ["a token Facebook never issued", () => ({ accessToken: "EAAB-made-up" })],
      [
        "a userID that is not the token's",
        () => ({
          accessToken: facebook.issueToken({
            appId: facebookApp.appId,
            user: { id: "fb-z", email: "z@example.com" },
          }),
          userID: "fb-someone-else",
        }),
      ],
    ])("refuses %s with 401 PROVIDER_TOKEN_INVALID", async (_label, makePayload) => {
      const response = await withFacebook(makePayload());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        name: "Error",
        code: "PROVIDER_TOKEN_INVALID",
        message: "The Facebook sign-in could not be verified",
      });
    });

    it("creates nothing when Facebook shares no email", async () => {
      const response = await withFacebook({
        accessToken: facebook.issueToken({ appId: facebookApp.appId, user: { id: "fb-phone" } }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("PROVIDER_TOKEN_INVALID");
    });

    it("keeps identities of different providers apart, even with the same id", async () => {
      const viaGoogle = await withGoogle(
        await google.signIdToken({
          sub: "same-id-42",
          email: "g42@example.com",
          email_verified: true,
        }),
      );
      const viaFacebook = await withFacebook({
        accessToken: facebook.issueToken({
          appId: facebookApp.appId,
          user: { id: "same-id-42", email: "f42@example.com" },
        }),
      });
      expect((await account(viaGoogle.json().token))._id).not.toBe(
        (await account(viaFacebook.json().token))._id,
      );
    });

    it("answers 503 while the Graph API is down", async () => {
      const accessToken = facebook.issueToken({
        appId: facebookApp.appId,
        user: { id: "fb-outage", email: "outage@example.com" },
      });
      facebook.setDown(true);
      try {
        const response = await withFacebook({ accessToken });
        expect(response.statusCode).toBe(503);
        expect(response.json().code).toBe("SERVICE_UNAVAILABLE");
      } finally {
        facebook.setDown(false);
      }
    });

    it("never sends the app secret itself to /me, only the proof", () => {
      const meCalls = facebook.requests.filter((request) => request.url.startsWith("/v19.0/me"));
      expect(meCalls.length).toBeGreaterThan(0);
      for (const call of meCalls) {
        expect(call.url).not.toContain(facebookApp.appSecret);
        expect(call.url).toContain("appsecret_proof=");
      }
    });
  });

  it("answers 404 for a provider without keys", async () => {
    const bare = await buildTestApp();
    try {
      for (const [url, payload] of [
        ["/api/auth/google", { token: "x" }],
        ["/api/auth/facebook", { accessToken: "x" }],
      ] as const) {
        const response = await bare.app.inject({ method: "POST", url, payload });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ name: "Error", code: "NOT_FOUND" });
      }
    } finally {
      await bare.close();
    }
  });
});

function verified(suffix: string) {
  return { sub: `google-${suffix}`, email: `${suffix}@gmail.com`, email_verified: true };
}
