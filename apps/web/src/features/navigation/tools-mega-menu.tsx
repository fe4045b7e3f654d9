"use client";

import { HOVER_MENU_CLOSE_MS } from "@inkforge/domain/constants";
import { clsx as cn } from "clsx";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import type { NavCategory } from "./nav-data";
import { NavLink } from "./nav-link";

/**
 * Tools mega menu: opens on hover or click, closes 100 ms after the pointer leaves (so a diagonal
 * move to the panel does not close it), on Escape, or when focus leaves it.
 */
export function ToolsMegaMenu({ categories }: { categories: NavCategory[] }) {
  const [open, setOpen] = useState(false);
  // The panel's 31 links are drawn the first time someone reaches for the menu, as the Services
  // menu's are: hidden until then, and never shown on a phone (the bar is), they were hydrated
  // on every page for every visitor. The footer and /tools carry the same destinations.
  const [wanted, setWanted] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_MENU_CLOSE_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape handling wrap a real button and links.
    <div
      data-testid="tools-menu"
      // From 1536 px the header row is the whole viewport (decision 0070): the panel hangs from
      // the button instead, so the pointer goes straight down into it and it sits by the menu.
      className="2xl:relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        setWanted(true);
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") scheduleClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen((value) => !value);
        }}
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.8125rem] font-semibold text-slate-800 hover:bg-slate-100 xl:px-3 xl:text-sm"
      >
        Tools
        <ChevronDown
          aria-hidden
          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Anchored to the header's row below 1536 px, not the button, so it stays inside the
        // viewport at 1024 px.
        className="absolute inset-x-4 top-full z-50 mx-auto max-w-[56rem] pt-2 sm:inset-x-6 2xl:inset-x-auto 2xl:left-0 2xl:mx-0 2xl:w-[56rem]"
      >
        {wanted ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
            <ul className="grid grid-cols-3 gap-x-6 gap-y-5">
              {categories.map((category) => (
                <li key={category.href}>
                  <Link
                    href={category.href}
                    onClick={() => setOpen(false)}
                    className="block rounded-md p-2 hover:bg-slate-50"
                  >
                    <span className="font-semibold text-ink-900">{category.name}</span>
                    <span className="mt-1 block text-sm text-slate-600">{category.summary}</span>
                  </Link>
                  <ul className="mt-1 space-y-1 pl-2">
                    {category.tools.slice(0, 4).map((tool) => (
                      <li key={tool.href + tool.label}>
                        <NavLink
                          link={tool}
                          onNavigate={() => setOpen(false)}
                          className="text-sm text-slate-700 hover:text-ink-700 hover:underline"
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <div className="mt-5 border-t border-slate-200 pt-4">
              <Link
                href="/tools"
                onClick={() => setOpen(false)}
                className="text-sm font-semibold text-ink-700 hover:underline"
              >
                View all tools →
              </Link>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
