import Link from "next/link";
import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { Button } from "@/components/ui/button";
import { Card, CardText, CardTitle } from "@/components/ui/card";
import { site } from "@/config/site";
import { blogPosts } from "@/features/content/blog-posts";
import { formatLongDate } from "@/features/content/format-date";
import { TextLink } from "@/features/content/text-link";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: "Blog: KDP guides for self-publishers",
  description: `Plain-English guides to Amazon KDP from ${site.name}: royalties and pricing, keywords and categories, covers, A+ content, low-content books and trademarks.`,
  path: "/blog",
  keywords: [
    "KDP blog",
    "self-publishing blog",
    "KDP keywords",
    "KDP categories",
    "KDP royalties",
    "A+ content",
    "low-content books",
  ],
});

/** Newest first; ISO dates sort correctly as strings. */
const posts = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));

export default function BlogPage() {
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title={`The ${site.name} blog`}
        lead={
          <p>
            Practical guides to publishing on Amazon KDP: how royalties and pricing work, how to
            choose keywords and categories, what KDP's listing rules allow, and how to get covers
            and A+ content right first time. Every number comes from KDP's published rules, and we
            update articles when those rules change.
          </p>
        }
      >
        <Button asChild variant="outline">
          <Link href="/free-resources">Free KDP checklists</Link>
        </Button>
      </PageIntro>

      <Section id="articles" title="Latest articles">
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <Card className="flex h-full flex-col">
                <article
                  id={post.slug}
                  aria-labelledby={`${post.slug}-title`}
                  className="flex h-full flex-col"
                >
                  <p className="text-xs font-semibold uppercase tracking-wide text-ember-700">
                    {post.category}
                  </p>
                  <CardTitle id={`${post.slug}-title`} className="mt-2 leading-snug">
                    {post.title}
                  </CardTitle>
                  <p className="mt-2 text-sm text-slate-600">
                    <time dateTime={post.date}>{formatLongDate(post.date)}</time>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {post.readingMinutes} min read
                  </p>
                  <CardText className="flex-1 text-base leading-7 text-slate-700">
                    {post.summary}
                  </CardText>
                  {post.relatedTool ? (
                    <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-600">
                      Try it:{" "}
                      <TextLink href={post.relatedTool.href}>{post.relatedTool.name}</TextLink>
                    </p>
                  ) : null}
                </article>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="more-help"
        title="Looking for something else?"
        className="border-t border-slate-200"
      >
        <p className="max-w-3xl text-slate-700">
          Quick answers are in the <TextLink href="/faqs">FAQs</TextLink>, and the{" "}
          <TextLink href="/masterclass">masterclass</TextLink> covers the whole publishing process
          in video lessons. Have a topic you would like us to write about?{" "}
          <TextLink href="/contact-us">Suggest an article</TextLink>.
        </p>
      </Section>
    </>
  );
}
