"use client";

import Script from "next/script";

/** Google's tag and its set-up, for a visitor who consented (loaded by `Analytics`). */
export function AnalyticsScripts({ gaId, nonce }: { gaId: string; nonce?: string | undefined }) {
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
