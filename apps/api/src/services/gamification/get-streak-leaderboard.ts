import type {
  StreakDuration,
  StreakLeaderboard,
  StreakRank,
} from "@inkforge/domain/contracts/gamification";
import { dateKeyAt } from "@inkforge/domain/gamification/calendar";
import { competitionRanks, periodWindow } from "@inkforge/domain/gamification/periods";
import { publicName } from "@inkforge/domain/gamification/public-name";
import { currentStreak, longestStreak } from "@inkforge/domain/gamification/streak";
import type { Database } from "../../db/client";
import { listActiveDaysOfEveryone } from "../../db/queries/xp-awards";
import { assertOwnUser } from "./own-user";

type Ranked = { userId: string; username: string; streak: number; rank: number };

/**
 * Everyone's streak for `duration`, best first: `current` counts each user's running streak up to
 * their own today (in the zone of their newest award); `this_month` and `all_time` the longest run
 * of active days inside the window. Computed from the distinct active days, which is one row per
 * user per day: fine for thousands of users; a materialised table would take over beyond that.
 */
async function rankStreaks(db: Database, duration: StreakDuration, now: Date): Promise<Ranked[]> {
  const window =
    duration === "this_month" ? periodWindow("this_month", now) : { start: null, end: null };
  const rows = await listActiveDaysOfEveryone(db, window);
  const users = new Map<string, { username: string; days: string[]; zone: string; at: Date }>();
  for (const row of rows) {
    const user = users.get(row.userId) ?? {
      username: publicName(row.username, row.email),
      days: [],
      zone: row.timeZone,
      at: row.at,
    };
    user.days.push(row.day);
    if (row.at > user.at) {
      user.at = row.at;
      user.zone = row.timeZone;
    }
    users.set(row.userId, user);
  }
  const streaks = [...users.entries()]
    .map(([userId, user]) => ({
      userId,
      username: user.username,
      streak:
        duration === "current"
          ? currentStreak(user.days, dateKeyAt(now, user.zone))
          : longestStreak(user.days),
    }))
    .filter((entry) => entry.streak > 0)
    .sort(
      (a, b) =>
        b.streak - a.streak ||
        a.username.localeCompare(b.username) ||
        a.userId.localeCompare(b.userId),
    );
  const ranks = competitionRanks(streaks.map((entry) => entry.streak));
  return streaks.map((entry, index) => ({ ...entry, rank: ranks[index] ?? index + 1 }));
}

/** `GET /api/profile/streak/leaderboard?duration=`: the longest streaks, public names only. */
export async function getStreakLeaderboard(
  db: Database,
  input: { authUserId: string; duration: StreakDuration; limit: number; now: Date },
): Promise<StreakLeaderboard> {
  const ranked = await rankStreaks(db, input.duration, input.now);
  return {
    duration: input.duration,
    entries: ranked.slice(0, input.limit).map((entry) => ({
      rank: entry.rank,
      username: entry.username,
      streak: entry.streak,
      is_you: entry.userId === input.authUserId,
    })),
  };
}

/** `GET /api/profile/streak/rank?user_id=`: the user's place among everyone's streaks. */
export async function getStreakRank(
  db: Database,
  input: { authUserId: string; userId: string; duration: StreakDuration; now: Date },
): Promise<StreakRank> {
  assertOwnUser(input.authUserId, input.userId);
  const ranked = await rankStreaks(db, input.duration, input.now);
  const mine = ranked.find((entry) => entry.userId === input.userId);
  return {
    duration: input.duration,
    user_id: input.userId,
    rank: mine?.rank ?? null,
    streak: mine?.streak ?? 0,
    ranked_users: ranked.length,
  };
}
