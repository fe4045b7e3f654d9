import type { BlogPostSummary } from "@inkforge/domain/blog/contract";
import type { BlogCategory } from "@inkforge/domain/blog/types";
import Link from "next/link";
import { formatLongDate } from "@/lib/format-date";
import { relatedToolByCategory } from "./related-tools";

/**
 * The blog's list: a category filter (plain links, so it works without JavaScript and each
 * filter has its own URL) and a card per post with its generated thumbnail.
 */
export function BlogIndex({
  posts,
  categories,
  activeCategory,
  apiUrl,
}: {
  posts: readonly BlogPostSummary[];
  categories: readonly BlogCategory[];
  activeCategory: BlogCategory | undefined;
  /** Where browsers reach the API (the thumbnails are drawn there). */
  apiUrl: string;
}) {
  const shown = activeCategory
    ? posts.filter((post) => post.categoryId === activeCategory.id)
    : posts;
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${
      active
        ? "border-ink-800 bg-ink-800 text-white"
        : "border-slate-300 bg-white text-slate-800 hover:border-ink-700"
    }`;
  return (
    <div className="grid gap-8">
      <nav aria-label="Blog categories">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              href="/blog"
              className={chip(!activeCategory)}
              aria-current={activeCategory ? undefined : "page"}
            >
              All articles ({posts.length})
            </Link>
          </li>
          {categories.map((category) => {
            const count = posts.filter((post) => post.categoryId === category.id).length;
            const active = activeCategory?.id === category.id;
            return (
              <li key={category.id}>
                <Link
                  href={`/blog?category=${category.slug}`}
                  className={chip(active)}
                  aria-current={active ? "page" : undefined}
                >
                  {category.name} ({count})
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {activeCategory ? (
        <p className="max-w-3xl text-slate-700">{activeCategory.description}</p>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="blog-posts">
        {shown.map((post) => {
          const tool = relatedToolByCategory[post.categoryId];
          return (
            <li key={post.id}>
              <article
                aria-labelledby={`post-${post.id}-title`}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              >
                {/* A generated SVG from the API: next/image has nothing to optimise. */}
                {/* biome-ignore lint/performance/noImgElement: see above */}
                <img
                  src={`${apiUrl}${post.thumbnail}`}
                  alt=""
                  width={1200}
                  height={630}
                  loading="lazy"
                  className="aspect-[1200/630] h-auto w-full bg-slate-200"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-ember-700">
                    {post.category}
                  </p>
                  <h3
                    id={`post-${post.id}-title`}
                    className="mt-2 text-lg font-semibold leading-snug text-ink-900"
                  >
                    <Link href={post.link} className="hover:underline">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">
                    <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {post.readingMinutes} min read
                  </p>
                  <p className="mt-2 flex-1 text-base leading-7 text-slate-700">{post.summary}</p>
                  {tool ? (
                    <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
                      Try it:{" "}
                      <Link href={tool.href} className="font-semibold text-ink-700 underline">
                        {tool.name}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
