import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createDatabase, migrateDatabase } from "../../src/db/client";
import { outbox } from "../../src/db/schema";
import { createSmtpMailer } from "../../src/services/email/mailer";
import { nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, createLogCollector, testEnv, testWebOrigin } from "../helper";
import { decodeQuotedPrintable, type SmtpStandIn, startSmtpStandIn } from "../stand-ins/smtp";

describe("email", () => {
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
  });

  afterAll(async () => {
    await smtp.close();
  });

  it("the SMTP adapter delivers a message to an SMTP server", async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: "Inkforge <no-reply@inkforge.app>" });
    try {
      await mailer.sendEmail({
        to: "reader@example.com",
        subject: "Hello from the adapter",
        text: "Plain text body",
        html: "<p>HTML body</p>",
      });
    } finally {
      await mailer.close();
    }

    const message = smtp.messages.at(-1)!;
    expect(message.from).toBe("no-reply@inkforge.app");
    expect(message.to).toEqual(["reader@example.com"]);
    expect(message.data).toMatch(/^From: Inkforge <no-reply@inkforge\.app>$/m);
    expect(message.data).toMatch(/^To: reader@example\.com$/m);
    expect(message.data).toMatch(/^Subject: Hello from the adapter$/m);
    expect(message.data).toContain("Plain text body");
    expect(message.data).toContain("<p>HTML body</p>");
  });

  it("with SMTP_URL set, a reset request mails the link through SMTP, not the outbox", async () => {
    const testApp = await buildTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Quill Support <help@quill.example>",
        SITE_NAME: "Quill",
      },
    });
    try {
      await registerUser(testApp.app, "smtp-user@example.com");
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/resetpass",
        payload: { email: "smtp-user@example.com", endpointurl: `${testWebOrigin}/reset` },
        remoteAddress: nextAddress(),
      });
      expect(response.json()).toEqual({ sent: true });
      await testApp.app.emailSender.idle();

      const message = smtp.messages.find(
        (candidate) => candidate.to[0] === "smtp-user@example.com",
      );
      expect(message).toBeDefined();
      expect(message!.from).toBe("help@quill.example");
      expect(message!.data).toMatch(/^Subject: Reset your Quill password$/m);
      expect(decodeQuotedPrintable(message!.data)).toMatch(
        new RegExp(`${testWebOrigin}/reset\\?token=[A-Za-z0-9_-]{43}`),
      );
      expect(await testApp.db.select().from(outbox)).toEqual([]);
    } finally {
      await testApp.close();
    }
  });

  it("a failed delivery is logged and does not change the answer", async () => {
    const logs = createLogCollector();
    const testApp = await buildTestApp({
      env: { SMTP_URL: "smtp://127.0.0.1:9" },
      logStream: logs.stream,
    });
    try {
      await registerUser(testApp.app, "unlucky@example.com");
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/resetpass",
        payload: { email: "unlucky@example.com", endpointurl: `${testWebOrigin}/reset` },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true });
      await testApp.app.emailSender.idle();
      expect(logs.entries()).toContainEqual(
        expect.objectContaining({ level: 50, msg: "email failed", mailer: "smtp" }),
      );
    } finally {
      await testApp.close();
    }
  });

  it("GET /api/dev/outbox lists the newest mail first in demo mode", async () => {
    let clock = new Date("2026-11-21T10:00:00.000Z");
    const testApp = await buildTestApp({ now: () => clock });
    try {
      for (const [minute, to] of [
        [1, "first@example.com"],
        [2, "second@example.com"],
      ] as const) {
        clock = new Date(`2026-11-21T10:0${minute}:00.000Z`);
        await testApp.app.mailer.sendEmail({
          to,
          subject: `Mail ${minute}`,
          text: `Body ${minute}`,
        });
      }
      const response = await testApp.app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: expect.any(String),
          to: "second@example.com",
          subject: "Mail 2",
          text: "Body 2",
          createdAt: "2026-11-21T10:02:00.000Z",
        },
        {
          id: expect.any(String),
          to: "first@example.com",
          subject: "Mail 1",
          text: "Body 1",
          createdAt: "2026-11-21T10:01:00.000Z",
        },
      ]);
    } finally {
      await testApp.close();
    }
  });

  it("GET /api/dev/outbox does not exist in production mode (404)", async () => {
    // Production config (DATABASE_URL set); the database itself is a PGlite stand-in.
    const config = loadConfig({
      ...testEnv,
      DATABASE_URL: "postgres://unused@127.0.0.1:1/inkforge",
      PAYMENT_PROVIDER: "sandbox",
      SANDBOX_PAYMENTS_IN_PRODUCTION: "true",
    });
    expect(config.mode).toBe("production");
    const database = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
    await migrateDatabase(database);
    const app = await buildApp({ config, db: database.db });
    try {
      const response = await app.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ name: "Error", code: "NOT_FOUND" });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
