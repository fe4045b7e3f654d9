import type { AffiliateSale, AffiliateTracker } from "./affiliate-tracker";

/*
 * A self-hosted iDevAffiliate-style tracker (decision 0025): the generic sale call
 * `GET <host>/sale.php?profile=<id>&idev_saleamt=19.00&idev_ordernum=<order>&ip_address=<ip>`,
 * plus `idev_affiliate=<value>` when the purchase carried an affiliate value. Any 2xx counts as
 * accepted; anything else, a network error or the timeout is an error for the caller to record.
 */

export type IdevAffiliateTrackerOptions = {
  /** The tracker's base URL without a trailing slash, e.g. https://affiliates.example.com. */
  host: string;
  /** The integration profile id; omitted from the call when unset. */
  profile: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export class AffiliateTrackerError extends Error {
  override name = "AffiliateTrackerError";
}

/** The sale call's URL, with its parameters in a fixed order. */
function idevSaleUrl(
  options: Pick<IdevAffiliateTrackerOptions, "host" | "profile">,
  sale: AffiliateSale,
): URL {
  const url = new URL(`${options.host}/sale.php`);
  if (options.profile) url.searchParams.set("profile", options.profile);
  url.searchParams.set("idev_saleamt", sale.amount);
  url.searchParams.set("idev_ordernum", sale.orderNumber);
  if (sale.ipAddress) url.searchParams.set("ip_address", sale.ipAddress);
  if (sale.affiliate) url.searchParams.set("idev_affiliate", sale.affiliate);
  return url;
}

export function createIdevAffiliateTracker(options: IdevAffiliateTrackerOptions): AffiliateTracker {
  const fetchImpl = options.fetch ?? fetch;
  return {
    kind: "idevaffiliate",
    async reportSale(sale) {
      const url = idevSaleUrl(options, sale);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: "GET",
          headers: { accept: "*/*" },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new AffiliateTrackerError(`the affiliate tracker at ${url.host} did not answer`, {
          cause: error,
        });
      }
      // The body (a pixel or an empty page) means nothing to us; read it to free the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) {
        throw new AffiliateTrackerError(
          `the affiliate tracker at ${url.host} answered ${response.status}`,
        );
      }
      return { sent: true };
    },
  };
}
