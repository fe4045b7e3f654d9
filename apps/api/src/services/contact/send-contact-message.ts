import type { ContactMessage } from "@inkforge/domain/contracts/message";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { EmailSender } from "../email/email-sender";

/**
 * Stores a contact message, then emails it to support (Reply-To is not set: the sender's address
 * is in the text, so a reply is one copy away and headers carry nothing the sender typed).
 */
export async function sendContactMessage(
  deps: { db: Database; emailSender: EmailSender; supportTo: string; log: FastifyBaseLogger },
  params: ContactMessage & { userId: string | null; now: Date },
): Promise<void> {
  await deps.db.insert(contactMessages).values({
    name: params.Name,
    email: params.Email,
    subject: params.Subject,
    message: params.Message,
    userId: params.userId,
    createdAt: params.now,
  });
  deps.emailSender.send(
    {
      to: deps.supportTo,
      // One line, so nothing the sender typed can add a header.
      subject: `Contact form: ${params.Subject.replace(/[\r\n]+/g, " ")}`,
      text: `From: ${params.Name} <${params.Email}>\nSent: ${params.now.toISOString()}\n\n${params.Message}\n`,
    },
    deps.log,
  );
}
