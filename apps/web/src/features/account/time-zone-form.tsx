"use client";

import type { AccountTimeZone, AccountTimeZoneSetting } from "@inkforge/domain/contracts/usage";
import { TIME_ZONE_CHANGE_DAYS } from "@inkforge/domain/gamification/account-time-zone";
import { DAY_MS } from "@inkforge/domain/time-units";
import { useEffect, useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { SelectField } from "@/components/forms/fields";
import { FormError } from "@/components/forms/form-error";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { readResponse } from "@/lib/api/read-response";
import { useAccountApi } from "@/lib/api/use-account-api";
import { FORM_ERROR, useZodForm } from "@/lib/forms/use-zod-form";
import {
  type AccountFormInput,
  type AccountFormOutput,
  loadAccountSchema,
} from "./load-account-schema";

/** Every IANA zone this browser knows, and the browser's own. */
function listTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

type Setting = AccountTimeZoneSetting | "loading" | "failed";

/**
 * The zone the account's days (daily visit, caps, streaks) are counted in (decision 0079), which
 * the member may change at most once every TIME_ZONE_CHANGE_DAYS days. The API enforces that; the
 * form only says when, so the button is not offered before.
 */
export function TimeZoneForm() {
  const api = useAccountApi();
  const zones = useMemo(listTimeZones, []);
  const form = useZodForm<
    AccountFormInput<"timeZoneFormSchema">,
    AccountFormOutput<"timeZoneFormSchema">
  >({
    loadSchema: loadAccountSchema("timeZoneFormSchema"),
    defaultValues: { timeZone: browserTimeZone() },
    labels: { timeZone: "Time zone" },
  });
  const [setting, setSetting] = useState<Setting>("loading");
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    void readResponse(
      api("GET", "/api/account/time-zone"),
      loadAccountSchema("accountTimeZoneSettingSchema"),
      "account service",
    ).then((result) => {
      if (!live) return;
      setSetting(result.ok ? result.data : "failed");
      if (result.ok && result.data.time_zone) form.setValue("timeZone", result.data.time_zone);
    });
    return () => {
      live = false;
    };
  }, [api, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    const result = await readResponse<AccountTimeZone>(
      api("PUT", "/api/account/time-zone", { body: { time_zone: values.timeZone } }),
      loadAccountSchema("accountTimeZoneSchema"),
      "account service",
    );
    setSending(false);
    if (!result.ok) {
      form.setError(FORM_ERROR, { type: "server", message: result.message });
      return;
    }
    const next = new Date(Date.parse(result.data.changed_at) + TIME_ZONE_CHANGE_DAYS * DAY_MS);
    setSetting({ time_zone: result.data.time_zone, next_change_at: next.toISOString() });
    toast({ variant: "success", title: "Time zone saved" });
  });

  if (setting === "loading") return <p className="text-sm text-slate-700">Loading…</p>;
  if (setting === "failed") {
    return (
      <p role="alert" className="text-sm text-red-800">
        We couldn't load your time zone right now. Please reload the page in a moment.
      </p>
    );
  }
  const locked = setting.next_change_at !== null;
  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Time zone"
      >
        <p className="text-sm text-slate-700" data-testid="time-zone-current">
          {setting.time_zone
            ? `Your days for points and streaks are counted in ${setting.time_zone}.`
            : "No time zone is set yet: your first visit sets it."}{" "}
          You can change it once every {TIME_ZONE_CHANGE_DAYS} days.
        </p>
        {setting.next_change_at ? (
          <p className="text-sm font-medium text-slate-800" data-testid="time-zone-next">
            You can change it again on {formatDate(setting.next_change_at)}.
          </p>
        ) : (
          <SelectField
            name="timeZone"
            label="Time zone"
            options={(setting.time_zone && !zones.includes(setting.time_zone)
              ? [setting.time_zone, ...zones]
              : zones
            ).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          />
        )}
        <FormError testId="time-zone-error" />
        {locked ? null : (
          <div>
            <Button type="submit" disabled={sending}>
              {sending ? "Saving…" : "Save time zone"}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
