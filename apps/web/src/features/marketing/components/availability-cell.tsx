import type { Availability } from "@inkforge/domain/shop/enums";
import { cn } from "@/lib/cn";
import { Icon, type IconName } from "./icon";

const look: Record<Availability, { icon: IconName; label: string; className: string }> = {
  available: { icon: "check", label: "Available", className: "text-emerald-800" },
  limited: { icon: "half", label: "Limited", className: "text-amber-800" },
  "not available": { icon: "minus", label: "Not available", className: "text-slate-600" },
  "max 100 entries": { icon: "check", label: "Max 100 entries", className: "text-emerald-800" },
  "max 200 entries": { icon: "check", label: "Max 200 entries", className: "text-emerald-800" },
};

/** One availability value with an icon and visible text (never colour alone). */
export function AvailabilityCell({ value }: { value: Availability }) {
  const { icon, label, className } = look[value];
  return (
    <span className={cn("inline-flex items-center gap-1.5 text-sm font-medium", className)}>
      <Icon name={icon} className="size-4" />
      {label}
    </span>
  );
}
