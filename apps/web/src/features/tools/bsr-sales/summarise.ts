import type { BsrSalesResult } from "@inkforge/domain/tools/bsr-sales/bsr-sales";

const count = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** The result as plain text for the clipboard. */
export function summariseBsrSales(result: BsrSalesResult): string {
  const lines = [
    `Best Seller Rank ${result.bsr.toLocaleString("en-US")} (${result.format}, ${result.marketplace})`,
    `Copies a day: ${count(result.daily.low)} low, ${count(result.daily.typical)} typical, ${count(result.daily.high)} high`,
    `Copies a month: ${count(result.monthly.low)} low, ${count(result.monthly.typical)} typical, ${count(result.monthly.high)} high`,
  ];
  if (result.royalty) {
    const { currency, perSale, monthly } = result.royalty;
    lines.push(
      `Royalty a month (${perSale} ${currency} a copy): ${monthly.low} low, ${monthly.typical} typical, ${monthly.high} high ${currency}`,
    );
  }
  for (const note of result.notes)
    lines.push(`${note.text} (${note.source.key}, ${note.source.date})`);
  return lines.join("\n");
}
