import type { Comment, CommentKind } from "@inkforge/domain/blog/contract";
import type { SortDirection } from "@inkforge/domain/contracts/list";
import type { Database } from "../../db/client";
import { listCommentRows } from "../../db/queries/comments";
import { AppError } from "../../errors";
import { commentTargetExists } from "./add-comment";

/** A page of comments on a post or shop item; `mine` marks the caller's own (they may delete them). */
export async function listComments(
  db: Database,
  params: {
    kind: CommentKind;
    pid: string;
    viewerId: string | null;
    offset: number;
    limit: number;
    sortDirection: SortDirection;
  },
): Promise<{ items: Comment[]; total: number }> {
  if (!(await commentTargetExists(db, params.kind, params.pid)))
    throw new AppError(
      "NOT_FOUND",
      `There is no ${params.kind === "blog" ? "post" : "shop item"} ${params.pid}.`,
    );
  const { rows, total } = await listCommentRows(db, {
    kind: params.kind,
    targetId: params.pid,
    offset: params.offset,
    limit: params.limit,
    sortDirection: params.sortDirection,
  });
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      pid: row.targetId,
      message: row.message,
      username: row.username,
      createdAt: row.createdAt.toISOString(),
      mine: row.userId === params.viewerId,
    })),
  };
}
