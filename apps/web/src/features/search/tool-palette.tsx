"use client";

import { PALETTE_MAX_MATCHES } from "@inkforge/domain/constants";
import { filterByName } from "@inkforge/domain/search/match";
import { Command } from "cmdk";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { PaletteEntry } from "./search-data";

export const dialogClasses = {
  overlay: "fixed inset-0 z-50 bg-slate-900/40",
  content:
    "fixed left-1/2 top-[12vh] z-50 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl",
  input:
    "h-14 w-full border-b border-slate-200 px-4 text-base outline-none placeholder:text-slate-500",
  list: "max-h-[60vh] overflow-y-auto p-2",
  heading:
    "[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-600",
  item: "flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-slate-900 data-[selected=true]:bg-ember-100",
  empty: "px-3 py-6 text-center text-slate-700",
};

/** Opens an entry: in the site, or in a new tab for entries that leave it. */
export function useOpenEntry(onClose: () => void) {
  const router = useRouter();
  return (entry: { href: string; openInNewTab?: boolean | undefined }) => {
    onClose();
    if (entry.openInNewTab) window.open(entry.href, "_blank", "noopener,noreferrer");
    else router.push(entry.href);
  };
}

/** The tool palette (spec §2.6): one group, 'Tools', five matches at most. */
export function ToolPalette({
  entries,
  onClose,
}: {
  entries: PaletteEntry[];
  onClose: () => void;
}) {
  const [query, setQuery] = useState("");
  const open = useOpenEntry(onClose);
  const matches = filterByName(entries, query, PALETTE_MAX_MATCHES);
  return (
    <Command.Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      label="Tool palette"
      shouldFilter={false}
      overlayClassName={dialogClasses.overlay}
      contentClassName={dialogClasses.content}
    >
      <Command.Input
        value={query}
        onValueChange={setQuery}
        placeholder="Type a command or search..."
        className={dialogClasses.input}
      />
      <Command.List className={`${dialogClasses.list} ${dialogClasses.heading}`}>
        <Command.Empty className={dialogClasses.empty}>No results found.</Command.Empty>
        {matches.length > 0 ? (
          <Command.Group heading="Tools">
            {matches.map((entry) => (
              <Command.Item
                key={entry.name}
                value={entry.name}
                onSelect={() => open(entry)}
                className={dialogClasses.item}
              >
                <span>{entry.name}</span>
                {entry.openInNewTab ? (
                  <span className="text-xs text-slate-600">Opens in a new tab</span>
                ) : null}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
      </Command.List>
    </Command.Dialog>
  );
}
