import "server-only";
import {
  type PublicAuthorPage,
  publicAuthorPageSchema,
} from "@inkforge/domain/author-pages/contracts";
import { z } from "zod";
import { env } from "@/config/env";

/** How long a published page is served from the cache before the API is asked again. */
const AUTHOR_PAGE_REVALIDATE_SECONDS = 300;

export const authorPageTag = (slug: string) => `author-page:${slug}`;

export type PublicPageLoad =
  | { kind: "page"; data: PublicAuthorPage }
  | { kind: "moved"; slug: string }
  | { kind: "missing" }
  | { kind: "failed" };

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
  try {
    const response = await fetch(`${env.API_URL}/api/v1/author-pages/published`, {
      cache: "no-store",
    });
    if (!response.ok) return [];
    const parsed = slugListSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.pages : [];
  } catch {
    return [];
  }
}
