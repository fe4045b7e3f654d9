import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, ensureDemoSecrets, findRepoRoot, loadConfig } from "../../src/config";
import { demoSecretsFile } from "../../src/config/demo-secrets";

const productionUrl = "postgres://inkforge@db.internal:5432/inkforge";
const strongSecret = "s".repeat(40);

describe("loadConfig", () => {
  let dataDir: string;

  beforeEach(() => {
    // The secrets file sits beside the data folder, so both live inside one temporary folder.
    dataDir = join(mkdtempSync(join(tmpdir(), "inkforge-config-")), "data");
  });

  afterEach(() => {
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  });

  it("applies the documented defaults in demo mode", () => {
    const config = loadConfig({ DATA_DIR: dataDir });

    expect(config).toMatchObject({
      mode: "demo",
      host: "127.0.0.1",
      port: 4000,
      webOrigin: "http://127.0.0.1:3000",
      databaseUrl: undefined,
      dataDir,
      seedDemoData: true,
      logLevel: "info",
      bodyLimit: 1_048_576,
      trustProxy: false,
    });
  });

  it("defaults DATA_DIR to .data at the repository root", () => {
    const config = loadConfig({ TOKEN_SECRET: strongSecret, NEXTAUTH_SECRET: strongSecret });

    expect(config.dataDir).toBe(join(findRepoRoot()!, ".data"));
  });

  it("reads every variable", () => {
    const config = loadConfig({
      API_HOST: "0.0.0.0",
      API_PORT: "8080",
      WEB_ORIGIN: "https://inkforge.example/",
      DATABASE_URL: productionUrl,
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
      DEMO_SEED: "1",
      TOKEN_SECRET: strongSecret,
      LOG_LEVEL: "warn",
      BODY_LIMIT: "2048",
      LOGIN_SUCCESS_LIMIT_PER_ACCOUNT: "5",
      LOGIN_SUCCESS_LIMIT_PER_IP: "50",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
    });

    expect(config).toMatchObject({
      mode: "production",
      host: "0.0.0.0",
      port: 8080,
      webOrigin: "https://inkforge.example",
      databaseUrl: productionUrl,
      seedDemoData: true,
      secrets: { tokenSecret: strongSecret },
      logLevel: "warn",
      bodyLimit: 2048,
      successfulLoginLimits: { perAccount: 5, perIp: 50 },
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
    });
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("does not seed demo data on PostgreSQL unless DEMO_SEED=1", () => {
    const config = loadConfig({
      DATABASE_URL: productionUrl,
      TOKEN_SECRET: strongSecret,
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
    });

    expect(config.seedDemoData).toBe(false);
  });

  it("refuses to open the self-approving sandbox shop in production unless asked by name", () => {
    const production = { DATABASE_URL: productionUrl, TOKEN_SECRET: strongSecret };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: PAYMENT_PROVIDER: /);
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: "sandbox" })).toThrow(
      /^Invalid configuration: SANDBOX_PAYMENTS_IN_PRODUCTION: /,
    );
    expect(
      loadConfig({
        ...production,
        PAYMENT_PROVIDER: "sandbox",
        SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
      }).payments,
    ).toMatchObject({ provider: "sandbox", inProduction: true });
    expect(loadConfig({ DATA_DIR: dataDir }).payments.provider).toBe("sandbox");
  });

  it("uses the live providers whose keys are set when PAYMENT_PROVIDER is unset", () => {
    const config = loadConfig({
      DATABASE_URL: productionUrl,
      TOKEN_SECRET: strongSecret,
      STRIPE_SECRET_KEY: "sk_test_0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789",
    });
    expect(config.payments).toMatchObject({
      provider: "live",
      stripe: { secretKey: "sk_test_0123456789" },
    });
    expect(config.payments.paypal).toBeUndefined();
  });

  it.each([
    ["API_PORT", "abc"],
    ["API_PORT", "70000"],
    ["WEB_ORIGIN", "not a url"],
    ["WEB_ORIGIN", "https://inkforge.example/app"],
    ["DATABASE_URL", "mysql://db/inkforge"],
    ["LOG_LEVEL", "loud"],
    ["BODY_LIMIT", "1mb"],
    ["LOGIN_SUCCESS_LIMIT_PER_ACCOUNT", "0"],
    ["LOGIN_SUCCESS_LIMIT_PER_IP", "many"],
    ["REGISTRATION_LIMIT_PER_IP", "0"],
    ["TRUST_PROXY", "everyone"],
    ["DEMO_SEED", "yes"],
    ["TOKEN_SECRET", "short"],
  ])("rejects %s=%s with a message naming it", (name, value) => {
    const load = () => loadConfig({ DATA_DIR: dataDir, [name]: value });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration: .*${name}: `));
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, API_PORT: "x", LOG_LEVEL: "loud" })).toThrow(
      /API_PORT: .*; LOG_LEVEL: /,
    );
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, API_PORT: "" }).port).toBe(4000);
  });

  it("stops production start-up without TOKEN_SECRET, naming it", () => {
    expect(() => loadConfig({ DATABASE_URL: productionUrl })).toThrow(
      /^Invalid configuration: TOKEN_SECRET: is required/,
    );
  });

  it("never writes secrets to disk in production mode", () => {
    loadConfig({
      DATABASE_URL: productionUrl,
      TOKEN_SECRET: strongSecret,
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
    });

    expect(existsSync(join(dataDir, "secrets.json"))).toBe(false);
    expect(existsSync(demoSecretsFile(dataDir))).toBe(false);
  });

  it("generates demo secrets beside DATA_DIR, not in it (mode 0600), and reuses them next time", () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = demoSecretsFile(dataDir);
    const stored = JSON.parse(readFileSync(file, "utf8"));

    expect(file).toBe(`${dataDir}-secrets.json`);
    expect(existsSync(join(dataDir, "secrets.json"))).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys(stored).sort()).toEqual(["BACKUP_TOKEN", "NEXTAUTH_SECRET", "TOKEN_SECRET"]);
    expect(first.secrets.backupToken).toBe(stored.BACKUP_TOKEN);
    expect(stored.TOKEN_SECRET).toHaveLength(43);
    expect(stored.NEXTAUTH_SECRET).not.toBe(stored.TOKEN_SECRET);
    expect(first.secrets.tokenSecret).toBe(stored.TOKEN_SECRET);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.secrets.tokenSecret).toBe(first.secrets.tokenSecret);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(stored);
  });

  it("lets an environment secret win over the stored one", () => {
    loadConfig({ DATA_DIR: dataDir });

    const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: strongSecret });

    expect(config.secrets.tokenSecret).toBe(strongSecret);
  });
});

describe("ensureDemoSecrets", () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), "inkforge-secrets-")), "data");
  });

  afterEach(() => {
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  });

  it("creates missing parent folders", () => {
    const nested = join(dataDir, "a", "b");

    const secrets = ensureDemoSecrets(nested);

    expect(JSON.parse(readFileSync(demoSecretsFile(nested), "utf8"))).toEqual(secrets);
  });

  it("moves a secrets file left inside the data folder by an older version out of it", () => {
    mkdirSync(dataDir, { recursive: true });
    const legacy = join(dataDir, "secrets.json");
    writeFileSync(
      legacy,
      JSON.stringify({ TOKEN_SECRET: "kept-token-secret", NEXTAUTH_SECRET: "kept-nextauth" }),
    );

    const secrets = ensureDemoSecrets(dataDir);

    expect(secrets).toMatchObject({
      TOKEN_SECRET: "kept-token-secret",
      NEXTAUTH_SECRET: "kept-nextauth",
    });
    expect(existsSync(legacy)).toBe(false);
    expect(JSON.parse(readFileSync(demoSecretsFile(dataDir), "utf8"))).toEqual(secrets);
  });

  it("keeps the stored secrets and adds only the missing ones", () => {
    const file = demoSecretsFile(dataDir);
    writeFileSync(file, JSON.stringify({ TOKEN_SECRET: "kept-token-secret" }), { mode: 0o644 });

    const secrets = ensureDemoSecrets(dataDir);

    expect(secrets.TOKEN_SECRET).toBe("kept-token-secret");
    expect(secrets.NEXTAUTH_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets.BACKUP_TOKEN).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(secrets);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("refuses a corrupt file instead of silently replacing the keys", () => {
    writeFileSync(demoSecretsFile(dataDir), "{not json");

    expect(() => ensureDemoSecrets(dataDir)).toThrow(/secrets\.json is not valid JSON/);
  });
});
