"use client";

import { HOVER_MENU_CLOSE_MS } from "@inkforge/domain/constants";
import { clsx as cn } from "clsx";
import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";
import type { NavLink as NavLinkData } from "./nav-data";
import { NavLink } from "./nav-link";

export type MoreMenuItem = {
  link: NavLinkData;
  /** Display classes of the entry, e.g. `xl:hidden` when the bar shows the link from 1280 px. */
  className?: string;
};

type Focus = "first" | "last" | null;

/** Links of the panel that are displayed at the current width (entries can be hidden by CSS). */
function shownLinks(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>("li > a")].filter((link) => {
    const item = link.closest("li");
    return !item || getComputedStyle(item).display !== "none";
  });
}

/**
 * The desktop bar's overflow menu: the primary links that do not fit beside Tools. It follows the
 * Tools menu (a disclosure of links: hover or click opens it, it closes 100 ms after the pointer
 * leaves, on Escape, on a click outside or when focus leaves it) and adds the arrow keys: Down or
 * Up on the button opens it on the first or last entry, and they move between entries.
 */
export function MoreMenu({ items, label = "More" }: { items: MoreMenuItem[]; label?: string }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusOnOpen = useRef<Focus>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = () => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  };
  const focusEntry = (which: Exclude<Focus, null> | number) => {
    const links = shownLinks(panelRef.current);
    if (links.length === 0) return;
    const index =
      which === "first"
        ? 0
        : which === "last"
          ? links.length - 1
          : (which + links.length) % links.length;
    links[index]?.focus();
  };

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Arrow keys on the button open the panel, then move focus in once it is displayed.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusEntry(focusOnOpen.current);
    focusOnOpen.current = null;
  });

  // A tap or click elsewhere closes it (Safari does not focus buttons, so blur alone misses it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node | null)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (open) {
      focusEntry(event.key === "ArrowDown" ? "first" : "last");
      return;
    }
    focusOnOpen.current = event.key === "ArrowDown" ? "first" : "last";
    cancelClose();
    setOpen(true);
  };

  const onPanelKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const links = shownLinks(panelRef.current);
    const current = links.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, Exclude<Focus, null> | number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: "first",
      End: "last",
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusEntry(target);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape handling wrap a real button and links.
    <div
      ref={rootRef}
      className="relative"
      data-testid="more-menu"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        closeTimer.current = setTimeout(close, HOVER_MENU_CLOSE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onTriggerKeyDown}
        onClick={() => {
          // The pointer already opened it on the way in: that click means "show", not "hide".
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          cancelClose();
          openedByHover.current = false;
          setOpen(!open);
        }}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-semibold text-slate-800 hover:bg-slate-100 xl:px-3 xl:text-sm"
      >
        {label}
        <ChevronDown
          aria-hidden
          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <ul
          id={panelId}
          ref={panelRef}
          aria-label={label}
          onKeyDown={onPanelKeyDown}
          className="min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {items.map(({ link, className }) => (
            <li key={link.label} className={className}>
              <NavLink
                link={link}
                onNavigate={close}
                className="w-full whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
