import {
  personRowSchema,
  printCostRowShape,
  refinePrintCostRow,
  staffRoleSchema,
} from "@inkforge/domain/admin/contract";
import { emailSchema, outboxMessageSchema } from "@inkforge/domain/contracts/account";
import {
  devClockRequestSchema,
  devClockResponseSchema,
} from "@inkforge/domain/contracts/promotions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { setStaffRole } from "../../services/admin/staff-roles";
import { toPersonRow } from "../../services/admin/views";
import { listDemoOutbox } from "../../services/dev/demo-outbox";
import type { DevClock } from "../../services/dev/dev-clock";
import { addFigureChange, applyDueFigureChanges } from "../../services/my-books/rule-changes";

const outboxListLimit = 50;

/**
 * Development helpers. Registered only in demo mode (see app.ts): in production these URLs do
 * not exist and answer 404 like any unknown route.
 */
export const devRoutes: FastifyPluginAsyncZod<{ clock: DevClock }> = async (app, { clock }) => {
  // GET /api/dev/outbox: the mail the demo kept instead of sending (reset links…), newest first.
  app.get(
    "/api/dev/outbox",
    {
      schema: {
        operationId: "listDevOutbox",
        summary: "List the demo outbox (demo mode only)",
        description: `The ${outboxListLimit} newest emails kept instead of sent. 404 outside demo mode.`,
        tags: ["dev"],
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return listDemoOutbox(app.db, outboxListLimit);
    },
  );

  // PUT /api/dev/clock: shift app.now() so the demo shows another date's promotions (decision 0069).
  app.put(
    "/api/dev/clock",
    {
      schema: {
        operationId: "setDevClock",
        summary: "Move the server's clock (demo mode only)",
        description:
          "Every date rule, countdown and /api/server-time reads the moved clock, which keeps ticking. 404 outside demo mode.",
        tags: ["dev"],
        body: devClockRequestSchema,
        response: { 200: devClockResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const offsetMs = clock.set(new Date(request.body.now));
      return { serverTime: app.now().toISOString(), offsetMs };
    },
  );

  // DELETE /api/dev/clock: back to the system clock.
  app.delete(
    "/api/dev/clock",
    {
      schema: {
        operationId: "resetDevClock",
        summary: "Reset the server's clock (demo mode only)",
        tags: ["dev"],
        response: { 200: devClockResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      clock.reset();
      return { serverTime: app.now().toISOString(), offsetMs: 0 };
    },
  );

  // POST /api/dev/staff-role: what `npm run admin -- grant` does, for journeys that cannot run the
  // command beside a server holding the embedded database (decision 0103).
  app.post(
    "/api/dev/staff-role",
    {
      schema: {
        operationId: "setDevStaffRole",
        summary: "Give an account a staff role (demo mode on this machine only)",
        description:
          "The admin command line's grant, audited as dev-route; the account still sets up its second factor at /admin. 404 outside demo mode.",
        tags: ["dev"],
        body: z.object({ email: emailSchema, role: staffRoleSchema.nullable() }),
        response: { 200: personRowSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { user } = await setStaffRole(
        { db: app.db, now: app.now(), actor: { id: null, label: "dev-route" } },
        { email: request.body.email },
        request.body.role,
        "development route",
      );
      return toPersonRow(user);
    },
  );
  // POST /api/dev/kdp-print-cost-changes: a new dated KDP printing cost, applied at once when due,
  // for the journey that sees a rule-change alert (decision 0118).
  app.post(
    "/api/dev/kdp-print-cost-changes",
    {
      schema: {
        operationId: "addDevPrintCostChange",
        summary: "Add a dated KDP printing cost change (demo mode only)",
        description:
          "Stores the change and applies every due change: each member's affected book gets an alert and a notification. 404 outside demo mode.",
        tags: ["dev"],
        body: z
          .object({
            ...printCostRowShape,
            effectiveFrom: z.iso.date(),
            sourceTitle: z.string().trim().min(1).max(300),
          })
          .superRefine(refinePrintCostRow),
        response: { 200: z.object({ booksNotified: z.number() }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { sourceTitle, ...change } = request.body;
      const ctx = { db: app.db, now: () => app.now() };
      await addFigureChange(ctx, {
        figure: "print-cost",
        ...change,
        source: { key: "Entered in the demo", title: sourceTitle, date: change.effectiveFrom },
      });
      return { booksNotified: await applyDueFigureChanges(ctx) };
    },
  );
};
