import { z } from "zod";
import { normalisedEmailSchema } from "./newsletter";

/** `POST /api/message` (spec §7.14): the contact form, with the spec's capitalised keys. */
export const contactMessageSchema = z.object({
  Name: z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"),
  Email: normalisedEmailSchema,
  Subject: z.string().trim().min(1, "is required").max(200, "must be at most 200 characters"),
  Message: z.string().trim().min(1, "is required").max(5000, "must be at most 5,000 characters"),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
