import type * as React from "react";
import { cn } from "@/lib/cn";

export type FaqItem = {
  /** Stable id, used as the anchor of the question. */
  id: string;
  question: string;
  answer: React.ReactNode;
};

/**
 * Questions as native disclosure widgets (<details>/<summary>): keyboard and screen-reader
 * accessible with no client JavaScript. Each question is linkable by its id.
 */
export function FaqList({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div className={cn("max-w-3xl divide-y divide-slate-200 border-y border-slate-200", className)}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group py-1">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 font-semibold text-ink-900 hover:text-ink-700 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-xl leading-none text-ember-600 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="space-y-3 pb-5 pr-8 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-ink-700 [&_a]:underline [&_a]:underline-offset-2 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
