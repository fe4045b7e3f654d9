"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/features/auth/use-auth";
import type { AccountNav } from "./account-nav";

// The menus (Radix dropdowns and their positioning engine) load only for signed-in visitors, so
// the static pages most visitors see don't carry them.
const SignedInMenus = dynamic(() => import("./signed-in-menus").then((m) => m.SignedInMenus), {
  ssr: false,
});

/**
 * The header's right-hand side. Server-rendered HTML shows Login / Get Started (most visitors);
 * once the session says signed in, the Start, help and account menus replace them. Pages stay
 * static: the session is read in the browser.
 */
export function HeaderAccountArea({ nav }: { nav: AccountNav }) {
  const auth = useAuth();
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
