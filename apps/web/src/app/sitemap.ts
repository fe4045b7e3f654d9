import { toolPaths } from "@inkforge/domain/catalogue/tools";
import type { MetadataRoute } from "next";
import { site } from "@/config/site";
import { readBlogPosts } from "@/features/blog/blog-api";
import { loadPublishedAuthorSlugs } from "@/lib/api/author-pages-server";

/** Public pages worth indexing (account, checkout and members-only pages stay out). */
const PUBLIC_PAGES = [
  "/",
  "/tools",
  "/pricing",
  "/features",
  "/shop",
  "/blog",
  "/masterclass",
  "/free-resources",
  "/support",
  "/faqs",
  "/about",
  "/testimonials",
  "/services",
  "/contact-us",
  "/mentorship",
  "/templates",
  "/hot-niches-sales",
  "/terms",
  "/terms/privacy",
  "/terms/gdpr",
  "/trademark",
];

export const dynamic = "force-dynamic";

/** The sitemap: public pages, every tool page, and every blog post (read from the API). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const at = (path: string) => new URL(path, site.url).toString();
  const [posts, authorPages] = await Promise.all([readBlogPosts(), loadPublishedAuthorSlugs()]);
  const pages = [...new Set([...PUBLIC_PAGES, ...toolPaths()])].map((path) => ({ url: at(path) }));
  const articles = posts.ok
    ? posts.data.map((post) => ({ url: at(post.link), lastModified: post.date }))
    : [];
  // Author pages only while published and their owner holds the feature (the API decides).
  const authors = authorPages.map((p) => ({
    url: at(`/authors/${p.slug}`),
    lastModified: p.publishedAt,
  }));
  return [...pages, ...articles, ...authors];
}
