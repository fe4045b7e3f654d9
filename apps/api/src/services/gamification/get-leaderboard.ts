import type { Leaderboard, UserRank } from "@inkforge/domain/contracts/gamification";
import {
  competitionRanks,
  periodWindow,
  type RankPeriod,
} from "@inkforge/domain/gamification/periods";
import { publicName } from "@inkforge/domain/gamification/public-name";
import type { Database } from "../../db/client";
import { countXpAbove, listXpLeaders, sumXpOfUser } from "../../db/queries/xp-awards";
import { assertOwnUser } from "./own-user";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * `GET /api/usage/leaderboard/{x}`: the top of the period by points earned in it. Only public
 * names go out; the caller's own row is flagged so the page can highlight it.
 */
export async function getLeaderboard(
  db: Database,
  input: { authUserId: string; period: RankPeriod; limit: number; now: Date },
): Promise<Leaderboard> {
  const window = periodWindow(input.period, input.now);
  const leaders = await listXpLeaders(db, window, input.limit);
  const ranks = competitionRanks(leaders.map((leader) => leader.totalXp));
  return {
    period: input.period,
    start: iso(window.start),
    end: iso(window.end),
    entries: leaders.map((leader, index) => ({
      rank: ranks[index] ?? index + 1,
      username: publicName(leader.username, leader.email),
      total_xp: leader.totalXp,
      is_you: leader.userId === input.authUserId,
    })),
  };
}

/**
 * `GET /api/usage/leaderboard/{x}/{y}`: user y's rank in period x (spec §7.4: "rank for period
 * this_month"): 1 + the number of users with more points; null before the first point.
 */
export async function getUserRank(
  db: Database,
  input: { authUserId: string; userId: string; period: RankPeriod; now: Date },
): Promise<UserRank> {
  assertOwnUser(input.authUserId, input.userId);
  const window = periodWindow(input.period, input.now);
  const totalXp = await sumXpOfUser(db, input.userId, window);
  const { ranked, above } = await countXpAbove(db, window, totalXp);
  return {
    period: input.period,
    start: iso(window.start),
    end: iso(window.end),
    user_id: input.userId,
    rank: totalXp > 0 ? above + 1 : null,
    total_xp: totalXp,
    ranked_users: ranked,
  };
}
