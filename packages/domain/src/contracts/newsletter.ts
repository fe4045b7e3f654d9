import { z } from "zod";
import { textSchema } from "./text";

/**
 * An email address as we store it: trimmed and lower-cased, so "  Ann@Example.com " and
 * "ann@example.com" are one subscriber.
 */
export const normalisedEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email().max(254))
  .describe("Email address; surrounding spaces are ignored and case does not matter");

/** `POST /api/newsletter/subscribe` request body. */
export const newsletterSubscribeRequestSchema = z.object({
  email: normalisedEmailSchema,
  source: textSchema()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("Where the form was shown, e.g. footer or blog-sidebar"),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

/**
 * `POST /api/newsletter/subscribe` answer. It is the same whether or not the address was already
 * subscribed, so the endpoint cannot be used to find out who reads the newsletter.
 */
export const newsletterSubscribeResponseSchema = z.object({
  subscribed: z.literal(true),
  email: z.string(),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;
