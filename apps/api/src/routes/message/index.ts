import { contactMessageSchema } from "@inkforge/domain/contracts/message";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { sendContactMessage } from "../../services/contact/send-contact-message";

export const messageRateLimit = { max: 5, timeWindow: "10 minutes" } as const;

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/message: the contact form (spec §7.14); answers 'OK' once stored and queued.
  app.post(
    "/api/message",
    {
      config: { rateLimit: messageRateLimit },
      schema: {
        operationId: "sendContactMessage",
        summary: "Send a message to support (the contact form)",
        description: `All four fields are required; Email must be an address. Stored, then emailed to support. Answers 'OK'. Limited to ${messageRateLimit.max} messages per 10 minutes per client.`,
        tags: ["content"],
        body: contactMessageSchema,
        response: { 200: z.literal("OK"), ...errorResponses(400, 415, 429) },
      },
    },
    async (request, reply) => {
      // A signed-in sender is linked when a valid token comes along; the form works without one.
      if (request.headers.authorization !== undefined) await app.authenticate(request);
      await sendContactMessage(
        {
          db: app.db,
          emailSender: app.emailSender,
          supportTo: app.config.mail.supportTo,
          log: request.log,
        },
        { ...request.body, userId: request.authUser?.id ?? null, now: app.now() },
      );
      return reply.type("text/plain; charset=utf-8").send("OK");
    },
  );
};
