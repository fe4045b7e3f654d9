"use client";

import { AMAZON_DOMAINS, isAmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import Link from "next/link";
import { SelectField, TextAreaField, TextField, ToolForm } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { failureText, toFailure } from "@/lib/api/api-error";
import type { TrackerKind, TrackerList } from "@/lib/api/trackers-client";
import { useAddTrackerEntries } from "@/lib/api/use-trackers";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { DEPARTMENTS, splitList, UNITS } from "./tracker-api";

const LOADERS = {
  keyword: () => import("./form-schemas").then((module) => module.keywordAddSchema),
  asin: () => import("./form-schemas").then((module) => module.asinAddSchema),
};
const LABELS = {
  keyword: { items: "Keywords", asin: "ASIN to look for", domain: "Marketplace" },
  asin: { items: "ASINs", domain: "Marketplace" },
};
const DOMAIN_OPTIONS = AMAZON_DOMAINS.map((value) => ({ value, label: value }));
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((option) => ({ ...option }));

/**
 * The add box: keywords (with the ASIN to find) or ASINs, one per line or comma separated, also
 * filled from `?add=` (the research app). The trackers' contract checks each field before
 * anything is sent; the server adds what fits the plan and names the limit when they do not, and
 * that refusal is shown under the button.
 */
export function AddForm({
  kind,
  list,
  initial,
  market,
}: {
  kind: TrackerKind;
  list: TrackerList;
  initial: string;
  market: string | null;
}) {
  const add = useAddTrackerEntries(kind);
  const form = useZodForm({
    loadSchema: LOADERS[kind],
    labels: LABELS[kind],
    defaultValues: {
      items: splitList(initial).join("\n"),
      asin: "",
      domain: market && isAmazonDomain(market) ? market : "amazon.com",
      department: "books",
    },
  });
  const { used, max, upgradeTier } = list.limit;
  const full = max !== null && used >= max;

  const submit = form.handleSubmit((input) => {
    add.mutate(input, { onSuccess: () => form.setValue("items", "") });
  });
  const message: { tone: "error" | "ok"; text: string } | null = add.isError
    ? { tone: "error", text: failureText(toFailure(add.error)) }
    : add.isSuccess
      ? { tone: "ok", text: "Added. The first snapshot is taken at each entry's daily time." }
      : null;

  return (
    <ToolForm
      form={form}
      onSubmit={submit}
      idPrefix={`track-${kind}`}
      label={kind === "keyword" ? "Track keywords" : "Track ASINs"}
      className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 [&>*]:min-w-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink-900">
          {kind === "keyword" ? "Track keywords" : "Track products"}
        </h2>
        <p className="text-sm text-slate-700" data-testid="tracker-usage">
          {used} of {max === null ? "unlimited" : max} {UNITS[kind]}
        </p>
      </div>
      {full ? (
        <p className="rounded-md bg-ember-100/60 px-3 py-2 text-sm text-ink-900">
          Your plan allows {max} {UNITS[kind]}.{" "}
          {upgradeTier ? (
            <>
              <Link href="/pricing" className="font-semibold underline">
                Upgrade to {upgradeTier}
              </Link>{" "}
              to track more, or remove an entry.
            </>
          ) : (
            "Remove an entry to add another."
          )}
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2 [&>*]:min-w-0">
        <TextAreaField
          name="items"
          rows={3}
          label={
            kind === "keyword"
              ? "Keywords (one per line or comma separated)"
              : "ASINs (one per line or comma separated)"
          }
        />
        <div className="grid content-start gap-3">
          {kind === "keyword" ? (
            <TextField name="asin" label="ASIN to look for" placeholder="B0XXXXXXXX" />
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <SelectField name="domain" label="Marketplace" options={DOMAIN_OPTIONS} />
            {kind === "keyword" ? (
              <SelectField name="department" label="Department" options={DEPARTMENT_OPTIONS} />
            ) : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={add.isPending} className={buttonVariants()}>
          {add.isPending ? "Adding…" : "Track"}
        </button>
        {message ? (
          <p
            role={message.tone === "error" ? "alert" : "status"}
            className={
              message.tone === "error" ? "text-sm text-red-800" : "text-sm text-emerald-800"
            }
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </ToolForm>
  );
}
