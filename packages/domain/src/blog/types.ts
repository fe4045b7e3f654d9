/** A blog category (spec §3: blog items have categories; the list is ordered by `index`). */
export type BlogCategory = {
  id: number;
  slug: string;
  name: string;
  description: string;
  index: number;
};

/**
 * One article as written in the repo. `body` is a small, safe subset of Markdown: paragraphs
 * separated by a blank line, `## ` headings and `- ` list items; no HTML, no links. The page
 * renders it as React elements (`parseBlogBody`), so nothing in a post can inject markup.
 */
export type BlogPostSource = {
  id: number;
  slug: string;
  title: string;
  categoryId: number;
  /** ISO date (YYYY-MM-DD) the article was published. */
  date: string;
  summary: string;
  body: string;
  /** Ordering in lists: lower first (spec §3 "index"). */
  index: number;
};

export type BlogPost = BlogPostSource & {
  author: string;
  /** Site path of the article. */
  link: string;
  /** Path of the generated thumbnail (an SVG the API draws from the post). */
  thumbnail: string;
  wordCount: number;
};
