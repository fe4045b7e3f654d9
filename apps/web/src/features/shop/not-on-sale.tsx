/** Said where a buy button would be, for an offer an operator took off sale (decision 0145). */
export function NotOnSale({ name, className = "" }: { name: string; className?: string }) {
  return (
    <p
      data-testid="not-on-sale"
      className={`rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-800 ${className}`}
    >
      {name} is not on sale at the moment.
    </p>
  );
}
