"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, CircleQuestionMark, LogOut } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import type * as React from "react";
import type { AuthUser } from "@/features/auth/use-auth";
import { cn } from "@/lib/cn";
import type { AccountNav, AccountNavLink } from "./account-nav";

const triggerClasses =
  "inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100";
const contentClasses =
  "z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg focus:outline-none";
const itemClasses =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-ink-900";

/** Logging out ends the session and goes to the home page (SESS-14). */
export function logOut() {
  return signOut({ callbackUrl: "/" });
}

function MenuLink({ link }: { link: AccountNavLink }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      {link.external ? (
        <a href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <Link href={link.href}>{link.label}</Link>
      )}
    </DropdownMenu.Item>
  );
}

function LinksMenu({
  label,
  links,
  icon,
  testId,
  className,
}: {
  label: string;
  links: AccountNavLink[];
  /** With an icon, the label shows from 1280 px only (it stays the accessible name). */
  icon?: React.ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(triggerClasses, icon && "px-2 xl:px-3", className)}
        data-testid={testId}
      >
        {icon}
        {icon ? <span className="sr-only xl:not-sr-only">{label}</span> : label}
        <ChevronDown aria-hidden className={cn("h-4 w-4", icon && "hidden xl:block")} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={contentClasses}>
          {links.map((link) => (
            <MenuLink key={link.label} link={link} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function initialOf(user: AuthUser): string {
  return (user.name || user.email || "?").trim().charAt(0).toUpperCase() || "?";
}

function AccountMenu({ user, links }: { user: AuthUser; links: AccountNavLink[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        data-testid="account-menu"
        className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-ink-800 text-sm font-bold text-white hover:bg-ink-900 data-[state=open]:ring-2 data-[state=open]:ring-ember-500"
      >
        <span aria-hidden>{initialOf(user)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={contentClasses}>
          <DropdownMenu.Label className="max-w-64 truncate px-3 py-2 text-xs text-slate-600">
            Signed in as <span className="font-semibold text-slate-800">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {links.map((link) => (
            <MenuLink key={link.label} link={link} />
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void logOut()}>
            <LogOut aria-hidden className="h-4 w-4" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Start, help and account menus for a signed-in user (loaded only once someone is signed in). */
export function SignedInMenus({ nav, user }: { nav: AccountNav; user: AuthUser }) {
  return (
    <>
      <LinksMenu
        label="Start"
        links={nav.start}
        testId="start-menu"
        className="hidden lg:inline-flex"
      />
      <LinksMenu
        label="Help"
        links={nav.help}
        testId="help-menu"
        icon={<CircleQuestionMark aria-hidden className="h-5 w-5 xl:h-4 xl:w-4" />}
        className="hidden lg:inline-flex"
      />
      <AccountMenu user={user} links={nav.account} />
    </>
  );
}
