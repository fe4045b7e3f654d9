import { z } from "zod";
import { tools } from "../catalogue/tools";
import { isValidTimeZone } from "../gamification/calendar";

/** The daily visit is recorded like a tool use, under this id (spec 7.5). */
export const visitToolId = "visit";

/** Every id a use may be recorded under: the catalogue's tools and the daily visit. */
export const usageToolIds: readonly string[] = [...tools.map((tool) => tool.id), visitToolId];

/** An IANA zone name the runtime knows, e.g. `Europe/Berlin` (decision 0070). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isValidTimeZone, { message: "Unknown time zone (an IANA name such as Europe/Berlin)" });

/** `POST /api/usage` request body (spec 7.5). */
export const usageRecordRequestSchema = z.object({
  user_id: z.string().trim().min(1).max(64).describe("The signed-in user's id (the token's user)"),
  tool_id: z
    .string()
    .trim()
    .refine((id) => usageToolIds.includes(id), { message: "Unknown tool id" })
    .describe("A tool id from the catalogue, or `visit` for the daily visit"),
});
export type UsageRecordRequest = z.input<typeof usageRecordRequestSchema>;

/**
 * The browser's IANA zone travels in a header, so the body keeps the spec's exact keys
 * (API-USG-01). It only sets the account's zone when the account has none yet; after that the
 * account's zone counts every day, whatever a request sends (decision 0079).
 */
export const timeZoneHeader = "x-time-zone";
export const usageRecordHeadersSchema = z.object({
  [timeZoneHeader]: timeZoneSchema.optional().describe("The browser's IANA time zone"),
});

/** `POST /api/usage` answer: the stored use, what it earned and where the user now stands. */
export const usageRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  tool_id: z.string(),
  used_at: z.string().describe("ISO 8601 time the use was recorded"),
  day: z.string().describe("The calendar day (YYYY-MM-DD) of the use in the user's time zone"),
  xp_awarded: z
    .number()
    .int()
    .min(0)
    .describe("Points this use earned, streak bonus included (0 past the day's cap)"),
  total_xp: z.number().int().min(0),
  current_streak: z.number().int().min(0),
  milestone: z
    .object({ days: z.number().int(), points: z.number().int() })
    .nullable()
    .describe("The streak milestone this use reached, awarded once"),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** `PUT /api/account/time-zone`: the member's own choice of zone (decision 0079). */
export const accountTimeZoneRequestSchema = z.object({ time_zone: timeZoneSchema });

export const accountTimeZoneSchema = z.object({
  time_zone: z.string().describe("The IANA zone the account's days are counted in"),
  changed_at: z.string().describe("ISO 8601 time the zone was last set"),
});
export type AccountTimeZone = z.infer<typeof accountTimeZoneSchema>;

export const accountTimeZoneSettingSchema = z.object({
  time_zone: z
    .nullable(z.string())
    .describe("The IANA zone the days are counted in; null until set"),
  next_change_at: z
    .nullable(z.string())
    .describe("ISO 8601 time from which the member may change it again; null when they may now"),
});
export type AccountTimeZoneSetting = z.infer<typeof accountTimeZoneSettingSchema>;
