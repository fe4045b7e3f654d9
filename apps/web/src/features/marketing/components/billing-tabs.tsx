import Link from "next/link";
import { cn } from "@/lib/cn";
import type { BillingTab } from "../billing";

type BillingTabsProps = {
  /** The page the tabs belong to, e.g. "/pricing". */
  basePath: string;
  tabs: readonly BillingTab[];
  active: BillingTab;
  /** Accessible name of the tab group. */
  label: string;
  className?: string;
};

/**
 * Billing-period tabs as plain links (`?tab=…`). The server page reads the param, so switching
 * works without client JavaScript; the active link carries aria-current.
 */
export function BillingTabs({ basePath, tabs, active, label, className }: BillingTabsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => {
          const isActive = tab.id === active.id;
          return (
            <li key={tab.id}>
              <Link
                href={`${basePath}?tab=${tab.id}`}
                scroll={false}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center rounded-lg px-5 text-sm font-semibold transition-colors",
                  isActive
                    ? "bg-white text-ink-900 shadow-sm ring-1 ring-slate-200"
                    : "text-slate-700 hover:bg-white/70 hover:text-ink-900",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
