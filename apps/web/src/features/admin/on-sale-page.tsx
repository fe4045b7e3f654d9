"use client";

import type { OfferSale } from "@inkforge/domain/admin/on-sale-contract";
import { useConsoleApi, useConsoleSession } from "./console-session";
import { type Column, DataTable, ReasonAction, useConsoleGet } from "./data-table";
import { when } from "./format";

/*
 * On sale (issue 29, decision 0135): the offers whose tools need an outside service, whether that
 * service is set up here, and the switch that takes an offer off sale (checkout then refuses it)
 * or puts it back, with a reason kept in the audit log.
 */

const serviceNames = {
  translation: "Translator",
  "language-model": "AI writing (language model)",
  "research-sources": "Live research sources",
} as const;

export function OnSalePage() {
  const api = useConsoleApi();
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<{ offers: OfferSale[] }>("/api/admin/on-sale");

  const columns: Column<OfferSale>[] = [
    { key: "offer", label: "Offer", render: (o) => o.name },
    {
      key: "services",
      label: "Needs",
      render: (o) =>
        o.services
          .map((s) => `${serviceNames[s.service]}: ${s.configured ? "set up" : "not set up"}`)
          .join("; "),
    },
    {
      key: "status",
      label: "Status",
      render: (o) =>
        o.onSale ? "on sale" : `off sale since ${when(o.takenOffAt)} (${o.reason ?? ""})`,
    },
    {
      key: "action",
      label: "",
      render: (o) =>
        session.role === "admin" ? (
          <ReasonAction
            label={o.onSale ? "Take off sale" : "Put back on sale"}
            run={async (reason) => {
              const result = await api("POST", `/api/admin/on-sale/${o.offerId}`, {
                body: { onSale: !o.onSale, reason },
              });
              return result;
            }}
            onDone={reload}
          />
        ) : null,
    },
  ];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">On sale</h1>
      <p className="text-sm text-slate-600">
        Offers whose tools need an outside service. When the service is not set up, take the offer
        off sale: checkout refuses it until you put it back.
      </p>
      {error ? <p className="text-red-700">{error}</p> : null}
      <DataTable
        caption="Offers that need an outside service"
        columns={columns}
        rows={data?.offers ?? []}
        rowKey={(o) => o.offerId}
        testId="on-sale-table"
        empty="No offer needs an outside service."
      />
    </div>
  );
}
