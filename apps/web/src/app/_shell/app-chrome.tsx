import { headers } from "next/headers";
import type * as React from "react";
import { Suspense } from "react";
import { ToasterSlot } from "@/components/toast/toaster-slot";
import { env } from "@/config/env";
import { publicEnv } from "@/config/public-env";
import { ReferralCapture } from "@/features/affiliate/referral-capture";
import { SessionStart } from "@/features/affiliate/session-start";
import { AlertBanner } from "@/features/alert/alert-banner";
import { hasSessionCookie } from "@/features/auth/session-hint";
import { AuthSessionProvider } from "@/features/auth/session-provider";
import { Analytics } from "@/features/cookie-consent/analytics";
import { readConsent } from "@/features/cookie-consent/consent";
import { CookieConsent } from "@/features/cookie-consent/cookie-consent";
import { PageTimeLogger } from "@/features/gamification/page-time";
import { TopLoadingBar } from "@/features/loading-bar/top-loading-bar";
// The site's stylesheet comes with its frame, not from the root layout: the author pages have a
// small one of their own (app/authors/authors.css, decision 0150).
import "../globals.css";

/**
 * The site's client-side frame: the session, the loading bar, alert, toasts, cookie banner,
 * analytics and the affiliate and time loggers. Each route group's layout mounts it, not the root
 * layout, so the public author pages (`app/authors/`) load none of it (issue 30's 15 KB budget,
 * decision 0147).
 */
export async function AppChrome({ children }: { children: React.ReactNode }) {
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  // The policy lists Google's hosts only for a visitor who had consented when the page was
  // requested; consent given on this page starts analytics from the next page load.
  const analyticsInPolicy =
    readConsent(requestHeaders.get("cookie") ?? "")?.googleAnalytics === true;
  // No session cookie: the browser need not ask next-auth for a session it cannot have.
  const signedInHint = await hasSessionCookie();
  return (
    <AuthSessionProvider pollSeconds={env.SESSION_POLL_SECONDS} knownSignedOut={!signedInHint}>
      <Suspense fallback={null}>
        <TopLoadingBar />
      </Suspense>
      {children}
      <AlertBanner />
      <ToasterSlot />
      <CookieConsent />
      <SessionStart />
      <PageTimeLogger />
      <ReferralCapture />
      <Analytics gaId={publicEnv.gaId} nonce={nonce} allowedByPolicy={analyticsInPolicy} />
    </AuthSessionProvider>
  );
}
