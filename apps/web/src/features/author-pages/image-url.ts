/** An uploaded author image's owner folder and file name (storage key `author-pages/<owner>/<name>`). */
export const AUTHOR_IMAGE_OWNER = /^[0-9a-f-]{36}$/;
export const AUTHOR_IMAGE_NAME = /^[a-z0-9-]+\.webp$/;

/** The width the public page asks for: covers and the photo are shown 160 px wide (0155). */
export const AUTHOR_IMAGE_DISPLAY_WIDTH = 320;

/**
 * The public address of an uploaded author image: on the site's own origin, which forwards to the
 * API (`app/authors/media/`), so the page's largest paint needs no second connection (0155). With
 * `width`, the API's copy scaled down to it.
 */
export function authorImageUrl(
  key: string,
  width?: typeof AUTHOR_IMAGE_DISPLAY_WIDTH,
): string | null {
  const [prefix, owner, name, ...rest] = key.split("/");
  if (prefix !== "author-pages" || rest.length > 0) return null;
  if (!owner || !name || !AUTHOR_IMAGE_OWNER.test(owner) || !AUTHOR_IMAGE_NAME.test(name)) {
    return null;
  }
  return `/authors/media/${owner}/${name}${width ? `?w=${width}` : ""}`;
}
