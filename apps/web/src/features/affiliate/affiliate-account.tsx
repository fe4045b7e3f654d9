"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth/use-auth";
import { retryAffiliate, useAffiliateState } from "./affiliate-session";
import { REGION_CHECK_FAILED_TEXT, REGION_UNAVAILABLE_TEXT } from "./affiliate-state";

type Row = { field: string; value: string };

function rowsOf(data: {
  affiliate_id: number;
  username: string;
  affiliate_link: string;
  dashboard_link: string;
  forget_password_link: string;
}): Row[] {
  return [
    { field: "Affiliate ID", value: String(data.affiliate_id) },
    { field: "Username", value: data.username },
    { field: "Affiliate Link", value: data.affiliate_link },
    { field: "Dashboard Link", value: data.dashboard_link },
    { field: "Forget Password Link", value: data.forget_password_link },
  ];
}

/**
 * The affiliate page's body (spec §2.10, AFF-03..11): the loading text of the session's affiliate
 * flow, then the account's table, or the region's message. Values beginning with http are links.
 */
export function AffiliateAccount() {
  const auth = useAuth();
  const { affiliateData, isLoading, loadingText, error } = useAffiliateState();

  if (affiliateData) {
    return (
      <div className="overflow-x-auto">
        <table
          className="w-full max-w-3xl border-collapse text-left text-sm"
          data-testid="affiliate-table"
        >
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-ink-900">
                Field
              </th>
              <th scope="col" className="py-2 font-semibold text-ink-900">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {rowsOf(affiliateData).map((row) => (
              <tr key={row.field} className="border-b border-slate-200 align-top">
                <th scope="row" className="whitespace-nowrap py-3 pr-4 font-medium text-slate-700">
                  {row.field}
                </th>
                <td className="break-all py-3 text-slate-800">
                  {row.value.startsWith("http") ? (
                    <a
                      href={row.value}
                      className="font-medium text-ink-700 underline underline-offset-2 hover:text-ember-700"
                    >
                      {row.value}
                    </a>
                  ) : (
                    row.value
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  if (error?.kind === "region-unavailable") {
    return (
      <p role="status" className="text-base text-slate-700">
        {REGION_UNAVAILABLE_TEXT}
      </p>
    );
  }

  if (error) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-base font-medium text-red-600">
          {error.kind === "region-check-failed"
            ? REGION_CHECK_FAILED_TEXT
            : "Your affiliate account could not be loaded. Please try again later."}
        </p>
        {auth.status === "authenticated" ? (
          <Button variant="outline" size="sm" onClick={() => retryAffiliate(auth.apiToken)}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <p role="status" aria-live="polite" className="flex items-center gap-2 text-slate-700">
      <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
      {isLoading ? loadingText : "Loading..."}
    </p>
  );
}
