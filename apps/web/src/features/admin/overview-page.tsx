"use client";

import type { ConsoleOverview, OverviewPeriod } from "@inkforge/domain/admin/ops-contract";
import Link from "next/link";
import { BarChart } from "@/components/charts/bar-chart";
import { DataTable, useConsoleGet } from "./data-table";
import { money, percent } from "./format";

function Figures({ title, period }: { title: string; period: OverviewPeriod }) {
  const calls = Object.entries(period.researchCalls)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([source, n]) => `${source} ${n}`)
    .join(", ");
  const rows: Array<[string, string]> = [
    ["Sales", `${money(period.salesCents)} (${period.orders} orders)`],
    ["Refunds", `${money(period.refundsCents)} (${period.refunds})`],
    ["New members", String(period.newMembers)],
    [
      "New-member offer",
      `${percent(period.offerConversionBp)} (${period.offerBuyers} of ${period.newMembers} bought)`,
    ],
    ["Failed payments", String(period.failedPayments)],
    ["Research calls", calls || "none"],
    ["Keepa tokens", String(period.keepaTokens)],
    [
      "Server errors (5xx)",
      `${percent(period.serverErrorRateBp)} (${period.serverErrors} of ${period.requests})`,
    ],
  ];
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600">{title}</h2>
      <dl className="mt-3 grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type Plan = ConsoleOverview["plans"][number];
type Day = ConsoleOverview["days"][number];

export function OverviewPage() {
  const { data, error } = useConsoleGet<ConsoleOverview>("/api/admin/overview");
  if (error) return <p className="text-red-700">{error}</p>;
  if (!data) return <p className="text-slate-600">Loading…</p>;
  const points = data.days.map((day) => ({ ...day, label: day.day.slice(5) }));
  return (
    <div className="grid gap-4" data-testid="admin-overview">
      <h1 className="text-2xl font-bold text-ink-900">Overview</h1>
      <p className="text-xs text-slate-500">
        Days and months in UTC, at {data.at.slice(0, 16)}. Money in {data.currency}.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <Figures title="Today" period={data.today} />
        <Figures title="This month" period={data.month} />
      </div>
      <section className="grid gap-4 md:grid-cols-2" aria-label="The last 30 days">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600">
            Sales and refunds, last 30 days
          </h2>
          <BarChart
            points={points}
            series={[
              { key: "salesCents", label: "Sales", className: "fill-ink-500" },
              { key: "refundsCents", label: "Refunds", className: "fill-ember-600" },
            ]}
            label={`Sales and refunds per day in ${data.currency}`}
            format={money}
            pointHeader="Day"
            testId="overview-sales-chart"
          />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="text-sm font-bold uppercase tracking-wide text-slate-600">
            New members, last 30 days
          </h2>
          <BarChart
            points={points}
            series={[{ key: "newMembers", label: "New members", className: "fill-ink-500" }]}
            label="New members per day"
            format={String}
            pointHeader="Day"
            testId="overview-members-chart"
          />
        </div>
      </section>
      <section aria-label="Subscriptions" className="grid gap-2">
        <h2 className="text-lg font-bold text-ink-900">
          {data.activeSubscriptions} active subscriptions · {money(data.monthlyRecurringCents)}{" "}
          monthly recurring revenue
        </h2>
        <DataTable<Plan>
          caption="Active subscriptions and monthly recurring revenue by plan"
          testId="overview-plans"
          rows={data.plans}
          rowKey={(plan) => `${plan.productId}:${plan.interval}`}
          empty="No active subscriptions."
          columns={[
            { key: "plan", label: "Plan", render: (plan) => plan.productId },
            { key: "interval", label: "Billed", render: (plan) => `every ${plan.interval}` },
            { key: "active", label: "Active", render: (plan) => plan.active },
            {
              key: "mrr",
              label: "Monthly recurring",
              render: (plan) => money(plan.monthlyRecurringCents),
            },
          ]}
        />
      </section>
      <section aria-label="Days" className="grid gap-2">
        <h2 className="sr-only">The last 30 days as a table</h2>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-ink-700">
            The last 30 days as a table
          </summary>
          <DataTable<Day>
            caption="Sales, refunds and new members per day"
            rows={[...data.days].reverse()}
            rowKey={(day) => day.day}
            columns={[
              { key: "day", label: "Day", render: (day) => day.day },
              { key: "sales", label: "Sales", render: (day) => money(day.salesCents) },
              { key: "refunds", label: "Refunds", render: (day) => money(day.refundsCents) },
              { key: "members", label: "New members", render: (day) => day.newMembers },
            ]}
          />
        </details>
      </section>
      <ul className="flex flex-wrap gap-4 text-sm">
        <li>
          <Link href="/admin/system" className="font-semibold text-ink-700 underline">
            {data.jobs.available
              ? `Job queue: ${data.jobs.queued} waiting, ${data.jobs.active} running, ${data.jobs.failedToday} failed today (${data.jobs.failedThisMonth} this month)`
              : "Job queue: not started on this database yet"}
          </Link>
        </li>
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
