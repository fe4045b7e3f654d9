"use server";

import { slugSchema } from "@inkforge/domain/author-pages/slug";
import { revalidateTag } from "next/cache";
import { authorPageTag } from "@/lib/api/author-pages-server";

/**
 * Drops the cached copy of a page after its owner publishes, unpublishes or moves it. Anyone may
 * call it: it only makes the next reader's request ask the API again.
 */
export async function revalidateAuthorPage(slugs: string[]): Promise<void> {
  for (const slug of slugs.slice(0, 4)) {
    if (slugSchema.safeParse(slug).success) revalidateTag(authorPageTag(slug), { expire: 0 });
  }
}
