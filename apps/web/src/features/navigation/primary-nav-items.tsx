"use client";

import type * as React from "react";
import { useAuth } from "@/lib/auth/use-auth";
import { MoreMenu, type MoreMenuItem } from "./more-menu";
import type { NavLink as NavLinkData } from "./nav-data";
import { NavLink } from "./nav-link";
import { allInBarFrom, breakpointClasses, placePrimaryLinks } from "./primary-nav-layout";

const barLinkClasses =
  "whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-semibold text-slate-800 hover:bg-slate-100 xl:px-3 xl:text-sm";

/**
 * The desktop bar's items after Tools: each link in the bar from the width where it fits, in More
 * below it, in the spec's order (NAV-04); More is gone once all fit. Signed in, the account area is
 * wider, so links join later. While the session loads, the server's hint (a session cookie) picks
 * the layout, so it does not change when the session answers.
 */
export function PrimaryNavItems({
  links,
  servicesMenu,
  signedInHint = false,
}: {
  links: NavLinkData[];
  /** Shown in place of the bar's Services link (the directory menu, SVC-01). */
  servicesMenu?: React.ReactNode;
  signedInHint?: boolean;
}) {
  const auth = useAuth();
  const signedIn = auth.status === "loading" ? signedInHint : auth.status === "authenticated";
  const placed = placePrimaryLinks(links, signedIn);
  const more: MoreMenuItem[] = placed
    .filter(({ from }) => from !== "always")
    .map(({ link, from }) => ({
      link,
      className: from === "always" ? undefined : breakpointClasses[from].more,
    }));
  const widest = allInBarFrom(placed);
  return (
    <>
      {placed.map(({ link, from }) => (
        <li
          key={link.label}
          className={from === "always" ? undefined : breakpointClasses[from].bar}
        >
          {servicesMenu && link.href === "/services" ? (
            servicesMenu
          ) : (
            <NavLink link={link} className={barLinkClasses} />
          )}
        </li>
      ))}
      {more.length > 0 ? (
        <li className={widest === "always" ? undefined : breakpointClasses[widest].more}>
          <MoreMenu items={more} />
        </li>
      ) : null}
    </>
  );
}
