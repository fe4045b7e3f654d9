import {
  activitySchema,
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  profileUserQuerySchema,
  streakLeaderboardQuerySchema,
  streakLeaderboardSchema,
  streakRankQuerySchema,
  streakRankSchema,
  streakSchema,
  usageUserParamsSchema,
  userRankParamsSchema,
  userRankSchema,
  xpPerToolSchema,
  xpTotalSchema,
} from "@inkforge/domain/contracts/gamification";
import {
  usageRecordHeadersSchema,
  usageRecordRequestSchema,
  usageRecordSchema,
} from "@inkforge/domain/contracts/usage";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { getLeaderboard, getUserRank } from "../../services/gamification/get-leaderboard";
import { getActivity, getStreak } from "../../services/gamification/get-streak";
import {
  getStreakLeaderboard,
  getStreakRank,
} from "../../services/gamification/get-streak-leaderboard";
import { getXpPerTool, getXpTotal } from "../../services/gamification/get-xp";
import { recordToolUse } from "../../services/usage/record-tool-use";
import { pageTimeRoutes } from "./page-time";

/** A page records one use per action; this is far above what a person produces. */
const usageRateLimit = { max: 120, timeWindow: "1 minute" } as const;

const ownUserNote = "A user id other than the token's user answers 404.";

/**
 * The usage service of spec §7.5: recording uses, and the points, ranks and streaks computed from
 * them (decision 0070). Every call carries the bearer token.
 */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/usage: record one use of a tool (or the daily visit) by the signed-in user.
  app.post(
    "/api/usage",
    {
      onRequest: app.authenticate,
      config: { rateLimit: usageRateLimit },
      schema: {
        operationId: "recordToolUse",
        summary: "Record one use of a tool",
        description:
          "Stores one usage record for the signed-in user (spec 7.5). Only the daily visit earns " +
          "points here (5 once a day, streak milestones a bonus and a notification once): a " +
          "tool's points come from the server's own record of running it (issue 24), so a tool " +
          "id is stored and earns nothing. The day is counted in the account's time zone; " +
          "`X-Time-Zone` sets it only while the account has none (decision 0079). `tool_id` is " +
          "a catalogue tool id or `visit`. " +
          `${ownUserNote} Limited to ${usageRateLimit.max} requests per minute per user.`,
        tags: ["usage"],
        headers: usageRecordHeadersSchema,
        body: usageRecordRequestSchema,
        response: { 201: usageRecordSchema, ...errorResponses(400, 401, 404, 415, 429) },
      },
    },
    async (request, reply) => {
      const record = await recordToolUse(app.db, {
        authUserId: requireUser(request).id,
        userId: request.body.user_id,
        toolId: request.body.tool_id,
        timeZone: request.headers["x-time-zone"],
        now: app.now(),
      });
      return reply.code(201).send(record);
    },
  );

  app.get(
    "/api/usage/xp/total/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getXpTotal",
        summary: "The user's total points",
        description: `Every point earned (spec 7.4 total_xp). ${ownUserNote}`,
        tags: ["usage"],
        params: usageUserParamsSchema,
        response: { 200: xpTotalSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getXpTotal(app.db, {
        authUserId: requireUser(request).id,
        userId: request.params.userId,
      });
    },
  );

  app.get(
    "/api/usage/xp/per_tool/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getXpPerTool",
        summary: "The user's points and uses per tool",
        description: `Most points first; streak bonuses are the line \`streak\`. ${ownUserNote}`,
        tags: ["usage"],
        params: usageUserParamsSchema,
        response: { 200: xpPerToolSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getXpPerTool(app.db, {
        authUserId: requireUser(request).id,
        userId: request.params.userId,
      });
    },
  );

  app.get(
    "/api/usage/leaderboard/:x",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getLeaderboard",
        summary: "The points leaderboard of a period",
        description:
          "x is this_week, this_month or all_time (UTC). Points earned in the period, best " +
          "first; ties share a rank. Public names only; `is_you` flags the caller.",
        tags: ["usage"],
        params: leaderboardParamsSchema,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getLeaderboard(app.db, {
        authUserId: requireUser(request).id,
        period: request.params.x,
        limit: request.query.limit,
        now: app.now(),
      });
    },
  );

  app.get(
    "/api/usage/leaderboard/:x/:y",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getUserRank",
        summary: "A user's rank in a period",
        description:
          "x is the period (the header asks for this_month, spec 7.4), y the user id. `rank` is " +
          `1 + the users with more points, null before the first point. ${ownUserNote}`,
        tags: ["usage"],
        params: userRankParamsSchema,
        response: { 200: userRankSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getUserRank(app.db, {
        authUserId: requireUser(request).id,
        userId: request.params.y,
        period: request.params.x,
        now: app.now(),
      });
    },
  );

  app.get(
    "/api/usage/streak/:userId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getStreak",
        summary: "The user's current and longest streak",
        description:
          "Consecutive days with activity in the user's time zone (spec 7.4 current_streak); a " +
          `streak still counts today until a whole day is missed. ${ownUserNote}`,
        tags: ["usage"],
        params: usageUserParamsSchema,
        response: { 200: streakSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getStreak(app.db, {
        authUserId: requireUser(request).id,
        userId: request.params.userId,
        now: app.now(),
      });
    },
  );

  app.get(
    "/api/profile/activity",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getProfileActivity",
        summary: "The user's points per day over the last year",
        description: `Active days only, oldest first, with totals and streaks. ${ownUserNote}`,
        tags: ["usage"],
        querystring: profileUserQuerySchema,
        response: { 200: activitySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getActivity(app.db, {
        authUserId: requireUser(request).id,
        userId: request.query.user_id,
        now: app.now(),
      });
    },
  );

  app.get(
    "/api/profile/streak/leaderboard",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getStreakLeaderboard",
        summary: "The streak leaderboard",
        description:
          "duration current (running streaks), this_month or all_time (the longest run inside " +
          "the window). Public names only; `is_you` flags the caller.",
        tags: ["usage"],
        querystring: streakLeaderboardQuerySchema,
        response: { 200: streakLeaderboardSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getStreakLeaderboard(app.db, {
        authUserId: requireUser(request).id,
        duration: request.query.duration,
        limit: request.query.limit,
        now: app.now(),
      });
    },
  );

  app.get(
    "/api/profile/streak/rank",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getStreakRank",
        summary: "The user's place on the streak leaderboard",
        description: `Same durations as the leaderboard; rank null without a streak. ${ownUserNote}`,
        tags: ["usage"],
        querystring: streakRankQuerySchema,
        response: { 200: streakRankSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getStreakRank(app.db, {
        authUserId: requireUser(request).id,
        userId: request.query.user_id,
        duration: request.query.duration,
        now: app.now(),
      });
    },
  );

  await app.register(pageTimeRoutes);
};
