"use client";

import Link from "next/link";
import { useEffect, useState } from "react";

type HouseAd = { id: string; title: string; text: string; href: string; cta: string };

const STORAGE_KEY = "inkforge.ads";
let pending: Promise<HouseAd[]> | null = null;

const isAd = (value: unknown): value is HouseAd =>
  typeof value === "object" &&
  value !== null &&
  ["id", "title", "text", "href", "cta"].every(
    (key) => typeof (value as Record<string, unknown>)[key] === "string",
  );

/** `GET /api/ads` once per browser session (API-MSC-11): kept in sessionStorage after the first read. */
function loadAds(): Promise<HouseAd[]> {
  const cached = window.sessionStorage.getItem(STORAGE_KEY);
  if (cached) {
    try {
      const parsed: unknown = JSON.parse(cached);
      if (Array.isArray(parsed)) return Promise.resolve(parsed.filter(isAd));
    } catch {
      // A damaged entry is read again from the API.
    }
  }
  // The caller is loaded with the first ad, not with the page.
  pending ??= import("@/lib/api/browser-api")
    .then(({ browserApi }) => browserApi()("GET", "/api/ads"))
    .then(
      (result) => {
        const ads = result.ok && Array.isArray(result.data) ? result.data.filter(isAd) : [];
        if (result.ok) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ads));
        pending = null;
        return ads;
      },
      () => {
        pending = null;
        return [];
      },
    );
  return pending;
}

/** One of the site's own promotions, chosen by `seed` so each page shows a steady one. */
export function HouseAdSlot({ seed }: { seed: number }) {
  const [ad, setAd] = useState<HouseAd | null>(null);
  useEffect(() => {
    let live = true;
    void loadAds().then((ads) => {
      if (live && ads.length > 0) setAd(ads[seed % ads.length] ?? null);
    });
    return () => {
      live = false;
    };
  }, [seed]);
  if (!ad) return null;
  return (
    <aside
      aria-label="From Inkforge"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
      data-testid="house-ad"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">From Inkforge</p>
      <p className="mt-1 font-semibold text-ink-900">{ad.title}</p>
      <p className="mt-1 text-slate-700">{ad.text}</p>
      <Link href={ad.href} className="mt-2 inline-block font-semibold text-ink-700 underline">
        {ad.cta}
      </Link>
    </aside>
  );
}
