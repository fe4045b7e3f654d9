"use client";

import dynamic from "next/dynamic";

/** The time chart, loaded with the first result rather than in the page's first load (0159). */
export const TimeChart = dynamic(() => import("./time-chart-drawing").then((m) => m.TimeChart), {
  ssr: false,
  loading: () => <div aria-hidden className="aspect-[32/11] w-full" />,
});
