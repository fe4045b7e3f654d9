import { z } from "zod";
import { shownTextSchema } from "../contracts/text";

/* The blog and comment API's shapes (spec §7.10), for the API's type provider and the web client. */

export const blogCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  index: z.number().int(),
});

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  category: z.string(),
  author: z.string(),
  date: z.string().describe("Publication date, YYYY-MM-DD"),
  summary: z.string(),
  link: z.string().describe("Site path of the article"),
  thumbnail: z.string().describe("Path of the generated thumbnail (SVG)"),
  index: z.number().int(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  body: z
    .string()
    .describe("The article in the blog's safe Markdown subset (paragraphs, ## headings, - lists)"),
  wordCount: z.number().int(),
});
export type BlogPostDetail = z.infer<typeof blogPostSchema>;

export const blogSearchHitSchema = blogPostSummarySchema.extend({
  rank: z.number().describe("PostgreSQL ts_rank_cd of the match; higher first"),
});
export type BlogSearchHit = z.infer<typeof blogSearchHitSchema>;

export const COMMENT_MAX_LENGTH = 2000;
export const commentKinds = ["blog", "shop"] as const;
export type CommentKind = (typeof commentKinds)[number];

/**
 * `POST /api/comment/blog {pid, message}`: plain text, stored as typed and shown as text; by the
 * usernames' rule (no bidirectional overrides or invisible characters), line breaks kept.
 */
export const commentCreateSchema = z.object({
  pid: z.union([z.string().trim().min(1).max(100), z.number().int().positive()]).transform(String),
  message: shownTextSchema({ max: COMMENT_MAX_LENGTH }),
});

export const commentSchema = z.object({
  id: z.uuid(),
  pid: z.string().describe("The post (or shop item) the comment is on"),
  message: z.string(),
  username: z.string(),
  createdAt: z.iso.datetime(),
  mine: z.boolean().describe("True when the caller wrote it (and may delete it)"),
});
export type Comment = z.infer<typeof commentSchema>;
