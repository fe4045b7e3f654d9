"use client";

import type { Comment } from "@inkforge/domain/blog/contract";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { loginPath } from "@/lib/auth/redirects";
import { useAuth } from "@/lib/auth/use-auth";

const PAGE = 20;

// Only a signed-in reader gets the form, and only once the session is known in the browser, so
// react-hook-form loads then rather than with every article.
const CommentForm = dynamic(() => import("./comment-form").then((module) => module.CommentForm), {
  ssr: false,
});

const isComment = (value: unknown): value is Comment =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Comment).id === "string" &&
  typeof (value as Comment).message === "string" &&
  typeof (value as Comment).username === "string";

// Checked by hand rather than with the zod contract, to keep zod off the article page (decision 0054).
const commentList = {
  parse(data: unknown): Comment[] {
    if (!Array.isArray(data) || !data.every(isComment))
      throw new Error("Unexpected comments answer");
    return data;
  },
};

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * A post's comments, oldest first, and the form to add one. Comments are text: React writes
 * them as text nodes, so markup in a comment shows as the characters typed.
 */
export function PostComments({ postId, path }: { postId: number; path: string }) {
  const auth = useAuth();
  const call = useAccountApi();
  const [items, setItems] = useState<Comment[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  // The comment whose report awaits the reader's confirmation, and what each report answered.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [reports, setReports] = useState<Record<string, string>>({});

  const load = useCallback(
    async (offset: number) => {
      const range = encodeURIComponent(JSON.stringify([offset, offset + PAGE - 1]));
      const result = await call("GET", `/api/comment/blog/${postId}?range=${range}`, {
        schema: commentList,
      });
      if (!result.ok) {
        setState("failed");
        return;
      }
      setItems((previous) => (offset === 0 ? result.data : [...previous, ...result.data]));
      setHasMore(result.data.length === PAGE);
      setState("ready");
    },
    [call, postId],
  );

  useEffect(() => {
    if (auth.status === "loading") return;
    void load(0);
  }, [auth.status, load]);

  const remove = async (comment: Comment) => {
    const before = items;
    setItems((current) => current.filter((item) => item.id !== comment.id));
    const result = await call("DELETE", `/api/comment/blog/${comment.id}`);
    if (!result.ok) {
      setItems(before);
      toast({ variant: "error", title: "Not deleted", description: result.message });
    }
  };

  const report = async (comment: Comment) => {
    setConfirming(null);
    const result = await call("POST", `/api/comment/blog/${comment.id}/report`);
    setReports((current) => ({
      ...current,
      [comment.id]: result.ok
        ? "Reported. Thank you: a moderator will look at this comment."
        : `Not reported: ${result.message}`,
    }));
  };

  return (
    <section aria-labelledby="comments-title" className="grid gap-5">
      <h2 id="comments-title" className="text-2xl font-bold text-ink-900">
        Comments
      </h2>
      {state === "loading" ? <p className="text-slate-600">Loading comments…</p> : null}
      {state === "failed" ? (
        <p className="text-red-700">
          The comments could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {state === "ready" && items.length === 0 ? (
        <p className="text-slate-700">No comments yet. Questions and corrections are welcome.</p>
      ) : null}
      {items.length > 0 ? (
        <ol className="grid gap-4" data-testid="comments">
          {items.map((comment) => (
            <li key={comment.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">
                <span className="font-semibold text-ink-900">{comment.username}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={comment.createdAt}>
                  {dateTime.format(new Date(comment.createdAt))} UTC
                </time>
              </p>
              <p className="mt-2 whitespace-pre-wrap wrap-anywhere text-slate-800">
                {comment.message}
              </p>
              {comment.mine ? (
                <button
                  type="button"
                  className={buttonVariants({ variant: "ghost", size: "sm", className: "mt-2" })}
                  onClick={() => void remove(comment)}
                >
                  Delete my comment
                </button>
              ) : auth.status !== "authenticated" ? null : reports[comment.id] ? (
                <p role="status" className="mt-2 text-sm font-medium text-slate-700">
                  {reports[comment.id]}
                </p>
              ) : confirming === comment.id ? (
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span>Report this comment to the moderators?</span>
                  <button
                    type="button"
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    onClick={() => void report(comment)}
                  >
                    Yes, report it
                  </button>
                  <button
                    type="button"
                    className={buttonVariants({ variant: "ghost", size: "sm" })}
                    onClick={() => setConfirming(null)}
                  >
                    Cancel
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={buttonVariants({ variant: "ghost", size: "sm", className: "mt-2" })}
                  onClick={() => setConfirming(comment.id)}
                >
                  Report
                </button>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          onClick={() => void load(items.length)}
        >
          Load more comments
        </button>
      ) : null}
      {auth.status === "authenticated" ? (
        <CommentForm postId={postId} call={call} onPosted={() => void load(0)} />
      ) : auth.status === "unauthenticated" ? (
        <p className="text-slate-700">
          <Link href={loginPath({ next: path })} className="font-semibold text-ink-700 underline">
            Log in
          </Link>{" "}
          to comment.
        </p>
      ) : null}
    </section>
  );
}
