"use client";

import type { ConsoleSession, StaffStatus } from "@inkforge/domain/admin/contract";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type * as React from "react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ToolButton } from "@/components/ui/tool-button";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";
import { cn } from "@/lib/cn";
import {
  ConsoleSessionProvider,
  readStoredSession,
  storeSession,
  useConsoleApi,
} from "./console-session";
import { SecondStep } from "./second-step";

const sections: readonly { href: string; label: string; adminOnly?: boolean }[] = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/people", label: "People" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/commissions", label: "Held commissions" },
  { href: "/admin/moderation", label: "Moderation" },
  { href: "/admin/kdp-figures", label: "KDP figures" },
  { href: "/admin/promotions", label: "Promotions" },
  { href: "/admin/system", label: "System" },
  { href: "/admin/services", label: "Services directory" },
  { href: "/admin/on-sale", label: "On sale" },
  // The API answers only admins (decision 0132); support is not shown a page it cannot open.
  { href: "/admin/extension-parsers", label: "Extension parsers", adminOnly: true },
  { href: "/admin/audit", label: "Audit log" },
];

type Gate =
  | { state: "checking" }
  | { state: "signed-out" }
  | { state: "not-staff" }
  | { state: "second-step"; status: StaffStatus }
  | { state: "open"; session: ConsoleSession };

function SignOut() {
  const api = useConsoleApi();
  return (
    <ToolButton
      variant="outline"
      size="sm"
      onClick={async () => {
        await api("DELETE", "/api/admin/session");
        storeSession(null);
        window.location.assign("/admin");
      }}
    >
      Sign out of the console
    </ToolButton>
  );
}

/**
 * The console's frame: the member must be signed in, hold a staff role and pass the second step;
 * everyone else sees what a missing page shows (the API answers them 404 too).
 */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const auth = useAuth();
  const memberApi = useAccountApi();
  const pathname = usePathname();
  const [gate, setGate] = useState<Gate>({ state: "checking" });

  const open = useCallback((session: ConsoleSession) => {
    storeSession(session);
    setGate({ state: "open", session });
  }, []);
  const end = useCallback(() => {
    storeSession(null);
    setGate({ state: "checking" });
  }, []);

  useEffect(() => {
    if (gate.state !== "checking" || auth.status === "loading") return;
    if (auth.status === "unauthenticated") {
      setGate({ state: "signed-out" });
      return;
    }
    let cancelled = false;
    void (async () => {
      const stored = readStoredSession();
      const status = await memberApi<StaffStatus>("GET", "/api/admin/me");
      if (cancelled) return;
      if (!status.ok) {
        setGate({ state: "not-staff" });
        return;
      }
      if (stored && stored.email === status.data.email) {
        setGate({ state: "open", session: stored });
        return;
      }
      storeSession(null);
      setGate({ state: "second-step", status: status.data });
    })();
    return () => {
      cancelled = true;
    };
  }, [gate.state, auth.status, memberApi]);

  const context = useMemo(
    () => (gate.state === "open" ? { session: gate.session, end } : null),
    [gate, end],
  );

  let body: React.ReactNode;
  if (gate.state === "checking") body = <p className="text-slate-600">Checking your access…</p>;
  else if (gate.state === "signed-out") {
    body = (
      <p>
        <Link href="/login?next=%2Fadmin" className="font-semibold text-ink-700 underline">
          Log in
        </Link>{" "}
        first.
      </p>
    );
  } else if (gate.state === "not-staff") {
    body = (
      <div>
        <h1 className="text-2xl font-bold text-ink-900">Page not found</h1>
        <p className="mt-2 text-slate-700">There is nothing at this address.</p>
      </div>
    );
  } else if (gate.state === "second-step") {
    body = <SecondStep memberApi={memberApi} status={gate.status} onSession={open} />;
  }

  if (!context) {
    return <div className="mx-auto max-w-3xl px-4 py-10">{body}</div>;
  }
  return (
    <ConsoleSessionProvider value={context}>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-[1300px] flex-wrap items-center justify-between gap-3 px-4 py-3">
            <p className="text-sm font-bold uppercase tracking-wide text-ember-700">
              Inkforge console
            </p>
            <nav aria-label="Console" className="flex flex-wrap gap-1 text-sm">
              {sections
                .filter((section) => !section.adminOnly || context.session.role === "admin")
                .map((section) => {
                  const current =
                    section.href === "/admin"
                      ? pathname === "/admin"
                      : pathname?.startsWith(section.href);
                  return (
                    <Link
                      key={section.href}
                      href={section.href}
                      aria-current={current ? "page" : undefined}
                      className={cn(
                        "rounded px-2.5 py-1.5 font-semibold text-ink-700 hover:bg-slate-100",
                        current && "bg-ink-800 text-white hover:bg-ink-900",
                      )}
                    >
                      {section.label}
                    </Link>
                  );
                })}
            </nav>
            <div className="flex items-center gap-3 text-xs text-slate-600">
              <span data-testid="console-identity" className="break-all">
                {context.session.email} · {context.session.role}
              </span>
              <SignOut />
            </div>
          </div>
        </header>
        <main
          id="main"
          className="mx-auto w-full max-w-[1300px] px-4 py-6 wrap-anywhere [&_table]:wrap-normal"
        >
          {children}
        </main>
      </div>
    </ConsoleSessionProvider>
  );
}
