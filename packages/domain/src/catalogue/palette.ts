import { PALETTE_MAX_MATCHES } from "../constants";
import { filterByName } from "../search/match";
import { defaultExternalUrls, isHttpUrl } from "./external-urls";
import { getToolOrThrow } from "./tools";
import type { ExternalDestination, ExternalUrls } from "./types";

/** One entry of the tool search palette (spec §2.6): a name and where it goes. */
export type PaletteTool = {
  name: string;
  /** The catalogue tool it opens. */
  toolId: string;
  openInNewTab?: boolean;
} /** A site page, which an outside app configured for `destination` replaces (decision 0100). */ & (
  | { href: string; destination?: ExternalDestination }
  | { destination: ExternalDestination; href?: undefined }
);

/** Palette names (PAL-08, all 29 the spec lists) and the tool each opens. */
const paletteNames: ReadonlyArray<readonly [name: string, toolId: string]> = [
  ["Low Content Book Generator", "low-content-book-generator"],
  ["7 Backend Keywords", "backend-keywords"],
  ["KDP BSR Sales Calculator", "bsr-sales-calculator"],
  ["Royalty Calculator", "royalty-calculator"],
  ["Pen Name Generator", "pen-name-generator"],
  ["QR Code Generator", "qr-code-generator"],
  ["Word Cloud", "word-cloud"],
  ["Keyword Tracker", "keyword-tracker"],
  ["ASIN Tracker", "asin-tracker"],
  ["Category Finder", "category-finder"],
  ["Cover Template Generator", "cover-template-generator"],
  ["Book Cover Designer", "book-cover-designer"],
  ["A+ Template Generator", "a-plus-content-maker"],
  ["Book Writer", "book-writer"],
  ["Puzzle and Activity Tools", "activity-book-tools"],
  ["Coloring Books", "coloring-book-maker"],
  ["Digital Designer", "text-pattern-designer"],
  ["Pro Web App", "pro-web-app"],
  ["Quick View", "quick-view-extension"],
  ["Deep View", "deep-view"],
  ["Retro View", "retro-view"],
  ["Book Planner", "book-planner"],
  ["Title Creator", "title-creator"],
  ["Description Creator", "description-creator"],
  ["Trademark Checker", "trademark-checker"],
  ["Guidelines Checker", "guidelines-checker"],
  ["Price Checker", "price-checker"],
  ["Grammar Checker", "grammar-checker"],
  ["Book Data Translator", "book-data-translator"],
];

function toPaletteTool(name: string, toolId: string): PaletteTool {
  const tool = getToolOrThrow(toolId);
  const target =
    tool.link.kind === "internal"
      ? {
          href: tool.link.path,
          ...(tool.link.outsideApp ? { destination: tool.link.outsideApp } : {}),
        }
      : { destination: tool.link.destination };
  const newTab = tool.openInNewTab ?? tool.link.kind === "external";
  return newTab ? { name, toolId, ...target, openInNewTab: true } : { name, toolId, ...target };
}

/** The palette's list, in the spec's order. */
export const paletteTools: PaletteTool[] = paletteNames.map(([name, toolId]) =>
  toPaletteTool(name, toolId),
);

/** The URL a palette entry opens: its internal path, or the configured external URL. */
export function paletteHref(tool: PaletteTool, urls: ExternalUrls = defaultExternalUrls): string {
  if (tool.destination === undefined) return tool.href;
  if (tool.href === undefined) return urls[tool.destination];
  const outside = urls[tool.destination];
  return isHttpUrl(outside) ? outside : tool.href;
}

/**
 * Palette matches for `query` (PAL-05, PAL-06): a case-insensitive substring of the name, in list
 * order, at most `limit`. The query's ends are trimmed; an empty or blank query returns the first
 * `limit` entries, so an opened palette shows a short list before anything is typed.
 */
export function filterPaletteTools(
  query: string,
  tools: readonly PaletteTool[] = paletteTools,
  limit: number = PALETTE_MAX_MATCHES,
): PaletteTool[] {
  return filterByName(tools, query, limit);
}
