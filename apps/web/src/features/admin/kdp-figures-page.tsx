"use client";

import { MARKETPLACE_IDS } from "@inkforge/domain/kdp/marketplaces";
import { type FormEvent, useState } from "react";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, useConsoleGet } from "./data-table";
import { when } from "./format";

/*
 * Dated KDP figure changes (decision 0127): the list, and for admins a form for a store's print
 * 60% threshold or eBook delivery cost. A printing cost table (bands by page count) is recorded
 * through the API, whose body takes the bands.
 */

type FigureChangeView = {
  id: string;
  figure: string;
  effectiveFrom: string;
  source: { title: string; url?: string; date: string };
  appliedAt: string | null;
};

const kinds = [
  { value: "print-threshold", label: "Print 60% threshold (list price)" },
  { value: "delivery-cost", label: "eBook delivery cost per MB" },
] as const;

const field = "h-10 rounded border border-slate-300 px-2 text-sm";

export function KdpFiguresPage() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<{ changes: FigureChangeView[] }>(
    "/api/admin/kdp-figure-changes",
  );
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const result = await api("POST", "/api/admin/kdp-figure-changes", {
      body: {
        figure: text("figure"),
        marketplace: text("marketplace"),
        value: Number(text("value")),
        effectiveFrom: text("effectiveFrom"),
        source: { title: text("title"), url: text("url"), date: text("date") },
      },
    });
    if (!result.ok) {
      const failure = describeFailure(result);
      setMessage(failure.message);
      setFieldErrors(failure.fieldErrors);
      return;
    }
    const { booksNotified } = result.data as { booksNotified: number };
    setFieldErrors({});
    setMessage(`Recorded. Books told so far: ${booksNotified}.`);
    reload();
  };

  const columns: Column<FigureChangeView>[] = [
    { key: "figure", label: "Figure", render: (c) => c.figure },
    { key: "from", label: "From", render: (c) => c.effectiveFrom },
    {
      key: "source",
      label: "Source",
      render: (c) =>
        c.source.url ? (
          <a href={c.source.url} className="underline" rel="noreferrer noopener" target="_blank">
            {c.source.title}
          </a>
        ) : (
          c.source.title
        ),
    },
    {
      key: "applied",
      label: "Books re-checked",
      render: (c) => (c.appliedAt ? when(c.appliedAt) : "on its date"),
    },
  ];

  const errorOf = (name: string) =>
    fieldErrors[name] ? <span className="text-red-700">{fieldErrors[name]}</span> : null;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">KDP figure changes</h1>
      <p className="text-sm text-slate-600">
        When KDP announces a new figure from a date, record it here with its source. On that date
        every member's book it changes is re-priced and its owner is told.
      </p>
      {session.role === "admin" ? (
        <form onSubmit={submit} className="grid max-w-xl gap-3" data-testid="kdp-figure-form">
          <label className="grid gap-1 text-xs font-semibold">
            Figure
            <select name="figure" className={field}>
              {kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Marketplace
            <select name="marketplace" className={field}>
              {MARKETPLACE_IDS.map((id) => (
                <option key={id}>{id}</option>
              ))}
            </select>
            {errorOf("marketplace")}
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            New value (in the store's currency)
            <input name="value" type="number" step="0.01" min="0" required className={field} />
            {errorOf("value")}
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            In force from
            <input name="effectiveFrom" type="date" required className={field} />
            {errorOf("effectiveFrom")}
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Source title
            <input name="title" required maxLength={300} className={field} />
            {errorOf("source.title")}
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Source address
            <input name="url" type="url" required className={field} />
            {errorOf("source.url")}
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Source date
            <input name="date" type="date" required className={field} />
            {errorOf("source.date")}
          </label>
          <button
            type="submit"
            className="h-10 w-fit rounded bg-ink-900 px-4 text-sm font-semibold text-white"
          >
            Record the change
          </button>
          {message ? (
            <p role="status" className="text-sm">
              {message}
            </p>
          ) : null}
        </form>
      ) : null}
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="KDP figure changes"
        columns={columns}
        rows={data?.changes ?? []}
        rowKey={(c) => c.id}
        testId="kdp-figures-table"
        empty="No KDP figure changes recorded."
      />
    </div>
  );
}
