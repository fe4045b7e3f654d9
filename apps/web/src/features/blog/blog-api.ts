import "server-only";
import {
  type BlogPostDetail,
  type BlogPostSummary,
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
} from "@inkforge/domain/blog/contract";
import type { BlogCategory } from "@inkforge/domain/blog/types";
import {
  contentCardSchema,
  homeContentSchema,
  makerHowToSchema,
} from "@inkforge/domain/contracts/content";
import { connection } from "next/server";
import { z } from "zod";
import { serverApi } from "@/lib/api/server-api";

/*
 * The blog pages read the API (the posts live in the database) from the web server. A failed
 * read is reported to the page, which says so instead of showing an empty blog.
 */

export type BlogRead<T> = { ok: true; data: T } | { ok: false; notFound: boolean };

async function read<T>(path: string, schema: { parse(data: unknown): T }): Promise<BlogRead<T>> {
  // A request-time read: the build has no API to ask, and Next's prerender stops here.
  await connection();
  const result = await serverApi()("GET", path, { schema });
  if (result.ok) return { ok: true, data: result.data };
  if (result.status !== 404) console.error("Blog read failed", { path, status: result.status });
  return { ok: false, notFound: result.status === 404 };
}

export const readBlogPosts = () =>
  read<BlogPostSummary[]>("/api/blog", z.array(blogPostSummarySchema));

export const readBlogCategories = () =>
  read<BlogCategory[]>("/api/blog/categories", z.array(blogCategorySchema));

export const readHomeContent = () => read("/api/content/home", homeContentSchema);

export const readMakerHowTo = () => read("/api/content/makerhowto", makerHowToSchema);

/** The content cards of one kind (courses, the video channel, the community group). */
export const readContentCards = (kind: "yt" | "fb" | "courses") =>
  read(`/api/content/cards/${kind}`, z.array(contentCardSchema));

export const readBlogPost = (slug: string) =>
  read<BlogPostDetail>(`/api/blog/byslug/${encodeURIComponent(slug)}`, blogPostSchema);
