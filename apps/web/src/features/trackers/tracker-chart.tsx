"use client";

import dynamic from "next/dynamic";

/*
 * The trackers' charts arrive with the entries' data, after the page's first paint (decision
 * 0159): the page's first load carries no chart code.
 */
export const Sparkline = dynamic(() => import("./tracker-chart-drawing").then((m) => m.Sparkline), {
  ssr: false,
  loading: () => <span aria-hidden className="inline-block h-8 w-[120px]" />,
});

export const HistoryChart = dynamic(
  () => import("./tracker-chart-drawing").then((m) => m.HistoryChart),
  { ssr: false, loading: () => <div aria-hidden className="aspect-[32/11] w-full max-w-3xl" /> },
);
