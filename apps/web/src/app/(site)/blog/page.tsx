import { PageIntro } from "@/components/layout/page-intro";
import { Section } from "@/components/layout/section";
import { publicEnv } from "@/config/public-env";
import { site } from "@/config/site";
import { readBlogCategories, readBlogPosts } from "@/features/blog/blog-api";
import { BlogIndex } from "@/features/blog/blog-index";
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

export default async function BlogPage({
  searchParams,
}: {
  searchParams: Promise<{ category?: string | string[] }>;
}) {
  const { category } = await searchParams;
  const [posts, categories] = await Promise.all([readBlogPosts(), readBlogCategories()]);
  const active =
    categories.ok && typeof category === "string"
      ? categories.data.find((item) => item.slug === category)
      : undefined;
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
      />

      <Section id="articles" title={active ? active.name : "All articles"}>
        {posts.ok && categories.ok ? (
          <BlogIndex
            posts={posts.data}
            categories={categories.data}
            activeCategory={active}
            apiUrl={publicEnv.apiUrl}
          />
        ) : (
          <p role="alert" className="text-red-700">
            The articles could not be loaded just now. Please reload the page in a moment.
          </p>
        )}
      </Section>

      <Section
        id="more-help"
        title="Looking for something else?"
        className="border-t border-slate-200"
      >
        <p className="max-w-3xl text-slate-700">
          Quick answers are in the <TextLink href="/faqs">FAQs</TextLink>, and the{" "}
          <TextLink href="/masterclass">masterclass</TextLink> covers the whole publishing process
          step by step. Subscribe to the <TextLink href="/blog/rss.xml">RSS feed</TextLink> to get
          new articles, or <TextLink href="/contact-us">suggest an article</TextLink>.
        </p>
      </Section>
    </>
  );
}
