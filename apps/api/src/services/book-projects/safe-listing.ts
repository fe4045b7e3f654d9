import type { Listing } from "@inkforge/domain/book-project/contract";
import { sanitizeDescriptionHtml } from "@inkforge/domain/tools/description-creator/sanitize-html";

/**
 * A listing whose description is KDP's allow-list of tags without attributes (issue 24): the
 * description creator loads it into a rich-text editor, so `<img src=x onerror=…>` kept here ran
 * in the author's page. The same sanitiser the editor uses (decision 0059), built from our own
 * tag strings and escaped text, so nothing of the input's markup survives.
 */
export function withSafeDescription<T extends Partial<Listing>>(listing: T): T {
  if (listing.description === undefined) return listing;
  return { ...listing, description: sanitizeDescriptionHtml(listing.description) };
}
