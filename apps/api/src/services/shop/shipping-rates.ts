import type { ShippingOffer, ShippingRate } from "../payments/provider";

/*
 * Where merch ships and what it costs (decision 0028): the shop's own flat rates per destination
 * zone, one parcel whatever the number of items. The hosted page shows the rate of the buyer's
 * country; the server checks the charged rate against this table when the payment arrives, so
 * the total is always decided here, never by the page or the client.
 */

const shippingRates: readonly ShippingRate[] = [
  {
    id: "ship-us",
    label: "United States, standard (5–8 business days)",
    amountCents: 500,
    countries: ["US"],
  },
  {
    id: "ship-north-america",
    label: "Canada and Mexico (7–12 business days)",
    amountCents: 950,
    countries: ["CA", "MX"],
  },
  {
    id: "ship-europe",
    label: "Europe and the UK (7–14 business days)",
    amountCents: 1200,
    countries: [
      "GB",
      "IE",
      "DE",
      "FR",
      "ES",
      "IT",
      "NL",
      "BE",
      "AT",
      "CH",
      "SE",
      "DK",
      "FI",
      "NO",
      "PL",
      "PT",
    ],
  },
  {
    id: "ship-international",
    label: "Rest of the world, tracked (10–21 business days)",
    amountCents: 1600,
    countries: ["AU", "NZ", "JP", "SG", "IN", "BD", "EG", "AE", "ZA", "BR"],
  },
];

/** Every country merch ships to. */
const shippingCountries: readonly string[] = shippingRates.flatMap((rate) => rate.countries);

/** The rate for a destination country, or undefined when we do not ship there. */
export function findShippingRate(country: string): ShippingRate | undefined {
  const code = country.trim().toUpperCase();
  return shippingRates.find((rate) => rate.countries.includes(code));
}

/** What the hosted checkout page offers for a cart with merch. */
export function shippingOffer(): ShippingOffer {
  return {
    countries: [...shippingCountries],
    rates: shippingRates.map((rate) => ({ ...rate, countries: [...rate.countries] })),
  };
}
