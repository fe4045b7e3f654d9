import type * as React from "react";
import type { NavLink as NavLinkData } from "./nav-data";
import { NavLink } from "./nav-link";

/** A column's links as list items, plus any extra items (`children`) after them. */
export function FooterLinkItems({
  links,
  children,
}: {
  links: NavLinkData[];
  children?: React.ReactNode;
}) {
  return (
    <>
      {links.map((link) => (
        <li key={link.label}>
          <NavLink link={link} className="text-slate-300 hover:text-white hover:underline" />
        </li>
      ))}
      {children}
    </>
  );
}
