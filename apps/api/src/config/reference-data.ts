import { z } from "zod";
import { httpUrlSchema, type ValuesOf } from "./shared";

/** Outside reference data the tools ask for: a trademark office, the ECB's exchange rates. */
export type ReferenceDataConfig = {
  /**
   * A trademark office search the trademark checker also asks (decision 0058): `GET <url>?q=`
   * answering live marks; undefined = only the shipped list is checked.
   */
  trademarkSearch: { url: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /**
   * The ECB's daily reference rates (eurofxref-daily.xml) for My books' totals (decision 0117);
   * undefined = offline: the member's own rates and the starter rates only.
   */
  exchangeRates: { url: string; timeoutMs: number } | undefined;
};

export const referenceDataShape = {
  TRADEMARK_SEARCH_URL: httpUrlSchema.optional(),
  TRADEMARK_SEARCH_API_KEY: z.string().trim().min(1).max(512).optional(),
  TRADEMARK_SEARCH_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("3000"),
  EXCHANGE_RATES_URL: httpUrlSchema.optional(),
};

export function referenceDataFrom(
  values: ValuesOf<typeof referenceDataShape>,
): ReferenceDataConfig {
  return {
    trademarkSearch:
      values.TRADEMARK_SEARCH_URL === undefined
        ? undefined
        : {
            url: values.TRADEMARK_SEARCH_URL,
            apiKey: values.TRADEMARK_SEARCH_API_KEY,
            timeoutMs: values.TRADEMARK_SEARCH_TIMEOUT_MS,
          },
    exchangeRates:
      values.EXCHANGE_RATES_URL === undefined
        ? undefined
        : { url: values.EXCHANGE_RATES_URL, timeoutMs: 3_000 },
  };
}
