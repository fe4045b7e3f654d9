"use client";

import dynamic from "next/dynamic";

/* The designer (patterns, text art, the plan check) arrives after the first paint (0054, 0115). */
export const TextPatternDesignerLoader = dynamic(
  () => import("./text-pattern-designer").then((module) => module.TextPatternDesigner),
  { ssr: false, loading: () => <p className="text-slate-700">Loading the pattern designer…</p> },
);
