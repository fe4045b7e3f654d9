import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactText, serializeErrorForLog } from "../../src/plugins/app/log-redaction";
import { hashResetToken } from "../../src/services/account/reset-tokens";
import { editAccount, logIn, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, createLogCollector, type TestApp, testEnv, testWebOrigin } from "../helper";

/**
 * Issue 8: a database error carries its statement's parameters, and the error handler logged the
 * whole error, so a failed registration wrote the new password's scrypt hash to the log. Here
 * every write of a secret fails in the database (a trigger refuses it, as a full disk or a broken
 * constraint would), and the log is searched for the secrets.
 */
describe("no hash, token or secret reaches the log when a write fails", () => {
  let testApp: TestApp;
  const log = createLogCollector();
  const email = "owner@example.com";
  const password = "owner's first password";
  let session: string;
  let resetToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ logStream: log.stream });
    session = await registerUser(testApp.app, email, password);

    // A reset link taken while writes still work, to be used once they fail.
    await testApp.app.inject({
      method: "POST",
      url: "/api/resetpass",
      payload: { email, endpointurl: `${testWebOrigin}/reset-password` },
      remoteAddress: nextAddress(),
    });
    const outbox = await testApp.app.inject({ method: "GET", url: "/api/dev/outbox" });
    resetToken = /token=([A-Za-z0-9_-]+)/.exec(outbox.body)?.[1] ?? "";
    expect(resetToken).not.toBe("");

    for (const statement of [
      `create function refuse_write() returns trigger language plpgsql as $$
         begin raise exception 'write refused by the test trigger'; end $$`,
      `create trigger refuse_user_writes before insert or update on users
         for each row execute function refuse_write()`,
      `create trigger refuse_reset_writes before insert or update on password_resets
         for each row execute function refuse_write()`,
    ]) {
      await testApp.db.execute(sql.raw(statement));
    }
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Every line logged so far, as written (so nested fields and messages are all searched). */
  function logText(): string {
    return log
      .entries()
      .map((entry) => JSON.stringify(entry))
      .join("\n");
  }

  it("registration: the new password's hash stays out of the log", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/account/jsonregister",
      payload: { email: "newcomer@example.com", password: "newcomer password", lm_data: { a: 1 } },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(500);
  });

  it("password change: neither hash is logged", async () => {
    const response = await editAccount(testApp.app, session, {
      password: "owner's second password",
      currentPassword: password,
    });
    expect(response.statusCode).toBe(500);
  });

  it("reset request: the token's hash is not logged", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/resetpass",
      payload: { email, endpointurl: `${testWebOrigin}/reset-password` },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(500);
  });

  it("reset: the new password's hash and the reset token are not logged", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/resetpass/reset",
      payload: { token: resetToken, password: "owner's reset password" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(500);
  });

  it("logged every failure usefully, with the parameters redacted and no secret anywhere", async () => {
    const failures = log.entries().filter((entry) => entry.msg === "request failed");
    expect(failures).toHaveLength(4);
    for (const failure of failures) {
      const err = failure.err as { message: string; params?: unknown; cause?: { message: string } };
      // What failed and why is still there…
      expect(err.message).toMatch(/^Failed query: /);
      expect(err.message).toContain("params: [redacted]");
      expect(err.params).toBe("[redacted]");
      expect(JSON.stringify(err)).toContain("write refused by the test trigger");
    }

    // …but nothing a thief could use.
    const text = logText();
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain(resetToken);
    expect(text).not.toContain(hashResetToken(resetToken));
    expect(text).not.toContain(session);
    expect(text).not.toContain(testEnv.TOKEN_SECRET);
    for (const secret of [
      password,
      "owner's second password",
      "owner's reset password",
      "newcomer password",
    ]) {
      expect(text).not.toContain(secret);
    }
    // Nor a reset token hash of the failed request: no 64-hex value at all.
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  it("still signs in with the untouched password (the failed writes changed nothing)", async () => {
    expect((await logIn(testApp.app, email, password)).statusCode).toBe(200);
  });
});

describe("redactText and serializeErrorForLog", () => {
  it("drops drizzle's params line, hashes, JWTs and URL credentials", () => {
    const hash = "scrypt$32768$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNo";
    const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";
    expect(
      redactText(`Failed query: insert into users values ($1, $2)\nparams: a@b.c,${hash}`),
    ).toBe("Failed query: insert into users values ($1, $2)\nparams: [redacted]");
    expect(redactText(`stored ${hash} for ${jwt}`)).toBe("stored [redacted] for [redacted]");
    expect(redactText("connect smtp://mailer:hunter22@smtp.example:587 failed")).toBe(
      "connect smtp://[redacted]@smtp.example:587 failed",
    );
  });

  it("keeps the stack frames and the cause's message, redacting PGlite's params and the row detail", () => {
    const cause = Object.assign(new Error('null value in column "email" violates not-null'), {
      code: "23502",
      detail: "Failing row contains (1, null, scrypt$1$1$1$AAAA$BBBB).",
      params: ["x", "scrypt$1$1$1$AAAA$BBBB"],
      queryOptions: { rowMode: "array" },
    });
    const error = Object.assign(
      new Error("Failed query: insert into users\nparams: x,scrypt$1$1$1$AAAA$BBBB"),
      { query: "insert into users", params: ["x", "scrypt$1$1$1$AAAA$BBBB"], cause },
    );
    const serialized = serializeErrorForLog(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("scrypt$");
    expect(serialized).toMatchObject({
      type: "Error",
      query: "insert into users",
      params: "[redacted]",
      cause: { code: "23502", detail: "[redacted]", params: "[redacted]" },
    });
    expect(serialized.stack).toMatch(/\n\s+at /);
    expect((serialized.cause as { message: string }).message).toContain("violates not-null");
  });
});
