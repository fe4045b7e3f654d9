"use client";

import type { MessageView, NewsletterSignUp } from "@inkforge/domain/admin/contract";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { TextAreaField, ToolForm } from "@/components/forms/fields";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { downloadApiFile } from "@/lib/api/raw-request";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { DataTable, Pager, type Sort, useConsoleGet } from "./data-table";
import { when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

/** Reply to a contact message by email (the site's mailer); closes it unless unticked. */
export function ReplyForm({ message, onDone }: { message: MessageView; onDone: () => void }) {
  const api = useConsoleApi();
  const [open, setOpen] = useState(false);
  const form = useZodForm<
    ConsoleFormInput<"replyMessageRequestSchema">,
    ConsoleFormOutput<"replyMessageRequestSchema">
  >({
    loadSchema: loadConsoleSchema("replyMessageRequestSchema"),
    defaultValues: { text: "", close: true },
    labels: { text: "Reply" },
  });
  const busy = form.formState.isSubmitting;
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
  const onSubmit = form.handleSubmit(async (body) => {
    const result = await api("POST", `/api/admin/messages/${message.id}/reply`, { body });
    if (!result.ok) {
      applyServerErrors(form, describeFailure(result), ["text"]);
      return;
    }
    setOpen(false);
    form.reset();
    onDone();
  });
  return (
    <ToolForm
      form={form}
      label={`Reply to ${message.name}`}
      idPrefix={`reply-${message.id}`}
      className="grid w-72 gap-1"
      onSubmit={onSubmit}
    >
      <TextAreaField name="text" label={`Reply to ${message.email}`} rows={4} />
      <label className="flex items-center gap-2 text-xs">
        <input type="checkbox" {...form.register("close")} />
        Close the message
      </label>
      <FormError />
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
    </ToolForm>
  );
}

const limit = 25;

/** The newsletter sign-ups: searched, sorted by the API, and exported as CSV with the same filter. */
export function NewsletterSignUps() {
  const { session } = useConsoleSession();
  const searchForm = useZodForm<
    ConsoleFormInput<"newsletterSearchSchema">,
    ConsoleFormOutput<"newsletterSearchSchema">
  >({
    loadSchema: loadConsoleSchema("newsletterSearchSchema"),
    defaultValues: { q: "" },
    labels: { q: "Email contains" },
  });
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
      <FormProvider {...searchForm}>
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={searchForm.handleSubmit(({ q }) => {
            setOffset(0);
            setSearch(q ?? "");
          })}
        >
          <InputField
            id="newsletter-q"
            name="q"
            label="Email contains"
            className="gap-1"
            labelClassName="text-xs"
            inputClassName="h-10 w-56 rounded px-2 text-sm"
          />
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
      </FormProvider>
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
