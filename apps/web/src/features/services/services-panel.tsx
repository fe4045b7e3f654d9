"use client";

import Link from "next/link";
import { useState } from "react";
import type { ServiceCategory } from "@/features/services/service-categories";
import { listCategoryServices } from "./list-services";
import { ServiceCard } from "./service-card";

/** The open Services menu: categories at the side, the active one's providers beside them. */
export function ServicesPanel({
  categories,
  onNavigate,
}: {
  categories: ServiceCategory[];
  onNavigate: () => void;
}) {
  const [active, setActive] = useState(0);
  const current = categories[active];
  return (
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
            {listCategoryServices(current).length > 0 ? (
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
            ) : (
              <p className="text-sm text-slate-600">
                No providers listed here yet. See what to look for when you hire.
              </p>
            )}
          </>
        ) : null}
        <Link
          href="/services"
          onClick={onNavigate}
          className="text-sm font-semibold text-ink-700 hover:underline"
        >
          See All Services
        </Link>
      </div>
    </div>
  );
}
