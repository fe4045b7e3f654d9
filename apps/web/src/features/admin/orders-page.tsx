"use client";

import type { OrderDetailView, OrderRowView } from "@inkforge/domain/admin/contract";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, Pager, type Sort, useConsoleGet } from "./data-table";
import { money, when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";
import { OrderAfterSale } from "./order-fulfilment";

const limit = 25;

export function RefundForm({ order, onDone }: { order: OrderDetailView; onDone: () => void }) {
  const api = useConsoleApi();
  const form = useZodForm<
    ConsoleFormInput<"refundFormSchema">,
    ConsoleFormOutput<"refundFormSchema">
  >({
    loadSchema: loadConsoleSchema("refundFormSchema"),
    defaultValues: { amount: "", reason: "" },
    labels: { amount: "Amount", reason: "Reason" },
  });
  const busy = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async ({ amount, reason }) => {
    const result = await api("POST", `/api/admin/orders/${order.id}/refund`, {
      body: { reason, ...(amount !== undefined ? { amountCents: amount } : {}) },
    });
    if (!result.ok) {
      const failure = describeFailure(result);
      const { amountCents, ...rest } = failure.fieldErrors;
      applyServerErrors(
        form,
        { ...failure, fieldErrors: amountCents ? { ...rest, amount: amountCents } : rest },
        ["amount", "reason"],
      );
      return;
    }
    form.reset();
    onDone();
  });
  return (
    <FormProvider {...form}>
      <form
        className="grid max-w-md gap-2 rounded-lg border border-slate-200 bg-white p-3"
        aria-label="Refund"
        noValidate
        onSubmit={onSubmit}
      >
        <h3 className="font-bold">Refund through {order.provider}</h3>
        <p className="text-xs text-slate-600">
          Up to {money(order.refundableCents)}. A full refund ends what the order granted; any
          refund reverses the affiliate commission.
        </p>
        <InputField
          id={`refund-${order.id}-amount`}
          name="amount"
          label="Amount in USD (empty: everything left)"
          inputMode="decimal"
          {...compact}
        />
        <InputField id={`refund-${order.id}-reason`} name="reason" label="Reason" {...compact} />
        <FormError />
        <button
          type="submit"
          disabled={busy}
          className="h-9 w-fit rounded-md bg-red-700 px-3 text-sm font-semibold text-white"
        >
          {busy ? "Refunding…" : "Refund"}
        </button>
      </form>
    </FormProvider>
  );
}

const compact = {
  className: "gap-1",
  labelClassName: "text-xs",
  inputClassName: "h-9 rounded px-2 text-sm",
};

function OrderDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<OrderDetailView>(`/api/admin/orders/${id}`);
  if (error) return <p className="text-red-700">{error}</p>;
  if (!data) return <p className="text-slate-600">Loading…</p>;
  return (
    <section
      className="grid gap-3 rounded-lg border border-ink-200 bg-slate-100 p-4"
      aria-label="Order"
    >
      <h2 className="text-lg font-bold">
        Order <span className="break-all font-mono text-sm">{data.id}</span>
      </h2>
      <p className="wrap-anywhere text-sm">
        <Link href={`/admin/people/${data.userId}`} className="break-all underline">
          {data.email}
        </Link>{" "}
        · {data.status} · {data.provider} · paid{" "}
        {money(data.totalCents + (data.shippingCents ?? 0))} · refunded{" "}
        <strong data-testid="order-refunded">{money(data.refundedCents)}</strong>
      </p>
      <ul className="list-disc pl-5 text-sm">
        {data.lines.map((line) => (
          <li key={line.productId}>
            {line.title} — {money(line.unitCents)}
          </li>
        ))}
      </ul>
      <h3 className="font-bold">Refunds</h3>
      <ul className="text-sm" data-testid="order-refunds">
        {data.refunds.length === 0 ? <li>None</li> : null}
        {data.refunds.map((refund) => (
          <li key={refund.id}>
            {money(refund.amountCents)} · {refund.status} · {refund.reason} ·{" "}
            {when(refund.createdAt)}
            {refund.error ? ` · ${refund.error}` : ""}
          </li>
        ))}
      </ul>
      <h3 className="font-bold">Payment events</h3>
      <ul className="text-xs text-slate-700">
        {data.events.map((event) => (
          <li key={event.eventId}>
            {when(event.receivedAt)} · {event.type} ·{" "}
            <span className="font-mono">{event.eventId}</span>
          </li>
        ))}
      </ul>
      {data.commissions.length > 0 ? (
        <p className="text-sm">
          Affiliate commission:{" "}
          {data.commissions.map((c) => `${money(c.amountCents)} ${c.status}`).join(", ")}
        </p>
      ) : null}
      <OrderAfterSale
        order={data}
        canWrite={session.role === "admin"}
        onDone={() => {
          reload();
          onChanged();
        }}
      />
      {session.role === "admin" && data.refundableCents > 0 ? (
        <RefundForm
          order={data}
          onDone={() => {
            reload();
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}

export function OrdersPage() {
  const search = useSearchParams();
  const [selected, setSelected] = useState<string | null>(search.get("id"));
  const searchForm = useZodForm<
    ConsoleFormInput<"ordersSearchSchema">,
    ConsoleFormOutput<"ordersSearchSchema">
  >({
    loadSchema: loadConsoleSchema("ordersSearchSchema"),
    defaultValues: { q: "" },
    labels: { q: "Search" },
  });
  const [filters, setFilters] = useState({ q: "", status: "", provider: "" });
  const [sort, setSort] = useState<Sort>({ field: "createdAt", dir: "desc" });
  const [offset, setOffset] = useState(0);
  const params = new URLSearchParams({
    sort: sort.field,
    dir: sort.dir,
    limit: String(limit),
    offset: String(offset),
  });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const { data, error, reload } = useConsoleGet<{ items: OrderRowView[]; total: number }>(
    `/api/admin/orders?${params}`,
  );
  const columns: Column<OrderRowView>[] = [
    {
      key: "id",
      label: "Order",
      render: (o) => (
        <button
          type="button"
          className="font-mono text-xs underline"
          onClick={() => setSelected(o.id)}
        >
          {o.id.slice(0, 8)}
        </button>
      ),
    },
    { key: "email", label: "Buyer", render: (o) => o.email },
    { key: "products", label: "Products", render: (o) => o.products },
    { key: "status", label: "Status", render: (o) => o.status },
    { key: "provider", label: "Provider", render: (o) => o.provider },
    {
      key: "total",
      label: "Total",
      sortKey: "totalCents",
      render: (o) => money(o.totalCents + (o.shippingCents ?? 0)),
    },
    {
      key: "refunded",
      label: "Refunded",
      render: (o) => (o.refundedCents ? money(o.refundedCents) : ""),
    },
    { key: "created", label: "Created", sortKey: "createdAt", render: (o) => when(o.createdAt) },
    { key: "paid", label: "Paid", sortKey: "paidAt", render: (o) => when(o.paidAt) },
  ];
  const change = (next: Partial<typeof filters>) => {
    setOffset(0);
    setFilters((current) => ({ ...current, ...next }));
  };
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Orders</h1>
      {selected ? <OrderDetail key={selected} id={selected} onChanged={reload} /> : null}
      <FormProvider {...searchForm}>
        <form
          className="flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={searchForm.handleSubmit(({ q }) => change({ q: q ?? "" }))}
        >
          <InputField
            id="orders-q"
            name="q"
            label="Buyer email, order id or provider reference"
            className="gap-1"
            labelClassName="text-xs"
            inputClassName="h-10 w-72 max-w-full rounded px-3 text-sm"
          />
          <label className="grid gap-1 text-xs font-semibold">
            Status
            <select
              className="h-10 rounded border border-slate-300 px-2 text-sm"
              value={filters.status}
              onChange={(event) => change({ status: event.target.value })}
            >
              <option value="">Any</option>
              {["paid", "pending", "failed", "canceled"].map((status) => (
                <option key={status}>{status}</option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs font-semibold">
            Provider
            <select
              className="h-10 rounded border border-slate-300 px-2 text-sm"
              value={filters.provider}
              onChange={(event) => change({ provider: event.target.value })}
            >
              <option value="">Any</option>
              {["sandbox", "stripe", "paypal"].map((provider) => (
                <option key={provider}>{provider}</option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="h-10 rounded-md bg-ink-800 px-4 text-sm font-semibold text-white"
          >
            Search
          </button>
        </form>
      </FormProvider>
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Orders"
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(o) => o.id}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setOffset(0);
        }}
        testId="orders-table"
      />
      <Pager total={data?.total ?? 0} offset={offset} limit={limit} onOffset={setOffset} />
    </div>
  );
}
