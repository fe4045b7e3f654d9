import { blogCategories } from "@inkforge/domain/blog/index";
import {
  contentCardSchema,
  homeContentSchema,
  houseAdSchema,
  makerHowToSchema,
} from "@inkforge/domain/contracts/content";
import { planCards } from "@inkforge/domain/shop/catalogue";
import { courseLessons, courses } from "@inkforge/domain/shop/courses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { listBlogPosts } from "../../services/blog/read-blog";

const cardKinds = ["yt", "fb", "courses"] as const;
// These change only on deploy or when an article ships; browsers may keep them a while.
const CACHE = "public, max-age=300";

/** The maker how-to collections: each category's articles and the tool that does the job. */
const makerCollections = [
  {
    id: "covers",
    categorySlug: "covers-and-formatting",
    tool: { title: "Cover template generator", href: "/kdp-cover-template-generator" },
  },
  {
    id: "low-content",
    categorySlug: "low-content-books",
    tool: { title: "Price checker", href: "/kdp-price-checker" },
  },
  {
    id: "listings",
    categorySlug: "listings-and-a-plus",
    tool: { title: "A+ template generator", href: "/A+-content-template-generator" },
  },
  {
    id: "keywords",
    categorySlug: "keywords-and-categories",
    tool: { title: "7 Backend Keywords tool", href: "/7-backend-keywords-tool-amazon-kdp" },
  },
] as const;

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/content/home",
    {
      schema: {
        operationId: "homeContent",
        summary: "The home page's feeds: testimonials and tutorials",
        tags: ["content"],
        response: { 200: homeContentSchema },
      },
    },
    async (_request, reply) => {
      const posts = await listBlogPosts(app.db);
      reply.header("cache-control", CACHE);
      return {
        // No customer testimonial has been collected; none is invented.
        testimonials: [],
        tutorials: [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 6),
      };
    },
  );

  app.get(
    "/api/content/cards/:kind",
    {
      schema: {
        operationId: "contentCards",
        summary: "Cards for the video channel (yt), the community group (fb) or the courses",
        description:
          "yt and fb answer one card for the configured channel or group (VIDEO_CHANNEL_URL, COMMUNITY_GROUP_URL), or none; courses lists the courses with their lesson counts.",
        tags: ["content"],
        params: z.object({ kind: z.enum(cardKinds) }),
        response: { 200: z.array(contentCardSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", CACHE);
      const { kind } = request.params;
      if (kind === "courses")
        return courses.map((course) => ({
          id: course._id,
          title: course.title,
          description: `${course.description} ${courseLessons(course).length} written lessons.`,
          href: `/courses/${course._id}`,
        }));
      const url =
        kind === "yt" ? app.config.content.videoChannelUrl : app.config.content.communityGroupUrl;
      return url
        ? [
            {
              id: kind,
              title: kind === "yt" ? "Video channel" : "Community group",
              description:
                kind === "yt"
                  ? "Walkthroughs of the tools and KDP's screens."
                  : "Ask other authors, share launches and get feedback.",
              href: url,
            },
          ]
        : [];
    },
  );

  app.get(
    "/api/content/makerhowto",
    {
      schema: {
        operationId: "makerHowTo",
        summary: "How-to collections for book makers: articles and the tool for each job",
        tags: ["content"],
        response: { 200: makerHowToSchema },
      },
    },
    async (_request, reply) => {
      const posts = await listBlogPosts(app.db);
      reply.header("cache-control", CACHE);
      return makerCollections.map((collection) => {
        const category = blogCategories.find((item) => item.slug === collection.categorySlug);
        return {
          id: collection.id,
          title: category?.name ?? collection.id,
          links_list: [
            ...posts
              .filter((post) => post.categoryId === category?.id)
              .map((post) => ({ title: post.title, href: post.link })),
            { title: collection.tool.title, href: collection.tool.href },
          ],
        };
      });
    },
  );

  app.get(
    "/api/ads",
    {
      schema: {
        operationId: "houseAds",
        summary:
          "The site's own promotions (its plans), for ad slots; browsers cache them per session",
        tags: ["content"],
        response: { 200: z.array(houseAdSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", CACHE);
      return planCards
        .filter((plan) => plan.id !== "free")
        .map((plan) => ({
          id: plan.id,
          title: `${plan.name}`,
          text: plan.summary,
          href: "/pricing",
          cta: `See ${plan.name}`,
        }));
    },
  );
};
