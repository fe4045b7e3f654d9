"use client";

import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { consentStore, useConsent } from "./consent-store";

function PreferenceRow({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div>
        <label htmlFor={id} className="font-semibold text-ink-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className={cn(
          "relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-ink-700",
          "disabled:cursor-not-allowed disabled:opacity-70",
        )}
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

/** The Customize dialog: Essential is locked on; Google Analytics defaults to off. */
export function CookieSettingsDialog() {
  const { preferences, settingsOpen } = useConsent();
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => {
    if (settingsOpen) setAnalytics(preferences?.googleAnalytics ?? false);
  }, [settingsOpen, preferences]);

  return (
    <Dialog.Root
      open={settingsOpen}
      onOpenChange={(open) => (open ? consentStore.openSettings() : consentStore.closeSettings())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[95] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[96] w-[min(32rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-ink-900">Cookie preferences</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            Choose which cookies we may use. You can change this at any time from the footer.
          </Dialog.Description>
          <div className="mt-5 space-y-3">
            <PreferenceRow
              label="Essential"
              description="Keep you signed in, remember this choice and protect forms. Always on."
              checked
              disabled
            />
            <PreferenceRow
              label="Google Analytics"
              description="Anonymous page statistics that help us improve the tools."
              checked={analytics}
              onCheckedChange={setAnalytics}
            />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Close</Button>
            </Dialog.Close>
            <Button
              onClick={() => consentStore.save({ essential: true, googleAnalytics: analytics })}
            >
              Save Changes
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
