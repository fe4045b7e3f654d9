"use client";

import type { Overview } from "@inkforge/domain/admin/contract";
import Link from "next/link";
import { useConsoleGet } from "./data-table";
import { money } from "./format";

function Figures({ title, totals }: { title: string; totals: Overview["today"] }) {
  const rows = [
    ["Sales", `${money(totals.salesCents)} (${totals.orders} orders)`],
    ["Refunds", `${money(totals.refundsCents)} (${totals.refunds})`],
    ["New members", String(totals.newMembers)],
  ];
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600">{title}</h2>
      <dl className="mt-3 grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OverviewPage() {
  const { data, error } = useConsoleGet<Overview>("/api/admin/overview");
  if (error) return <p className="text-red-700">{error}</p>;
  if (!data) return <p className="text-slate-600">Loading…</p>;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Overview</h1>
      <p className="text-xs text-slate-500">Days and months in UTC, at {data.at.slice(0, 16)}.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Figures title="Today" totals={data.today} />
        <Figures title="This month" totals={data.month} />
      </div>
      <ul className="flex flex-wrap gap-4 text-sm">
        <li>
          <Link href="/admin/commissions" className="font-semibold text-ink-700 underline">
            {data.heldCommissions} commissions held for review
          </Link>
        </li>
        <li>
          <Link href="/admin/moderation" className="font-semibold text-ink-700 underline">
            {data.openMessages} open contact messages
          </Link>
        </li>
      </ul>
    </div>
  );
}
