import type * as React from "react";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";

/** A bulleted list with check marks. */
export function CheckList({
  items,
  className,
}: {
  items: readonly React.ReactNode[];
  className?: string;
}) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item, index) => (
        // Items are static copy; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <li key={index} className="flex gap-2 text-slate-700">
          <Icon name="check" className="mt-0.5 size-5 text-emerald-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
