import { blogCategories } from "@inkforge/domain/blog/categories";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { publicEnv } from "@/config/public-env";
import { site } from "@/config/site";
import { readBlogPost } from "@/features/blog/blog-api";
import { BlogBody } from "@/features/blog/blog-body";
import { PostComments } from "@/features/blog/post-comments";
import { relatedToolByCategory } from "@/features/blog/related-tools";
import { HouseAdSlot } from "@/features/content/house-ad";
import { formatLongDate } from "@/lib/format-date";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ slug: string }> };

const categorySlug = (id: number) =>
  blogCategories.find((category) => category.id === id)?.slug ?? "";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await readBlogPost(slug);
  if (!post.ok) return { title: "Article not found", robots: { index: false } };
  const metadata = pageMetadata({
    title: post.data.title,
    description: post.data.summary,
    path: post.data.link,
    image: `${publicEnv.apiUrl}${post.data.thumbnail}`,
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: "article" } };
}

/** Structured data for search engines; `<` is escaped so no text can close the script early. */
function articleJsonLd(post: {
  title: string;
  summary: string;
  date: string;
  author: string;
  link: string;
  thumbnail: string;
}) {
  return JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: site.name },
    image: `${publicEnv.apiUrl}${post.thumbnail}`,
    mainEntityOfPage: new URL(post.link, site.url).toString(),
  }).replace(/</g, "\\u003c");
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await readBlogPost(slug);
  if (!post.ok) {
    if (post.notFound) notFound();
    throw new Error("The article could not be loaded");
  }
  const article = post.data;
  const tool = relatedToolByCategory[article.categoryId];
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:px-6">
      <script type="application/ld+json">{articleJsonLd(article)}</script>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link href="/blog" className="underline">
          Blog
        </Link>
        <span aria-hidden="true"> / </span>
        <Link href={`/blog?category=${categorySlug(article.categoryId)}`} className="underline">
          {article.category}
        </Link>
      </nav>
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold leading-tight text-ink-900 sm:text-4xl">
          {article.title}
        </h1>
        <p className="text-slate-600">
          {article.author}
          <span aria-hidden="true"> · </span>
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          {article.readingMinutes} min read
        </p>
        <p className="text-xl leading-8 text-slate-700">{article.summary}</p>
      </header>
      {/* biome-ignore lint/performance/noImgElement: a generated SVG from the API */}
      <img
        src={`${publicEnv.apiUrl}${article.thumbnail}`}
        alt=""
        width={1200}
        height={630}
        className="aspect-[1200/630] h-auto w-full rounded-xl bg-slate-200"
      />
      <BlogBody body={article.body} />
      {tool ? (
        <aside className="rounded-xl border border-ember-400 bg-ember-100 p-5 text-slate-800">
          <p className="font-semibold text-ink-900">Put it into practice</p>
          <p className="mt-1">
            The{" "}
            <Link href={tool.href} className="font-semibold text-ink-700 underline">
              {tool.name}
            </Link>{" "}
            does the arithmetic in this article for your own book.
          </p>
        </aside>
      ) : null}
      <HouseAdSlot seed={article.id} />
      <PostComments postId={article.id} path={article.link} />
    </article>
  );
}
