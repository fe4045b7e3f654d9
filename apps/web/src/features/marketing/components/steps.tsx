import type * as React from "react";
import { cn } from "@/lib/cn";

export type Step = { title: string; body: React.ReactNode };

/** A numbered sequence of steps; an ordered list so the order is announced. */
export function Steps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-800 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink-900">{step.title}</h3>
            <div className="mt-1 text-sm text-slate-700 leading-6">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
