import { site } from "@/config/site";
import { readBlogPosts } from "@/features/blog/blog-api";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

export const dynamic = "force-dynamic";

/** The blog as an RSS 2.0 feed, newest first, each item linking to its article. */
export async function GET(): Promise<Response> {
  const posts = await readBlogPosts();
  if (!posts.ok) return new Response("The feed is unavailable just now.", { status: 503 });
  const items = [...posts.data]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((post) => {
      const url = new URL(post.link, site.url).toString();
      return `<item><title>${escapeXml(post.title)}</title><link>${escapeXml(url)}</link><guid isPermaLink="true">${escapeXml(url)}</guid><pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate><category>${escapeXml(post.category)}</category><description>${escapeXml(post.summary)}</description></item>`;
    })
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(`${site.name} blog`)}</title><link>${escapeXml(new URL("/blog", site.url).toString())}</link><description>Practical guides to publishing on Amazon KDP.</description><language>en</language>${items}</channel></rss>`;
  return new Response(xml, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "public, max-age=600",
    },
  });
}
