import { publicEnv } from "@/config/public-env";

/** The public address of an uploaded author image (a storage key `author-pages/<owner>/<name>`). */
export function authorImageUrl(key: string): string | null {
  const match = /^author-pages\/([0-9a-f-]{36})\/([a-z0-9-]+\.webp)$/.exec(key);
  return match ? `${publicEnv.apiUrl}/api/v1/author-pages/images/${match[1]}/${match[2]}` : null;
}
