import { DAY_MS } from "../../time-units";
/*
 * Calendar arithmetic for dated planners, on plain ISO dates ("2027-03-28") through UTC so no
 * time zone or clock is involved: a planner's days are the same wherever it is built.
 */

export type IsoDate = string;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export function isoDate(year: number, month: number, day: number): IsoDate {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

export function parseIsoDate(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function daysInYear(year: number): number {
  return (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;
}

/** Every date of a year in order. */
export function datesOfYear(year: number): IsoDate[] {
  return Array.from({ length: daysInYear(year) }, (_, index) => addDays(`${year}-01-01`, index));
}

/**
 * Easter Sunday in the Gregorian calendar: the anonymous algorithm (Meeus, Jones, Butcher), exact
 * for every year from 1583. The movable feasts (Good Friday, Ascension, Whit Monday) follow it.
 */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The n-th given weekday of a month (n = -1 for the last). */
export function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  if (n > 0) {
    const first = isoDate(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last = isoDate(year, month, daysInMonth(year, month));
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** The Monday on or before a date: Canada's Victoria Day is the Monday before 25 May. */
export function weekdayOnOrBefore(date: IsoDate, weekday: number): IsoDate {
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}

/** "Monday 4 January 2027". */
export function longDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The Monday that starts the week holding a date. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}
