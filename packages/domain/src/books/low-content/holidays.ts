import type { MarketplaceId } from "../../kdp/marketplaces";
import {
  addDays,
  easterSunday,
  type IsoDate,
  isoDate,
  nthWeekday,
  parseIsoDate,
  weekdayOf,
  weekdayOnOrBefore,
} from "./calendar";

/*
 * Public holidays printed in dated planners, per marketplace country (decision 0101). Rules, not
 * lists: a fixed date, the n-th weekday of a month, or an offset from Easter (computed by
 * algorithm in calendar.ts), with each country's weekend rule. Each country names its official
 * source and the date its rules were recorded; the years whose dates the tests pin are
 * HOLIDAY_YEARS and a planner is offered only for those years. Only holidays that apply to the whole
 * country are listed (Germany's and Australia's state holidays differ; the planner says so).
 */

export const HOLIDAY_COUNTRIES = ["US", "UK", "DE", "FR", "CA", "AU"] as const;
export type HolidayCountry = (typeof HOLIDAY_COUNTRIES)[number];
export const HOLIDAY_YEARS = { from: 2026, to: 2028 } as const;

type DateRule =
  | { kind: "fixed"; month: number; day: number }
  | { kind: "nth-weekday"; month: number; weekday: number; n: number }
  | { kind: "easter"; offset: number }
  | { kind: "weekday-on-or-before"; month: number; day: number; weekday: number };

/**
 * How a holiday on a weekend is kept: "us-federal" moves Saturday to Friday and Sunday to Monday;
 * "next-weekday" gives the next weekday that is not already a holiday (UK, Canada, Australia).
 */
type WeekendRule = "none" | "us-federal" | "next-weekday";

type HolidayRule = { name: string; date: DateRule; weekend: WeekendRule };

/**
 * `recorded` is when the rules were written down from the source; this sitting had no internet,
 * so the known dates in the tests come from the sources' published lists as remembered, and the
 * addresses should be opened once when the data is next reviewed.
 */
export type HolidaySource = { title: string; url: string; recorded: IsoDate };

export type CountryHolidays = {
  country: HolidayCountry;
  name: string;
  scope: string;
  source: HolidaySource;
  rules: readonly HolidayRule[];
};

const fixed = (month: number, day: number): DateRule => ({ kind: "fixed", month, day });
const nth = (month: number, weekday: number, n: number): DateRule => ({
  kind: "nth-weekday",
  month,
  weekday,
  n,
});
const easter = (offset: number): DateRule => ({ kind: "easter", offset });
const MON = 1;
const THU = 4;
const RECORDED = "2026-11-28";

export const HOLIDAY_DATA: Record<HolidayCountry, CountryHolidays> = {
  US: {
    country: "US",
    name: "United States",
    scope: "Federal holidays (5 U.S.C. 6103)",
    source: {
      title: "U.S. Office of Personnel Management: Federal holidays",
      url: "https://www.opm.gov/policy-data-oversight/pay-leave/federal-holidays/",
      recorded: RECORDED,
    },
    rules: [
      { name: "New Year's Day", date: fixed(1, 1), weekend: "us-federal" },
      { name: "Martin Luther King Jr. Day", date: nth(1, MON, 3), weekend: "none" },
      { name: "Washington's Birthday", date: nth(2, MON, 3), weekend: "none" },
      { name: "Memorial Day", date: nth(5, MON, -1), weekend: "none" },
      { name: "Juneteenth", date: fixed(6, 19), weekend: "us-federal" },
      { name: "Independence Day", date: fixed(7, 4), weekend: "us-federal" },
      { name: "Labor Day", date: nth(9, MON, 1), weekend: "none" },
      { name: "Columbus Day", date: nth(10, MON, 2), weekend: "none" },
      { name: "Veterans Day", date: fixed(11, 11), weekend: "us-federal" },
      { name: "Thanksgiving Day", date: nth(11, THU, 4), weekend: "none" },
      { name: "Christmas Day", date: fixed(12, 25), weekend: "us-federal" },
    ],
  },
  UK: {
    country: "UK",
    name: "United Kingdom",
    scope: "Bank holidays in England and Wales",
    source: {
      title: "GOV.UK: UK bank holidays",
      url: "https://www.gov.uk/bank-holidays",
      recorded: RECORDED,
    },
    rules: [
      { name: "New Year's Day", date: fixed(1, 1), weekend: "next-weekday" },
      { name: "Good Friday", date: easter(-2), weekend: "none" },
      { name: "Easter Monday", date: easter(1), weekend: "none" },
      { name: "Early May bank holiday", date: nth(5, MON, 1), weekend: "none" },
      { name: "Spring bank holiday", date: nth(5, MON, -1), weekend: "none" },
      { name: "Summer bank holiday", date: nth(8, MON, -1), weekend: "none" },
      { name: "Christmas Day", date: fixed(12, 25), weekend: "next-weekday" },
      { name: "Boxing Day", date: fixed(12, 26), weekend: "next-weekday" },
    ],
  },
  DE: {
    country: "DE",
    name: "Deutschland",
    scope: "Bundesweite gesetzliche Feiertage",
    source: {
      title: "Bundesministerium des Innern: Gesetzliche Feiertage",
      url: "https://www.bmi.bund.de/DE/themen/verfassung/staatliche-symbole/nationale-feiertage/nationale-feiertage-node.html",
      recorded: RECORDED,
    },
    rules: [
      { name: "Neujahr", date: fixed(1, 1), weekend: "none" },
      { name: "Karfreitag", date: easter(-2), weekend: "none" },
      { name: "Ostermontag", date: easter(1), weekend: "none" },
      { name: "Tag der Arbeit", date: fixed(5, 1), weekend: "none" },
      { name: "Christi Himmelfahrt", date: easter(39), weekend: "none" },
      { name: "Pfingstmontag", date: easter(50), weekend: "none" },
      { name: "Tag der Deutschen Einheit", date: fixed(10, 3), weekend: "none" },
      { name: "1. Weihnachtstag", date: fixed(12, 25), weekend: "none" },
      { name: "2. Weihnachtstag", date: fixed(12, 26), weekend: "none" },
    ],
  },
  FR: {
    country: "FR",
    name: "France",
    scope: "Jours fériés (Code du travail, art. L3133-1)",
    source: {
      title:
        "Service-Public.fr: Jours fériés et ponts dans le secteur privé (Code du travail, art. L3133-1)",
      url: "https://www.service-public.fr/particuliers/vosdroits/F2405",
      recorded: RECORDED,
    },
    rules: [
      { name: "Jour de l'an", date: fixed(1, 1), weekend: "none" },
      { name: "Lundi de Pâques", date: easter(1), weekend: "none" },
      { name: "Fête du Travail", date: fixed(5, 1), weekend: "none" },
      { name: "Victoire 1945", date: fixed(5, 8), weekend: "none" },
      { name: "Ascension", date: easter(39), weekend: "none" },
      { name: "Lundi de Pentecôte", date: easter(50), weekend: "none" },
      { name: "Fête nationale", date: fixed(7, 14), weekend: "none" },
      { name: "Assomption", date: fixed(8, 15), weekend: "none" },
      { name: "Toussaint", date: fixed(11, 1), weekend: "none" },
      { name: "Armistice 1918", date: fixed(11, 11), weekend: "none" },
      { name: "Noël", date: fixed(12, 25), weekend: "none" },
    ],
  },
  CA: {
    country: "CA",
    name: "Canada",
    scope: "Federal statutory holidays (Canada Labour Code)",
    source: {
      title: "Government of Canada: Public holidays",
      url: "https://www.canada.ca/en/revenue-agency/services/tax/public-holidays.html",
      recorded: RECORDED,
    },
    rules: [
      { name: "New Year's Day", date: fixed(1, 1), weekend: "next-weekday" },
      { name: "Good Friday", date: easter(-2), weekend: "none" },
      {
        name: "Victoria Day",
        date: { kind: "weekday-on-or-before", month: 5, day: 24, weekday: MON },
        weekend: "none",
      },
      { name: "Canada Day", date: fixed(7, 1), weekend: "next-weekday" },
      { name: "Labour Day", date: nth(9, MON, 1), weekend: "none" },
      { name: "National Day for Truth and Reconciliation", date: fixed(9, 30), weekend: "none" },
      { name: "Thanksgiving", date: nth(10, MON, 2), weekend: "none" },
      { name: "Remembrance Day", date: fixed(11, 11), weekend: "none" },
      { name: "Christmas Day", date: fixed(12, 25), weekend: "next-weekday" },
      { name: "Boxing Day", date: fixed(12, 26), weekend: "next-weekday" },
    ],
  },
  AU: {
    country: "AU",
    name: "Australia",
    scope: "National public holidays (states add their own)",
    source: {
      title: "Fair Work Ombudsman: Public holidays",
      url: "https://www.fairwork.gov.au/employment-conditions/public-holidays",
      recorded: RECORDED,
    },
    rules: [
      { name: "New Year's Day", date: fixed(1, 1), weekend: "next-weekday" },
      { name: "Australia Day", date: fixed(1, 26), weekend: "next-weekday" },
      { name: "Good Friday", date: easter(-2), weekend: "none" },
      { name: "Easter Monday", date: easter(1), weekend: "none" },
      { name: "Anzac Day", date: fixed(4, 25), weekend: "none" },
      { name: "Christmas Day", date: fixed(12, 25), weekend: "next-weekday" },
      { name: "Boxing Day", date: fixed(12, 26), weekend: "next-weekday" },
    ],
  },
};

/** The marketplace's country for a planner's holidays; null where no holiday data ships. */
export const MARKETPLACE_HOLIDAY_COUNTRY: Partial<Record<MarketplaceId, HolidayCountry>> = {
  "amazon.com": "US",
  "amazon.co.uk": "UK",
  "amazon.de": "DE",
  "amazon.fr": "FR",
  "amazon.ca": "CA",
  "amazon.com.au": "AU",
};

export type Holiday = { date: IsoDate; name: string; observed: boolean };

function ruleDate(rule: DateRule, year: number): IsoDate {
  switch (rule.kind) {
    case "fixed":
      return isoDate(year, rule.month, rule.day);
    case "nth-weekday":
      return nthWeekday(year, rule.month, rule.weekday, rule.n);
    case "easter":
      return addDays(easterSunday(year), rule.offset);
    case "weekday-on-or-before":
      return weekdayOnOrBefore(isoDate(year, rule.month, rule.day), rule.weekday);
  }
}

const isWeekend = (date: IsoDate) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

function holidaysOfRules(country: CountryHolidays, year: number): Holiday[] {
  const actual = country.rules.map((rule) => ({
    rule,
    date: ruleDate(rule.date, year),
  }));
  const taken = new Set(actual.map((entry) => entry.date));
  const holidays: Holiday[] = actual.map(({ rule, date }) => ({
    date,
    name: rule.name,
    observed: false,
  }));
  // In date order, so Boxing Day's substitute steps over Christmas Day's.
  for (const { rule, date } of [...actual].sort((a, b) => a.date.localeCompare(b.date))) {
    if (!isWeekend(date) || rule.weekend === "none") continue;
    let observed: IsoDate;
    if (rule.weekend === "us-federal") {
      observed = addDays(date, weekdayOf(date) === 6 ? -1 : 1);
    } else {
      observed = addDays(date, 1);
      while (isWeekend(observed) || taken.has(observed)) observed = addDays(observed, 1);
    }
    taken.add(observed);
    holidays.push({ date: observed, name: `${rule.name} (observed)`, observed: true });
  }
  return holidays;
}

/**
 * A country's public holidays dated in a year, observed days included (a US holiday on Saturday 1
 * January is observed on the Friday before, in the previous year). Throws outside HOLIDAY_YEARS.
 */
export function holidaysInYear(country: HolidayCountry, year: number): Holiday[] {
  if (year < HOLIDAY_YEARS.from || year > HOLIDAY_YEARS.to) {
    throw new Error(`Holiday data covers ${HOLIDAY_YEARS.from}–${HOLIDAY_YEARS.to}; not ${year}.`);
  }
  const data = HOLIDAY_DATA[country];
  return [year - 1, year, year + 1]
    .flatMap((each) => holidaysOfRules(data, each))
    .filter((holiday) => parseIsoDate(holiday.date).year === year)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** Holidays by date for quick lookup while laying out a planner. */
export function holidayIndex(country: HolidayCountry, year: number): Map<IsoDate, string[]> {
  const index = new Map<IsoDate, string[]>();
  for (const holiday of holidaysInYear(country, year)) {
    index.set(holiday.date, [...(index.get(holiday.date) ?? []), holiday.name]);
  }
  return index;
}
