"use client";

import { SessionProvider, signOut, useSession } from "next-auth/react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { loginPath } from "@/lib/auth/redirects";

/** Signs the browser out once the server reports the API token revoked. */
function RevokedSessionSignOut() {
  const { data } = useSession();
  const signingOut = useRef(false);
  const revoked = data?.error === "RevokedToken";
  useEffect(() => {
    if (!revoked || signingOut.current) return;
    signingOut.current = true;
    const here = `${window.location.pathname}${window.location.search}`;
    void signOut({ callbackUrl: loginPath({ next: here, error: "SessionExpired" }) });
  }, [revoked]);
  return null;
}

/**
 * next-auth's session for the whole site. It refetches when the tab becomes visible, when another
 * tab signs in or out (next-auth's storage event), and every `pollSeconds` when that is above 0.
 *
 * `knownSignedOut`: the request carried no session cookie, so there is no session to ask for.
 * The provider then starts from "signed out" instead of fetching /api/auth/session and rendering
 * every session reader again when the answer comes (a long task on a phone's first visit, issue
 * 26, decision 0167). A sign-in on this page (`signIn` without a redirect) or in another tab (the
 * storage event) still fetches the new session; focus and polling have nothing to refetch.
 */
export function AuthSessionProvider({
  children,
  pollSeconds,
  knownSignedOut = false,
}: {
  children: React.ReactNode;
  pollSeconds: number;
  knownSignedOut?: boolean;
}) {
  return (
    <SessionProvider
      session={knownSignedOut ? null : undefined}
      refetchOnWindowFocus
      refetchInterval={pollSeconds}
    >
      <RevokedSessionSignOut />
      {children}
    </SessionProvider>
  );
}
