"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { publicEnv } from "@/config/public-env";
import { sendPing } from "@/lib/api/ping";
import { useAuth } from "@/lib/auth/use-auth";

/*
 * The page-time log (spec §4 session, §7.5; SESS-08, API-USG-11, G-50): when a route change
 * starts and when the page is hidden for good, how long the page left was open goes to the admin
 * backend by `sendPing` (a beacon, text/plain: no preflight, no token). `total_time` is
 * seconds × 1e9. Failures are ignored: this must never show in the UI (API-USG-12).
 */

type Visit = { route: string; start: number; uniqueId: string };

const endpoint = () => `${publicEnv.apiUrl}/api/admin/page-time`;

export function pageTimeBody(visit: Visit, end: number, userId: string | null) {
  return {
    page_route: visit.route,
    start_time: new Date(visit.start).toISOString(),
    end_time: new Date(end).toISOString(),
    // Milliseconds × 1e6 = seconds × 1e9, as a whole number of nanoseconds.
    total_time: Math.max(0, Math.round(end - visit.start)) * 1_000_000,
    user_id: userId,
    unique_id: visit.uniqueId,
  };
}

function send(body: ReturnType<typeof pageTimeBody>) {
  sendPing(endpoint(), body);
}

function newVisit(route: string): Visit {
  return { route, start: Date.now(), uniqueId: crypto.randomUUID() };
}

export function PageTimeLogger() {
  const pathname = usePathname();
  const auth = useAuth();
  const userId = auth.status === "authenticated" ? auth.user.id : null;
  const visit = useRef<Visit | null>(null);
  const user = useRef(userId);
  user.current = userId;

  useEffect(() => {
    if (!pathname) return;
    const previous = visit.current;
    if (previous && previous.route !== pathname)
      send(pageTimeBody(previous, Date.now(), user.current));
    if (!previous || previous.route !== pathname) visit.current = newVisit(pathname);
  }, [pathname]);

  useEffect(() => {
    // `pagehide` fires on unload and when the page goes into the back/forward cache; a page
    // restored from it starts a new visit.
    const onHide = () => {
      if (!visit.current) return;
      send(pageTimeBody(visit.current, Date.now(), user.current));
      visit.current = null;
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) visit.current = newVisit(window.location.pathname);
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);

  return null;
}
