"use client";

import { HOVER_MENU_CLOSE_MS } from "@inkforge/domain/constants";
import { ChevronDown } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useId, useRef, useState } from "react";
import type { ServiceCategory } from "@/features/services/service-categories";

const ServicesPanel = dynamic(() => import("./services-panel").then((m) => m.ServicesPanel), {
  ssr: false,
});

/**
 * The header's Services menu (spec §2.9, SVC-02): a sidebar of categories and the active one's
 * providers. Opens on hover or click like the Tools menu; Escape or leaving closes it.
 */
export function ServicesMenu({ categories }: { categories: ServiceCategory[] }) {
  const [open, setOpen] = useState(false);
  // The panel's code loads the first time the menu opens (or the pointer comes near it).
  const [wanted, setWanted] = useState(false);
  // A click right after the pointer opened the menu must not close it again.
  const hoverOpenedAt = useRef(0);
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
      data-testid="services-menu"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) hoverOpenedAt.current = Date.now();
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
          setOpen((value) => (value && Date.now() - hoverOpenedAt.current < 600 ? true : !value));
        }}
        className="inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-[0.8125rem] font-semibold text-slate-800 hover:bg-slate-100 xl:px-3 xl:text-sm"
      >
        Services
        <ChevronDown
          aria-hidden
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-4 top-full z-50 mx-auto max-w-[60rem] pt-2 sm:inset-x-6"
      >
        {wanted ? (
          <ServicesPanel categories={categories} onNavigate={() => setOpen(false)} />
        ) : null}
      </div>
    </div>
  );
}
