"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useMembership } from "@/lib/membership/membership-store";
import { type StandingProduct, standingFor } from "./product-standing";

/**
 * A product page's buy button for the signed-in user (decision 0027): what they hold at the same
 * or a higher level is marked, not sold again; a lifetime product held only through a
 * subscription is offered as an upgrade. Signed out (or while the plan loads) it is the plain
 * button; the API refuses an owned product whatever the page shows.
 */
export function BuyAction({
  product,
  href,
  label,
}: {
  /** The catalogue product this option sells (its standing facts); null for merch. */
  product: StandingProduct | null;
  href: string;
  label: string;
}) {
  const info = useMembership();
  const standing = product ? standingFor(info, product) : null;
  if (standing === "owned") {
    return (
      <p
        className="mt-4 flex min-h-10 items-center justify-center rounded-lg border border-emerald-300 bg-emerald-50 px-3 text-sm font-semibold text-emerald-900"
        data-testid="buy-owned"
      >
        Included in what you have
      </p>
    );
  }
  return (
    <Button asChild className="mt-4">
      <Link href={href}>{standing === "upgrade" ? "Upgrade to lifetime" : label}</Link>
    </Button>
  );
}
