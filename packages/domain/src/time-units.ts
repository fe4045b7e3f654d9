/*
 * Durations in milliseconds, defined once (issue 25: the day was defined eleven times). A calendar
 * day in a time zone is not always DAY_MS long; code that means "the user's day" uses
 * gamification/calendar.ts instead.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
