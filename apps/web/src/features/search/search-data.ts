import "server-only";
import {
  isHttpUrl,
  isOutsideLink,
  resolveProductLink,
} from "@inkforge/domain/catalogue/external-urls";
import { paletteHref, paletteTools } from "@inkforge/domain/catalogue/palette";
import { tools } from "@inkforge/domain/catalogue/tools";
import type { ExternalUrls } from "@inkforge/domain/catalogue/types";
import type { ToolSearchEntry } from "@inkforge/domain/search/match";

export type PaletteEntry = { name: string; href: string; openInNewTab: boolean };

/*
 * Built on the server and handed to the search box and palette as plain data, so the browser
 * never loads the catalogue modules (or their zod schemas) to search them.
 */

export function listToolSearchEntries(urls: ExternalUrls): ToolSearchEntry[] {
  return tools.map((tool) => ({
    name: tool.item,
    tag: tool.tag,
    href: resolveProductLink(tool.link, urls),
    openInNewTab: tool.openInNewTab ?? isOutsideLink(tool.link, urls),
  }));
}

export function listPaletteEntries(urls: ExternalUrls): PaletteEntry[] {
  return paletteTools.map((tool) => {
    const href = paletteHref(tool, urls);
    // A site page replaced by a configured outside app (the puzzle maker) opens like one.
    const replaced = tool.href !== undefined && tool.destination !== undefined && isHttpUrl(href);
    return { name: tool.name, href, openInNewTab: tool.openInNewTab === true || replaced };
  });
}
