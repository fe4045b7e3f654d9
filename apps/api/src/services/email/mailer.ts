import { createTransport } from "nodemailer";
import type { Database } from "../../db/client";
import { insertOutboxMessage } from "../../db/queries/outbox";
import type { OpsMeterPort } from "../ops/ops-meter";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** Sends email. SMTP when SMTP_URL is set, otherwise the local outbox table (ADR 0015). */
export type Mailer = {
  readonly kind: "smtp" | "outbox" | (string & {});
  sendEmail(message: EmailMessage): Promise<void>;
  close(): Promise<void>;
};

/** Delivers through an SMTP server (nodemailer), e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = createTransport({
    url,
    // A slow server must not hold a background send for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: "smtp",
    async sendEmail({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
    },
    async close() {
      transport.close();
    },
  };
}

/** Keeps mail in the `outbox` table instead of sending it (demo and development). */
export function createOutboxMailer({ db, now }: { db: Database; now: () => Date }): Mailer {
  return {
    kind: "outbox",
    async sendEmail({ to, subject, text, html }) {
      await insertOutboxMessage(db, { to, subject, text, html, now: now() });
    },
    async close() {},
  };
}

/** The same mailer, telling the console's system screen each send's outcome (decision 0136). */
export function meteredMailer(mailer: Mailer, meter: OpsMeterPort): Mailer {
  return {
    kind: mailer.kind,
    async sendEmail(message) {
      try {
        await mailer.sendEmail(message);
      } catch (error) {
        meter.integration("email", {
          ok: false,
          error: error instanceof Error ? error.message : "unexpected error",
        });
        throw error;
      }
      meter.integration("email", { ok: true });
    },
    close: () => mailer.close(),
  };
}
