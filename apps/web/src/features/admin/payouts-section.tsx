"use client";

import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { TextAreaField } from "@/components/forms/fields";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { DataTable, useConsoleGet } from "./data-table";
import { money } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

type PayoutRow = {
  affiliateId: number;
  username: string;
  payoutEmail: string;
  amountCents: number;
  currency: string;
  commissionIds: string[];
};
type PayoutPreview = {
  thresholdCents: number;
  rows: PayoutRow[];
  skipped: { affiliateId: number; reason: string; amountCents: number }[];
};

function saveCsv(csv: string, name: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Affiliate payouts (decision 0057) as the operator CLI runs them: export the file to pay from,
 * pay by hand, then give the same file back to mark its commissions paid.
 */
export function PayoutsSection() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const canWrite = session.role === "admin";
  const { data, error, reload } = useConsoleGet<PayoutPreview>("/api/admin/payouts");
  const form = useZodForm<
    ConsoleFormInput<"markPayoutsPaidRequestSchema">,
    ConsoleFormOutput<"markPayoutsPaidRequestSchema">
  >({
    loadSchema: loadConsoleSchema("markPayoutsPaidRequestSchema"),
    defaultValues: { csv: "", reason: "" },
    labels: { csv: "Payout file", reason: "Reason" },
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const exportFile = async () => {
    const result = await api("POST", "/api/admin/payouts/export");
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    const file = result.data as { csv: string; rows: PayoutRow[]; approvedNow: number };
    form.setValue("csv", file.csv);
    saveCsv(file.csv, "affiliate-payouts.csv");
    setFailure(null);
    setNotice(
      `${file.rows.length} payout(s) exported; ${file.approvedNow} commission(s) approved now.`,
    );
    reload();
  };

  const markPaid = form.handleSubmit(async (body) => {
    setNotice(null);
    const result = await api("POST", "/api/admin/payouts/mark-paid", { body });
    if (!result.ok) {
      applyServerErrors(form, describeFailure(result), ["csv", "reason"]);
      return;
    }
    const done = result.data as { paid: string[]; unchanged: string[] };
    setFailure(null);
    setNotice(`${done.paid.length} commission(s) marked paid; ${done.unchanged.length} unchanged.`);
    reload();
  });

  return (
    <section className="grid gap-3" aria-labelledby="payouts-title">
      <h2 id="payouts-title" className="text-lg font-bold">
        Payouts
      </h2>
      {error ? <p className="text-red-700">{error}</p> : null}
      <p className="text-sm text-slate-600">
        Approved commissions per affiliate at or above {money(data?.thresholdCents ?? 0)}. Export
        the file, pay from it, then give it back to mark those commissions paid.
      </p>
      <DataTable
        caption="Payouts due"
        columns={[
          {
            key: "affiliate",
            label: "Affiliate",
            render: (r) => `#${r.affiliateId} ${r.username}`,
          },
          { key: "email", label: "Pay to", render: (r) => r.payoutEmail },
          {
            key: "amount",
            label: "Amount",
            render: (r) => `${money(r.amountCents)} ${r.currency}`,
          },
          { key: "count", label: "Commissions", render: (r) => r.commissionIds.length },
        ]}
        rows={data?.rows ?? []}
        rowKey={(r) => `${r.affiliateId}-${r.currency}`}
        testId="payouts-table"
        empty="No payouts due."
      />
      {data && data.skipped.length > 0 ? (
        <p className="text-sm text-slate-600">
          Left out:{" "}
          {data.skipped
            .map((s) => `#${s.affiliateId} ${money(s.amountCents)} (${s.reason})`)
            .join(", ")}
        </p>
      ) : null}
      {canWrite ? (
        <>
          <button
            type="button"
            className="h-10 w-fit rounded-md bg-ember-600 px-3 text-sm font-semibold text-white"
            onClick={exportFile}
            data-testid="export-payouts"
          >
            Export payout file
          </button>
          <FormProvider {...form}>
            <form
              className="grid max-w-xl gap-2"
              aria-label="Mark a payout file paid"
              noValidate
              onSubmit={markPaid}
            >
              <TextAreaField
                name="csv"
                label="Payout file (the exported CSV, after paying it)"
                rows={5}
              />
              <input
                type="file"
                accept=".csv,text/csv"
                aria-label="Load a payout file"
                className="text-xs"
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  if (file) form.setValue("csv", await file.text(), { shouldValidate: true });
                }}
              />
              <InputField
                id="payouts-reason"
                name="reason"
                label="Reason"
                className="gap-1"
                labelClassName="text-xs"
                inputClassName="h-9 rounded px-2 text-sm"
              />
              <FormError />
              <button
                type="submit"
                disabled={form.formState.isSubmitting}
                className="h-9 w-fit rounded-md border border-slate-300 px-3 text-sm font-semibold"
              >
                Mark paid
              </button>
            </form>
          </FormProvider>
        </>
      ) : null}
      {notice ? (
        <p className="text-sm text-emerald-800" role="status">
          {notice}
        </p>
      ) : null}
      {failure ? (
        <p className="text-sm text-red-700" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
