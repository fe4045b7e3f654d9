import { defaultExternalUrls } from "./external-urls";
import { getToolOrThrow, toCatalogueEntry } from "./tools";
import type { CatalogueEntry, CatalogueProduct, ExternalUrls } from "./types";

/** A product that is one of the tools: name, tag, link, flair and description come from it. */
function fromTool(toolId: string, kind: CatalogueProduct["kind"]): CatalogueProduct {
  const tool = getToolOrThrow(toolId);
  const product: CatalogueProduct = {
    id: tool.id,
    item: tool.item,
    tag: tool.tag,
    link: tool.link,
    description: tool.description,
    kind,
  };
  if (tool.openInNewTab !== undefined) product.openInNewTab = tool.openInNewTab;
  if (tool.flair) product.flair = tool.flair;
  return product;
}

const book = getToolOrThrow("self-publishing-handbook");

/**
 * The product catalogue (spec §3, "about 25"): the two browser extensions, the tools and apps
 * people buy or sign in for, the masterclass, the book in print and as eBook/audiobook, and the
 * video channel. Free one-page utilities (calculators, generators) are tools, not products.
 */
export const catalogueProducts: CatalogueProduct[] = [
  fromTool("all-in-one-extension", "extension"),
  fromTool("quick-view-extension", "extension"),
  fromTool("pro-web-app", "app"),
  fromTool("backend-keywords", "tool"),
  fromTool("deep-view", "tool"),
  fromTool("retro-view", "tool"),
  fromTool("keyword-tracker", "tool"),
  fromTool("asin-tracker", "tool"),
  fromTool("puzzle-book-maker", "app"),
  fromTool("low-content-book-generator", "app"),
  fromTool("activity-book-tools", "tool"),
  fromTool("coloring-book-maker", "tool"),
  fromTool("book-writer", "app"),
  fromTool("book-cover-designer", "tool"),
  fromTool("a-plus-content-maker", "tool"),
  fromTool("text-pattern-designer", "app"),
  fromTool("title-creator", "tool"),
  fromTool("description-creator", "tool"),
  fromTool("trademark-checker", "tool"),
  fromTool("guidelines-checker", "tool"),
  fromTool("book-data-translator", "tool"),
  fromTool("masterclass", "course"),
  {
    id: "self-publishing-handbook-print",
    item: `${book.item} (Print)`,
    tag: "Book",
    link: book.link,
    description:
      "The guide as a print-ready 6 × 9 in PDF, with a contents page and page numbers, to print at home or at a print shop.",
    kind: "book",
  },
  {
    id: "self-publishing-handbook-ebook-audiobook",
    item: `${book.item} (eBook & Audiobook)`,
    tag: "Book",
    link: book.link,
    description:
      "The same guide as an EPUB for e-readers and Send to Kindle, and as a read-aloud edition your device speaks to you.",
    kind: "book",
  },
  {
    id: "video-channel",
    item: "YouTube Channel",
    tag: "Videos",
    link: { kind: "external", destination: "videoChannel" },
    openInNewTab: true,
    description:
      "Free video tutorials on KDP research, making books, writing listings and using our tools.",
    kind: "channel",
  },
];

/** Products of one kind, in catalogue order. */
export function getProductsByKind(kind: CatalogueProduct["kind"]): CatalogueProduct[] {
  return catalogueProducts.filter((product) => product.kind === kind);
}

/** Every product in the spec's entry shape, with external links resolved against `urls`. */
export function catalogueEntries(urls: ExternalUrls = defaultExternalUrls): CatalogueEntry[] {
  return catalogueProducts.map((product) => toCatalogueEntry(product, urls));
}
