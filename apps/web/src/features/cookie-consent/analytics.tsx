"use client";

import Script from "next/script";
import { useConsent } from "./consent-store";

/** Google Analytics, loaded only when configured and only after the visitor consented. */
export function Analytics({ gaId }: { gaId?: string }) {
  const { preferences } = useConsent();
  if (!gaId || !preferences?.googleAnalytics) return null;
  return (
    <>
      <Script
        src={`https://www.googletagmanager.com/gtag/js?id=${gaId}`}
        strategy="afterInteractive"
      />
      <Script id="ga-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(gaId)},{anonymize_ip:true});`}
      </Script>
    </>
  );
}
