import type {
  BlogPostDetail,
  BlogPostSummary,
  BlogSearchHit,
} from "@inkforge/domain/blog/contract";
import type { BlogCategory } from "@inkforge/domain/blog/index";
import type { Database } from "../../db/client";
import {
  blogCategoryExists,
  findBlogPostById,
  findBlogPostBySlug,
  findBlogPostByTitle,
  listBlogCategoryRows,
  listBlogPostSummaries,
  searchBlogPosts,
} from "../../db/queries/blog";
import { AppError } from "../../errors";

/*
 * The blog's public reads (spec §3, §7.10), for the blog routes and the site's content feeds. A
 * post or category that does not exist answers 404 with the same sentence wherever it is asked.
 */

function notFound(what: "That post" | "That category"): never {
  throw new AppError("NOT_FOUND", `${what} was not found.`);
}

/** Every post in list order. */
export function listBlogPosts(db: Database): Promise<BlogPostSummary[]> {
  return listBlogPostSummaries(db);
}

/** The posts of one category in list order; an unknown category is a 404, not an empty list. */
export async function listBlogPostsInCategoryOrThrow(
  db: Database,
  categoryId: number,
): Promise<BlogPostSummary[]> {
  if (!(await blogCategoryExists(db, categoryId))) notFound("That category");
  return listBlogPostSummaries(db, { categoryId });
}

export function listBlogCategories(db: Database): Promise<BlogCategory[]> {
  return listBlogCategoryRows(db);
}

/** One post by its id, its slug or its title (case and surrounding spaces ignored). */
export async function requireBlogPost(
  db: Database,
  key: { id: number } | { slug: string } | { title: string },
): Promise<BlogPostDetail> {
  const post =
    "id" in key
      ? await findBlogPostById(db, key.id)
      : "slug" in key
        ? await findBlogPostBySlug(db, key.slug)
        : await findBlogPostByTitle(db, key.title);
  return post ?? notFound("That post");
}

export function searchBlog(db: Database, query: string, limit: number): Promise<BlogSearchHit[]> {
  return searchBlogPosts(db, query, limit);
}
