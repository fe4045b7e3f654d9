"use client";

import dynamic from "next/dynamic";

/**
 * The dashboard, planner and import forms load after the first paint, so the page's first load
 * stays within the tool budget (decisions 0054, 0087); everything in them waits for the member's
 * data anyway.
 */
export const MyBooksAfterPaint = dynamic(() => import("./my-books").then((m) => m.MyBooks), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600">Loading your books…</p>,
});
