"use client";

import type { CommissionView } from "@inkforge/domain/admin/contract";
import Link from "next/link";
import { useState } from "react";
import { useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, Pager, ReasonAction, useConsoleGet } from "./data-table";
import { money, when } from "./format";
import { PayoutsSection } from "./payouts-section";

const limit = 25;
const statuses = ["held", "pending", "approved", "paid", "reversed"] as const;

export function CommissionsPage() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const [status, setStatus] = useState<(typeof statuses)[number]>("held");
  const [offset, setOffset] = useState(0);
  const { data, error, reload } = useConsoleGet<{ items: CommissionView[]; total: number }>(
    `/api/admin/commissions?status=${status}&limit=${limit}&offset=${offset}`,
  );
  const decide = (id: string, decision: "approve" | "reverse") => async (reason: string) => {
    const result = await api("POST", `/api/admin/commissions/${id}/${decision}`, {
      body: { reason },
    });
    return result.ok ? { ok: true } : { ok: false, message: result.message };
  };
  const columns: Column<CommissionView>[] = [
    { key: "affiliate", label: "Affiliate", render: (c) => c.affiliateEmail },
    { key: "buyer", label: "Buyer", render: (c) => c.buyerEmail },
    { key: "reason", label: "Held because", render: (c) => c.holdReason ?? "—" },
    { key: "amount", label: "Commission", render: (c) => money(c.amountCents) },
    {
      key: "order",
      label: "Order",
      render: (c) => (
        <Link href={`/admin/orders?id=${c.orderId}`} className="font-mono text-xs underline">
          {c.orderId.slice(0, 8)}
        </Link>
      ),
    },
    { key: "earned", label: "Earned", render: (c) => when(c.earnedAt) },
    {
      key: "actions",
      label: "",
      render: (c) =>
        session.role === "admin" && c.status === "held" ? (
          <div className="grid gap-1">
            <ReasonAction label="Approve" run={decide(c.id, "approve")} onDone={reload} />
            <ReasonAction
              label="Reverse"
              tone="danger"
              run={decide(c.id, "reverse")}
              onDone={reload}
            />
          </div>
        ) : (
          c.status
        ),
    },
  ];
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Affiliate commissions</h1>
      <p className="text-sm text-slate-600">
        Commissions the self-referral checks held for review. Approving one releases it: it is
        approved like any other once its refund window passes.
      </p>
      <label className="grid w-fit gap-1 text-xs font-semibold">
        Status
        <select
          className="h-10 rounded border border-slate-300 px-2 text-sm"
          value={status}
          onChange={(event) => {
            setOffset(0);
            setStatus(event.target.value as (typeof statuses)[number]);
          }}
        >
          {statuses.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </label>
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Commissions"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(c) => c.id}
        testId="commissions-table"
        empty="No commissions with this status."
      />
      <Pager total={data?.total ?? 0} offset={offset} limit={limit} onOffset={setOffset} />
      <PayoutsSection />
    </div>
  );
}
