import { AMAZON_DOMAINS, type AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";

/**
 * The Amazon store of a research or tracker form: one labelled select of the 19 stores, so every
 * tool offers the same list in the same order. `compact` is the one-line toolbar forms' size.
 */
export function MarketplaceSelect({
  value,
  onChange,
  label = "Marketplace",
  compact = false,
}: {
  value: AmazonDomain;
  onChange: (domain: AmazonDomain) => void;
  label?: string;
  compact?: boolean;
}) {
  return (
    <label className={compact ? "grid gap-1 text-sm" : "grid gap-1.5"}>
      <span className={compact ? "font-medium" : "text-sm font-semibold text-ink-900"}>
        {label}
      </span>
      <select
        name="domain"
        value={value}
        onChange={(event) => onChange(event.target.value as AmazonDomain)}
        className={
          compact
            ? "h-10 rounded-md border px-2"
            : "h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900"
        }
      >
        {AMAZON_DOMAINS.map((domain) => (
          <option key={domain} value={domain}>
            {domain}
          </option>
        ))}
      </select>
    </label>
  );
}
