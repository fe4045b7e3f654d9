"use client";

import type { OrderDetailView } from "@inkforge/domain/admin/contract";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi } from "./console-session";
import { ReasonAction } from "./data-table";
import { when } from "./format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

const compact = { className: "gap-1", labelClassName: "text-xs" };

/** A merch order's fulfilment: shown to support, marked shipped with tracking by an admin. */
export function ShipForm({ order, onDone }: { order: OrderDetailView; onDone: () => void }) {
  const api = useConsoleApi();
  const form = useZodForm<ConsoleFormInput<"shipFormSchema">, ConsoleFormOutput<"shipFormSchema">>({
    loadSchema: loadConsoleSchema("shipFormSchema"),
    defaultValues: {
      trackingNumber: order.fulfilment?.trackingNumber ?? "",
      carrier: order.fulfilment?.trackingCarrier ?? "",
    },
    labels: { trackingNumber: "Tracking number", carrier: "Carrier" },
  });
  const onSubmit = form.handleSubmit(async (body) => {
    const result = await api("POST", `/api/admin/orders/${order.id}/ship`, { body });
    if (!result.ok) {
      applyServerErrors(form, describeFailure(result), ["trackingNumber", "carrier"]);
      return;
    }
    onDone();
  });
  return (
    <FormProvider {...form}>
      <form
        className="flex flex-wrap items-start gap-2"
        aria-label="Mark shipped"
        noValidate
        onSubmit={onSubmit}
      >
        <InputField
          id={`ship-${order.id}-tracking`}
          name="trackingNumber"
          label="Tracking number"
          inputClassName="h-9 w-56 rounded px-2 text-sm"
          {...compact}
        />
        <InputField
          id={`ship-${order.id}-carrier`}
          name="carrier"
          label="Carrier (optional)"
          inputClassName="h-9 w-32 rounded px-2 text-sm"
          {...compact}
        />
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="mt-5 h-9 rounded-md bg-ember-600 px-3 text-sm font-semibold text-white"
        >
          {order.fulfilment?.status === "shipped" ? "Correct tracking" : "Mark shipped"}
        </button>
        <FormError />
      </form>
    </FormProvider>
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
