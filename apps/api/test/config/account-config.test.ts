import { describe, expect, it } from "vitest";
import { ConfigError, inMemoryDataDir, loadConfig } from "../../src/config";

const base = { DATA_DIR: inMemoryDataDir };

describe("loadConfig: accounts, sign-in and mail", () => {
  it("defaults: Inkforge, no providers, the outbox, no Redis", () => {
    const config = loadConfig(base);

    expect(config.siteName).toBe("Inkforge");
    expect(config.google).toBeUndefined();
    expect(config.facebook).toBeUndefined();
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: "Inkforge <no-reply@inkforge.app>",
      supportTo: "support@inkforge.app",
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = loadConfig({
      ...base,
      SITE_NAME: " Quillhouse ",
      GOOGLE_CLIENT_ID: "abc.apps.googleusercontent.com",
      GOOGLE_JWKS_URL: "http://127.0.0.1:9999/certs/",
      FACEBOOK_APP_ID: "1234567890",
      FACEBOOK_APP_SECRET: "a-secret-of-length",
      FACEBOOK_GRAPH_URL: "http://127.0.0.1:9998/v20.0/",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Quillhouse <hello@quill.example>",
      REDIS_URL: "redis://:pw@redis.internal:6379/0",
    });

    expect(config).toMatchObject({
      siteName: "Quillhouse",
      google: {
        clientId: "abc.apps.googleusercontent.com",
        jwksUrl: "http://127.0.0.1:9999/certs",
      },
      facebook: {
        appId: "1234567890",
        appSecret: "a-secret-of-length",
        graphUrl: "http://127.0.0.1:9998/v20.0",
      },
      mail: {
        smtpUrl: "smtps://user:pass@smtp.example.com:465",
        from: "Quillhouse <hello@quill.example>",
        supportTo: "support@inkforge.app",
      },
      redisUrl: "redis://:pw@redis.internal:6379/0",
    });
  });

  it("uses Google's and Facebook's real endpoints by default", () => {
    const config = loadConfig({
      ...base,
      GOOGLE_CLIENT_ID: "abc.apps.googleusercontent.com",
      FACEBOOK_APP_ID: "1234567890",
      FACEBOOK_APP_SECRET: "a-secret-of-length",
    });
    expect(config.google?.jwksUrl).toBe("https://www.googleapis.com/oauth2/v3/certs");
    expect(config.facebook?.graphUrl).toBe("https://graph.facebook.com/v19.0");
  });

  it.each([
    [{ FACEBOOK_APP_ID: "1234567890" }, /FACEBOOK_APP_ID and FACEBOOK_APP_SECRET/],
    [{ FACEBOOK_APP_SECRET: "a-secret-of-length" }, /FACEBOOK_APP_ID and FACEBOOK_APP_SECRET/],
    [{ FACEBOOK_APP_ID: "my-app" }, /FACEBOOK_APP_ID: must be the numeric Facebook app id/],
    [{ SMTP_URL: "http://mail.example.com" }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ REDIS_URL: "localhost:6379" }, /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ GOOGLE_JWKS_URL: "ftp://keys.example" }, /GOOGLE_JWKS_URL: must be an http\(s\) URL/],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
