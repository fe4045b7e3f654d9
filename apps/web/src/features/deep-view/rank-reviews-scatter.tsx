"use client";

import dynamic from "next/dynamic";

/** The scatter, loaded with the first result rather than in the page's first load (decision 0159). */
export const RankReviewsScatter = dynamic(
  () => import("./rank-reviews-scatter-drawing").then((m) => m.RankReviewsScatter),
  { ssr: false, loading: () => <div aria-hidden className="aspect-[32/15] w-full max-w-3xl" /> },
);
