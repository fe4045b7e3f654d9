"use client";

import Link from "next/link";
import type * as React from "react";
import { useOwnsFeature } from "@/lib/membership/membership-store";

/**
 * A link whose target changes once the signed-in user owns a feature (NAV-21: the hot-niches
 * checkout link becomes /hot-niches). The server HTML carries the not-owned target.
 */
export function OwnedNavLink({
  href,
  whenOwned,
  className,
  onNavigate,
  children,
}: {
  href: string;
  whenOwned: { featureId: string; href: string };
  className?: string;
  onNavigate?: () => void;
  children: React.ReactNode;
}) {
  const owned = useOwnsFeature(whenOwned.featureId);
  return (
    <Link href={owned ? whenOwned.href : href} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
