"use client";

import type {
  CampaignEntry,
  PopupSetSave,
  PromotionPreview,
  PromotionsView,
  popupSetFormSchema,
} from "@inkforge/domain/admin/promotions-contract";
import type { PopupSet } from "@inkforge/domain/promotions/campaign-rules";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import type { z } from "zod";
import { TextAreaField, ToolForm } from "@/components/forms/fields";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure, useConsoleApi, useConsoleSession } from "../console-session";
import { type Column, DataTable, useConsoleGet } from "../data-table";
import { when } from "../format";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
  loadConsoleSchemas,
} from "../load-console-schema";
import { blankCampaign, CampaignForm } from "./campaign-form";

/*
 * Promotions (issue 29, decision 0134): the campaigns (sale, popups, new-member offer, promo
 * banner) and popup sets of decision 0069 as forms, and a preview of the header banner at any
 * instant of the server's clock, which is the clock the public site decides by.
 */

const field = "h-10 rounded border border-slate-300 px-2 text-sm";

type PopupSetFormInput = z.input<ReturnType<typeof popupSetFormSchema>>;
type PopupSetFormOutput = z.output<ReturnType<typeof popupSetFormSchema>>;

const popupLabels = {
  featuresToShow: "Features shown, in rotation order",
  targetLifeTime: "Shown as the lifetime offer",
  targetUpgrade: "Shown as an upgrade",
};

function window(entry: CampaignEntry): string {
  const { startsAt, endsAt } = entry.campaign;
  return `${startsAt ? when(startsAt) : "since ever"} → ${endsAt ? when(endsAt) : "no end"}`;
}

export function Preview({ serverTime }: { serverTime: string }) {
  const api = useConsoleApi();
  const form = useZodForm<
    ConsoleFormInput<"previewFormSchema">,
    ConsoleFormOutput<"previewFormSchema">
  >({
    loadSchema: loadConsoleSchema("previewFormSchema"),
    defaultValues: { at: serverTime, as: "guest" },
    labels: { at: "Instant", as: "Seen by" },
  });
  const [result, setResult] = useState<PromotionPreview | null>(null);

  const run = form.handleSubmit(async ({ at, as }) => {
    const query = new URLSearchParams({ at, as });
    const answer = await api<PromotionPreview>("GET", `/api/admin/promotions/preview?${query}`);
    if (!answer.ok) {
      setResult(null);
      applyServerErrors(form, describeFailure(answer), ["at", "as"]);
      return;
    }
    setResult(answer.data);
  });

  return (
    <section className="grid gap-2" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview at an instant
      </h2>
      <FormProvider {...form}>
        <form
          onSubmit={run}
          noValidate
          className="flex flex-wrap items-start gap-2"
          data-testid="preview-form"
        >
          <InputField
            id="preview-at"
            name="at"
            label="Instant (UTC)"
            className="gap-1"
            labelClassName="text-xs"
            inputClassName="h-10 w-64 rounded px-2 text-sm"
          />
          <label className="grid gap-1 text-xs font-semibold">
            Seen by
            <select className={field} {...form.register("as")}>
              <option value="guest">a guest</option>
              <option value="new-member">a member who just signed up</option>
            </select>
          </label>
          <button
            type="submit"
            className="mt-5 h-10 rounded bg-ink-900 px-4 text-sm font-semibold text-white"
          >
            Preview
          </button>
          <div className="basis-full">
            <FormError />
          </div>
        </form>
      </FormProvider>
      {result ? (
        <div
          className="rounded border border-slate-200 bg-white p-3 text-sm"
          data-testid="preview-result"
        >
          <p>
            Header banner at {when(result.at)}:{" "}
            <strong>
              {result.banner.kind === "none"
                ? "none"
                : `${result.banner.title} (${result.banner.campaignId})`}
            </strong>
          </p>
          <p>
            Running then:{" "}
            {result.running.length === 0
              ? "no campaign"
              : result.running.map((c) => `${c.title} (${c.kind})`).join("; ")}
          </p>
        </div>
      ) : null}
    </section>
  );
}

export function PopupSetForm({ set, onSaved }: { set: PopupSet; onSaved: () => void }) {
  const api = useConsoleApi();
  const form = useZodForm<PopupSetFormInput, PopupSetFormOutput>({
    loadSchema: () =>
      loadConsoleSchemas().then((schemas) =>
        schemas.popupSetFormSchema(set.id as PopupSetSave["id"]),
      ),
    defaultValues: {
      featuresToShow: set.featuresToShow.join(", "),
      targetLifeTime: set.targetLifeTime.join(", "),
      targetUpgrade: set.targetUpgrade.join(", "),
    },
    labels: popupLabels,
  });
  const [message, setMessage] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    const result = await api("PUT", `/api/admin/promotions/popup-sets/${set.id}`, { body });
    if (!result.ok) {
      applyServerErrors(form, describeFailure(result), Object.keys(popupLabels));
      return;
    }
    setMessage("Saved.");
    onSaved();
  });
  return (
    <ToolForm
      form={form}
      label={`Popup set ${set.id}`}
      idPrefix={`popup-set-${set.id}`}
      onSubmit={submit}
      className="grid gap-2 rounded border border-slate-200 bg-white p-3"
    >
      <h3 className="font-semibold">Popup set {set.id}</h3>
      <TextAreaField name="featuresToShow" label={popupLabels.featuresToShow} rows={2} />
      <TextAreaField name="targetLifeTime" label={popupLabels.targetLifeTime} rows={2} />
      <TextAreaField name="targetUpgrade" label={popupLabels.targetUpgrade} rows={2} />
      <FormError />
      <button type="submit" className="h-9 w-fit rounded border px-3 text-sm font-semibold">
        Save popup set
      </button>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </ToolForm>
  );
}

export function PromotionsPage() {
  const { session } = useConsoleSession();
  const { data, error, reload } = useConsoleGet<PromotionsView>("/api/admin/promotions");
  const [editing, setEditing] = useState<{ entry: CampaignEntry; isNew: boolean } | null>(null);
  const [editingSet, setEditingSet] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const canWrite = session.role === "admin";

  const columns: Column<CampaignEntry>[] = [
    { key: "id", label: "Campaign", render: (e) => <code>{e.campaign.id}</code> },
    { key: "kind", label: "Kind", render: (e) => e.campaign.kind },
    { key: "title", label: "Title", render: (e) => e.campaign.title },
    { key: "on", label: "On", render: (e) => (e.campaign.isActive ? "on" : "off") },
    { key: "window", label: "Window", render: window },
    { key: "priority", label: "Priority", render: (e) => e.priority },
    {
      key: "edit",
      label: "",
      render: (e) =>
        canWrite ? (
          <button
            type="button"
            className="underline"
            onClick={() => setEditing({ entry: e, isNew: false })}
          >
            Edit
          </button>
        ) : null,
    },
  ];

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold text-ink-900">Promotions</h1>
      <p className="text-sm text-slate-600">
        The site shows a campaign while it is switched on and the server's clock is inside its
        window. Server clock now:{" "}
        <strong data-testid="server-time">{data ? when(data.serverTime) : "…"}</strong>
      </p>
      {error ? <p className="text-red-700">{error}</p> : null}
      {saved ? (
        <p role="status" className="text-sm text-green-800">
          {saved}
        </p>
      ) : null}
      {canWrite && !editing ? (
        <button
          type="button"
          className="h-10 w-fit rounded bg-ink-900 px-4 text-sm font-semibold text-white"
          onClick={() => setEditing({ entry: blankCampaign, isNew: true })}
        >
          New campaign
        </button>
      ) : null}
      {editing ? (
        <CampaignForm
          key={`${editing.entry.campaign.id}-${editing.isNew}`}
          entry={editing.entry}
          isNew={editing.isNew}
          onCancel={() => setEditing(null)}
          onSaved={(entry) => {
            setEditing(null);
            setSaved(`Saved ${entry.campaign.id}.`);
            reload();
          }}
        />
      ) : null}
      <DataTable
        caption="Campaigns"
        columns={columns}
        rows={data?.campaigns ?? []}
        rowKey={(e) => e.campaign.id}
        testId="campaigns-table"
        empty="No campaigns."
      />
      {data ? <Preview serverTime={data.serverTime} /> : null}
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Popup sets</h2>
        <p className="text-sm text-slate-600">
          Which upsells a visitor's popups rotate through, by what they already own.
        </p>
        <ul className="grid gap-1 text-sm">
          {(data?.popupSets ?? []).map((set) => (
            <li key={set.id} className="grid gap-1">
              <span>
                <code>{set.id}</code>: {set.featuresToShow.join(", ") || "nothing"}{" "}
                {canWrite ? (
                  <button
                    type="button"
                    className="underline"
                    onClick={() => setEditingSet(editingSet === set.id ? null : set.id)}
                  >
                    {editingSet === set.id ? "Close" : "Edit"}
                  </button>
                ) : null}
              </span>
              {editingSet === set.id ? <PopupSetForm set={set} onSaved={reload} /> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
