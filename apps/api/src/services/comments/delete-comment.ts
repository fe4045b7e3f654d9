import type { CommentKind } from "@inkforge/domain/blog/contract";
import type { Database } from "../../db/client";
import { deleteOwnComment } from "../../db/queries/comments";
import { AppError } from "../../errors";

/**
 * A reader deletes a comment they wrote. Another reader's comment answers 404 exactly as an
 * unknown one does, so the answer never tells whether a comment id exists.
 */
export async function deleteOwnCommentOrThrow(
  db: Database,
  params: { kind: CommentKind; id: string; userId: string },
): Promise<void> {
  if (!(await deleteOwnComment(db, params))) {
    throw new AppError("NOT_FOUND", "That comment was not found.");
  }
}
