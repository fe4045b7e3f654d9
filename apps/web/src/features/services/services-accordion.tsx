"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import type { ServiceCategory } from "@/features/services/service-categories";
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
        {categories.map((category) => {
          const services = listCategoryServices(category);
          return (
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
              <Accordion.Content className="grid gap-2 pb-3">
                {services.length > 0
                  ? services.map((service) => (
                      <ServiceCard key={service.id} service={service} compact />
                    ))
                  : "No providers listed here yet."}
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
      <Link href="/services" onClick={onNavigate} className="font-semibold text-ember-700">
        See All Services
      </Link>
    </div>
  );
}
