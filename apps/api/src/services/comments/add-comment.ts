import type { CommentKind } from "@inkforge/domain/blog/contract";
import { findProduct } from "@inkforge/domain/shop/catalogue";
import type { Database } from "../../db/client";
import { blogPostExists } from "../../db/queries/blog";
import { insertComment } from "../../db/queries/comments";
import { AppError } from "../../errors";

/** Whether `pid` names a post (blog) or a catalogue item (shop) that exists. */
export async function commentTargetExists(
  db: Database,
  kind: CommentKind,
  pid: string,
): Promise<boolean> {
  if (kind === "shop") return findProduct(pid) !== undefined;
  return /^\d{1,9}$/.test(pid) && (await blogPostExists(db, Number(pid)));
}

/** Stores a signed-in user's comment on an existing post or shop item; else 404 naming `pid`. */
export async function addComment(
  db: Database,
  params: { kind: CommentKind; pid: string; message: string; userId: string; now: Date },
): Promise<void> {
  if (!(await commentTargetExists(db, params.kind, params.pid)))
    throw new AppError(
      "NOT_FOUND",
      `There is no ${params.kind === "blog" ? "post" : "shop item"} ${params.pid}.`,
      {
        details: [{ path: "pid", message: "No such item" }],
      },
    );
  await insertComment(db, {
    kind: params.kind,
    targetId: params.pid,
    userId: params.userId,
    message: params.message,
    now: params.now,
  });
}
