import type { CommentKind } from "@inkforge/domain/blog/contract";
import type { SortDirection } from "@inkforge/domain/contracts/list";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { comments, users } from "../schema";
import { countRows } from "./paged";

export type CommentListRow = {
  id: string;
  targetId: string;
  userId: string;
  username: string;
  message: string;
  createdAt: Date;
};

/** One page of a post's (or shop item's) visible comments and their total, in the requested order. */
export async function listCommentRows(
  db: Database,
  params: {
    kind: CommentKind;
    targetId: string;
    offset: number;
    limit: number;
    sortDirection: SortDirection;
  },
): Promise<{ rows: CommentListRow[]; total: number }> {
  // Hidden and spam comments stay for the console (decision 0104) but never reach the site.
  const where = and(
    eq(comments.kind, params.kind),
    eq(comments.targetId, params.targetId),
    eq(comments.status, "visible"),
  );
  const order = params.sortDirection === "DESC" ? desc : asc;
  const rows = await db
    .select({
      id: comments.id,
      targetId: comments.targetId,
      userId: comments.userId,
      username: users.username,
      message: comments.message,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(order(comments.createdAt), order(comments.id))
    .offset(params.offset)
    .limit(params.limit);
  return { rows, total: await countRows(db, comments, where) };
}

export async function insertComment(
  db: Database,
  values: { kind: CommentKind; targetId: string; userId: string; message: string; now: Date },
): Promise<void> {
  await db.insert(comments).values({
    kind: values.kind,
    targetId: values.targetId,
    userId: values.userId,
    message: values.message,
    createdAt: values.now,
  });
}

/** Deletes the comment only if the user wrote it; answers whether a row went. */
export async function deleteOwnComment(
  db: Database,
  params: { kind: CommentKind; id: string; userId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(comments)
    .where(
      and(
        eq(comments.id, params.id),
        eq(comments.kind, params.kind),
        eq(comments.userId, params.userId),
      ),
    )
    .returning({ id: comments.id });
  return deleted.length > 0;
}
