import "server-only";
import {
  type PublicAuthorPage,
  publicAuthorPageSchema,
} from "@inkforge/domain/author-pages/contracts";
import { z } from "zod";
import { env } from "@/config/env";
import { serverApi } from "@/lib/api/server-api";

/** How long a published page is served from the cache before the API is asked again. */
const AUTHOR_PAGE_REVALIDATE_SECONDS = 300;

export const authorPageTag = (slug: string) => `author-page:${slug}`;

export type PublicPageLoad =
  | { kind: "page"; data: PublicAuthorPage }
  | { kind: "moved"; slug: string }
  | { kind: "missing" }
  | { kind: "failed" };

/*
 * The public author pages' reads from the web server. The published page is the one server read
 * that calls fetch itself rather than `serverApi`: it needs Next's data cache (revalidate and a tag
 * per slug, dropped on publish) and reads a 301's `movedTo`, which the JSON caller reports only
 * as a failure.
 */

/**
 * The published page from the API, cached per slug (and dropped on publish through
 * `revalidateAuthorPage`): readers' requests do not reach the database.
 */
export async function loadPublicAuthorPage(slug: string): Promise<PublicPageLoad> {
  try {
    const response = await fetch(`${env.API_URL}/api/v1/author-pages/${encodeURIComponent(slug)}`, {
      redirect: "manual",
      next: { revalidate: AUTHOR_PAGE_REVALIDATE_SECONDS, tags: [authorPageTag(slug)] },
    });
    if (response.status === 301) {
      const moved = z.object({ movedTo: z.string() }).safeParse(await response.json());
      return moved.success ? { kind: "moved", slug: moved.data.movedTo } : { kind: "failed" };
    }
    if (response.status === 404) return { kind: "missing" };
    if (!response.ok) return { kind: "failed" };
    const parsed = publicAuthorPageSchema.safeParse(await response.json());
    return parsed.success ? { kind: "page", data: parsed.data } : { kind: "failed" };
  } catch (error) {
    console.error("Author page could not be loaded", { slug, error });
    return { kind: "failed" };
  }
}

const slugListSchema = z.object({
  pages: z.array(z.object({ slug: z.string(), publishedAt: z.string() })),
});

/** Published, live pages for the sitemap; none when the API cannot answer. */
export async function loadPublishedAuthorSlugs() {
  const answer = await serverApi()("GET", "/api/v1/author-pages/published", {
    schema: slugListSchema,
  });
  return answer.ok ? answer.data.pages : [];
}

const newsletterResultSchema = z.object({ slug: z.string(), penName: z.string() });

/** Confirms or ends a newsletter subscription from an author's email link; null when not valid. */
export async function answerNewsletterLink(action: "confirm" | "unsubscribe", token: string) {
  const answer = await serverApi()(
    "GET",
    `/api/v1/author-pages/newsletter/${action}?token=${encodeURIComponent(token)}`,
    { schema: newsletterResultSchema },
  );
  if (answer.ok) return answer.data;
  if (answer.status !== 404 && answer.status !== 400 && answer.status !== 410)
    console.error("Newsletter link could not be checked", { action, error: answer.message });
  return null;
}
