"use client";

import type { OrderDetailView } from "@inkforge/domain/admin/contract";
import { useState } from "react";
import { describeFailure, useConsoleApi } from "./console-session";
import { ReasonAction } from "./data-table";
import { when } from "./format";

/** A merch order's fulfilment: shown to support, marked shipped with tracking by an admin. */
function ShipForm({ order, onDone }: { order: OrderDetailView; onDone: () => void }) {
  const api = useConsoleApi();
  const [trackingNumber, setTrackingNumber] = useState(order.fulfilment?.trackingNumber ?? "");
  const [carrier, setCarrier] = useState(order.fulfilment?.trackingCarrier ?? "");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ message: string; fieldErrors: Record<string, string> }>();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Mark shipped"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await api("POST", `/api/admin/orders/${order.id}/ship`, {
          body: { trackingNumber, ...(carrier.trim() ? { carrier } : {}) },
        });
        setBusy(false);
        if (!result.ok) {
          setErrors(describeFailure(result));
          return;
        }
        setErrors(undefined);
        onDone();
      }}
    >
      <label className="grid gap-1 text-xs font-semibold">
        Tracking number
        <input
          name="trackingNumber"
          className="h-9 w-56 rounded border border-slate-300 px-2 text-sm"
          value={trackingNumber}
          aria-invalid={errors?.fieldErrors.trackingNumber ? true : undefined}
          onChange={(event) => setTrackingNumber(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-xs font-semibold">
        Carrier (optional)
        <input
          name="carrier"
          className="h-9 w-32 rounded border border-slate-300 px-2 text-sm"
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
        />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="h-9 rounded-md bg-ember-600 px-3 text-sm font-semibold text-white"
      >
        {order.fulfilment?.status === "shipped" ? "Correct tracking" : "Mark shipped"}
      </button>
      {errors ? (
        <p className="basis-full text-sm text-red-700" role="alert">
          {errors.fieldErrors.trackingNumber
            ? `Tracking number ${errors.fieldErrors.trackingNumber}`
            : errors.message}
        </p>
      ) : null}
    </form>
  );
}

export function OrderAfterSale({
  order,
  canWrite,
  onDone,
}: {
  order: OrderDetailView;
  canWrite: boolean;
  onDone: () => void;
}) {
  const api = useConsoleApi();
  const [sent, setSent] = useState<string | null>(null);
  const fulfilment = order.fulfilment;
  return (
    <>
      {fulfilment ? (
        <div className="grid gap-2">
          <h3 className="font-bold">Fulfilment</h3>
          <p className="text-sm" data-testid="order-fulfilment">
            {fulfilment.status === "shipped"
              ? `Shipped${fulfilment.shippedAt ? ` ${when(fulfilment.shippedAt)}` : ""}`
              : "Awaiting fulfilment"}
            {fulfilment.trackingNumber
              ? ` · tracking ${fulfilment.trackingCarrier ? `${fulfilment.trackingCarrier} ` : ""}${fulfilment.trackingNumber}`
              : ""}
          </p>
          {canWrite && order.status === "paid" ? <ShipForm order={order} onDone={onDone} /> : null}
        </div>
      ) : null}
      {canWrite && order.status === "paid" ? (
        <div className="flex flex-wrap items-center gap-2">
          <ReasonAction
            label="Resend receipt"
            testId="resend-receipt"
            run={async (reason) => {
              const result = await api("POST", `/api/admin/orders/${order.id}/receipt`, {
                body: { reason },
              });
              if (!result.ok) return { ok: false, message: result.message };
              setSent(`Receipt sent to ${(result.data as { to: string }).to}`);
              return { ok: true };
            }}
          />
          {sent ? (
            <p className="text-sm text-emerald-800" role="status">
              {sent}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
