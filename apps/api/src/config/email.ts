import { z } from "zod";
import type { ValuesOf } from "./shared";

/** Outgoing mail and the brand it carries. */
export type EmailConfig = {
  /** The brand shown in emails and notifications (DESIGN 8). */
  siteName: string;
  mail: {
    /** SMTP server for outgoing mail; unset = mail is kept in the local outbox table. */
    smtpUrl: string | undefined;
    /** The From header of every email. */
    from: string;
    /** Where the contact form's messages go. */
    supportTo: string;
  };
};

export const emailShape = {
  SITE_NAME: z.string().trim().min(1).max(60, "must be at most 60 characters").prefault("Inkforge"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587")
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).prefault("Inkforge <no-reply@inkforge.app>"),
  SUPPORT_EMAIL: z.email().prefault("support@inkforge.app"),
};

export function emailFrom(values: ValuesOf<typeof emailShape>): EmailConfig {
  return {
    siteName: values.SITE_NAME,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, supportTo: values.SUPPORT_EMAIL },
  };
}
