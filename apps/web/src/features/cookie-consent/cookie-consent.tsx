"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { afterIdle } from "@/lib/after-idle";
import { consentStore, useConsent } from "./consent-store";

// The banner's own code comes with it, once the page is idle and only for a visitor who has not
// chosen yet (decision 0167): most page views are by visitors who have.
const CookieBanner = dynamic(() => import("./cookie-banner").then((m) => m.CookieBanner), {
  ssr: false,
});

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
      {showBanner ? <CookieBanner /> : null}
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
