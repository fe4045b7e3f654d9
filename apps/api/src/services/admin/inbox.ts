import type {
  MessageView,
  NewsletterSignUp,
  newsletterQuerySchema,
  replyMessageRequestSchema,
} from "@inkforge/domain/admin/contract";
import { newsletterCsv } from "@inkforge/domain/admin/newsletter-csv";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { listNewsletterSignUps } from "../../db/queries/console-more";
import { contactMessages, type NewsletterSubscription } from "../../db/schema";
import { AppError } from "../../errors";
import type { AccountContext } from "../account/context";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";
import { toMessageView } from "./moderation";

/*
 * The console's inbox (issue 29): a reply by email to a contact message, through the mailer (the
 * outbox in demo mode), closing it; and the newsletter sign-ups as a list and a CSV.
 */

export type InboxContext = ConsoleContext & Pick<AccountContext, "emails" | "siteName" | "log">;

function quoted(text: string): string {
  return text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
}

export async function replyToMessage(
  ctx: InboxContext,
  id: string,
  body: z.output<typeof replyMessageRequestSchema>,
): Promise<MessageView> {
  const { message, view } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "No message has this id");
    const closeNow = body.close && row.closedAt === null;
    const [updated] = await tx
      .update(contactMessages)
      .set({ readAt: row.readAt ?? ctx.now, closedAt: closeNow ? ctx.now : row.closedAt })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!updated) throw new Error("message update returned no row");
    const subject = row.subject.startsWith("Re:") ? row.subject : `Re: ${row.subject}`;
    await recordAudit(tx, ctx, {
      action: "message.reply",
      targetType: "message",
      targetId: id,
      before: { readAt: row.readAt, closedAt: row.closedAt },
      after: {
        readAt: updated.readAt,
        closedAt: updated.closedAt,
        to: row.email,
        subject,
        text: body.text,
      },
    });
    return {
      message: {
        to: row.email,
        subject,
        text: [
          `Hello ${row.name},`,
          "",
          body.text,
          "",
          `— ${ctx.siteName}`,
          "",
          quoted(row.message),
          "",
        ].join("\n"),
      },
      view: toMessageView(updated),
    };
  });
  ctx.emails.send(message, ctx.log);
  return view;
}

function toSignUp(row: NewsletterSubscription): NewsletterSignUp {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

type NewsletterQuery = z.infer<typeof newsletterQuerySchema>;

export async function findNewsletterSignUps(
  ctx: Pick<ConsoleContext, "db">,
  query: NewsletterQuery,
) {
  const { items, total } = await listNewsletterSignUps(ctx.db, query);
  return { items: items.map(toSignUp), total };
}

const csvMaxRows = 50_000;

export async function exportNewsletterCsv(
  ctx: Pick<ConsoleContext, "db">,
  query: NewsletterQuery,
): Promise<string> {
  const { items } = await listNewsletterSignUps(ctx.db, { ...query, limit: csvMaxRows, offset: 0 });
  return newsletterCsv(items.map(toSignUp));
}
