"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { afterIdle } from "@/lib/after-idle";
import { acceptAllConsent } from "./consent";
import { consentStore, useConsent } from "./consent-store";

// The settings dialog (Radix Dialog and Switch) loads only when someone asks for it.
const CookieSettingsDialog = dynamic(
  () => import("./cookie-settings-dialog").then((m) => m.CookieSettingsDialog),
  { ssr: false },
);

/**
 * The consent banner stays until preferences are saved (Accept All or Save Changes); closing the
 * settings dialog without saving keeps it up. Google Analytics defaults to off.
 */
export function CookieConsent() {
  const { loaded, preferences, settingsOpen } = useConsent();
  const [settingsRequested, setSettingsRequested] = useState(false);

  // The banner is not part of the page's first paint: it comes when the page is idle, with the
  // popups (decision 0167), rather than as one more render inside hydration's long task.
  useEffect(() => {
    let live = true;
    void afterIdle().then(() => {
      if (live) consentStore.load();
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (settingsOpen) setSettingsRequested(true);
  }, [settingsOpen]);

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
              <button
                type="button"
                className={buttonVariants({ variant: "outline" })}
                onClick={() => consentStore.openSettings()}
              >
                Customize
              </button>
              <button
                type="button"
                className={buttonVariants()}
                onClick={() => consentStore.save(acceptAllConsent)}
              >
                Accept All
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {settingsRequested ? <CookieSettingsDialog /> : null}
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
