// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

async function loadEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  return (await import("./env")).env;
}

const secret = "0123456789abcdef0123456789abcdef";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("web configuration: sessions", () => {
  it("defaults: no polling, a 60 s revocation check, no OAuth providers", async () => {
    const env = await loadEnv({
      SESSION_POLL_SECONDS: undefined,
      SESSION_CHECK_SECONDS: undefined,
      GOOGLE_CLIENT_ID: undefined,
      FACEBOOK_CLIENT_ID: undefined,
    });
    expect(env.SESSION_POLL_SECONDS).toBe(0);
    expect(env.SESSION_CHECK_SECONDS).toBe(60);
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it("reads the intervals in whole seconds", async () => {
    const env = await loadEnv({ SESSION_POLL_SECONDS: "30", SESSION_CHECK_SECONDS: "0" });
    expect(env.SESSION_POLL_SECONDS).toBe(30);
    expect(env.SESSION_CHECK_SECONDS).toBe(0);
    await expect(loadEnv({ SESSION_POLL_SECONDS: "-5" })).rejects.toThrow(/SESSION_POLL_SECONDS/);
    await expect(loadEnv({ SESSION_CHECK_SECONDS: "1.5" })).rejects.toThrow(
      /SESSION_CHECK_SECONDS/,
    );
  });

  it("a production server needs NEXTAUTH_SECRET; next build does not", async () => {
    await expect(
      loadEnv({ NODE_ENV: "production", NEXT_PHASE: undefined, NEXTAUTH_SECRET: undefined }),
    ).rejects.toThrow(/NEXTAUTH_SECRET: is required in production/);
    await expect(
      loadEnv({ NODE_ENV: "production", NEXT_PHASE: undefined, NEXTAUTH_SECRET: "" }),
    ).rejects.toThrow(/NEXTAUTH_SECRET/);
    const built = await loadEnv({
      NODE_ENV: "production",
      NEXT_PHASE: "phase-production-build",
      NEXTAUTH_SECRET: undefined,
    });
    expect(built.NEXTAUTH_SECRET).toBeUndefined();
    const running = await loadEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: secret });
    expect(running.NEXTAUTH_SECRET).toBe(secret);
  });

  it("refuses a short secret", async () => {
    await expect(loadEnv({ NEXTAUTH_SECRET: "short" })).rejects.toThrow(
      /NEXTAUTH_SECRET: must be at least 32 characters/,
    );
  });

  it("an OAuth provider needs both its id and its secret", async () => {
    await expect(
      loadEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: undefined }),
    ).rejects.toThrow(/GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/);
    await expect(
      loadEnv({ FACEBOOK_CLIENT_ID: undefined, FACEBOOK_CLIENT_SECRET: "s" }),
    ).rejects.toThrow(/FACEBOOK_CLIENT_ID: is required when FACEBOOK_CLIENT_SECRET is set/);
    const env = await loadEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" });
    expect(env.GOOGLE_CLIENT_ID).toBe("id");
  });
});
