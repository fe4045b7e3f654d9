// clsx, not cn: this ships to every page, and nothing here needs Tailwind class merging.
import { clsx as cn } from "clsx";
import Link from "next/link";
import type * as React from "react";
import { FlairBadge } from "@/components/ui/flair-badge";
import type { NavLink as NavLinkData } from "./nav-data";
import { OwnedNavLink } from "./owned-nav-link";

/** A menu link that opens external destinations in a new tab and shows its flair. */
export function NavLink({
  link,
  className,
  children,
  onNavigate,
}: {
  link: NavLinkData;
  className?: string;
  children?: React.ReactNode;
  onNavigate?: () => void;
}) {
  const content = (
    <>
      {children ?? link.label}
      {link.flair ? <FlairBadge flair={link.flair} /> : null}
    </>
  );
  const classes = cn("inline-flex items-center gap-1.5", className);
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        onClick={onNavigate}
      >
        {content}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (link.whenOwned) {
    return (
      <OwnedNavLink
        href={link.href}
        whenOwned={link.whenOwned}
        className={classes}
        onNavigate={onNavigate}
      >
        {content}
      </OwnedNavLink>
    );
  }
  return (
    <Link href={link.href} className={classes} onClick={onNavigate}>
      {content}
    </Link>
  );
}
