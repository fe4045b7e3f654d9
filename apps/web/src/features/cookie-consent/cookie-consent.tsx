"use client";

import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { acceptAllConsent } from "./consent";
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

/**
 * The consent banner stays until preferences are saved (Accept All or Save Changes); closing the
 * settings dialog without saving keeps it up. Google Analytics defaults to off.
 */
export function CookieConsent() {
  const { loaded, preferences, settingsOpen } = useConsent();
  const [analytics, setAnalytics] = useState(false);

  useEffect(() => consentStore.load(), []);
  useEffect(() => {
    if (settingsOpen) setAnalytics(preferences?.googleAnalytics ?? false);
  }, [settingsOpen, preferences]);

  const showBanner = loaded && preferences === null;

  return (
    <>
      {showBanner ? (
        <section
          aria-label="Cookie consent"
          data-testid="cookie-banner"
          className="fixed inset-x-0 bottom-0 z-[80] border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
        >
          <div className="mx-auto flex max-w-[1300px] flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">
              We use essential cookies to run the site and, only with your consent, Google Analytics
              to learn which pages help authors most.{" "}
              <Link href="/terms/privacy" className="font-medium text-ink-700 underline">
                Privacy policy
              </Link>
            </p>
            <div className="flex shrink-0 gap-2">
              <Button variant="outline" onClick={() => consentStore.openSettings()}>
                Customize
              </Button>
              <Button onClick={() => consentStore.save(acceptAllConsent)}>Accept All</Button>
            </div>
          </div>
        </section>
      ) : null}
      <Dialog.Root
        open={settingsOpen}
        onOpenChange={(open) => (open ? consentStore.openSettings() : consentStore.closeSettings())}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[95] bg-slate-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-[96] w-[min(32rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-xl font-bold text-ink-900">
              Cookie preferences
            </Dialog.Title>
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
    </>
  );
}

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => consentStore.openSettings()}>
      Cookie settings
    </button>
  );
}
