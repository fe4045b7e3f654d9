// @vitest-environment node
import type { JWT } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import {
  type AccountLookup,
  isRevoked,
  refreshSessionToken,
  type SessionAccount,
  type SessionApi,
  signedInToken,
  type TokenCheck,
} from "@/lib/auth/session-token";

const account: SessionAccount = {
  _id: "u1",
  email: "ann@example.com",
  username: "Ann",
  image: null,
};
const t0 = Date.UTC(2026, 10, 21, 12);

function fakeApi(check: TokenCheck, lookups: Record<string, AccountLookup> = {}) {
  return {
    checkToken: vi.fn<SessionApi["checkToken"]>(async () => check),
    fetchAccount: vi.fn<SessionApi["fetchAccount"]>(
      async (token) => lookups[token] ?? { status: "revoked" },
    ),
  };
}

const session = (): JWT => signedInToken({}, { apiToken: "tok-1", account }, t0);

describe("signedInToken", () => {
  it("keeps the API token, the account and the check time", () => {
    expect(session()).toEqual({
      sub: "u1",
      userId: "u1",
      email: "ann@example.com",
      name: "Ann",
      picture: null,
      apiToken: "tok-1",
      checkedAt: t0,
      error: undefined,
    });
  });
});

describe("refreshSessionToken: the periodic check", () => {
  it.each([
    [0, false],
    [59_999, false],
    [60_000, true],
    [3_600_000, true],
  ])("%i ms after the last check → asks the API: %s", async (elapsed, asks) => {
    const api = fakeApi("valid");
    const next = await refreshSessionToken(session(), {
      now: t0 + elapsed,
      checkIntervalSeconds: 60,
      api,
    });
    expect(api.checkToken).toHaveBeenCalledTimes(asks ? 1 : 0);
    expect(next.checkedAt).toBe(asks ? t0 + elapsed : t0);
    expect(next.apiToken).toBe("tok-1");
  });

  it("an interval of 0 checks on every read", async () => {
    const api = fakeApi("valid");
    await refreshSessionToken(session(), { now: t0, checkIntervalSeconds: 0, api });
    expect(api.checkToken).toHaveBeenCalledWith("tok-1");
  });

  it("a refused token revokes the session and drops the token", async () => {
    const next = await refreshSessionToken(session(), {
      now: t0 + 61_000,
      checkIntervalSeconds: 60,
      api: fakeApi("revoked"),
    });
    expect(next.error).toBe("RevokedToken");
    expect(next).not.toHaveProperty("apiToken");
    expect(isRevoked(next)).toBe(true);
  });

  it("an API outage keeps the session and waits another interval", async () => {
    const api = fakeApi("unavailable");
    const next = await refreshSessionToken(session(), {
      now: t0 + 61_000,
      checkIntervalSeconds: 60,
      api,
    });
    expect(next.apiToken).toBe("tok-1");
    expect(next.error).toBeUndefined();
    expect(next.checkedAt).toBe(t0 + 61_000);
  });

  it("a revoked session stays revoked without asking the API", async () => {
    const api = fakeApi("valid", { "tok-1": { status: "ok", account } });
    const revoked = await refreshSessionToken(session(), {
      now: t0 + 61_000,
      checkIntervalSeconds: 60,
      api: fakeApi("revoked"),
    });
    for (const trigger of [undefined, "update"] as const) {
      const next = await refreshSessionToken(revoked, {
        trigger,
        update: { apiToken: "tok-1" },
        now: t0 + 999_000,
        checkIntervalSeconds: 60,
        api,
      });
      expect(next.error).toBe("RevokedToken");
    }
    expect(api.checkToken).not.toHaveBeenCalled();
    expect(api.fetchAccount).not.toHaveBeenCalled();
  });

  it("a token without an API token counts as revoked", async () => {
    const next = await refreshSessionToken(
      { sub: "u1" },
      { now: t0, checkIntervalSeconds: 60, api: fakeApi("valid") },
    );
    expect(next.error).toBe("RevokedToken");
  });
});

describe("refreshSessionToken: update()", () => {
  it("always re-validates, and refreshes name and image", async () => {
    const api = fakeApi("valid", {
      "tok-1": {
        status: "ok",
        account: { ...account, username: "Ann B", image: "https://x/a.png" },
      },
    });
    const next = await refreshSessionToken(session(), {
      trigger: "update",
      now: t0 + 1,
      checkIntervalSeconds: 60,
      api,
    });
    expect(api.fetchAccount).toHaveBeenCalledWith("tok-1");
    expect(next).toMatchObject({ name: "Ann B", picture: "https://x/a.png", checkedAt: t0 + 1 });
  });

  it("switches to the new API token after a password change", async () => {
    const api = fakeApi("valid", { "tok-2": { status: "ok", account } });
    const next = await refreshSessionToken(session(), {
      trigger: "update",
      update: { apiToken: "tok-2" },
      now: t0 + 5,
      checkIntervalSeconds: 60,
      api,
    });
    expect(next.apiToken).toBe("tok-2");
    expect(next.error).toBeUndefined();
  });

  it("refuses a token of another account and keeps the current one", async () => {
    const api = fakeApi("valid", {
      "tok-other": { status: "ok", account: { ...account, _id: "u2" } },
      "tok-1": { status: "ok", account },
    });
    const next = await refreshSessionToken(session(), {
      trigger: "update",
      update: { apiToken: "tok-other" },
      now: t0 + 5,
      checkIntervalSeconds: 60,
      api,
    });
    expect(next.apiToken).toBe("tok-1");
    expect(next.userId).toBe("u1");
  });

  it("an update with a refused current token revokes the session", async () => {
    const next = await refreshSessionToken(session(), {
      trigger: "update",
      update: { name: "x" },
      now: t0 + 5,
      checkIntervalSeconds: 60,
      api: fakeApi("valid"),
    });
    expect(next.error).toBe("RevokedToken");
  });

  it("an update during an API outage keeps the session as it was", async () => {
    const before = session();
    const next = await refreshSessionToken(before, {
      trigger: "update",
      now: t0 + 5,
      checkIntervalSeconds: 60,
      api: fakeApi("unavailable", { "tok-1": { status: "unavailable" } }),
    });
    expect(next).toEqual(before);
  });
});
