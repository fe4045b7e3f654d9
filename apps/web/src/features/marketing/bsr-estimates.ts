/*
 * A published third-party table of Best Sellers Rank against copies sold per day (Nonfiction
 * Authors Association; the same break points as the Kindlepreneur calculator). Amazon publishes no
 * conversion, so these are estimates. Source: shared/reference/kdp-facts.md §7.2.
 */
export type BsrBand = {
  /** Rank range, inclusive. */
  fromRank: number;
  toRank: number;
  /** Estimated copies per day. */
  perDay: string;
};

const bsrBands: readonly BsrBand[] = [
  { fromRank: 1, toRank: 5, perDay: "4,000 or more" },
  { fromRank: 5, toRank: 20, perDay: "3,000 to 4,000" },
  { fromRank: 20, toRank: 35, perDay: "2,000 to 3,000" },
  { fromRank: 35, toRank: 200, perDay: "500 to 2,000" },
  { fromRank: 200, toRank: 500, perDay: "175 to 500" },
  { fromRank: 500, toRank: 3000, perDay: "70 to 175" },
  { fromRank: 3000, toRank: 10000, perDay: "15 to 70" },
  { fromRank: 10000, toRank: 50000, perDay: "5 to 15" },
  { fromRank: 50000, toRank: 100000, perDay: "about 1" },
];

/** The band a rank falls in (the first band whose range contains it), if the table covers it. */
export function bsrBandFor(rank: number): BsrBand | undefined {
  return bsrBands.find((band) => rank >= band.fromRank && rank <= band.toRank);
}
