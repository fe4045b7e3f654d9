import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSemaphore } from "../../src/lib/semaphore";
import {
  createScryptHasher,
  defaultScryptParameters,
  maxConcurrentHashes,
  type PasswordHasher,
  passwordHashingSlots,
} from "../../src/services/auth/password-hasher";
import { authRateBudgets } from "../../src/services/rate-limit/budgets";
import { logIn, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, countingHasher, type TestApp } from "../helper";

const start = new Date("2026-11-23T10:00:00.000Z");

/**
 * Issue 8: correct logins were unlimited, so one account could keep the password hasher busy
 * (80 correct logins, 16 at a time, pushed another user's login from 0.19 s to 2.76 s).
 */
describe("successful sign-ins are budgeted per account and per address", () => {
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

  it("uses 20 per account and 60 per address in 15 minutes", () => {
    const quarterHour = 15 * 60 * 1000;
    expect(authRateBudgets.successfulLoginsPerAccount).toMatchObject({
      limit: 20,
      windowMs: quarterHour,
    });
    expect(authRateBudgets.successfulLoginsPerIp).toMatchObject({
      limit: 60,
      windowMs: quarterHour,
    });
  });

  it("refuses the 21st correct login to one account, 16 at a time, without hashing it", async () => {
    const email = "busy@example.com";
    await registerUser(testApp.app, email, "busy password");
    const verifiesBefore = hasher.calls.verify;

    const statuses: number[] = [];
    for (let wave = 0; wave < 5; wave++) {
      const responses = await Promise.all(
        Array.from({ length: 16 }, () => logIn(testApp.app, email, "busy password", nextAddress())),
      );
      statuses.push(...responses.map((response) => response.statusCode));
    }

    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60);
    expect(hasher.calls.verify - verifiesBefore).toBe(20);

    const limited = await logIn(testApp.app, email, "busy password", nextAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many sign-ins to this account; try again in 15 minutes$/,
      ),
    });
    expect(limited.headers["retry-after"]).toBe("900");

    // Another account signs in as usual, and the budget comes back after the quarter hour.
    await registerUser(testApp.app, "calm@example.com", "calm password");
    expect((await logIn(testApp.app, "calm@example.com", "calm password")).statusCode).toBe(200);
    clock = new Date(start.getTime() + authRateBudgets.successfulLoginsPerAccount.windowMs);
    expect((await logIn(testApp.app, email, "busy password")).statusCode).toBe(200);
  });

  it("does not spend the sign-in budget on wrong passwords (those have their own)", async () => {
    const email = "clumsy@example.com";
    await registerUser(testApp.app, email, "clumsy password");
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await logIn(testApp.app, email, `typo ${attempt}`)).statusCode).toBe(401);
    }
    expect((await logIn(testApp.app, email, "clumsy password")).statusCode).toBe(200);
  });

  it("refuses the 61st sign-in from one address across many accounts", async () => {
    const address = nextAddress();
    const accounts = Array.from({ length: 4 }, (_, index) => `shared-${index}@example.com`);
    for (const email of accounts) await registerUser(testApp.app, email, "shared password");

    const statuses: number[] = [];
    for (let round = 0; round < 16; round++) {
      for (const email of accounts) {
        statuses.push((await logIn(testApp.app, email, "shared password", address)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429]);
  });
});

describe("password hashing is bounded in concurrency", () => {
  it("keeps at most the documented number of scrypt runs under way; the rest queue", async () => {
    expect(passwordHashingSlots.limit).toBe(maxConcurrentHashes);
    expect(maxConcurrentHashes).toBeGreaterThanOrEqual(1);
    expect(maxConcurrentHashes).toBeLessThanOrEqual(3);

    const slots = createSemaphore(2);
    const hasher: PasswordHasher = createScryptHasher(
      { ...defaultScryptParameters, N: 2 ** 12 },
      { slots },
    );
    let mostActive = 0;
    let mostWaiting = 0;
    const sample = setInterval(() => {
      mostActive = Math.max(mostActive, slots.active);
      mostWaiting = Math.max(mostWaiting, slots.waiting);
    }, 1);
    try {
      const stored = await hasher.hash("a password");
      const checks = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          hasher.verify(index % 2 === 0 ? "a password" : "another", stored),
        ),
      );
      expect(checks.filter(Boolean)).toHaveLength(6);
    } finally {
      clearInterval(sample);
    }
    expect(mostActive).toBe(2);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(slots.active).toBe(0);
    expect(slots.waiting).toBe(0);
  });

  it("hands slots on in arrival order and frees them when a task fails", async () => {
    const slots = createSemaphore(1);
    const order: number[] = [];
    const failing = slots.run(async () => {
      throw new Error("scrypt failed");
    });
    const later = [1, 2, 3].map((n) => slots.run(async () => order.push(n)));
    await expect(failing).rejects.toThrow("scrypt failed");
    await Promise.all(later);
    expect(order).toEqual([1, 2, 3]);
    expect(slots.active).toBe(0);
    expect(() => createSemaphore(0)).toThrow(RangeError);
  });
});
