"use client";

import type { CommentView, MessageView } from "@inkforge/domain/admin/contract";
import { useState } from "react";
import { useConsoleApi, useConsoleSession } from "./console-session";
import {
  type Column,
  DataTable,
  Pager,
  ReasonAction,
  type Sort,
  useConsoleGet,
} from "./data-table";
import { when } from "./format";
import { NewsletterSignUps, ReplyForm } from "./inbox-parts";

const limit = 25;

function Comments() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  // "review": the queue of reported and first-time comments; otherwise a status or any.
  const [status, setStatus] = useState("");
  const [sort, setSort] = useState<Sort>({ field: "createdAt", dir: "desc" });
  const [offset, setOffset] = useState(0);
  const { data, error, reload } = useConsoleGet<{ items: CommentView[]; total: number }>(
    `/api/admin/comments?dir=${sort.dir}&limit=${limit}&offset=${offset}${status === "review" ? "&queue=review" : status ? `&status=${status}` : ""}`,
  );
  const act = (path: string, body: Record<string, unknown>) => async (reason: string) => {
    const result = await api("POST", path, { body: { ...body, reason } });
    return result.ok ? { ok: true } : { ok: false, message: result.message };
  };
  const columns: Column<CommentView>[] = [
    {
      key: "message",
      label: "Comment",
      render: (c) => <p className="max-w-md whitespace-pre-wrap wrap-anywhere">{c.message}</p>,
    },
    {
      key: "author",
      label: "Author",
      render: (c) => (
        <>
          {c.email}
          {c.firstTime ? <span className="block text-xs text-slate-600">first comment</span> : null}
        </>
      ),
    },
    {
      key: "reports",
      label: "Reports",
      render: (c) => <span data-testid={`comment-reports-${c.id}`}>{c.reports}</span>,
    },
    { key: "on", label: "On", render: (c) => `${c.kind} ${c.targetId}` },
    {
      key: "status",
      label: "Status",
      render: (c) => <span data-testid={`comment-status-${c.id}`}>{c.status}</span>,
    },
    { key: "created", label: "Written", sortKey: "createdAt", render: (c) => when(c.createdAt) },
    {
      key: "actions",
      label: "",
      render: (c) =>
        session.role === "admin" ? (
          <div className="grid gap-1">
            {c.status !== "hidden" ? (
              <ReasonAction
                label="Hide"
                testId={`hide-${c.id}`}
                run={act(`/api/admin/comments/${c.id}/status`, { status: "hidden" })}
                onDone={reload}
              />
            ) : null}
            {c.status !== "spam" ? (
              <ReasonAction
                label="Spam"
                run={act(`/api/admin/comments/${c.id}/status`, { status: "spam" })}
                onDone={reload}
              />
            ) : null}
            {c.status !== "visible" ? (
              <ReasonAction
                label="Show"
                run={act(`/api/admin/comments/${c.id}/status`, { status: "visible" })}
                onDone={reload}
              />
            ) : null}
            <ReasonAction
              label="Delete"
              tone="danger"
              run={act(`/api/admin/comments/${c.id}/delete`, {})}
              onDone={reload}
            />
          </div>
        ) : null,
    },
  ];
  return (
    <section className="grid gap-3" aria-labelledby="comments-title">
      <h2 id="comments-title" className="text-lg font-bold">
        Comments
      </h2>
      <label className="grid w-fit gap-1 text-xs font-semibold">
        Status
        <select
          className="h-10 rounded border border-slate-300 px-2 text-sm"
          value={status}
          onChange={(event) => {
            setOffset(0);
            setStatus(event.target.value);
          }}
        >
          <option value="">Any</option>
          <option value="review">Review queue (reported or first)</option>
          <option>visible</option>
          <option>hidden</option>
          <option>spam</option>
        </select>
      </label>
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Comments"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(c) => c.id}
        sort={sort}
        onSort={setSort}
        testId="comments-table"
      />
      <Pager total={data?.total ?? 0} offset={offset} limit={limit} onOffset={setOffset} />
    </section>
  );
}

function Messages() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const [state, setState] = useState<"open" | "closed" | "all">("open");
  const { data, error, reload } = useConsoleGet<{ items: MessageView[]; total: number }>(
    `/api/admin/messages?state=${state}`,
  );
  const columns: Column<MessageView>[] = [
    { key: "from", label: "From", render: (m) => `${m.name} <${m.email}>` },
    { key: "subject", label: "Subject", render: (m) => m.subject },
    {
      key: "message",
      label: "Message",
      render: (m) => (
        <p className={m.readAt ? "max-w-md wrap-anywhere" : "max-w-md font-semibold wrap-anywhere"}>
          {m.message}
        </p>
      ),
    },
    { key: "received", label: "Received", render: (m) => when(m.createdAt) },
    {
      key: "actions",
      label: "",
      render: (m) =>
        session.role === "admin" && !m.closedAt ? (
          <div className="grid gap-1">
            {!m.readAt ? (
              <button
                type="button"
                className="rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold"
                onClick={async () => {
                  await api("POST", `/api/admin/messages/${m.id}/read`);
                  reload();
                }}
              >
                Mark read
              </button>
            ) : null}
            <ReplyForm message={m} onDone={reload} />
            <ReasonAction
              label="Close"
              run={async (reason) => {
                const result = await api("POST", `/api/admin/messages/${m.id}/close`, {
                  body: { reason },
                });
                return result.ok ? { ok: true } : { ok: false, message: result.message };
              }}
              onDone={reload}
            />
          </div>
        ) : m.closedAt ? (
          `closed ${when(m.closedAt)}`
        ) : null,
    },
  ];
  return (
    <section className="grid gap-3" aria-labelledby="messages-title">
      <h2 id="messages-title" className="text-lg font-bold">
        Contact messages
      </h2>
      <label className="grid w-fit gap-1 text-xs font-semibold">
        Show
        <select
          className="h-10 rounded border border-slate-300 px-2 text-sm"
          value={state}
          onChange={(event) => setState(event.target.value as typeof state)}
        >
          <option value="open">open</option>
          <option value="closed">closed</option>
          <option value="all">all</option>
        </select>
      </label>
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Contact messages"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(m) => m.id}
      />
    </section>
  );
}

export function ModerationPage() {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-ink-900">Moderation</h1>
      <Comments />
      <Messages />
      <NewsletterSignUps />
    </div>
  );
}
