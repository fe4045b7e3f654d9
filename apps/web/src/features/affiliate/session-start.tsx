"use client";

import { useEffect, useRef } from "react";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * Starts the signed-in steps (daily visit, affiliate account, the header's points) once a session is authenticated,
 * loading their code only then; clears them on sign-out.
 */
export function SessionStart() {
  const auth = useAuth();
  const token = auth.status === "authenticated" ? auth.apiToken : null;
  const userId = auth.status === "authenticated" ? auth.user.id : null;
  const signedOut = auth.status === "unauthenticated";
  const started = useRef(false);
  useEffect(() => {
    if (token && userId) {
      started.current = true;
      void import("./affiliate-session").then((m) => m.startAffiliateSession({ token, userId }));
      void import("@/lib/points/points-store").then((m) => m.loadPoints({ token, userId }));
    } else if (signedOut && started.current) {
      started.current = false;
      void import("./affiliate-session").then((m) => m.endAffiliateSession());
      void import("@/lib/points/points-store").then((m) => m.resetPoints());
    }
  }, [token, userId, signedOut]);
  return null;
}
