import { z } from "zod";
import { blogPostSummarySchema } from "../blog/contract";

/* The content feeds of spec §7.14 (`/api/content/*`, `/api/ads`). */

export const contentCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  href: z.string().describe("A site path, or an absolute URL for an outside destination"),
});
export type ContentCard = z.infer<typeof contentCardSchema>;

export const homeContentSchema = z.object({
  testimonials: z
    .array(z.object({ name: z.string(), quote: z.string() }))
    .describe("Real customer testimonials only; empty until there are any"),
  tutorials: z.array(blogPostSummarySchema).describe("The newest how-to articles"),
});

export const makerHowToSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    links_list: z.array(z.object({ title: z.string(), href: z.string() })),
  }),
);

export const houseAdSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  href: z.string(),
  cta: z.string(),
});
