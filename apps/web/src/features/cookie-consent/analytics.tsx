"use client";

import Script from "next/script";
import { useConsent } from "./consent-store";

/**
 * Google Analytics, loaded only when configured and only after the visitor consented. The page's
 * Content-Security-Policy decides too (`allowedByPolicy`): it lists Google's hosts only when the
 * consent cookie was already there when the page was requested.
 */
export function Analytics({
  gaId,
  nonce,
  allowedByPolicy,
}: {
  gaId?: string | undefined;
  nonce?: string | undefined;
  allowedByPolicy: boolean;
}) {
  const { preferences } = useConsent();
  if (!gaId || !allowedByPolicy || !preferences?.googleAnalytics) return null;
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${gaId}`}
        strategy="afterInteractive"
        nonce={nonce}
      />
      <Script id="ga-init" strategy="afterInteractive" nonce={nonce}>
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(gaId)},{anonymize_ip:true});`}
      </Script>
    </>
  );
}
