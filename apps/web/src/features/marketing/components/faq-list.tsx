import type * as React from "react";

export type FaqItem = { question: string; answer: React.ReactNode };

/** Questions and answers as native disclosure widgets (keyboard accessible, no JavaScript). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <span
              aria-hidden="true"
              className="mt-0.5 text-xl leading-none text-slate-500 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="mt-3 space-y-2 text-slate-700 leading-7 [&_a]:font-medium [&_a]:text-ink-700 [&_a]:underline [&_a]:underline-offset-2">
            {item.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
