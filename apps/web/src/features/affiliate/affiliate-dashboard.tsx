"use client";

import type { AffiliateDashboard as Dashboard } from "@inkforge/domain/affiliate/contract";
import { Copy } from "lucide-react";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { MESSAGES } from "@/lib/api/error-messages";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";
import { applyServerErrors, failureSentences, useZodForm } from "@/lib/forms/use-zod-form";
import { copyReferralLink } from "./copy-referral-link";

// The chart is drawn after the dashboard's first paint (decision 0159).
const ActivityChart = dynamic(() => import("./activity-chart").then((m) => m.ActivityChart), {
  ssr: false,
  loading: () => <div aria-hidden className="h-40" />,
});

type Load =
  | { status: "loading" }
  | { status: "none" }
  | { status: "failed"; message: string }
  | { status: "ready"; data: Dashboard };

const STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  approved: "Approved",
  paid: "Paid",
  reversed: "Reversed",
};

function money(amount: string, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(Number(amount));
}

function day(iso: string) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

// The contract loads on first submit, so zod stays out of the dashboard's first load.
const loadPayoutEmailSchema = () =>
  import("@inkforge/domain/affiliate/contract").then((m) => m.payoutEmailFormSchema);

export function PayoutEmailForm({
  current,
  onSaved,
}: {
  current: string | null;
  onSaved: (email: string | null) => void;
}) {
  const api = useAccountApi();
  const form = useZodForm({
    loadSchema: loadPayoutEmailSchema,
    defaultValues: { payout_email: current ?? "" },
    labels: { payout_email: "Payout email" },
  });
  const saving = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (body) => {
    const result = await api("PUT", "/api/v1/affiliate/payout-email", { body });
    if (!result.ok) {
      applyServerErrors(form, failureSentences(result, { payout_email: "Payout email" }), [
        "payout_email",
      ]);
      return;
    }
    const email = body.payout_email;
    onSaved(email);
    toast({ variant: "success", title: email ? "Payout email saved" : "Payout email removed" });
  });
  return (
    <FormProvider {...form}>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        aria-label="Payout email"
        noValidate
        onSubmit={onSubmit}
      >
        <InputField
          id="payout-email"
          name="payout_email"
          type="email"
          label="Pay my commissions to"
          placeholder="you@example.com"
          className="flex-1 gap-1"
          labelClassName="font-medium text-slate-700"
          inputClassName="h-10"
        />
        <Button type="submit" disabled={saving} className="sm:mt-6">
          {saving ? "Saving…" : "Save"}
        </Button>
        <div className="sm:basis-full">
          <FormError />
        </div>
      </form>
    </FormProvider>
  );
}

/** The affiliate dashboard (issue 15): the link, totals, 30 days of activity, the ledger. */
export function AffiliateDashboard() {
  const api = useAccountApi();
  // The call needs the session's token, which the browser reads after the first render: a call
  // made before it was refused (401), and that late answer once replaced the good one (CI).
  const ready = useAuth().status === "authenticated";
  const [load, setLoad] = useState<Load>({ status: "loading" });

  const refresh = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      const result = await api<Dashboard>("GET", "/api/v1/affiliate/dashboard");
      if (!isCurrent()) return;
      if (result.ok) setLoad({ status: "ready", data: result.data });
      else if (result.status === 404) setLoad({ status: "none" });
      else if (result.status === 401)
        setLoad({ status: "failed", message: MESSAGES.sessionExpired });
      else setLoad({ status: "failed", message: result.message });
    },
    [api],
  );

  useEffect(() => {
    if (!ready) return;
    let current = true;
    void refresh(() => current);
    return () => {
      current = false;
    };
  }, [refresh, ready]);

  if (load.status === "loading") return <p role="status">Loading...</p>;
  if (load.status === "none") {
    return (
      <p>
        You have no affiliate account yet. Open{" "}
        <a href="/user/affiliate" className="underline underline-offset-2">
          your affiliate page
        </a>{" "}
        to create it.
      </p>
    );
  }
  if (load.status === "failed") {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-600">
          The dashboard could not be loaded: {load.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => void refresh()}>
          Try again
        </Button>
      </div>
    );
  }

  const { affiliate, totals, series, commissions, policy } = load.data;
  const cards = [
    { label: "Clicks", value: String(totals.clicks) },
    { label: "Sign-ups", value: String(totals.signups) },
    { label: "Sales", value: String(totals.sales) },
    { label: "Pending", value: money(totals.pending, policy.currency) },
    // Shown only when something is held: most affiliates never see it.
    ...(Number(totals.held) > 0
      ? [{ label: "Held for review", value: money(totals.held, policy.currency) }]
      : []),
    { label: "Approved", value: money(totals.approved, policy.currency) },
    { label: "Paid", value: money(totals.paid, policy.currency) },
  ];

  return (
    <div className="space-y-10">
      <section aria-labelledby="link-title" className="space-y-2">
        <h2 id="link-title" className="text-xl font-semibold text-ink-900">
          Your referral link
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            data-testid="referral-link"
            className="break-all rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
          >
            {affiliate.affiliate_link}
          </code>
          <Button variant="outline" onClick={() => void copyReferralLink(affiliate.affiliate_link)}>
            <Copy aria-hidden className="mr-2 h-4 w-4" />
            Copy link
          </Button>
        </div>
        <p className="text-sm text-slate-600">
          Affiliate ID {affiliate.affiliate_id} · {affiliate.username}
        </p>
      </section>

      <section aria-labelledby="totals-title" className="space-y-4">
        <h2 id="totals-title" className="text-xl font-semibold text-ink-900">
          Totals
        </h2>
        <dl
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
          data-testid="affiliate-totals"
        >
          {cards.map((card) => (
            <div key={card.label} className="rounded-lg border border-slate-200 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
                {card.label}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink-900">{card.value}</dd>
            </div>
          ))}
        </dl>
        {totals.reversed !== "0.00" ? (
          <p className="text-sm text-slate-600">
            Reversed after a refund or chargeback: {money(totals.reversed, policy.currency)}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="activity-title" className="space-y-3">
        <h2 id="activity-title" className="text-xl font-semibold text-ink-900">
          The last 30 days
        </h2>
        <ActivityChart series={series} commission={(amount) => money(amount, policy.currency)} />
      </section>

      <section aria-labelledby="commissions-title" className="space-y-3">
        <h2 id="commissions-title" className="text-xl font-semibold text-ink-900">
          Commissions
        </h2>
        {commissions.length === 0 ? (
          <p className="text-slate-600">
            No commissions yet. They appear here the moment a referred purchase is paid.
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="affiliate-commissions">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Earned
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    For
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Amount
                  </th>
                  <th scope="col" className="py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {commissions.map((c) => (
                  <tr key={c.id} className="border-b border-slate-200">
                    <td className="py-2 pr-4">{day(c.earned_at)}</td>
                    <td className="py-2 pr-4">{c.kind === "sale" ? "A sale" : "A renewal"}</td>
                    <td className="py-2 pr-4">{money(c.amount, c.currency)}</td>
                    <td className="py-2">
                      {STATUS_LABEL[c.status]}
                      {c.paid_at ? ` on ${day(c.paid_at)}` : ""}
                      {c.reversed_at ? ` on ${day(c.reversed_at)}` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="payout-title" className="space-y-3">
        <h2 id="payout-title" className="text-xl font-semibold text-ink-900">
          Payouts
        </h2>
        <p className="text-slate-700">
          Approved commissions are paid once your total reaches{" "}
          {money(policy.payout_threshold, policy.currency)}, to the email below (for example your
          PayPal address). Without one we hold them until you add it.
        </p>
        <PayoutEmailForm
          current={affiliate.payout_email}
          onSaved={(email) =>
            setLoad({
              status: "ready",
              data: { ...load.data, affiliate: { ...affiliate, payout_email: email } },
            })
          }
        />
      </section>

      <section id="policy" aria-labelledby="policy-title" className="space-y-3">
        <h2 id="policy-title" className="text-xl font-semibold text-ink-900">
          The programme policy
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          <li>
            A visit through your link (any page with <code>?ref={affiliate.affiliate_id}</code>)
            sets a cookie for {policy.attribution_days} days. The first link a visitor followed
            wins: a later click on another affiliate&apos;s link does not take the sale away.
          </li>
          <li>
            You earn {policy.rate_percent}% of what a referred buyer pays for products (shipping and
            taxes excluded), on purchases made within those {policy.attribution_days} days, and on
            each renewal of a subscription they started through you, while it lasts. Some products
            may carry their own rate.
          </li>
          <li>
            A commission is pending for {policy.refund_window_days} days, our refund window, then
            approved. A refund or a chargeback reverses it.
          </li>
          <li>
            Buying through your own link earns nothing, and neither does an account that shares your
            email address.
          </li>
          <li>Not available in every country: accounts cannot be created from Nigeria (NG).</li>
        </ul>
      </section>
    </div>
  );
}
