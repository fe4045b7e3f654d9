import {
  commentsPageSchema,
  commentsQuerySchema,
  idParamsSchema,
  messagesPageSchema,
  messagesQuerySchema,
  messageViewSchema,
  moderateCommentRequestSchema,
  newsletterPageSchema,
  newsletterQuerySchema,
  reasonRequestSchema,
  replyMessageRequestSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import {
  exportNewsletterCsv,
  findNewsletterSignUps,
  replyToMessage,
} from "../../services/admin/inbox";
import {
  deleteComment,
  findComments,
  findMessages,
  moderateComment,
  updateMessage,
} from "../../services/admin/moderation";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** Comment moderation and contact messages (decision 0104). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/comments",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listCommentsForModeration",
        summary: "Blog and shop comments, by status",
        tags: ["admin"],
        querystring: commentsQuerySchema,
        response: { 200: commentsPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findComments(ctx(request), request.query),
  );

  app.post(
    "/api/admin/comments/:id/status",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "moderateComment",
        summary: "Show, hide or mark a comment as spam, with a reason",
        description: "Only visible comments reach the site. Audited.",
        tags: ["admin"],
        params: idParamsSchema,
        body: moderateCommentRequestSchema,
        response: {
          200: z.object({ id: z.string(), status: z.string() }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) =>
      moderateComment(ctx(request), request.params.id, request.body.status, request.body.reason),
  );

  app.post(
    "/api/admin/comments/:id/delete",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "deleteCommentForModeration",
        summary: "Delete a comment for good, with a reason",
        description: "The audit row keeps what it said.",
        tags: ["admin"],
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: {
          200: z.object({ id: z.string(), deleted: z.boolean() }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => deleteComment(ctx(request), request.params.id, request.body.reason),
  );

  app.get(
    "/api/admin/messages",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listContactMessages",
        summary: "Contact-form messages: open, closed or all",
        tags: ["admin"],
        querystring: messagesQuerySchema,
        response: { 200: messagesPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findMessages(ctx(request), request.query),
  );

  app.post(
    "/api/admin/messages/:id/read",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "markContactMessageRead",
        summary: "Mark a contact message read",
        description: "Audited the first time; a repeat changes nothing.",
        tags: ["admin"],
        params: idParamsSchema,
        response: { 200: messageViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => updateMessage(ctx(request), request.params.id, "read", null),
  );

  app.post(
    "/api/admin/messages/:id/close",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "closeContactMessage",
        summary: "Close a contact message, with a reason",
        description: "It leaves the open queue. Audited the first time; a repeat changes nothing.",
        tags: ["admin"],
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: { 200: messageViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => updateMessage(ctx(request), request.params.id, "close", request.body.reason),
  );

  app.post(
    "/api/admin/messages/:id/reply",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "replyToContactMessage",
        summary: "Reply to a contact message by email, and close it",
        description:
          "Mailed to the sender's address through the site's mailer, quoting their message; `close: false` keeps it open. Audited with the text sent.",
        tags: ["admin"],
        params: idParamsSchema,
        body: replyMessageRequestSchema,
        response: { 200: messageViewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      replyToMessage(
        {
          ...ctx(request),
          emails: app.emailSender,
          siteName: app.config.siteName,
          log: request.log,
        },
        request.params.id,
        request.body,
      ),
  );

  app.get(
    "/api/admin/newsletter",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listNewsletterSignUps",
        summary: "Newsletter sign-ups, searched and sorted",
        tags: ["admin"],
        querystring: newsletterQuerySchema,
        response: { 200: newsletterPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => findNewsletterSignUps(ctx(request), request.query),
  );

  app.get(
    "/api/admin/newsletter.csv",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        operationId: "exportNewsletterSignUps",
        summary: "Export the newsletter sign-ups as CSV",
        description: "The same search and sort as the list; up to 50,000 rows.",
        tags: ["admin"],
        querystring: newsletterQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const csv = await exportNewsletterCsv(ctx(request), request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="newsletter-sign-ups.csv"')
        .send(csv);
    },
  );
};
