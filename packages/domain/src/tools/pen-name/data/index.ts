import { australia } from "./au";
import { brazil } from "./br";
import { canada } from "./ca";
import { germany } from "./de";
import { spain } from "./es";
import { france } from "./fr";
import { unitedKingdom } from "./gb";
import { india } from "./in";
import { italy } from "./it";
import { japan } from "./jp";
import { mexico } from "./mx";
import { netherlands } from "./nl";
import type { CountryNameLists } from "./types";
import { unitedStates } from "./us";

export type { CountryNameLists, NameSource } from "./types";

/**
 * The shipped name lists, one module per country: the 13 countries with a Kindle store KDP
 * publishes to. The catalogue's "pen names from N countries" claim is read from this list.
 */
export const penNameCountryLists = [
  unitedStates,
  unitedKingdom,
  canada,
  australia,
  india,
  germany,
  france,
  spain,
  italy,
  netherlands,
  japan,
  brazil,
  mexico,
] as const satisfies readonly CountryNameLists[];

export type PenNameCountryCode = (typeof penNameCountryLists)[number]["code"];

export const penNameCountryCodes = penNameCountryLists.map((country) => country.code) as [
  PenNameCountryCode,
  ...PenNameCountryCode[],
];

/** The countries as code and name, for the catalogue and the country picker. */
export const penNameCountries = penNameCountryLists.map(({ code, name }) => ({ code, name }));

export const penNameCountryCount = penNameCountryLists.length;
