"use client";

import { parseAffiliateRef, REFERRAL_QUERY_PARAM } from "@inkforge/domain/affiliate/rules";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { attributionCookie, readAttributionCookie } from "@/lib/affiliate/attribution-cookie";
import { useAuth } from "@/lib/auth/use-auth";

type ClickAnswer = { click_id: string; expires_at: string };

/** The click answer, checked by hand (zod would weigh on every page of the shell). */
function readClick(data: unknown): ClickAnswer {
  const answer = data as Partial<ClickAnswer> | null;
  if (
    typeof answer?.click_id !== "string" ||
    typeof answer.expires_at !== "string" ||
    Number.isNaN(Date.parse(answer.expires_at))
  )
    throw new Error("not a click answer");
  return { click_id: answer.click_id, expires_at: answer.expires_at };
}

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
    // Loaded only when a referral link was followed: this component is on every page's shell.
    void import("@/lib/api/raw-request").then(({ requestJson }) =>
      requestJson("/api/affiliate/clicks", readClick, {
        method: "POST",
        token,
        body: {
          affiliate_id: affiliateId,
          landing_path: pathname,
          ...(current ? { current_click: current } : {}),
        },
      }).then((answer) => {
        // A lost click only loses the attribution; the visitor is never told.
        if (!answer.ok) {
          console.error("Failed to record the referral click", answer.message);
          return;
        }
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
        document.cookie = attributionCookie(
          answer.data.click_id,
          new Date(answer.data.expires_at),
          window.location.protocol === "https:",
        );
      }),
    );
  }, [pathname, sessionKnown, token]);
  return null;
}
