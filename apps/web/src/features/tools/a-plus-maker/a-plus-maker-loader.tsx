"use client";

import dynamic from "next/dynamic";

/*
 * The maker (the A+ data, the drawing code, TanStack Query) arrives when the login gate shows it
 * to a signed-in member; fflate waits for the first export (decision 0054).
 */
export const APlusMakerLoader = dynamic(
  () => import("./a-plus-maker").then((module) => module.APlusMaker),
  { ssr: false, loading: () => <p className="text-slate-700">Loading the A+ Content maker…</p> },
);
