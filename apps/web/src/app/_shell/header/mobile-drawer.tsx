"use client";

import * as Accordion from "@radix-ui/react-accordion";
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, X } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import type * as React from "react";
import { TierBadgeView } from "@/components/ui/tier-badge";
import { type AccountNav, visibleMemberships } from "@/features/account/account-nav";
import { HeaderPoints } from "@/features/gamification/header-points";
import type { NavData, NavLink as NavLinkData } from "@/features/navigation/nav-data";
import { NavLink } from "@/features/navigation/nav-link";
import type { ServiceCategory } from "@/features/services/service-categories";
import { ServicesAccordion } from "@/features/services/services-accordion";
import { useAuth } from "@/lib/auth/use-auth";
import { useMembership } from "@/lib/membership/membership-store";

function AccordionSection({
  value,
  title,
  children,
}: {
  value: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Accordion.Item value={value} className="border-b border-slate-200">
      <Accordion.Header>
        <Accordion.Trigger className="group flex w-full items-center justify-between py-3 text-left font-semibold text-ink-900">
          {title}
          <ChevronDown
            aria-hidden
            className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="pb-3">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

function LinkList({ links, onNavigate }: { links: NavLinkData[]; onNavigate: () => void }) {
  return (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.label}>
          <NavLink link={link} onNavigate={onNavigate} className="font-medium text-ink-800" />
        </li>
      ))}
    </ul>
  );
}

export type MobileDrawerProps = {
  nav: NavData;
  /** The services directory, for the Services section (SVC-03). */
  services?: ServiceCategory[];
  company: NavLinkData[];
  account: AccountNav;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the menu button, which is not a Radix trigger). */
  onCloseFocus: () => void;
};

/**
 * The drawer itself: sections as accordions; signed in, it also holds the Start, help and account
 * entries of the desktop header and Logout. Loaded on demand by `MobileNav`.
 */
export function MobileDrawer({
  nav,
  services,
  company,
  account,
  open,
  onOpenChange,
  onCloseFocus,
}: MobileDrawerProps) {
  const close = () => onOpenChange(false);
  const signedIn = useAuth().status === "authenticated";
  const membership = useMembership();
  const memberships = visibleMemberships(account.memberships, membership?.owned);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          data-testid="mobile-drawer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed inset-y-0 left-0 z-[61] flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-ink-900">Menu</Dialog.Title>
            <Dialog.Close aria-label="Close menu" className="rounded-md p-2 hover:bg-slate-100">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          {signedIn ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <TierBadgeView info={membership} />
              <HeaderPoints className="sm:hidden" onNavigate={close} />
            </div>
          ) : null}
          <nav aria-label="Mobile" className="mt-4">
            <Accordion.Root type="multiple">
              {signedIn ? (
                <>
                  <AccordionSection value="start" title="Start">
                    <LinkList links={account.start} onNavigate={close} />
                  </AccordionSection>
                  <AccordionSection value="help" title="Help">
                    <LinkList links={account.help} onNavigate={close} />
                  </AccordionSection>
                  <AccordionSection value="account" title="Account">
                    <LinkList links={account.account} onNavigate={close} />
                  </AccordionSection>
                  {memberships.length > 0 ? (
                    <AccordionSection value="memberships" title="Memberships">
                      <LinkList links={memberships} onNavigate={close} />
                    </AccordionSection>
                  ) : null}
                </>
              ) : null}
              <AccordionSection value="tools" title="Tools">
                <ul className="space-y-3">
                  {nav.categories.map((category) => (
                    <li key={category.href}>
                      <Link
                        href={category.href}
                        onClick={close}
                        className="font-medium text-ink-800"
                      >
                        {category.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link href="/tools" onClick={close} className="font-semibold text-ember-700">
                      All tools
                    </Link>
                  </li>
                </ul>
              </AccordionSection>
              {services ? (
                <AccordionSection value="services" title="Services">
                  <ServicesAccordion categories={services} onNavigate={close} />
                </AccordionSection>
              ) : null}
              <AccordionSection value="explore" title="Explore">
                <ul className="space-y-3">
                  {nav.primary.map((link) => (
                    <li key={link.label}>
                      <NavLink
                        link={link}
                        onNavigate={close}
                        className="font-medium text-ink-800"
                      />
                    </li>
                  ))}
                </ul>
              </AccordionSection>
              <AccordionSection value="company" title="Company">
                <ul className="space-y-3">
                  {company.map((link) => (
                    <li key={link.label}>
                      <NavLink
                        link={link}
                        onNavigate={close}
                        className="font-medium text-ink-800"
                      />
                    </li>
                  ))}
                </ul>
              </AccordionSection>
            </Accordion.Root>
          </nav>
          <div className="mt-6 grid gap-2">
            {signedIn ? (
              <button
                type="button"
                onClick={() => {
                  close();
                  void signOut({ callbackUrl: "/" });
                }}
                className="rounded-md border border-slate-300 px-4 py-2 text-center font-semibold text-ink-900"
              >
                Logout
              </button>
            ) : (
              <>
                <Link
                  href="/login"
                  onClick={close}
                  className="rounded-md border border-slate-300 px-4 py-2 text-center font-semibold text-ink-900"
                >
                  Login
                </Link>
                <Link
                  href="/register"
                  onClick={close}
                  className="rounded-md bg-ember-600 px-4 py-2 text-center font-semibold text-white"
                >
                  Get Started
                </Link>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
