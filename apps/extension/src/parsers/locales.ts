import type { Marketplace, StoreLocale } from "./types";

/*
 * How each store writes numbers, money and dates (issue 32: every store the site researches). The
 * words are the store's own: a date on amazon.fr is "3 mars 2024", on amazon.pl "3 marca 2024"
 * (the genitive), on amazon.co.jp "2024/3/3".
 */

const ENGLISH_MONTHS = [
  ["january", "jan"],
  ["february", "feb"],
  ["march", "mar"],
  ["april", "apr"],
  ["may"],
  ["june", "jun"],
  ["july", "jul"],
  ["august", "aug"],
  ["september", "sept", "sep"],
  ["october", "oct"],
  ["november", "nov"],
  ["december", "dec"],
] as const;

const GERMAN_MONTHS = [
  ["januar", "jan"],
  ["februar", "feb"],
  ["märz", "mär", "maerz"],
  ["april", "apr"],
  ["mai"],
  ["juni", "jun"],
  ["juli", "jul"],
  ["august", "aug"],
  ["september", "sept", "sep"],
  ["oktober", "okt"],
  ["november", "nov"],
  ["dezember", "dez"],
] as const;

const FRENCH_MONTHS = [
  ["janvier", "janv"],
  ["février", "févr", "fevrier"],
  ["mars"],
  ["avril", "avr"],
  ["mai"],
  ["juin"],
  ["juillet", "juil"],
  ["août", "aout"],
  ["septembre", "sept"],
  ["octobre", "oct"],
  ["novembre", "nov"],
  ["décembre", "déc", "decembre"],
] as const;

const ITALIAN_MONTHS = [
  ["gennaio", "gen"],
  ["febbraio", "feb"],
  ["marzo", "mar"],
  ["aprile", "apr"],
  ["maggio", "mag"],
  ["giugno", "giu"],
  ["luglio", "lug"],
  ["agosto", "ago"],
  ["settembre", "set"],
  ["ottobre", "ott"],
  ["novembre", "nov"],
  ["dicembre", "dic"],
] as const;

const SPANISH_MONTHS = [
  ["enero", "ene"],
  ["febrero", "feb"],
  ["marzo", "mar"],
  ["abril", "abr"],
  ["mayo", "may"],
  ["junio", "jun"],
  ["julio", "jul"],
  ["agosto", "ago"],
  ["septiembre", "setiembre", "sept", "sep"],
  ["octubre", "oct"],
  ["noviembre", "nov"],
  ["diciembre", "dic"],
] as const;

const PORTUGUESE_MONTHS = [
  ["janeiro", "jan"],
  ["fevereiro", "fev"],
  ["março", "mar"],
  ["abril", "abr"],
  ["maio", "mai"],
  ["junho", "jun"],
  ["julho", "jul"],
  ["agosto", "ago"],
  ["setembro", "set"],
  ["outubro", "out"],
  ["novembro", "nov"],
  ["dezembro", "dez"],
] as const;

const DUTCH_MONTHS = [
  ["januari", "jan"],
  ["februari", "feb"],
  ["maart", "mrt"],
  ["april", "apr"],
  ["mei"],
  ["juni", "jun"],
  ["juli", "jul"],
  ["augustus", "aug"],
  ["september", "sep", "sept"],
  ["oktober", "okt"],
  ["november", "nov"],
  ["december", "dec"],
] as const;

// Polish dates use the genitive ("3 marca 2024"); the nominative is kept for headings.
const POLISH_MONTHS = [
  ["stycznia", "styczeń", "sty"],
  ["lutego", "luty", "lut"],
  ["marca", "marzec", "mar"],
  ["kwietnia", "kwiecień", "kwi"],
  ["maja", "maj"],
  ["czerwca", "czerwiec", "cze"],
  ["lipca", "lipiec", "lip"],
  ["sierpnia", "sierpień", "sie"],
  ["września", "wrzesień", "wrz"],
  ["października", "październik", "paź"],
  ["listopada", "listopad", "lis"],
  ["grudnia", "grudzień", "gru"],
] as const;

const SWEDISH_MONTHS = [
  ["januari", "jan"],
  ["februari", "feb"],
  ["mars", "mar"],
  ["april", "apr"],
  ["maj"],
  ["juni", "jun"],
  ["juli", "jul"],
  ["augusti", "aug"],
  ["september", "sep", "sept"],
  ["oktober", "okt"],
  ["november", "nov"],
  ["december", "dec"],
] as const;

type LocaleData = Omit<StoreLocale, "marketplace">;

const EN_US = { thousands: ",", decimal: ".", months: ENGLISH_MONTHS, dateOrder: "mdy" } as const;
const EN_DMY = { thousands: ",", decimal: ".", months: ENGLISH_MONTHS, dateOrder: "dmy" } as const;
// French typography groups thousands with a narrow no-break space ("1 234 567").
const FRENCH = { thousands: " ", decimal: ",", months: FRENCH_MONTHS, dateOrder: "dmy" } as const;

const DATA: Record<Marketplace, LocaleData> = {
  "amazon.com": { currency: "USD", ...EN_US },
  "amazon.ca": { currency: "CAD", ...EN_US },
  "amazon.com.mx": {
    currency: "MXN",
    thousands: ",",
    decimal: ".",
    months: SPANISH_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.com.br": {
    currency: "BRL",
    thousands: ".",
    decimal: ",",
    months: PORTUGUESE_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.co.uk": { currency: "GBP", ...EN_DMY },
  "amazon.de": {
    currency: "EUR",
    thousands: ".",
    decimal: ",",
    months: GERMAN_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.fr": { currency: "EUR", ...FRENCH },
  "amazon.it": {
    currency: "EUR",
    thousands: ".",
    decimal: ",",
    months: ITALIAN_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.es": {
    currency: "EUR",
    thousands: ".",
    decimal: ",",
    months: SPANISH_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.nl": {
    currency: "EUR",
    thousands: ".",
    decimal: ",",
    months: DUTCH_MONTHS,
    dateOrder: "dmy",
  },
  // amazon.ie is in English with euros written "€12.99".
  "amazon.ie": { currency: "EUR", ...EN_DMY },
  // amazon.com.be opens in French.
  "amazon.com.be": { currency: "EUR", ...FRENCH },
  "amazon.pl": {
    currency: "PLN",
    thousands: " ",
    decimal: ",",
    months: POLISH_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.se": {
    currency: "SEK",
    thousands: " ",
    decimal: ",",
    months: SWEDISH_MONTHS,
    dateOrder: "dmy",
  },
  "amazon.co.jp": { currency: "JPY", thousands: ",", decimal: ".", months: [], dateOrder: "ymd" },
  "amazon.in": { currency: "INR", ...EN_DMY, indianGrouping: true },
  "amazon.com.au": { currency: "AUD", ...EN_DMY },
  "amazon.ae": { currency: "AED", ...EN_DMY },
  "amazon.sg": { currency: "SGD", ...EN_DMY },
};

export const LOCALES = Object.fromEntries(
  Object.entries(DATA).map(([marketplace, data]) => [marketplace, { marketplace, ...data }]),
) as Record<Marketplace, StoreLocale>;
