import type { PreflightResult } from "@inkforge/domain/book-project/preflight";
import type { MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import type * as React from "react";
import { formatMoney } from "@/components/forms/kdp-options";

const inputClass =
  "h-10 w-28 rounded-md border border-slate-300 bg-white px-2 text-right text-base text-slate-900 aria-[invalid=true]:border-red-700";

const money = (value: number | null, currency: string) =>
  value === null ? "–" : formatMoney(value, currency);

/** The column's name inside the cell, for the card layout below `sm` (the header is hidden). */
function MobileLabel({ children }: { children: React.ReactNode }) {
  return (
    <span className="block text-xs uppercase tracking-wide text-slate-500 sm:hidden">
      {children}
    </span>
  );
}

/**
 * Every marketplace that sells the format: the price field, and beside it the floor, the better
 * rate's threshold and what the price earns, all recomputed from the current specs.
 */
export function PreflightPriceTable({
  result,
  prices,
  priceError,
  onPriceChange,
}: {
  result: PreflightResult;
  prices: Record<MarketplaceId, string>;
  /** The form's sentence about a price the project cannot be saved with. */
  priceError: (marketplace: MarketplaceId) => string | undefined;
  onPriceChange: (marketplace: MarketplaceId, value: string) => void;
}) {
  const isEbook = result.format === "ebook";
  const thresholdLabel = isEbook ? "70% band" : "60% from";
  // Below `sm` each row is a card of labelled figures, so the minimum and the royalty stay on
  // screen at 390 px instead of behind a sideways scroll; from `sm` up it is a plain table.
  const cell = "sm:px-3 sm:py-2 tabular-nums";
  return (
    <div className="rounded-md border border-slate-200 sm:overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[38rem]">
        <caption className="sr-only">List prices, price floors and royalty per marketplace</caption>
        <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 sm:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2">
              Marketplace
            </th>
            <th scope="col" className="px-3 py-2">
              List price
            </th>
            {isEbook ? null : (
              <th scope="col" className="px-3 py-2">
                Printing
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              Minimum
            </th>
            <th scope="col" className="px-3 py-2">
              {thresholdLabel}
            </th>
            <th scope="col" className="px-3 py-2">
              Royalty
            </th>
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {result.marketplaces.map((row) => {
            const error = priceError(row.marketplace);
            const errorId = `price-${row.marketplace}-error`;
            return (
              <tr
                key={row.marketplace}
                data-testid="preflight-marketplace"
                data-marketplace={row.marketplace}
                className="grid grid-cols-2 items-center gap-x-3 gap-y-2 border-t border-slate-200 px-3 py-3 first:border-t-0 sm:table-row sm:p-0 sm:first:border-t"
              >
                <th scope="row" className="font-medium text-slate-900 sm:px-3 sm:py-2">
                  {row.label}
                  <span className="block text-xs font-normal text-slate-500">{row.currency}</span>
                </th>
                <td className="sm:px-3 sm:py-2">
                  <input
                    className={inputClass}
                    inputMode="decimal"
                    aria-label={`List price on ${row.label} (${row.currency})`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    value={prices[row.marketplace]}
                    onChange={(event) => onPriceChange(row.marketplace, event.target.value)}
                  />
                  {error ? (
                    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  ) : null}
                </td>
                {row.unavailable ? (
                  <td
                    colSpan={isEbook ? 3 : 4}
                    className="col-span-2 text-slate-600 sm:px-3 sm:py-2"
                  >
                    {row.unavailable}
                  </td>
                ) : (
                  <>
                    {isEbook ? null : (
                      <td className={cell}>
                        <MobileLabel>Printing</MobileLabel>
                        {money(row.printingCost, row.currency)}
                      </td>
                    )}
                    <td className={cell}>
                      <MobileLabel>Minimum</MobileLabel>
                      <span data-testid="preflight-minimum">
                        {row.minimumListPrice === null
                          ? "not published"
                          : money(row.minimumListPrice, row.currency)}
                      </span>
                    </td>
                    <td className={cell}>
                      <MobileLabel>{thresholdLabel}</MobileLabel>
                      {row.band70
                        ? `${money(row.band70.min, row.currency)}–${money(row.band70.max, row.currency)}`
                        : money(row.sixtyPercentFrom, row.currency)}
                    </td>
                    <td className={cell}>
                      <MobileLabel>Royalty</MobileLabel>
                      <span data-testid="preflight-royalty">
                        {row.royalty === null
                          ? "–"
                          : `${money(row.royalty, row.currency)} (${row.rate}%)`}
                      </span>
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
