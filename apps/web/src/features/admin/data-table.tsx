"use client";

import type * as React from "react";
import { useCallback, useEffect, useState } from "react";
import { FormProvider, useFormState } from "react-hook-form";
import { InputField } from "@/components/forms/input-field";
import { FORM_ERROR, useZodForm } from "@/lib/forms/use-zod-form";
import { useConsoleApi } from "./console-session";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

export type Column<T> = {
  key: string;
  label: string;
  /** The API's sort field, when the column can be sorted. */
  sortKey?: string;
  render: (row: T) => React.ReactNode;
  className?: string;
};

export type Sort = { field: string; dir: "asc" | "desc" };

/** A console table: sorted by the API (click a sortable header), scrolls sideways on a phone. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  testId,
  empty = "Nothing here.",
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  testId?: string;
  empty?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => {
              const active = sort && column.sortKey === sort.field;
              const ariaSort = active
                ? sort.dir === "asc"
                  ? "ascending"
                  : "descending"
                : undefined;
              return (
                <th key={column.key} scope="col" className="px-3 py-2" aria-sort={ariaSort}>
                  {column.sortKey && onSort ? (
                    <button
                      type="button"
                      className="font-semibold uppercase hover:underline"
                      onClick={() =>
                        onSort({
                          field: column.sortKey as string,
                          dir: active && sort.dir === "desc" ? "asc" : "desc",
                        })
                      }
                    >
                      {column.label}
                      {active ? (sort.dir === "asc" ? " ▲" : " ▼") : ""}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-slate-100 align-top">
                {columns.map((column) => (
                  <td key={column.key} className={column.className ?? "px-3 py-2"}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Loads one console GET and reloads it on demand (after a change) or when its URL changes. */
export function useConsoleGet<T>(path: string | null) {
  const api = useConsoleApi();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    void version;
    void api<T>("GET", path).then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setData(result.data);
        setError(null);
      } else setError(result.message);
    });
    return () => {
      cancelled = true;
    };
  }, [api, path, version]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { data, error, reload };
}

/**
 * A change that needs a reason: the button opens a small form, the reason is sent with the
 * change and kept in the audit log.
 */
export function ReasonAction({
  label,
  run,
  onDone,
  tone = "outline",
  testId,
}: {
  label: string;
  run: (reason: string) => Promise<{ ok: boolean; message?: string }>;
  onDone?: () => void;
  tone?: "outline" | "danger";
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  // The contract loads with the first submit: zod stays out of every console page's first load.
  const form = useZodForm<
    ConsoleFormInput<"reasonRequestSchema">,
    ConsoleFormOutput<"reasonRequestSchema">
  >({
    loadSchema: loadConsoleSchema("reasonRequestSchema"),
    defaultValues: { reason: "" },
    labels: { reason: "Reason" },
  });
  const busy = form.formState.isSubmitting;
  const buttonClass =
    tone === "danger"
      ? "w-fit rounded-md bg-red-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-red-800"
      : "w-fit rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold hover:bg-slate-50";
  if (!open) {
    return (
      <button
        type="button"
        className={buttonClass}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    const result = await run(reason);
    if (!result.ok) {
      form.setError(FORM_ERROR, { type: "server", message: result.message ?? "That did not work" });
      return;
    }
    setOpen(false);
    form.reset();
    onDone?.();
  });
  return (
    <FormProvider {...form}>
      <form className="flex flex-wrap items-center gap-2" noValidate onSubmit={onSubmit}>
        <InputField
          id={`${testId ?? label}-reason`}
          name="reason"
          label="Reason"
          labelClassName="sr-only"
          inputClassName="h-8 w-48 rounded px-2 text-xs"
          className="gap-1"
          placeholder="Reason (kept in the audit log)"
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? "…" : `Confirm ${label.toLowerCase()}`}
        </button>
        <button type="button" className="text-xs underline" onClick={() => setOpen(false)}>
          Cancel
        </button>
        <ServerError />
      </form>
    </FormProvider>
  );
}

/** A failed change's sentence under the console's inline forms. */
function ServerError() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  return message ? <p className="basis-full text-xs font-medium text-red-700">{message}</p> : null;
}

export function Pager({
  total,
  offset,
  limit,
  onOffset,
}: {
  total: number;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
}) {
  return (
    <div className="mt-3 flex items-center gap-3 text-sm text-slate-600">
      <span>
        {total === 0 ? 0 : offset + 1}–{Math.min(offset + limit, total)} of {total}
      </span>
      <button
        type="button"
        className="underline disabled:opacity-40"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        Previous
      </button>
      <button
        type="button"
        className="underline disabled:opacity-40"
        disabled={offset + limit >= total}
        onClick={() => onOffset(offset + limit)}
      >
        Next
      </button>
    </div>
  );
}
