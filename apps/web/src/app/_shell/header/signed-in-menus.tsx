"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, CircleQuestionMark, Link2, LogOut } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import type * as React from "react";
import { useSyncExternalStore } from "react";
import { TierBadgeView, upgradeHref } from "@/components/ui/tier-badge";
import {
  type AccountNav,
  type AccountNavLink,
  visibleMemberships,
} from "@/features/account/account-nav";
import { useAffiliateState } from "@/features/affiliate/affiliate-session";
import { copyReferralLink } from "@/features/affiliate/copy-referral-link";
import { HeaderPoints } from "@/features/gamification/header-points";
import { NotificationsBell } from "@/features/notifications/notifications-bell";
import type { AuthUser } from "@/lib/auth/use-auth";
import { cn } from "@/lib/cn";
import type { MembershipInfo } from "@/lib/membership/membership";
import { useMembership } from "@/lib/membership/membership-store";

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
  /**
   * With an icon, the label shows from 1536 px only (it stays the accessible name): below that
   * the bar needs the room for the bell and copy-my-link beside the plan badge.
   */
  icon?: React.ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(triggerClasses, icon && "px-2 2xl:px-3", className)}
        data-testid={testId}
      >
        {icon}
        {icon ? <span className="sr-only 2xl:not-sr-only">{label}</span> : label}
        <ChevronDown aria-hidden className={cn("h-4 w-4", icon && "hidden 2xl:block")} />
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

/** Where the bar has no room for the tier badge: beside the desktop menu, below 1280 px. */
const NARROW_DESKTOP = "(min-width: 1024px) and (max-width: 1279.98px)";

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The plan and its upgrade inside the account menu, only at 1024–1279 px where the bar has no
 * room for the badge; at other widths the badge is in the bar and the menu keeps its four entries.
 */
function MenuTier({ info }: { info: MembershipInfo | null }) {
  const inMenu = useMediaQuery(NARROW_DESKTOP);
  if (!inMenu || !info || info.tier === null) return null;
  return (
    <>
      <DropdownMenu.Label className="px-3 py-1 text-xs text-slate-600" data-testid="menu-tier">
        Your plan: <span className="font-semibold text-slate-800">{info.tier}</span>
      </DropdownMenu.Label>
      {info.upgradeTo ? (
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link href={upgradeHref(info)} data-testid="menu-tier-upgrade">
            Upgrade to {info.upgradeTo}
          </Link>
        </DropdownMenu.Item>
      ) : null}
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
    </>
  );
}

function AccountMenu({
  user,
  links,
  memberships,
  membership,
}: {
  user: AuthUser;
  links: AccountNavLink[];
  /** Membership groups the user owns (NAV-18..20); the section is absent when empty. */
  memberships: AccountNavLink[];
  membership: MembershipInfo | null;
}) {
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
          {/* The whole address, wrapped anywhere: a truncated one could be someone else's. */}
          <DropdownMenu.Label className="max-w-72 px-3 py-2 text-xs text-slate-600">
            Signed in as{" "}
            <span
              data-testid="account-email"
              title={user.email ?? undefined}
              className="block break-all font-semibold text-slate-800"
            >
              {user.email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <MenuTier info={membership} />
          {links.map((link) => (
            <MenuLink key={link.label} link={link} />
          ))}
          {memberships.length > 0 ? (
            <DropdownMenu.Group data-testid="membership-entries">
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                Memberships
              </DropdownMenu.Label>
              {memberships.map((link) => (
                <MenuLink key={link.label} link={link} />
              ))}
            </DropdownMenu.Group>
          ) : null}
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

/**
 * The tier badge and the Start, help and account menus for a signed-in user (loaded only once
 * someone is signed in). The owned features behind the badge and the membership entries come
 * from `GET /api/fc`, once per session.
 */
export function SignedInMenus({ nav, user }: { nav: AccountNav; user: AuthUser }) {
  const membership = useMembership();
  const affiliateLink = useAffiliateState().affiliateData?.affiliate_link ?? null;
  return (
    <>
      {/* In the bar where it fits; from 1024 to 1279 px the desktop menu needs the room. */}
      <TierBadgeView info={membership} className="mr-1 max-sm:hidden lg:max-xl:hidden" />
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
        icon={<CircleQuestionMark aria-hidden className="h-5 w-5 2xl:h-4 2xl:w-4" />}
        className="hidden lg:inline-flex"
      />
      {affiliateLink ? (
        <button
          type="button"
          aria-label="Copy my affiliate link"
          title="Copy my affiliate link"
          data-testid="copy-my-link"
          onClick={() => void copyReferralLink(affiliateLink)}
          className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <Link2 aria-hidden className="h-5 w-5" />
        </button>
      ) : null}
      <HeaderPoints className="max-sm:hidden" />
      <NotificationsBell />
      <AccountMenu
        user={user}
        links={nav.account}
        memberships={visibleMemberships(nav.memberships, membership?.owned)}
        membership={membership}
      />
    </>
  );
}
