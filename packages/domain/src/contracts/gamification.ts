import { z } from "zod";
import { rankPeriods } from "../gamification/periods";

/*
 * Points, streaks and ranks (spec §3 "Rank/points data: rank, total_xp, current_streak", §7.4,
 * §7.5, whose response shapes are "not shown"; decision 0070). Every answer keeps the spec's field
 * names where it has them (`rank`, `total_xp`, `current_streak`).
 */

const userIdField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .describe("The signed-in user's id (the token's user); another id answers 404");

/** Path params of `/api/usage/xp/total/{userId}`, `/xp/per_tool/{userId}`, `/streak/{userId}`. */
export const usageUserParamsSchema = z.object({ userId: userIdField });

/** `?user_id=` of the profile endpoints. */
export const profileUserQuerySchema = z.object({ user_id: userIdField });

export const rankPeriodSchema = z
  .enum(rankPeriods)
  .describe("this_week (ISO week, UTC), this_month (UTC calendar month) or all_time");

export const xpTotalSchema = z.object({
  user_id: z.string(),
  total_xp: z.number().int().min(0),
});
export type XpTotal = z.infer<typeof xpTotalSchema>;

export const xpPerToolSchema = z.object({
  user_id: z.string(),
  tools: z
    .array(
      z.object({
        tool_id: z.string().describe("A catalogue tool id, `visit`, or `streak` for bonuses"),
        xp: z.number().int().min(0),
        uses: z.number().int().min(0).describe("Every recorded use, awarded or not"),
      }),
    )
    .describe("Most points first"),
});
export type XpPerTool = z.infer<typeof xpPerToolSchema>;

export const leaderboardParamsSchema = z.object({ x: rankPeriodSchema });
export const leaderboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Rows to return"),
});

const periodBounds = {
  start: z.string().nullable().describe("ISO 8601, inclusive; null for all_time"),
  end: z.string().nullable().describe("ISO 8601, exclusive; null for all_time"),
};

export const leaderboardSchema = z.object({
  period: rankPeriodSchema,
  ...periodBounds,
  entries: z.array(
    z.object({
      rank: z.number().int().min(1).describe("Ties share a rank (1, 2, 2, 4)"),
      username: z
        .string()
        .describe("The public name: the chosen username, or `ja…` while it is the email's start"),
      total_xp: z.number().int().min(1),
      is_you: z.boolean(),
    }),
  ),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const userRankParamsSchema = z.object({ x: rankPeriodSchema, y: userIdField });

export const userRankSchema = z.object({
  period: rankPeriodSchema,
  ...periodBounds,
  user_id: z.string(),
  rank: z.number().int().min(1).nullable().describe("null until the user earns points"),
  total_xp: z.number().int().min(0).describe("Points earned in the period"),
  ranked_users: z.number().int().min(0).describe("Users with points in the period"),
});
export type UserRank = z.infer<typeof userRankSchema>;

export const streakSchema = z.object({
  user_id: z.string(),
  current_streak: z.number().int().min(0),
  longest_streak: z.number().int().min(0),
  today: z.string().describe("The user's calendar day (YYYY-MM-DD) the streak is counted at"),
  time_zone: z.string().describe("The zone of the user's last recorded use, else UTC"),
  active_today: z.boolean(),
  next_milestone: z
    .object({ days: z.number().int(), points: z.number().int() })
    .nullable()
    .describe("The next streak bonus, null past the last one"),
});
export type Streak = z.infer<typeof streakSchema>;

export const activitySchema = z.object({
  user_id: z.string(),
  from: z.string().describe("First day shown (YYYY-MM-DD), 365 days before `to`"),
  to: z.string().describe("The user's today"),
  days: z
    .array(
      z.object({
        date: z.string(),
        xp: z.number().int().min(0),
        awards: z.number().int().min(1).describe("Awarded uses and bonuses that day"),
      }),
    )
    .describe("Active days only, oldest first"),
  total_xp: z.number().int().min(0),
  current_streak: z.number().int().min(0),
  longest_streak: z.number().int().min(0),
});
export type Activity = z.infer<typeof activitySchema>;

export const streakDurations = ["current", "this_month", "all_time"] as const;
export const streakDurationSchema = z
  .enum(streakDurations)
  .default("current")
  .describe(
    "current: today's running streaks; this_month / all_time: the longest run of active days " +
      "inside that window",
  );
export type StreakDuration = (typeof streakDurations)[number];

export const streakLeaderboardQuerySchema = z.object({
  duration: streakDurationSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const streakLeaderboardSchema = z.object({
  duration: z.enum(streakDurations),
  entries: z.array(
    z.object({
      rank: z.number().int().min(1),
      username: z.string(),
      streak: z.number().int().min(1),
      is_you: z.boolean(),
    }),
  ),
});
export type StreakLeaderboard = z.infer<typeof streakLeaderboardSchema>;

export const streakRankQuerySchema = z.object({
  user_id: userIdField,
  duration: streakDurationSchema,
});

export const streakRankSchema = z.object({
  duration: z.enum(streakDurations),
  user_id: z.string(),
  rank: z.number().int().min(1).nullable().describe("null while the user has no streak"),
  streak: z.number().int().min(0),
  ranked_users: z.number().int().min(0),
});
export type StreakRank = z.infer<typeof streakRankSchema>;

/**
 * The page-time log (spec §7.5; gap G-50). Sent with `navigator.sendBeacon` as text/plain, so it
 * carries no bearer token: `user_id` is what the page says (null for guests), kept for analytics
 * only and never used for points or access.
 */
export const pageTimeRequestSchema = z
  .object({
    page_route: z.string().trim().min(1).max(2048).startsWith("/").describe("The page left"),
    start_time: z.iso.datetime().describe("ISO 8601, when the page was entered"),
    end_time: z.iso.datetime().describe("ISO 8601, when it was left"),
    total_time: z
      .number()
      .int()
      .min(0)
      .max(86_400 * 1e9)
      .describe("Seconds on the page × 1e9 (nanoseconds)"),
    user_id: z.uuid().nullable().describe("The signed-in user's id, null for a guest"),
    unique_id: z.uuid().describe("A per-visit id, new for every page entered"),
  })
  .refine((body) => Date.parse(body.end_time) >= Date.parse(body.start_time), {
    message: "end_time is before start_time",
    path: ["end_time"],
  });
export type PageTimeRequest = z.infer<typeof pageTimeRequestSchema>;
