import type { BlogCategory } from "./types";

/*
 * Each post's thumbnail is drawn from its own data, so there is no image file to go stale or
 * pretend to be a photo: the category's colour, the post's title set in large type, and the
 * category name. 1200 × 630 (the share-image size), SVG.
 */

const PALETTE: Record<number, { background: string; accent: string }> = {
  1: { background: "#1e3a5f", accent: "#f59e0b" },
  2: { background: "#3f2a56", accent: "#f472b6" },
  3: { background: "#134e4a", accent: "#fbbf24" },
  4: { background: "#7c2d12", accent: "#fde68a" },
  5: { background: "#1f2937", accent: "#34d399" },
  6: { background: "#4c1d95", accent: "#c4b5fd" },
  7: { background: "#0f172a", accent: "#38bdf8" },
  8: { background: "#7f1d1d", accent: "#fca5a5" },
};
const FALLBACK = { background: "#1f2937", accent: "#f59e0b" };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/** Greedy word wrap to at most `width` characters a line and `maxLines` lines (with an ellipsis). */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[,.;:]?$/, "")}…`;
  return kept;
}

export function renderBlogThumbnailSvg(
  post: { title: string },
  category: BlogCategory | undefined,
): string {
  const colours = (category && PALETTE[category.id]) ?? FALLBACK;
  const lines = wrapTitle(post.title, 26, 4);
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 78}" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeXml(post.title)}"><rect width="1200" height="630" fill="${colours.background}"/><rect x="80" y="120" width="120" height="10" fill="${colours.accent}"/><text x="80" y="100" font-size="30" font-family="system-ui, sans-serif" fill="${colours.accent}">${escapeXml(category?.name ?? "Inkforge blog")}</text><g font-family="Georgia, 'Times New Roman', serif">${text}</g><text x="80" y="580" font-size="28" font-family="system-ui, sans-serif" fill="#e5e7eb">Inkforge · for self-publishing authors</text></svg>`;
}
