/** Where a list of names comes from. The lists are a selection from the top of each source. */
export type NameSource = {
  publisher: string;
  title: string;
  url: string;
  /** The edition or year of the figures the names were picked from. */
  edition: string;
};

export type CountryNameLists = {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** Given names as they are written in the country (Japanese names in Hepburn romanisation). */
  female: readonly string[];
  male: readonly string[];
  /** Given names the source lists for both sexes in numbers. */
  neutral: readonly string[];
  /** Family names. */
  last: readonly string[];
  sources: { firstNames: NameSource; lastNames: NameSource };
};
