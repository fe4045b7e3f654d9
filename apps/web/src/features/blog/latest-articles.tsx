import Link from "next/link";
import { formatLongDate } from "@/features/content/format-date";
import { readBlogPosts } from "./blog-api";

/** The newest articles, for the home page; nothing at all when the blog cannot be read. */
export async function LatestArticles({ count = 3 }: { count?: number }) {
  const posts = await readBlogPosts();
  if (!posts.ok || posts.data.length === 0) return null;
  const newest = [...posts.data].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
  return (
    <ul className="mt-6 grid gap-4 md:grid-cols-3" data-testid="latest-articles">
      {newest.map((post) => (
        <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-5">
          <p className="text-xs font-semibold uppercase tracking-wide text-ember-700">
            {post.category}
          </p>
          <h4 className="mt-2 font-semibold leading-snug text-ink-900">
            <Link href={post.link} className="hover:underline">
              {post.title}
            </Link>
          </h4>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={post.date}>{formatLongDate(post.date)}</time> · {post.readingMinutes}{" "}
            min read
          </p>
        </li>
      ))}
    </ul>
  );
}
