"use client";

import type { Entitlement, PersonDetail } from "@inkforge/domain/admin/contract";
import { allFeatureIds } from "@inkforge/domain/shop/feature-ids";
import Link from "next/link";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, ReasonAction, useConsoleGet } from "./data-table";
import { money, when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";
import { PersonAccountActions, PersonActivity } from "./person-account";

export function GrantForm({ personId, onDone }: { personId: string; onDone: () => void }) {
  const api = useConsoleApi();
  const form = useZodForm<
    ConsoleFormInput<"grantFormSchema">,
    ConsoleFormOutput<"grantFormSchema">
  >({
    loadSchema: loadConsoleSchema("grantFormSchema"),
    defaultValues: { featureId: allFeatureIds[0] ?? "", reason: "" },
    labels: { featureId: "Feature", reason: "Reason" },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    const result = await api("POST", `/api/admin/people/${personId}/features`, { body });
    if (!result.ok) {
      applyServerErrors(form, describeFailure(result), ["featureId", "reason"]);
      return;
    }
    form.reset({ featureId: body.featureId, reason: "" });
    onDone();
  });
  const featureError = form.formState.errors.featureId?.message;
  return (
    <FormProvider {...form}>
      <form
        className="flex flex-wrap items-start gap-2"
        aria-label="Grant a feature"
        noValidate
        onSubmit={onSubmit}
      >
        <div className="grid gap-1">
          <label htmlFor="grant-feature" className="text-xs font-semibold">
            Feature
          </label>
          <select
            id="grant-feature"
            className="h-9 rounded border border-slate-300 px-2 text-sm"
            aria-invalid={featureError ? true : undefined}
            aria-describedby={featureError ? "grant-feature-error" : undefined}
            {...form.register("featureId")}
          >
            {allFeatureIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
          {featureError ? (
            <p id="grant-feature-error" className="text-sm font-medium text-red-700">
              {featureError}
            </p>
          ) : null}
        </div>
        <InputField
          id="grant-reason"
          name="reason"
          label="Reason"
          className="gap-1"
          labelClassName="text-xs"
          inputClassName="h-9 w-64 rounded px-2 text-sm"
        />
        <button
          type="submit"
          className="mt-5 h-9 rounded-md bg-ember-600 px-3 text-sm font-semibold text-white"
          disabled={form.formState.isSubmitting}
        >
          Grant
        </button>
        <FormError />
      </form>
    </FormProvider>
  );
}

export function PersonPage({ id }: { id: string }) {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const canWrite = session.role === "admin";
  const { data, error, reload } = useConsoleGet<PersonDetail>(`/api/admin/people/${id}`);
  if (error) return <p className="text-red-700">{error}</p>;
  if (!data) return <p className="text-slate-600">Loading…</p>;

  const grantColumns: Column<Entitlement>[] = [
    { key: "feature", label: "Feature", render: (g) => g.featureId },
    {
      key: "source",
      label: "Source",
      render: (g) =>
        g.orderId ? (
          <Link href={`/admin/orders?id=${g.orderId}`} className="underline">
            {g.source}
          </Link>
        ) : (
          g.source
        ),
    },
    { key: "product", label: "Product", render: (g) => g.productId },
    { key: "until", label: "Until", render: (g) => (g.until ? when(g.until) : "lasting") },
    { key: "active", label: "Active", render: (g) => (g.active ? "yes" : "ended") },
    {
      key: "actions",
      label: "",
      render: (g) =>
        canWrite && g.active && g.source !== "subscription" ? (
          <ReasonAction
            label="Revoke"
            tone="danger"
            testId={`revoke-${g.featureId}`}
            run={async (reason) => {
              const result = await api("POST", `/api/admin/people/${id}/features/${g.id}/revoke`, {
                body: { reason },
              });
              return result.ok ? { ok: true } : { ok: false, message: result.message };
            }}
            onDone={reload}
          />
        ) : null,
    },
  ];

  return (
    <div className="grid gap-5">
      <div>
        <Link href="/admin/people" className="text-sm underline">
          ← People
        </Link>
        <h1 className="mt-1 break-all text-2xl font-bold text-ink-900">{data.email}</h1>
        <p className="text-sm text-slate-600">
          {data.username} · plan <strong data-testid="person-plan">{data.plan}</strong> ·{" "}
          {data.points} points · joined {when(data.createdAt)}
          {data.role ? ` · staff: ${data.role}` : ""}
          {data.deleted ? " · deleted" : ""}
        </p>
      </div>
      <section className="grid gap-2" aria-labelledby="grants-title">
        <h2 id="grants-title" className="text-lg font-bold">
          Entitlements
        </h2>
        <DataTable
          caption="Entitlements"
          columns={grantColumns}
          rows={data.entitlements}
          rowKey={(g) => g.id}
          testId="entitlements-table"
        />
        {canWrite ? <GrantForm personId={id} onDone={reload} /> : null}
      </section>
      <section className="grid gap-2" aria-labelledby="orders-title">
        <h2 id="orders-title" className="text-lg font-bold">
          Orders
        </h2>
        <DataTable
          caption="Orders"
          columns={[
            {
              key: "id",
              label: "Order",
              render: (o) => (
                <Link href={`/admin/orders?id=${o.id}`} className="font-mono text-xs underline">
                  {o.id.slice(0, 8)}
                </Link>
              ),
            },
            { key: "products", label: "Products", render: (o) => o.products },
            { key: "status", label: "Status", render: (o) => o.status },
            {
              key: "total",
              label: "Total",
              render: (o) => money(o.totalCents + (o.shippingCents ?? 0)),
            },
            { key: "refunded", label: "Refunded", render: (o) => money(o.refundedCents) },
            { key: "created", label: "Created", render: (o) => when(o.createdAt) },
          ]}
          rows={data.orders}
          rowKey={(o) => o.id}
        />
      </section>
      <section className="grid gap-2" aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-lg font-bold">
          Sessions
        </h2>
        <p className="text-sm text-slate-600">
          Member sign-ins are tokens; ending them signs the person out on every device.
          {data.consoleSessions.length > 0
            ? ` ${data.consoleSessions.length} open console session(s).`
            : ""}
        </p>
        {canWrite ? (
          <ReasonAction
            label="Sign out everywhere"
            tone="danger"
            testId="revoke-sessions"
            run={async (reason) => {
              const result = await api("POST", `/api/admin/people/${id}/sessions/revoke`, {
                body: { reason },
              });
              return result.ok ? { ok: true } : { ok: false, message: result.message };
            }}
            onDone={reload}
          />
        ) : null}
      </section>
      <PersonActivity person={data} />
      {canWrite ? <PersonAccountActions person={data} onDone={reload} /> : null}
    </div>
  );
}
