import type * as React from "react";
import { cn } from "@/lib/cn";

export type ChecklistItem = {
  /** What to check, in a few words. */
  label: string;
  /** Why, or the exact rule. */
  detail?: React.ReactNode;
};

/** A written-out checklist: a plain list with a box glyph, printable as it stands. */
export function Checklist({
  items,
  className,
}: {
  items: readonly ChecklistItem[];
  className?: string;
}) {
  return (
    <ul className={cn("max-w-3xl space-y-3", className)}>
      {items.map((item) => (
        <li key={item.label} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-1 size-4 shrink-0 rounded-sm border-2 border-ink-700 bg-white"
          />
          <span className="leading-7 text-slate-700">
            <span className="font-semibold text-ink-900">{item.label}</span>
            {item.detail ? <> — {item.detail}</> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
