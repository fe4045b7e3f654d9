"use client";

import dynamic from "next/dynamic";

/*
 * The shared editor arrives when a member opens it, not with the tool's page (decision 0054's
 * budget; decision 0140): its code is its own chunk.
 */
export const DesignEditorLoader = dynamic(
  () => import("./design-editor").then((module) => module.DesignEditor),
  { ssr: false, loading: () => <p className="text-sm text-slate-700">Loading the editor…</p> },
);
