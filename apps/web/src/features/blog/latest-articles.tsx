import Link from "next/link";
import { formatLongDate } from "@/lib/format-date";
import { readHomeContent } from "./blog-api";

/** The newest articles (the home feed's tutorials); nothing at all when it cannot be read. */
export async function LatestArticles({ count = 3 }: { count?: number }) {
  const home = await readHomeContent();
  if (!home.ok || home.data.tutorials.length === 0) return null;
  const newest = home.data.tutorials.slice(0, count);
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
