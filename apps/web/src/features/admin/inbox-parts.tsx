"use client";

import type { MessageView, NewsletterSignUp } from "@inkforge/domain/admin/contract";
import { useState } from "react";
import { downloadApiFile } from "@/lib/api/raw-request";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { DataTable, Pager, type Sort, useConsoleGet } from "./data-table";
import { when } from "./format";

/** Reply to a contact message by email (the site's mailer); closes it unless unticked. */
export function ReplyForm({ message, onDone }: { message: MessageView; onDone: () => void }) {
  const api = useConsoleApi();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [close, setClose] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <button
        type="button"
        className="w-fit rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold hover:bg-slate-50"
        onClick={() => setOpen(true)}
        data-testid={`reply-${message.id}`}
      >
        Reply
      </button>
    );
  }
  return (
    <form
      className="grid w-72 gap-1"
      aria-label={`Reply to ${message.name}`}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await api("POST", `/api/admin/messages/${message.id}/reply`, {
          body: { text, close },
        });
        setBusy(false);
        if (!result.ok) {
          const failure = describeFailure(result);
          setError(
            failure.fieldErrors.text ? `Reply ${failure.fieldErrors.text}` : failure.message,
          );
          return;
        }
        setOpen(false);
        setText("");
        setError(null);
        onDone();
      }}
    >
      <label className="text-xs font-semibold" htmlFor={`reply-text-${message.id}`}>
        Reply to {message.email}
      </label>
      <textarea
        id={`reply-text-${message.id}`}
        className="min-h-24 rounded border border-slate-300 p-2 text-sm"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={close}
          onChange={(event) => setClose(event.target.checked)}
        />
        Close the message
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-ember-600 px-3 py-1 text-xs font-semibold text-white"
        >
          {busy ? "…" : "Send reply"}
        </button>
        <button type="button" className="text-xs underline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      {error ? <p className="text-xs font-medium text-red-700">{error}</p> : null}
    </form>
  );
}

const limit = 25;

/** The newsletter sign-ups: searched, sorted by the API, and exported as CSV with the same filter. */
export function NewsletterSignUps() {
  const { session } = useConsoleSession();
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>({ field: "createdAt", dir: "desc" });
  const [offset, setOffset] = useState(0);
  const params = new URLSearchParams({ sort: sort.field, dir: sort.dir });
  if (search) params.set("q", search);
  const { data, error } = useConsoleGet<{ items: NewsletterSignUp[]; total: number }>(
    `/api/admin/newsletter?${params}&limit=${limit}&offset=${offset}`,
  );
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = async () => {
    // The CSV needs the console token, which a plain link cannot carry.
    const failed = await downloadApiFile(
      `/api/admin/newsletter.csv?${params}`,
      session.token,
      "newsletter-sign-ups.csv",
    );
    setDownloadError(failed ? `The export failed: ${failed.message}` : null);
  };
  return (
    <section className="grid gap-3" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-lg font-bold">
        Newsletter sign-ups
      </h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setSearch(q.trim());
        }}
      >
        <label className="grid gap-1 text-xs font-semibold">
          Email contains
          <input
            className="h-10 w-56 rounded border border-slate-300 px-2 text-sm"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </label>
        <button type="submit" className="h-10 rounded-md border border-slate-300 px-3 text-sm">
          Search
        </button>
        <button
          type="button"
          className="h-10 rounded-md border border-slate-300 px-3 text-sm"
          onClick={download}
        >
          Export CSV
        </button>
      </form>
      {downloadError ? <p className="text-sm text-red-700">{downloadError}</p> : null}
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Newsletter sign-ups"
        columns={[
          { key: "email", label: "Email", sortKey: "email", render: (s) => s.email },
          { key: "source", label: "Source", render: (s) => s.source ?? "" },
          {
            key: "created",
            label: "Signed up",
            sortKey: "createdAt",
            render: (s) => when(s.createdAt),
          },
        ]}
        rows={data?.items ?? []}
        rowKey={(s) => s.id}
        sort={sort}
        onSort={(next) => {
          setOffset(0);
          setSort(next);
        }}
        testId="newsletter-table"
        empty="No sign-ups."
      />
      <Pager total={data?.total ?? 0} offset={offset} limit={limit} onOffset={setOffset} />
    </section>
  );
}
