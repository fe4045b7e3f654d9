import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authRateBudgets } from "../../src/services/rate-limit/budgets";
import { editAccount, logIn, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, countingHasher, type TestApp, testWebOrigin } from "../helper";

const start = new Date("2026-11-21T10:00:00.000Z");
const hour = 60 * 60 * 1000;

describe("rate limits on sign-in, registration and resets", () => {
  let testApp: TestApp;
  let clock = start;
  const hasher = countingHasher();

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock, auth: { passwordHasher: hasher } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(() => {
    clock = start;
  });

  it("uses the budgets of ADR 0013", () => {
    expect(authRateBudgets.loginFailuresPerAccount).toMatchObject({ limit: 100, windowMs: hour });
    expect(authRateBudgets.loginFailuresPerIp).toMatchObject({ limit: 300, windowMs: hour });
    expect(authRateBudgets.registrationsPerIp).toMatchObject({ limit: 20, windowMs: hour });
    expect(authRateBudgets.resetRequestsPerIp).toMatchObject({ limit: 10, windowMs: hour });
    expect(authRateBudgets.resetRequestsPerEmail).toMatchObject({ limit: 5, windowMs: hour });
  });

  describe("failed logins per account", () => {
    const email = "target@example.com";

    beforeAll(async () => {
      await registerUser(testApp.app, email, "the real password");
    });

    it("lets 100 failures through, then refuses the 101st with 429 before any hashing, even with the right password", async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        // A new address each time: the per-account budget alone must stop this.
        const response = await logIn(testApp.app, email, `guess ${attempt}`, nextAddress());
        expect(response.statusCode).toBe(401);
      }

      const kdfCallsBefore = hasher.total();
      const limited = await logIn(testApp.app, email, "the real password", nextAddress());

      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        name: "Error",
        code: "RATE_LIMITED",
        message: "Too many failed sign-in attempts for this account; try again in 60 minutes",
      });
      expect(limited.headers["retry-after"]).toBe("3600");
      expect(hasher.total() - kdfCallsBefore).toBe(0);

      // Another account is not affected.
      await registerUser(testApp.app, "bystander@example.com", "bystander password");
      expect(
        (await logIn(testApp.app, "bystander@example.com", "bystander password")).statusCode,
      ).toBe(200);
    });

    it("also guards the current-password check of a password change", async () => {
      const session = (
        await logIn(testApp.app, "bystander@example.com", "bystander password")
      ).json().token as string;
      // Lock bystander too, then try to change its password with the right current one.
      for (let attempt = 0; attempt < 100; attempt++) {
        await logIn(testApp.app, "bystander@example.com", `guess ${attempt}`, nextAddress());
      }
      const kdfCallsBefore = hasher.total();
      const response = await editAccount(testApp.app, session, {
        password: "new bystander password",
        currentPassword: "bystander password",
      });
      expect(response.statusCode).toBe(429);
      expect(hasher.total() - kdfCallsBefore).toBe(0);
    });

    it("opens again when the hour is over", async () => {
      clock = new Date(start.getTime() + hour);
      expect((await logIn(testApp.app, email, "the real password")).statusCode).toBe(200);
    });
  });

  it("counts concurrent guesses one by one: a burst of 130 gets exactly 20 verifications", async () => {
    const email = "burst@example.com";
    await registerUser(testApp.app, email, "the real password");
    const verifiesBefore = hasher.calls.verify;

    const responses = await Promise.all(
      Array.from({ length: 130 }, (_, attempt) =>
        logIn(testApp.app, email, `burst guess ${attempt}`, nextAddress()),
      ),
    );

    // Each attempt holds one of the account's 20 sign-in slots until its password is checked
    // (decision 0029), so at most 20 reach the hasher at once; the failure budget counts those.
    const inFlight = authRateBudgets.successfulLoginsPerAccount.limit;
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(inFlight);
    expect(statuses.filter((status) => status === 429)).toHaveLength(130 - inFlight);
    expect(hasher.calls.verify - verifiesBefore).toBe(inFlight);
  });

  it("does not count successful logins as failures", async () => {
    const email = "regular@example.com";
    await registerUser(testApp.app, email, "my password");
    const address = nextAddress();
    // As many successes as the sign-in budget allows (decision 0029).
    for (let attempt = 0; attempt < authRateBudgets.successfulLoginsPerAccount.limit; attempt++) {
      const response = await logIn(testApp.app, email, "my password", address);
      expect(response.statusCode).toBe(200);
    }
    // Once the sign-in budget's quarter hour is over, 100 failures still get through: the
    // successes spent none of the failure budget.
    clock = new Date(start.getTime() + authRateBudgets.successfulLoginsPerAccount.windowMs);
    // Nor does a success wipe the failures: 100 of them still spend the budget.
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await logIn(testApp.app, email, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    expect((await logIn(testApp.app, email, "my password")).statusCode).toBe(429);
  });

  it("lifts an account's lockout once its owner resets the password by email", async () => {
    const email = "locked-owner@example.com";
    await registerUser(testApp.app, email, "forgotten password");
    for (let attempt = 0; attempt < 100; attempt++) {
      await logIn(testApp.app, email, `attacker guess ${attempt}`);
    }
    expect((await logIn(testApp.app, email, "forgotten password")).statusCode).toBe(429);

    await testApp.app.inject({
      method: "POST",
      url: "/api/resetpass",
      payload: { email, endpointurl: `${testWebOrigin}/reset-password` },
      remoteAddress: nextAddress(),
    });
    await testApp.app.emailSender.idle();
    const outbox = (await testApp.app.inject({ method: "GET", url: "/api/dev/outbox" })).json();
    const mail = outbox.find((message: { to: string }) => message.to === email);
    const token = /\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const reset = await testApp.app.inject({
      method: "POST",
      url: "/api/resetpass/reset",
      payload: { token, password: "remembered password" },
    });
    expect(reset.statusCode).toBe(200);

    expect((await logIn(testApp.app, email, "remembered password")).statusCode).toBe(200);
  });

  describe("failed logins per address", () => {
    it("lets 300 failures from one address through, then answers 429 without hashing", async () => {
      const address = nextAddress();
      for (let attempt = 0; attempt < 300; attempt++) {
        // Spraying: a different (unknown) account each time.
        const response = await logIn(
          testApp.app,
          `spray${attempt}@example.com`,
          "p4ssword",
          address,
        );
        expect(response.statusCode).toBe(401);
      }
      const kdfCallsBefore = hasher.total();
      const limited = await logIn(testApp.app, "spray-next@example.com", "p4ssword", address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        "Too many failed sign-in attempts from this address; try again in 60 minutes",
      );
      expect(hasher.total() - kdfCallsBefore).toBe(0);

      // The per-account budget of the next target was not spent by the refused request.
      await registerUser(testApp.app, "spray-next@example.com", "p4ssword!");
      expect((await logIn(testApp.app, "spray-next@example.com", "p4ssword!")).statusCode).toBe(
        200,
      );
    });

    it("keys on the peer address, not on a forged X-Forwarded-For (TRUST_PROXY unset)", async () => {
      const address = nextAddress();
      const statuses = [];
      for (let attempt = 0; attempt < 301; attempt++) {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/account/login",
          payload: { username: `forged${attempt}@example.com`, password: "p4ssword" },
          remoteAddress: address,
          headers: { "x-forwarded-for": `203.0.113.${attempt % 250}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  });

  it("allows 20 registrations per hour from one address, then 429 without hashing", async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/account/jsonregister",
        payload: { email: `farm${attempt}@example.com`, password: "farm password" },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
    }
    const hashesBefore = hasher.calls.hash;
    const limited = await testApp.app.inject({
      method: "POST",
      url: "/api/account/jsonregister",
      payload: { email: "farm-last@example.com", password: "farm password" },
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(hasher.calls.hash).toBe(hashesBefore);
  });

  it("takes the registration limit from REGISTRATION_LIMIT_PER_IP", async () => {
    const small = await buildTestApp({ now: () => clock, env: { REGISTRATION_LIMIT_PER_IP: "3" } });
    try {
      const address = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await small.app.inject({
          method: "POST",
          url: "/api/account/jsonregister",
          payload: { email: `small${attempt}@example.com`, password: "farm password" },
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});
