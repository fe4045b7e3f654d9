"use client";

import dynamic from "next/dynamic";

/*
 * The designer (its layout maths, zod and the canvas code) is fetched only when the login gate
 * shows it to a signed-in author, so the page's first load stays the catalogue page's
 * (decision 0054); pdf-lib waits longer still, for the first export.
 */
export const BookCoverDesignerLoader = dynamic(
  () => import("./book-cover-designer-tool").then((module) => module.BookCoverDesignerTool),
  {
    ssr: false,
    loading: () => <p className="text-slate-700">Loading the cover designer…</p>,
  },
);
