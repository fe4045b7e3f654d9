/** A row of swatches naming a chart's series; `className` is each swatch's Tailwind fill. */
export function Legend({
  items,
  shape = "square",
  className = "flex flex-wrap gap-4 text-xs text-slate-600",
}: {
  items: ReadonlyArray<{ key: string; label: string; className: string }>;
  shape?: "square" | "dot";
  className?: string;
}) {
  return (
    <span className={className}>
      {items.map((item) => (
        <span key={item.key} className="inline-flex items-center gap-1">
          <svg aria-hidden width="10" height="10" className={item.className}>
            <rect width="10" height="10" rx={shape === "dot" ? 5 : 0} />
          </svg>
          {item.label}
        </span>
      ))}
    </span>
  );
}
