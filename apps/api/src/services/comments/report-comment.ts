import type { CommentKind } from "@inkforge/domain/blog/contract";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { insertCommentReport } from "../../db/queries/console-more";
import { comments } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * A reader reports a visible comment for the operators' review queue (issue 29). Once per reader
 * and comment: a second report changes nothing. A comment that is not shown answers 404.
 */
export async function reportComment(
  db: Database,
  params: { kind: CommentKind; id: string; userId: string; now: Date },
): Promise<{ reported: true }> {
  const [row] = await db
    .select({ id: comments.id, status: comments.status, userId: comments.userId })
    .from(comments)
    .where(and(eq(comments.id, params.id), eq(comments.kind, params.kind)));
  if (row?.status !== "visible") throw new AppError("NOT_FOUND", "That comment does not exist");
  if (row.userId === params.userId) {
    throw new AppError("VALIDATION_FAILED", "You cannot report your own comment", {
      details: [{ path: "id", message: "is your own comment" }],
    });
  }
  await insertCommentReport(db, { commentId: row.id, userId: params.userId, now: params.now });
  return { reported: true };
}
