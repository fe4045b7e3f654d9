"use client";

import type * as React from "react";
import { useAuth } from "@/features/auth/use-auth";
import { MoreMenu, type MoreMenuItem } from "./more-menu";
import type { NavLink as NavLinkData } from "./nav-data";
import { NavLink } from "./nav-link";
import { barFromXl, placePrimaryLinks } from "./primary-nav-layout";

const barLinkClasses =
  "whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-semibold text-slate-800 hover:bg-slate-100 xl:px-3 xl:text-sm";

/**
 * The desktop bar's items after Tools: the links that fit, then More with the rest, in the spec's
 * order (NAV-04). Signed in, the account menus and the plan badge take the room that All-In-One
 * Extension has from 1280 px when signed out; the server HTML is the signed-out layout.
 */
export function PrimaryNavItems({
  links,
  servicesMenu,
}: {
  links: NavLinkData[];
  /** Shown in place of the bar's Services link (the directory menu, SVC-01). */
  servicesMenu?: React.ReactNode;
}) {
  const signedIn = useAuth().status === "authenticated";
  const placed = placePrimaryLinks(links, signedIn);
  const more: MoreMenuItem[] = [];
  for (const { link, placement } of placed) {
    if (placement === "bar-xl") more.push({ link, className: barFromXl.more });
    if (placement === "more") more.push({ link });
  }
  const allFitFromXl = more.length > 0 && more.every((item) => item.className);
  return (
    <>
      {placed
        .filter(({ placement }) => placement !== "more")
        .map(({ link, placement }) => (
          <li key={link.label} className={placement === "bar-xl" ? barFromXl.bar : undefined}>
            {servicesMenu && link.href === "/services" ? (
              servicesMenu
            ) : (
              <NavLink link={link} className={barLinkClasses} />
            )}
          </li>
        ))}
      {more.length > 0 ? (
        <li className={allFitFromXl ? barFromXl.more : undefined}>
          <MoreMenu items={more} />
        </li>
      ) : null}
    </>
  );
}
