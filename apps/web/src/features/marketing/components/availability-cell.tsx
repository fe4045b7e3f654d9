import type { Availability } from "@inkforge/domain/shop/enums";
import styles from "./comparison-table.module.css";

const look: Record<Availability, { label: string; className: string | undefined }> = {
  available: { label: "Available", className: styles.full },
  limited: { label: "Limited", className: styles.limited },
  "not available": { label: "Not available", className: styles.none },
  "max 100 entries": { label: "Max 100 entries", className: styles.full },
  "max 200 entries": { label: "Max 200 entries", className: styles.full },
};

/**
 * One availability value with an icon and visible text (never colour alone). The icon is drawn by
 * the stylesheet: an inline SVG in each of the comparison's ~300 cells was a third of /pricing's
 * HTML, and again of its RSC payload (issue 26).
 */
export function AvailabilityCell({ value }: { value: Availability }) {
  const { label, className } = look[value];
  return <span className={`${styles.value} ${className}`}>{label}</span>;
}
