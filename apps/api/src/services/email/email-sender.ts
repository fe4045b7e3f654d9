import type { FastifyBaseLogger } from "fastify";
import type { EmailMessage, Mailer } from "./mailer";

/**
 * Sends mail after the response instead of during it: a request that mails (a password reset)
 * then takes as long as one that does not, so timing does not reveal whether an account exists,
 * and a slow SMTP server does not hold the request. A failure is logged; `idle()` waits for every
 * send in flight (shutdown, tests).
 */
export type EmailSender = {
  send(message: EmailMessage, log: FastifyBaseLogger): void;
  idle(): Promise<void>;
};

export function createEmailSender(mailer: Mailer): EmailSender {
  const pending = new Set<Promise<void>>();
  return {
    send(message, log) {
      const delivery = mailer
        .sendEmail(message)
        .then(() => log.info({ mailer: mailer.kind, subject: message.subject }, "email sent"))
        .catch((error: unknown) =>
          log.error({ err: error, mailer: mailer.kind, subject: message.subject }, "email failed"),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) {
        await Promise.allSettled([...pending]);
      }
    },
  };
}
