import type {
  CommentView,
  commentsQuerySchema,
  MessageView,
  messagesQuerySchema,
} from "@inkforge/domain/admin/contract";
import type { CommentStatus } from "@inkforge/domain/admin/rules";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { listCommentsForModeration, listContactMessages } from "../../db/queries/console";
import { type CommentRow, comments, contactMessages } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * Moderation (issue 29, decision 0104): blog and shop comments shown, hidden or marked spam (only
 * visible ones reach the site), or deleted; contact messages read and closed. Each change is
 * audited with the comment's or message's state before and after.
 */

export async function findComments(
  ctx: Pick<ConsoleContext, "db">,
  query: z.infer<typeof commentsQuerySchema>,
): Promise<{ items: CommentView[]; total: number }> {
  const { rows, total } = await listCommentsForModeration(ctx.db, query);
  return {
    items: rows.map(({ comment, email, username, reports, firstTime }) => ({
      id: comment.id,
      kind: comment.kind,
      targetId: comment.targetId,
      userId: comment.userId,
      email,
      username,
      message: comment.message,
      status: comment.status,
      createdAt: comment.createdAt.toISOString(),
      moderatedAt: comment.moderatedAt?.toISOString() ?? null,
      reports: Number(reports),
      firstTime: Boolean(firstTime),
    })),
    total,
  };
}

function commentState(row: CommentRow) {
  return {
    kind: row.kind,
    targetId: row.targetId,
    userId: row.userId,
    status: row.status,
    message: row.message,
  };
}

async function lockComment(tx: ConsoleContext["db"], id: string): Promise<CommentRow> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "No comment has this id");
  return row;
}

export async function moderateComment(
  ctx: ConsoleContext,
  id: string,
  status: CommentStatus,
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    const [updated] = await tx
      .update(comments)
      .set({ status, moderatedAt: ctx.now })
      .where(eq(comments.id, id))
      .returning();
    if (!updated) throw new Error("comment update returned no row");
    await recordAudit(tx, ctx, {
      action: "comment.moderate",
      targetType: "comment",
      targetId: id,
      reason,
      before: commentState(row),
      after: commentState(updated),
    });
    return { id, status: updated.status };
  });
}

/** Deletes a comment for good; the audit row keeps what it said. */
export async function deleteComment(ctx: ConsoleContext, id: string, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    await tx.delete(comments).where(eq(comments.id, id));
    await recordAudit(tx, ctx, {
      action: "comment.delete",
      targetType: "comment",
      targetId: id,
      reason,
      before: commentState(row),
      after: null,
    });
    return { id, deleted: true };
  });
}

export function toMessageView(row: typeof contactMessages.$inferSelect): MessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function findMessages(
  ctx: Pick<ConsoleContext, "db">,
  query: z.infer<typeof messagesQuerySchema>,
) {
  const { items, total } = await listContactMessages(ctx.db, query);
  return { items: items.map(toMessageView), total };
}

/** Marks a message read (the first time only) or closes it; a repeat changes and audits nothing. */
export async function updateMessage(
  ctx: ConsoleContext,
  id: string,
  change: "read" | "close",
  reason: string | null,
): Promise<MessageView> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "No message has this id");
    const already = change === "read" ? row.readAt !== null : row.closedAt !== null;
    if (already) return toMessageView(row);
    const [updated] = await tx
      .update(contactMessages)
      .set(
        change === "read"
          ? { readAt: ctx.now }
          : { closedAt: ctx.now, readAt: row.readAt ?? ctx.now },
      )
      .where(eq(contactMessages.id, id))
      .returning();
    if (!updated) throw new Error("message update returned no row");
    await recordAudit(tx, ctx, {
      action: change === "read" ? "message.read" : "message.close",
      targetType: "message",
      targetId: id,
      reason,
      before: { readAt: row.readAt, closedAt: row.closedAt },
      after: { readAt: updated.readAt, closedAt: updated.closedAt },
    });
    return toMessageView(updated);
  });
}
