import type { PreflightResult } from "@inkforge/domain/book-project/preflight";
import type { MarketplaceId } from "@inkforge/domain/kdp/marketplaces";
import { formatMoney } from "@/features/tools/royalty/options";

const inputClass =
  "h-10 w-28 rounded-md border border-slate-300 bg-white px-2 text-right text-base text-slate-900";

const money = (value: number | null, currency: string) =>
  value === null ? "–" : formatMoney(value, currency);

/**
 * Every marketplace that sells the format: the price field, and beside it the floor, the better
 * rate's threshold and what the price earns, all recomputed from the current specs.
 */
export function PreflightPriceTable({
  result,
  prices,
  onPriceChange,
}: {
  result: PreflightResult;
  prices: Record<MarketplaceId, string>;
  onPriceChange: (marketplace: MarketplaceId, value: string) => void;
}) {
  const isEbook = result.format === "ebook";
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full min-w-[38rem] text-left text-sm">
        <caption className="sr-only">List prices, price floors and royalty per marketplace</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
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
              {isEbook ? "70% band" : "60% from"}
            </th>
            <th scope="col" className="px-3 py-2">
              Royalty
            </th>
          </tr>
        </thead>
        <tbody>
          {result.marketplaces.map((row) => (
            <tr
              key={row.marketplace}
              data-testid="preflight-marketplace"
              data-marketplace={row.marketplace}
              className="border-t border-slate-200"
            >
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {row.label}
                <span className="block text-xs font-normal text-slate-500">{row.currency}</span>
              </th>
              <td className="px-3 py-2">
                <input
                  className={inputClass}
                  inputMode="decimal"
                  aria-label={`List price on ${row.label} (${row.currency})`}
                  value={prices[row.marketplace]}
                  onChange={(event) => onPriceChange(row.marketplace, event.target.value)}
                />
              </td>
              {row.unavailable ? (
                <td colSpan={isEbook ? 3 : 4} className="px-3 py-2 text-slate-600">
                  {row.unavailable}
                </td>
              ) : (
                <>
                  {isEbook ? null : (
                    <td className="px-3 py-2 tabular-nums">
                      {money(row.printingCost, row.currency)}
                    </td>
                  )}
                  <td data-testid="preflight-minimum" className="px-3 py-2 tabular-nums">
                    {row.minimumListPrice === null
                      ? "not published"
                      : money(row.minimumListPrice, row.currency)}
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {row.band70
                      ? `${money(row.band70.min, row.currency)}–${money(row.band70.max, row.currency)}`
                      : money(row.sixtyPercentFrom, row.currency)}
                  </td>
                  <td data-testid="preflight-royalty" className="px-3 py-2 tabular-nums">
                    {row.royalty === null
                      ? "–"
                      : `${money(row.royalty, row.currency)} (${row.rate}%)`}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
