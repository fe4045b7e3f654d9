"use client";

import { parseAffiliateRef, REFERRAL_QUERY_PARAM } from "@inkforge/domain/affiliate/rules";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { publicEnv } from "@/config/public-env";
import { useAuth } from "@/lib/auth/use-auth";
import { attributionCookie, readAttributionCookie } from "./attribution-cookie";

/**
 * Records a visit through a referral link (`?ref=<affiliate id>` on any page; issue 15): the API
 * counts the click and answers the click that holds the attribution (first click wins within 30
 * days), which goes into the cookie; `ref` then leaves the address bar, so a shared or reloaded
 * URL does not count again. Failures stay in the console: the visitor's page is what matters.
 * A signed-in visitor's click carries their token, so the API knows an affiliate following their
 * own link (decision 0078); it waits for the session to be known for that.
 */
export function ReferralCapture() {
  const pathname = usePathname();
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : undefined;
  const sessionKnown = auth.status !== "loading";
  useEffect(() => {
    if (!sessionKnown) return;
    const url = new URL(window.location.href);
    const raw = url.searchParams.get(REFERRAL_QUERY_PARAM);
    if (raw === null) return;
    url.searchParams.delete(REFERRAL_QUERY_PARAM);
    window.history.replaceState(
      window.history.state,
      "",
      `${url.pathname}${url.search}${url.hash}`,
    );
    const affiliateId = parseAffiliateRef(raw);
    if (affiliateId === null) return;
    const current = readAttributionCookie(document.cookie);
    void fetch(`${publicEnv.apiUrl}/api/affiliate/clicks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        affiliate_id: affiliateId,
        landing_path: pathname,
        ...(current ? { current_click: current } : {}),
      }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the click was refused (${response.status})`);
        const answer = (await response.json()) as { click_id: string; expires_at: string };
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
        document.cookie = attributionCookie(
          answer.click_id,
          new Date(answer.expires_at),
          window.location.protocol === "https:",
        );
      })
      .catch((error: unknown) => console.error("Failed to record the referral click", error));
  }, [pathname, sessionKnown, token]);
  return null;
}
