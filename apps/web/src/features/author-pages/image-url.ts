import { publicEnv } from "@/config/public-env";

/** The width the public page asks for: covers and the photo are shown 160 px wide (0155). */
export const AUTHOR_IMAGE_DISPLAY_WIDTH = 320;

/**
 * The public address of an uploaded author image (a storage key `author-pages/<owner>/<name>`);
 * with `width`, the API's copy scaled down to it. Served by the API itself: forwarded through the
 * web server it arrived later under load, and Lighthouse's LCP counted the difference (0155).
 */
export function authorImageUrl(
  key: string,
  width?: typeof AUTHOR_IMAGE_DISPLAY_WIDTH,
): string | null {
  const match = /^author-pages\/([0-9a-f-]{36})\/([a-z0-9-]+\.webp)$/.exec(key);
  if (!match) return null;
  const url = `${publicEnv.apiUrl}/api/v1/author-pages/images/${match[1]}/${match[2]}`;
  return width ? `${url}?w=${width}` : url;
}
