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
 */
export function AuthSessionProvider({
  children,
  pollSeconds,
}: {
  children: React.ReactNode;
  pollSeconds: number;
}) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={pollSeconds}>
      <RevokedSessionSignOut />
      {children}
    </SessionProvider>
  );
}
