"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import type { ServiceCategory } from "@/features/marketing/service-categories";
import { listCategoryServices } from "./list-services";
import { ServiceCard } from "./service-card";

/** The Services menu below 1024 px (SVC-03): each category expands to its providers. */
export function ServicesAccordion({
  categories,
  onNavigate,
}: {
  categories: ServiceCategory[];
  onNavigate: () => void;
}) {
  return (
    <div className="grid gap-2">
      <Accordion.Root type="single" collapsible>
        {categories.map((category) => (
          <Accordion.Item
            key={category.category}
            value={category.category}
            className="border-b border-slate-100"
          >
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between py-2 text-left font-medium text-ink-800">
                {category.category}
                <ChevronDown
                  aria-hidden
                  className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>
              {listCategoryServices(category).length > 0 ? (
                <ul className="grid gap-2 pb-3">
                  {listCategoryServices(category).map((service) => (
                    <li key={service.id}>
                      <ServiceCard service={service} compact />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="pb-3 text-sm text-slate-600">No providers listed here yet.</p>
              )}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <Link href="/services" onClick={onNavigate} className="font-semibold text-ember-700">
        See All Services
      </Link>
    </div>
  );
}
