"use client";

import { useLazyModule } from "@/lib/use-lazy-module";
import { useConsent } from "./consent-store";

// next/script and the tag's set-up load only for a visitor who consented: every page carries
// this stub, most first visits need nothing more (decision 0087).
const loadScripts = () => import("./analytics-scripts");

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
  return <LazyAnalyticsScripts gaId={gaId} nonce={nonce} />;
}

function LazyAnalyticsScripts({ gaId, nonce }: { gaId: string; nonce?: string | undefined }) {
  const scripts = useLazyModule(loadScripts);
  return scripts ? <scripts.AnalyticsScripts gaId={gaId} nonce={nonce} /> : null;
}
