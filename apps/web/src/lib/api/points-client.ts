import type { Streak, UserRank, XpTotal } from "@inkforge/domain/contracts/gamification";
import type { ApiCaller } from "@/lib/api/api-call";
import { readResponse } from "@/lib/api/read-response";

/*
 * The signed-in user's points as the header reads them (spec §7.4): total, streak and this
 * month's rank, read with the gamification contracts. Reads only: points are awarded by the
 * server when a tool runs (issue 24). The contract loads with the first call, never with a page.
 */

const SERVICE = "points service";
const contracts = () => import("@inkforge/domain/contracts/gamification");

export function createPointsClient(call: ApiCaller) {
  const user = (userId: string) => encodeURIComponent(userId);
  return {
    total: (userId: string) =>
      readResponse<XpTotal>(
        call("GET", `/api/usage/xp/total/${user(userId)}`, { retries: 0 }),
        async () => (await contracts()).xpTotalSchema,
        SERVICE,
      ),
    streak: (userId: string) =>
      readResponse<Streak>(
        call("GET", `/api/usage/streak/${user(userId)}`, { retries: 0 }),
        async () => (await contracts()).streakSchema,
        SERVICE,
      ),
    monthRank: (userId: string) =>
      readResponse<UserRank>(
        call("GET", `/api/usage/leaderboard/this_month/${user(userId)}`, { retries: 0 }),
        async () => (await contracts()).userRankSchema,
        SERVICE,
      ),
  };
}
