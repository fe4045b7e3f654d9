"use client";

import type { ConsoleServiceProvider } from "@inkforge/domain/contracts/service-directory";
import { useState } from "react";
import { useConsoleApi, useConsoleSession } from "../console-session";
import { type Column, DataTable, useConsoleGet } from "../data-table";
import { when } from "../format";
import { ProviderForm } from "./provider-form";

/*
 * The services directory (issue 29, decision 0135): the providers the public /services page and
 * the Services menu show, entered, vetted and removed here. The public site reads them on every
 * page view (decision 0145).
 */

export function ServiceProvidersPage() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<{ providers: ConsoleServiceProvider[] }>(
    "/api/admin/service-providers",
  );
  const [editing, setEditing] = useState<{ provider: ConsoleServiceProvider | null } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const canWrite = session.role === "admin";

  const remove = async (provider: ConsoleServiceProvider) => {
    if (!window.confirm(`Remove ${provider.name} from the directory?`)) return;
    const result = await api("DELETE", `/api/admin/service-providers/${provider.id}`);
    setMessage(result.ok ? `Removed ${provider.name}.` : result.message);
    reload();
  };

  const columns: Column<ConsoleServiceProvider>[] = [
    { key: "name", label: "Provider", render: (p) => p.name },
    { key: "category", label: "Category", render: (p) => `${p.category} › ${p.subcategory}` },
    { key: "rating", label: "Rating", render: (p) => `${p.rating.toFixed(1)} (${p.totalReviews})` },
    {
      key: "vetted",
      label: "Vetted",
      render: (p) =>
        p.vetted ? `yes, by ${p.vettedBy ?? "a former operator"} ${when(p.vettedAt)}` : "no",
    },
    { key: "updated", label: "Changed", render: (p) => when(p.updatedAt) },
    {
      key: "actions",
      label: "",
      render: (p) =>
        canWrite ? (
          <span className="flex gap-3">
            <button type="button" className="underline" onClick={() => setEditing({ provider: p })}>
              Edit
            </button>
            <button type="button" className="underline" onClick={() => remove(p)}>
              Remove
            </button>
          </span>
        ) : null,
    },
  ];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Services directory</h1>
      <p className="text-sm text-slate-600">
        Only the providers entered here appear on the public services page and menu, and the "Vetted
        Pro" badge only where you tick Vetted. The site shows changes at once.
      </p>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
      {error ? <p className="text-red-700">{error}</p> : null}
      {canWrite && !editing ? (
        <button
          type="button"
          className="h-10 w-fit rounded bg-ink-900 px-4 text-sm font-semibold text-white"
          onClick={() => setEditing({ provider: null })}
        >
          Add a provider
        </button>
      ) : null}
      {editing ? (
        <ProviderForm
          key={editing.provider?.id ?? "new"}
          provider={editing.provider}
          onCancel={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            setMessage(`Saved ${name}.`);
            reload();
          }}
        />
      ) : null}
      <DataTable
        caption="Service providers"
        columns={columns}
        rows={data?.providers ?? []}
        rowKey={(p) => p.id}
        testId="providers-table"
        empty="No providers yet: the public page shows its empty state."
      />
    </div>
  );
}
