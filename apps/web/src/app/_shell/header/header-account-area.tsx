"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import type { AccountNav } from "@/features/account/account-nav";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * Holds the signed-in menus' place while the session and their code load: no Login flash. It is
 * still, not pulsing: a pulse asks for a composited frame sixty times a second for as long as the
 * session read takes (0.5–3 s), which cost a signed-in page load about 1 s of the browser's CPU
 * (bench/browser-cpu.mjs, decision 0184), a phone's battery and CI's browsers alike.
 */
function SignedInPlaceholder() {
  return (
    <div
      className="flex shrink-0 items-center gap-2"
      data-testid="account-area-loading"
      role="status"
      aria-label="Loading your account"
    >
      <span aria-hidden className="hidden h-6 w-16 rounded-full bg-slate-100 lg:block" />
      <span aria-hidden className="h-9 w-9 rounded-full bg-slate-200" />
    </div>
  );
}

// The menus (Radix dropdowns and their positioning engine) load only for signed-in visitors, so
// the static pages most visitors see don't carry them.
const SignedInMenus = dynamic(
  () => import("@/app/_shell/header/signed-in-menus").then((m) => m.SignedInMenus),
  {
    ssr: false,
    loading: SignedInPlaceholder,
  },
);

/**
 * The header's right-hand side. The server renders Login / Get Started for a visitor without a
 * session cookie, and a placeholder for one with it (`signedInHint`), so a signed-in visitor never
 * sees Login while the browser reads the session (decision 0070). Once the session answers, the
 * Start, help and account menus or Login / Get Started replace it.
 */
export function HeaderAccountArea({
  nav,
  signedInHint = false,
}: {
  nav: AccountNav;
  signedInHint?: boolean;
}) {
  const auth = useAuth();
  // With a session cookie, fetch the menus' code alongside the session rather than after it.
  useEffect(() => {
    if (signedInHint) void import("@/app/_shell/header/signed-in-menus");
  }, [signedInHint]);
  if (auth.status === "loading" && signedInHint) return <SignedInPlaceholder />;
  if (auth.status !== "authenticated") {
    return (
      <div className="flex shrink-0 items-center gap-2">
        {/* "max-sm:hidden" rather than "hidden sm:inline-flex": no class merging needed here. */}
        <Link
          href="/login"
          className={`${buttonVariants({ variant: "ghost", size: "sm" })} max-sm:hidden`}
        >
          Login
        </Link>
        <Link href="/register" className={buttonVariants({ size: "sm" })}>
          Get Started
        </Link>
      </div>
    );
  }
  return (
    <div className="flex shrink-0 items-center gap-1" data-testid="signed-in-area">
      <SignedInMenus nav={nav} user={auth.user} />
    </div>
  );
}
