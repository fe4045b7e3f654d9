"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { CampaignEntry, CampaignSave } from "@inkforge/domain/admin/promotions-contract";
import { campaignKinds } from "@inkforge/domain/promotions/campaign-rules";
import { useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { describeFailure, useConsoleApi } from "../console-session";
import { loadConsoleSchemas } from "../load-console-schema";

/*
 * One campaign as a form (decision 0134), validated in the browser by the same contract the API
 * checks. Instants are typed in UTC ISO form because the site decides by the server's clock, not
 * the operator's time zone; an empty start or end means "since ever" / "no end".
 */

const field = "h-10 rounded border border-slate-300 px-2 text-sm";
const label = "grid gap-1 text-xs font-semibold";

export const blankCampaign: CampaignEntry = {
  campaign: {
    id: "",
    kind: "seasonal-sale",
    title: "",
    colors: { background: "#1e3a8a", text: "#ffffff" },
    countdown: null,
    countdownTarget: null,
    ctaButton: { text: "", colors: { background: "#ffffff", text: "#1e3a8a" }, link: "/pricing" },
    closeButton: false,
    autoShow: true,
    triggerEvent: null,
    isActive: true,
    startsAt: null,
    endsAt: null,
  },
  priority: 100,
};

const orNull = (value: unknown) => (value === "" || value === undefined ? null : value);

export function CampaignForm({
  entry,
  isNew,
  onSaved,
  onCancel,
}: {
  entry: CampaignEntry;
  isNew: boolean;
  onSaved: (saved: CampaignEntry) => void;
  onCancel: () => void;
}) {
  const api = useConsoleApi();
  // The contract (and zod) loads with the first submit, not with the console page.
  const [resolver] = useState(() =>
    lazyResolver(() =>
      loadConsoleSchemas().then(
        (schemas) => zodResolver(schemas.campaignSaveSchema) as Resolver<CampaignSave>,
      ),
    ),
  );
  const form = useForm<CampaignSave>({
    defaultValues: entry,
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  const errorAt = (path: string) => {
    let node: unknown = errors;
    for (const part of path.split("."))
      node = (node as Record<string, unknown> | undefined)?.[part];
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === "string" ? (
      <span className="text-red-700" data-testid={`error-${path}`}>
        {message}
      </span>
    ) : null;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await api<CampaignEntry>(
      "PUT",
      `/api/admin/promotions/campaigns/${encodeURIComponent(values.campaign.id)}`,
      { body: values },
    );
    if (!result.ok) {
      const failure = describeFailure(result);
      for (const [path, message] of Object.entries(failure.fieldErrors)) {
        form.setError(path as FieldPath<CampaignSave>, { message });
      }
      form.setError("root.server", { message: failure.message });
      return;
    }
    onSaved(result.data);
  });

  const text = (name: FieldPath<CampaignSave>, caption: string, hint?: string) => (
    <label className={label}>
      {caption}
      <input {...form.register(name)} className={field} placeholder={hint} />
      {errorAt(name)}
    </label>
  );
  const instant = (name: FieldPath<CampaignSave>, caption: string) => (
    <label className={label}>
      {caption}
      <input
        {...form.register(name, { setValueAs: orNull })}
        className={field}
        placeholder="2027-02-01T09:00:00Z (empty: none)"
      />
      {errorAt(name)}
    </label>
  );
  const check = (name: FieldPath<CampaignSave>, caption: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" {...form.register(name)} />
      {caption}
    </label>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="campaign-form"
    >
      <h2 className="text-lg font-semibold">
        {isNew ? "New campaign" : `Edit ${entry.campaign.id}`}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={label}>
          Id
          <input
            {...form.register("campaign.id")}
            readOnly={!isNew}
            className={field}
            placeholder="winter-sale-2027"
          />
          {errorAt("campaign.id")}
        </label>
        <label className={label}>
          Kind
          <select {...form.register("campaign.kind")} className={field}>
            {campaignKinds.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </select>
          {errorAt("campaign.kind")}
        </label>
        {text("campaign.title", "Title (the banner's words)")}
        <label className={label}>
          Priority (lower wins)
          <input
            type="number"
            {...form.register("priority", { valueAsNumber: true })}
            className={field}
          />
          {errorAt("priority")}
        </label>
        {instant("campaign.startsAt", "Starts at (UTC, inclusive)")}
        {instant("campaign.endsAt", "Ends at (UTC, exclusive)")}
        {instant("campaign.countdownTarget", "Countdown to (UTC; empty: the end)")}
        <label className={label}>
          Trigger event (for banners not shown automatically)
          <input
            {...form.register("campaign.triggerEvent", { setValueAs: orNull })}
            className={field}
          />
          {errorAt("campaign.triggerEvent")}
        </label>
        {text("campaign.colors.background", "Background colour", "#1e3a8a")}
        {text("campaign.colors.text", "Text colour", "#ffffff")}
        {text("campaign.ctaButton.text", "Button words")}
        {text("campaign.ctaButton.link", "Button link (a path on the site)", "/pricing")}
        {text("campaign.ctaButton.colors.background", "Button background", "#ffffff")}
        {text("campaign.ctaButton.colors.text", "Button text colour", "#1e3a8a")}
      </div>
      <div className="flex flex-wrap gap-4">
        {check("campaign.isActive", "Switched on")}
        {check("campaign.autoShow", "Shows by itself")}
        {check("campaign.closeButton", "Has a close button")}
      </div>
      {errors.root?.server ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="h-10 rounded bg-ink-900 px-4 text-sm font-semibold text-white"
        >
          Save campaign
        </button>
        <button type="button" onClick={onCancel} className="h-10 rounded border px-4 text-sm">
          Cancel
        </button>
      </div>
    </form>
  );
}
