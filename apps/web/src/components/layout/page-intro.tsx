import type * as React from "react";
import { cn } from "@/lib/cn";

type PageIntroProps = {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
};

/** The opening block of a content page: one h1, an optional eyebrow and lead, optional actions. */
export function PageIntro({ eyebrow, title, lead, children, className }: PageIntroProps) {
  return (
    <header className={cn("border-b border-slate-200 pb-8 pt-10", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-ember-700">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      {lead ? <div className="mt-4 max-w-3xl text-lg text-slate-600">{lead}</div> : null}
      {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
    </header>
  );
}
