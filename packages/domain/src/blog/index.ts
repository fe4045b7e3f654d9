import { countWords } from "./body";
import { blogCategories } from "./categories";
import { coverAndLowContentPosts } from "./posts/covers-and-low-content";
import { keywordAndListingPosts } from "./posts/keywords-and-listings";
import { launchAndGuidelinePosts } from "./posts/launch-and-guidelines";
import { pricingAndAdsPosts } from "./posts/pricing-and-ads";
import type { BlogPost, BlogPostSource } from "./types";

export type { BlogCategory, BlogPost, BlogPostSource } from "./types";
export { blogCategories };

/** The byline of every article: written by the site's own team, not invented people. */
export const BLOG_AUTHOR = "The Inkforge team";

export const blogPostPath = (slug: string) => `/blog/${slug}`;
export const blogThumbnailPath = (id: number) => `/api/blog/thumbnail/${id}`;

function toPost(source: BlogPostSource): BlogPost {
  return {
    ...source,
    author: BLOG_AUTHOR,
    link: blogPostPath(source.slug),
    thumbnail: blogThumbnailPath(source.id),
    wordCount: countWords(source.body),
  };
}

/** Every article, ordered by `index` (spec §3) — the source the database is filled from. */
export const blogPosts: readonly BlogPost[] = [
  ...keywordAndListingPosts,
  ...coverAndLowContentPosts,
  ...pricingAndAdsPosts,
  ...launchAndGuidelinePosts,
]
  .map(toPost)
  .sort((a, b) => a.index - b.index);

/** The local blog index of spec §3 (title, link, date, thumbnail, id), generated from the posts. */
export function listBlogIndex(posts: readonly BlogPost[] = blogPosts) {
  return posts.map(({ id, title, link, date, thumbnail }) => ({
    id,
    title,
    link,
    date,
    thumbnail,
  }));
}

export function findBlogCategory(id: number) {
  return blogCategories.find((category) => category.id === id);
}
