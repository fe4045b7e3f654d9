import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { type Config, ConfigError, isLoopbackHost, loadConfig } from "../../src/config";
import { createDatabase, migrateDatabase } from "../../src/db/client";
import { testEnv, testPasswordHasher, testWebOrigin } from "../helper";

const productionEnv = {
  ...testEnv,
  DATABASE_URL: "postgres://inkforge:secret@db.example:5432/inkforge",
  PAYMENT_PROVIDER: "sandbox",
  // A staging site: production mode on the sandbox provider must be asked for by name.
  SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
};

const closers: Array<() => Promise<void>> = [];

afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

/** The real app for a config, on a fresh in-memory database (production configs included). */
async function startApp(config: Config) {
  const database = await createDatabase({ ...config, databaseUrl: undefined });
  await migrateDatabase(database);
  const app = await buildApp({
    config,
    db: database.db,
    auth: { passwordHasher: testPasswordHasher },
  });
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

/** Asks for a reset link for a demo account, then reads the outbox as a stranger would. */
async function takeOverAttempt(app: Awaited<ReturnType<typeof startApp>>) {
  const email = "victim@example.com";
  await app.inject({
    method: "POST",
    url: "/api/account/jsonregister",
    payload: { email, password: "victim's password" },
  });
  const reset = await app.inject({
    method: "POST",
    url: "/api/resetpass",
    payload: { email, endpointurl: `${testWebOrigin}/reset-password` },
  });
  expect(reset.statusCode).toBe(200);
  return app.inject({ method: "GET", url: "/api/dev/outbox" });
}

describe("demo mode and the dev routes (issue 8, decision 0029)", () => {
  it("tells loopback listen addresses from reachable ones", () => {
    for (const host of [
      "127.0.0.1",
      "127.10.0.3",
      "localhost",
      "::1",
      "[::1]",
      "::ffff:127.0.0.1",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      "0.0.0.0",
      "::",
      "10.0.0.5",
      "192.168.1.2",
      "128.0.0.1",
      "127.0.0.256",
      "example.com",
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("refuses to start a demo on a non-loopback API_HOST unless it is a public demo", () => {
    expect(() => loadConfig({ ...testEnv, API_HOST: "0.0.0.0" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...testEnv, API_HOST: "0.0.0.0" })).toThrow(/PUBLIC_DEMO=true/);

    const publicDemo = loadConfig({ ...testEnv, API_HOST: "0.0.0.0", PUBLIC_DEMO: "true" });
    expect(publicDemo).toMatchObject({ mode: "demo", publicDemo: true, devRoutes: false });
  });

  it("has dev routes only in a loopback demo that is not public", () => {
    expect(loadConfig(testEnv)).toMatchObject({ publicDemo: false, devRoutes: true });
    expect(loadConfig({ ...testEnv, PUBLIC_DEMO: "1" })).toMatchObject({ devRoutes: false });
    expect(loadConfig(productionEnv)).toMatchObject({ mode: "production", devRoutes: false });
    // Production may listen anywhere: it has no outbox to hand out.
    expect(loadConfig({ ...productionEnv, API_HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("serves the outbox to a loopback demo (the local developer's mail)", async () => {
    const app = await startApp(loadConfig(testEnv));
    const outbox = await takeOverAttempt(app);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain("reset-password?token=");
  });

  it("hands no reset link to anyone in a public demo: /api/dev/* do not exist", async () => {
    const app = await startApp(
      loadConfig({ ...testEnv, API_HOST: "0.0.0.0", PUBLIC_DEMO: "true" }),
    );
    const outbox = await takeOverAttempt(app);
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain("token=");

    const renew = await app.inject({
      method: "POST",
      url: "/api/dev/subscriptions/00000000-0000-4000-8000-000000000000/renew",
      payload: { outcome: "paid" },
    });
    expect(renew.statusCode).toBe(404);
  });
});

describe("/docs (issue 8, decision 0029)", () => {
  it("is served in demo mode by default", async () => {
    const config = loadConfig(testEnv);
    expect(config.apiDocs).toBe(true);
    const app = await startApp(config);
    expect((await app.inject({ method: "GET", url: "/docs/json" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/docs/" })).statusCode).toBe(200);
  });

  it("is off in production unless API_DOCS is set", async () => {
    const config = loadConfig(productionEnv);
    expect(config.apiDocs).toBe(false);
    const app = await startApp(config);
    for (const url of ["/docs", "/docs/", "/docs/json", "/docs/static/index.css"]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    // The document is still built, for tooling that asks the app itself.
    expect(app.swagger()).toHaveProperty("paths");
  });

  it("is served in production with API_DOCS=true, and can be turned off in a demo", async () => {
    const enabled = loadConfig({ ...productionEnv, API_DOCS: "true" });
    expect(enabled.apiDocs).toBe(true);
    const app = await startApp(enabled);
    expect((await app.inject({ method: "GET", url: "/docs/json" })).statusCode).toBe(200);

    expect(loadConfig({ ...testEnv, API_DOCS: "false" }).apiDocs).toBe(false);
  });
});
