import { utcDay } from "@inkforge/domain/research/tracker-rules";
import {
  addAsinEntriesSchema,
  addKeywordEntriesSchema,
  createKeywordMonitorSchema,
  keywordMonitorSchema,
  trackerEntrySchema,
  trackerHistorySchema,
  trackerKindSchema,
  trackerListSchema,
  updateTrackerEntrySchema,
} from "@inkforge/domain/research/trackers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  createKeywordMonitor,
  deleteOwnKeywordMonitor,
  listOwnKeywordMonitors,
} from "../../services/keyword-monitors/keyword-monitors";
import { addTrackerEntries } from "../../services/trackers/add-tracker-entries";
import { unsnappedTrackerEntries } from "../../services/trackers/due-tracker-entries";
import {
  listTrackerWithTrends,
  toTrackerEntry,
} from "../../services/trackers/list-tracker-entries";
import {
  entryHistory,
  removeOwnEntry,
  updateOwnEntry,
} from "../../services/trackers/manage-tracker-entry";
import { takeTrackerSnapshots } from "../../services/trackers/take-tracker-snapshots";
import { trackerHistoryCsv } from "../../services/trackers/tracker-history-csv";

const kindParams = z.object({ kind: trackerKindSchema });
const entryParams = z.object({ kind: trackerKindSchema, id: z.uuid("must be an entry id") });
const addedSchema = z.object({
  added: z.array(trackerEntrySchema),
  alreadyTracked: z.number().int(),
});

/*
 * The keyword and ASIN trackers (issue 12) and the backend keywords monitor (issue 10). Every
 * route acts on the signed-in user's own entries; another user's id answers 404 like an unknown one.
 */
export const trackerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/trackers/:kind",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listTrackerEntries",
        summary: "List a tracker's entries with their trends",
        description:
          "Each entry with its latest snapshot, a 30-day sparkline of the tracked value (keyword: the ASIN's position; ASIN: sales rank), the change since yesterday and last week, the plan's limit and the daily job's last success and failure.",
        tags: ["trackers"],
        params: kindParams,
        response: { 200: trackerListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listTrackerWithTrends(app, {
        userId: requireUser(request).id,
        kind: request.params.kind,
      });
    },
  );

  for (const kind of ["keyword", "asin"] as const) {
    app.post(
      `/api/v1/trackers/${kind}`,
      {
        onRequest: app.authenticate,
        schema: {
          operationId: kind === "keyword" ? "addKeywordTrackerEntries" : "addAsinTrackerEntries",
          summary: `Track ${kind === "keyword" ? "keywords (with the ASIN to find)" : "ASINs"}`,
          description:
            "Adds the entries within the plan's limit (feature matrix), checked under a per-user lock so concurrent adds never pass it. An entry already tracked is not added twice. 403 names the limit and the plan that offers more when the new entries do not fit.",
          tags: ["trackers"],
          body: kind === "keyword" ? addKeywordEntriesSchema : addAsinEntriesSchema,
          response: { 201: addedSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const result = await addTrackerEntries(app, {
          userId: requireUser(request).id,
          kind,
          entries: request.body.entries,
        });
        reply.code(201);
        return {
          added: result.added.map((row) => toTrackerEntry(row, [])),
          alreadyTracked: result.alreadyTracked,
        };
      },
    );
  }

  app.put(
    "/api/v1/trackers/:kind/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "updateTrackerEntry",
        summary: "Pause or resume an entry, or set its alerts",
        tags: ["trackers"],
        params: entryParams,
        body: updateTrackerEntrySchema,
        response: { 200: trackerEntrySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      updateOwnEntry(app, { userId: requireUser(request).id, ...request.params }, request.body),
  );

  app.delete(
    "/api/v1/trackers/:kind/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "removeTrackerEntry",
        summary: "Stop tracking an entry and drop its history",
        tags: ["trackers"],
        params: entryParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await removeOwnEntry(app, { userId: requireUser(request).id, ...request.params });
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/v1/trackers/:kind/:id/history",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getTrackerEntryHistory",
        summary: "An entry's every snapshot, oldest first (the detail chart)",
        tags: ["trackers"],
        params: entryParams,
        response: { 200: trackerHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return entryHistory(app, { userId: requireUser(request).id, ...request.params });
    },
  );

  app.get(
    "/api/v1/trackers/:kind/export.csv",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "exportTrackerHistory",
        summary: "The history of a tracker's entries (or of one with ?entry=) as CSV",
        tags: ["trackers"],
        params: kindParams,
        querystring: z.object({ entry: z.uuid("must be an entry id").optional() }),
        response: { 200: z.string(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const csv = await trackerHistoryCsv(app, {
        userId: requireUser(request).id,
        kind,
        ...(request.query.entry ? { entryId: request.query.entry } : {}),
      });
      const name = `${kind}-tracker-${utcDay(app.now())}.csv`;
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${name}"`)
        .type("text/csv; charset=utf-8")
        .send(csv);
    },
  );

  // --- Backend keywords monitor ---------------------------------------------------------------------

  app.get(
    "/api/v1/keyword-monitors",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listKeywordMonitors",
        summary: "The signed-in user's monitored books",
        tags: ["trackers"],
        response: { 200: z.array(keywordMonitorSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listOwnKeywordMonitors(app, requireUser(request).id);
    },
  );

  app.post(
    "/api/v1/keyword-monitors",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createKeywordMonitor",
        summary: "Monitor a book's backend keywords monthly",
        description:
          "Saves the book; a monthly job fetches the seeds' suggestions, re-packs the seven boxes and notifies when the suggestions shifted. 403 when the plan has no monitored listings left.",
        tags: ["trackers"],
        body: createKeywordMonitorSchema,
        response: { 201: keywordMonitorSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const monitor = await createKeywordMonitor(app, {
        userId: requireUser(request).id,
        book: request.body,
      });
      reply.code(201);
      return monitor;
    },
  );

  app.delete(
    "/api/v1/keyword-monitors/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteKeywordMonitor",
        summary: "Stop monitoring a book",
        tags: ["trackers"],
        params: z.object({ id: z.uuid("must be a monitor id") }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteOwnKeywordMonitor(app, {
        userId: requireUser(request).id,
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  // --- Demo only --------------------------------------------------------------------------------------

  if (app.config.mode === "demo" && app.config.devRoutes) {
    // POST /api/dev/trackers/run: today's snapshot of every active entry now, whatever its slot.
    app.post(
      "/api/dev/trackers/run",
      {
        schema: {
          operationId: "runTrackersNow",
          summary: "Run the daily tracker job now (demo mode only)",
          description:
            "Takes today's snapshot (by the server clock) of every active entry that has none yet, as the daily job would at each entry's slot. 404 outside demo mode.",
          tags: ["dev"],
          response: {
            200: z.object({
              day: z.string(),
              taken: z.number().int(),
              skipped: z.number().int(),
              failed: z.number().int(),
              notifications: z.number().int(),
            }),
          },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        const day = utcDay(app.now());
        const entryIds = await unsnappedTrackerEntries(app, day);
        const result = await takeTrackerSnapshots(app, { entryIds, day });
        return {
          day,
          taken: result.taken.length,
          skipped: result.skipped.length,
          failed: result.failed.length,
          notifications: result.notifications,
        };
      },
    );
  }
};
