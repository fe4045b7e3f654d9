"use client";

import type { ToolSearchEntry } from "@inkforge/domain/search/match";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { PaletteEntry } from "./search-data";

// The dialogs (cmdk, Radix Dialog) load on first use, not with every page.
const SearchDialog = dynamic(() => import("./search-dialog").then((m) => m.SearchDialog), {
  ssr: false,
});
const ToolPalette = dynamic(() => import("./tool-palette").then((m) => m.ToolPalette), {
  ssr: false,
});

/**
 * The header's search button, and Ctrl+J / Cmd+J for the tool palette anywhere on the site
 * (PAL-01, PAL-02): the browser's own Ctrl+J (downloads) is prevented; the same keys close it.
 */
export function SearchLauncher({
  tools,
  palette,
  forumSearchUrl,
}: {
  tools: ToolSearchEntry[];
  palette: PaletteEntry[];
  forumSearchUrl: string | undefined;
}) {
  const [open, setOpen] = useState<"search" | "palette" | null>(null);
  // Set once the shortcut listener is in place (journeys wait for it before pressing keys).
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "j") {
        event.preventDefault();
        setOpen((current) => (current === "palette" ? null : "palette"));
      }
    };
    window.addEventListener("keydown", onKeyDown);
    setListening(true);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-keyshortcuts="Control+J Meta+J"
        data-ready={listening ? "true" : undefined}
        onClick={() => setOpen("search")}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
      {open === "search" ? (
        <SearchDialog tools={tools} forumSearchUrl={forumSearchUrl} onClose={close} />
      ) : null}
      {open === "palette" ? <ToolPalette entries={palette} onClose={close} /> : null}
    </>
  );
}
