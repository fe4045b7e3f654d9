"use client";

import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { acceptAllConsent } from "./consent";
import { consentStore } from "./consent-store";

/** The consent banner at the foot of the viewport, for a visitor who has not chosen yet. */
export function CookieBanner() {
  return (
    <section
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-[80] border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-[1300px] flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          We use essential cookies to run the site and, only with your consent, Google Analytics to
          learn which pages help authors most.{" "}
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
  );
}
