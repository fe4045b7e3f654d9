import {
  blogCategorySchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSearchHitSchema,
  commentCreateSchema,
  commentKinds,
  commentSchema,
} from "@inkforge/domain/blog/contract";
import { findBlogCategory } from "@inkforge/domain/blog/index";
import { renderBlogThumbnailSvg } from "@inkforge/domain/blog/thumbnail";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { createListQuerySchema, setContentRangeForPage, toListWindow } from "../../lib/list-query";
import { requireUser } from "../../plugins/app/auth";
import { registerStaticResponseCache } from "../../plugins/app/static-response-cache";
import {
  listBlogCategories,
  listBlogPosts,
  listBlogPostsInCategoryOrThrow,
  requireBlogPost,
  searchBlog,
} from "../../services/blog/read-blog";
import { addComment } from "../../services/comments/add-comment";
import { deleteOwnCommentOrThrow } from "../../services/comments/delete-comment";
import { listComments } from "../../services/comments/list-comments";
import { reportComment } from "../../services/comments/report-comment";

const postIdSchema = z.object({
  id: z.coerce.number().int().positive().max(999_999_999).describe("The post's id"),
});
const categoryIdSchema = z.object({
  id: z.coerce.number().int().positive().max(999_999_999).describe("The category's id"),
});
const kindParamsSchema = z.object({ kind: z.enum(commentKinds) });
const commentListParamsSchema = kindParamsSchema.extend({
  pid: z.string().trim().min(1).max(100).describe("The post's (or shop item's) id"),
});
const commentDeleteParamsSchema = kindParamsSchema.extend({
  id: z.uuid().describe("The comment's id"),
});
const commentListQuerySchema = createListQuerySchema({
  sortFields: ["datetime"],
  defaultSort: ["datetime", "ASC"],
});
const searchQuerySchema = z.object({
  q: z.string().trim().min(1, "is required").max(200).describe("Words to look for, as typed"),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

const commentRateLimit = { max: 10, timeWindow: "1 minute" } as const;
// The lists change only on deploy (the repo is the source), so browsers may keep them a while.
const PUBLIC_CACHE = "public, max-age=300";

/**
 * The posts and their lists change only on deploy (the repo is the source, seeded at start), so
 * their 200 answers are serialised once per URL and revalidated by ETag (issue 16: `/api/blog` read
 * PGlite on every request and stood at 7% of a bare Fastify route). Search, thumbnails (which carry
 * their own security headers) and comments stay outside this cache.
 */
const blogPostRoutes: FastifyPluginAsyncZod = async (app) => {
  registerStaticResponseCache(app);

  app.get(
    "/api/blog",
    {
      schema: {
        operationId: "listBlogPosts",
        summary: "List blog posts in their order (index)",
        tags: ["blog"],
        response: { 200: z.array(blogPostSummarySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return listBlogPosts(app.db);
    },
  );

  app.get(
    "/api/blog/categories",
    {
      schema: {
        operationId: "listBlogCategories",
        summary: "List blog categories",
        tags: ["blog"],
        response: { 200: z.array(blogCategorySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return listBlogCategories(app.db);
    },
  );

  app.get(
    "/api/blog/bycategoryid/:id",
    {
      schema: {
        operationId: "listBlogPostsByCategory",
        summary: "List the posts of one category",
        tags: ["blog"],
        params: categoryIdSchema,
        response: { 200: z.array(blogPostSummarySchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return listBlogPostsInCategoryOrThrow(app.db, request.params.id);
    },
  );

  app.get(
    "/api/blog/viewblog/:id",
    {
      schema: {
        operationId: "viewBlogPost",
        summary: "One blog post by id",
        tags: ["blog"],
        params: postIdSchema,
        response: { 200: blogPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => requireBlogPost(app.db, { id: request.params.id }),
  );

  app.get(
    "/api/blog/byslug/:slug",
    {
      schema: {
        operationId: "viewBlogPostBySlug",
        summary: "One blog post by its URL slug (the site's /blog/<slug> pages)",
        tags: ["blog"],
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, "must be a post's slug") }),
        response: { 200: blogPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => requireBlogPost(app.db, { slug: request.params.slug }),
  );

  app.get(
    "/api/blog/viewblogbytitle/:title",
    {
      schema: {
        operationId: "viewBlogPostByTitle",
        summary: "One blog post by its title (URL-encoded; case is ignored)",
        tags: ["blog"],
        params: z.object({ title: z.string().min(1).max(300) }),
        response: { 200: blogPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => requireBlogPost(app.db, { title: request.params.title }),
  );
};

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogPostRoutes);

  app.get(
    "/api/blog/search",
    {
      schema: {
        operationId: "searchBlogPosts",
        summary: "Full-text search of the blog",
        description:
          "PostgreSQL full-text search (websearch syntax) over title, summary and body, title matches ranked first.",
        tags: ["blog"],
        querystring: searchQuerySchema,
        response: { 200: z.array(blogSearchHitSchema), ...errorResponses(400) },
      },
    },
    async (request) => searchBlog(app.db, request.query.q, request.query.limit),
  );

  app.get(
    "/api/blog/thumbnail/:id",
    {
      schema: {
        operationId: "blogThumbnail",
        summary: "A post's thumbnail, drawn from its title and category (SVG)",
        tags: ["blog"],
        params: postIdSchema,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const post = await requireBlogPost(app.db, { id: request.params.id });
      return (
        reply
          .type("image/svg+xml; charset=utf-8")
          .header("cache-control", "public, max-age=86400")
          // Shown by the web app's pages, which live on another origin.
          .header("cross-origin-resource-policy", "cross-origin")
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderBlogThumbnailSvg(post, findBlogCategory(post.categoryId)))
      );
    },
  );

  // Comments (spec §7.10): GET /api/comment/blog/{id} with range and sort; the same for shop.
  app.get(
    "/api/comment/:kind/:pid",
    {
      schema: {
        operationId: "listComments",
        summary: "List the comments on a blog post or shop item",
        description:
          'Defaults: range=[0,2], sort=["datetime","ASC"] (oldest first). Sends Content-Range: comments <start>-<end>/<total>. With a bearer token, `mine` marks the caller\'s own comments.',
        tags: ["blog"],
        params: commentListParamsSchema,
        querystring: commentListQuerySchema,
        response: { 200: z.array(commentSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (request.headers.authorization !== undefined) await app.authenticate(request);
      const window = toListWindow(request.query);
      const { items, total } = await listComments(app.db, {
        kind: request.params.kind,
        pid: request.params.pid,
        viewerId: request.authUser?.id ?? null,
        offset: window.offset,
        limit: window.limit,
        sortDirection: window.sortDirection,
      });
      reply.header("cache-control", "no-store");
      setContentRangeForPage(reply, {
        resource: "comments",
        offset: window.offset,
        count: items.length,
        total,
      });
      return items;
    },
  );

  app.post(
    "/api/comment/:kind",
    {
      onRequest: app.authenticate,
      config: { rateLimit: commentRateLimit },
      schema: {
        operationId: "addComment",
        summary: "Comment on a blog post or shop item",
        description: `Plain text, 1 to 2,000 characters; answers 'OK'. Limited to ${commentRateLimit.max} comments per minute.`,
        tags: ["blog"],
        params: kindParamsSchema,
        body: commentCreateSchema,
        response: { 201: z.literal("OK"), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await addComment(app.db, {
        kind: request.params.kind,
        pid: request.body.pid,
        message: request.body.message,
        userId: requireUser(request).id,
        now: app.now(),
      });
      return reply.code(201).type("text/plain; charset=utf-8").send("OK");
    },
  );

  app.delete(
    "/api/comment/:kind/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteComment",
        summary: "Delete one of your own comments",
        description: "Another user's comment answers 404, as if it did not exist.",
        tags: ["blog"],
        params: commentDeleteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteOwnCommentOrThrow(app.db, {
        kind: request.params.kind,
        id: request.params.id,
        userId: requireUser(request).id,
      });
      return reply.code(204).send(null);
    },
  );

  // POST /api/comment/:kind/:id/report: a reader flags a comment for the operators' review.
  app.post(
    "/api/comment/:kind/:id/report",
    {
      onRequest: app.authenticate,
      config: { rateLimit: commentRateLimit },
      schema: {
        operationId: "reportComment",
        summary: "Report a comment to the moderators",
        description:
          "Once per reader and comment (a repeat changes nothing); your own comment answers 400, a hidden or unknown one 404.",
        tags: ["blog"],
        params: commentDeleteParamsSchema,
        response: {
          200: z.object({ reported: z.literal(true) }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      reportComment(app.db, {
        kind: request.params.kind,
        id: request.params.id,
        userId: requireUser(request).id,
        now: app.now(),
      }),
  );
};
