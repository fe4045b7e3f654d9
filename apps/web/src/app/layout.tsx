import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type * as React from "react";
import { Suspense } from "react";
import { ToasterSlot } from "@/components/toast/toaster-slot";
import { env } from "@/config/env";
import { publicEnv } from "@/config/public-env";
import { defaultTitle, site } from "@/config/site";
import { ReferralCapture } from "@/features/affiliate/referral-capture";
import { SessionStart } from "@/features/affiliate/session-start";
import { AlertBanner } from "@/features/alert/alert-banner";
import { AuthSessionProvider } from "@/features/auth/session-provider";
import { Analytics } from "@/features/cookie-consent/analytics";
import { readConsent } from "@/features/cookie-consent/consent";
import { CookieConsent } from "@/features/cookie-consent/cookie-consent";
import { PageTimeLogger } from "@/features/gamification/page-time";
import { TopLoadingBar } from "@/features/loading-bar/top-loading-bar";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: defaultTitle, template: `%s | ${site.name}` },
  description: site.description,
  keywords: ["KDP tools", "self-publishing", "Amazon KDP", "book royalties", "KDP keywords"],
  applicationName: site.name,
  openGraph: { siteName: site.name, images: [site.shareImage], type: "website" },
  twitter: { card: "summary_large_image", images: [site.shareImage] },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#23275a" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The proxy's per-request nonce (so every page renders per request, as nonces require).
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  // The policy lists Google's hosts only for a visitor who had consented when the page was
  // requested; consent given on this page starts analytics from the next page load.
  const analyticsInPolicy =
    readConsent(requestHeaders.get("cookie") ?? "")?.googleAnalytics === true;
  return (
    <html lang="en">
      <body className="min-h-screen">
        <AuthSessionProvider pollSeconds={env.SESSION_POLL_SECONDS}>
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
      </body>
    </html>
  );
}
