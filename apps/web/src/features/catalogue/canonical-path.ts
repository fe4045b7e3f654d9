import { categories } from "@inkforge/domain/catalogue/categories";
import { toolPaths } from "@inkforge/domain/catalogue/tools";

/*
 * Tool and family pages have one spelling each ("/tools/KDP-Royalty-Calculator",
 * "/A+-content-template-generator"). Links typed in another case, or with the "+" encoded as
 * "%2B", reach the same page through a permanent redirect instead of a 404.
 */

function comparable(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
  return trimmed.toLowerCase();
}

const canonicalByComparable = new Map<string, string>();
for (const path of [...toolPaths(), ...categories.map((category) => category.path)]) {
  const key = comparable(path);
  if (key !== null) canonicalByComparable.set(key, path);
}

/**
 * The canonical spelling of a catalogue page when `pathname` (as requested, possibly
 * percent-encoded) names it differently; null when it is already canonical or not ours.
 */
export function findCanonicalRedirect(pathname: string): string | null {
  const key = comparable(pathname);
  if (key === null) return null;
  const canonical = canonicalByComparable.get(key);
  if (canonical === undefined || canonical === pathname) return null;
  return canonical;
}
