import type * as React from "react";
import { cn } from "@/lib/cn";

type SectionProps = {
  title?: string;
  id?: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
};

/** A titled band of a page; the title is an h2 so pages keep a clean heading outline. */
export function Section({ title, id, intro, children, className }: SectionProps) {
  return (
    <section
      id={id}
      className={cn("py-10", className)}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      {title ? (
        <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold text-ink-900">
          {title}
        </h2>
      ) : null}
      {intro ? <div className="mt-2 max-w-3xl text-slate-600">{intro}</div> : null}
      <div className={title || intro ? "mt-6" : undefined}>{children}</div>
    </section>
  );
}
