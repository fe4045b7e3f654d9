"use client";

import { MARKETPLACE_IDS } from "@inkforge/domain/kdp/marketplaces";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, useConsoleGet } from "./data-table";
import { when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

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

/** The fields the form shows (a failed call's sentences about others stay above the button). */
const fields = ["figure", "marketplace", "value", "effectiveFrom", "title", "url", "date"];

const compact = {
  className: "gap-1",
  labelClassName: "text-xs",
  inputClassName: "h-10 rounded px-2 text-sm",
};

export function KdpFiguresPage() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<{ changes: FigureChangeView[] }>(
    "/api/admin/kdp-figure-changes",
  );
  const [message, setMessage] = useState<string | null>(null);
  const form = useZodForm<
    ConsoleFormInput<"storeFigureFormSchema">,
    ConsoleFormOutput<"storeFigureFormSchema">
  >({
    loadSchema: loadConsoleSchema("storeFigureFormSchema"),
    defaultValues: {
      figure: "print-threshold",
      marketplace: MARKETPLACE_IDS[0],
      value: "",
      effectiveFrom: "",
      title: "",
      url: "",
      date: "",
    },
    labels: {
      value: "New value",
      effectiveFrom: "In force from",
      title: "Source title",
      url: "Source address",
      date: "Source date",
    },
  });

  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    const result = await api("POST", "/api/admin/kdp-figure-changes", { body });
    if (!result.ok) {
      // The request nests the source ("source.title"); the form's fields are flat.
      const failure = describeFailure(result);
      const fieldErrors = Object.fromEntries(
        Object.entries(failure.fieldErrors).map(([path, said]) => [
          path.replace(/^source\./, ""),
          said,
        ]),
      );
      applyServerErrors(form, { ...failure, fieldErrors }, fields);
      return;
    }
    const { booksNotified } = result.data as { booksNotified: number };
    setMessage(`Recorded. Books told so far: ${booksNotified}.`);
    reload();
  });

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

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">KDP figure changes</h1>
      <p className="text-sm text-slate-600">
        When KDP announces a new figure from a date, record it here with its source. On that date
        every member's book it changes is re-priced and its owner is told.
      </p>
      {session.role === "admin" ? (
        <FormProvider {...form}>
          <form
            onSubmit={submit}
            noValidate
            className="grid max-w-xl gap-3"
            data-testid="kdp-figure-form"
          >
            <label className="grid gap-1 text-xs font-semibold">
              Figure
              <select className={field} {...form.register("figure")}>
                {kinds.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {kind.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-xs font-semibold">
              Marketplace
              <select className={field} {...form.register("marketplace")}>
                {MARKETPLACE_IDS.map((id) => (
                  <option key={id}>{id}</option>
                ))}
              </select>
            </label>
            <InputField
              id="kdp-figure-value"
              name="value"
              label="New value (in the store's currency)"
              type="number"
              step="0.01"
              min="0"
              {...compact}
            />
            <InputField
              id="kdp-figure-from"
              name="effectiveFrom"
              label="In force from"
              type="date"
              {...compact}
            />
            <InputField id="kdp-figure-title" name="title" label="Source title" {...compact} />
            <InputField
              id="kdp-figure-url"
              name="url"
              label="Source address"
              type="url"
              {...compact}
            />
            <InputField
              id="kdp-figure-date"
              name="date"
              label="Source date"
              type="date"
              {...compact}
            />
            <FormError />
            <button
              type="submit"
              disabled={form.formState.isSubmitting}
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
        </FormProvider>
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
