"use client";

import { HOVER_MENU_CLOSE_MS } from "@inkforge/domain/constants";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import {
  listCategoryServices,
  type ServiceCategory,
} from "@/features/marketing/service-categories";
import { ServiceCard } from "./service-card";

/**
 * The header's Services menu (spec §2.9, SVC-02): a sidebar of categories and the active one's
 * providers. Opens on hover or click like the Tools menu; Escape or leaving closes it.
 */
export function ServicesMenu({ categories }: { categories: ServiceCategory[] }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
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
  const current = categories[active];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and Escape handling wrap a real button and links.
    <div
      data-testid="services-menu"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) hoverOpenedAt.current = Date.now();
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
        onClick={() =>
          setOpen((value) => (value && Date.now() - hoverOpenedAt.current < 600 ? true : !value))
        }
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
        <div className="grid grid-cols-[14rem_minmax(0,1fr)] overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl">
          <ul aria-label="Service categories" className="border-r border-slate-200 bg-slate-50 p-2">
            {categories.map((category, index) => (
              <li key={category.category}>
                <button
                  type="button"
                  aria-pressed={index === active}
                  onClick={() => setActive(index)}
                  onPointerEnter={() => setActive(index)}
                  className={`w-full rounded-md px-3 py-2 text-left text-sm font-semibold ${
                    index === active
                      ? "bg-white text-ink-900 shadow-sm"
                      : "text-slate-700 hover:bg-white"
                  }`}
                >
                  {category.category}
                </button>
              </li>
            ))}
          </ul>
          <div className="grid content-start gap-3 p-4">
            {current ? (
              <>
                <p className="text-sm text-slate-700">{current.description}</p>
                <ul
                  aria-label={`${current.category} providers`}
                  className="grid gap-3 sm:grid-cols-2"
                >
                  {listCategoryServices(current).map((service) => (
                    <li key={service.id}>
                      <ServiceCard service={service} compact />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <Link
              href="/services"
              onClick={() => setOpen(false)}
              className="text-sm font-semibold text-ink-700 hover:underline"
            >
              See All Services
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
