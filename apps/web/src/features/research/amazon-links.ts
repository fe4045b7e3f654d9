import type { ResearchDepartment } from "@/lib/research/url-state";

/** The completion endpoint's store alias, used by Amazon's search page as its `i` parameter too. */
const SEARCH_INDEX: Record<ResearchDepartment, string> = {
  books: "stripbooks",
  kindle: "digital-text",
};

/** The store's search results page for a keyword: what Enter opens from a result row. */
export function amazonSearchUrl(
  domain: string,
  department: ResearchDepartment,
  keyword: string,
): string {
  const query = new URLSearchParams({ k: keyword, i: SEARCH_INDEX[department] });
  return `https://www.${domain}/s?${query}`;
}

/** A book's page in a store. */
export function amazonProductUrl(domain: string, asin: string): string {
  return `https://www.${domain}/dp/${encodeURIComponent(asin)}`;
}

/**
 * The 7 Backend Keywords tool with phrases as its seeds (`?seeds=`, one per line as its textarea
 * shows them; it also splits on `|`), and the keyword tracker with keywords to add (`?add=a,b&market=`, its form).
 */
export function backendKeywordsHref(phrases: readonly string[]): string {
  return `/7-backend-keywords-tool-amazon-kdp?${new URLSearchParams({ seeds: phrases.join("\n") })}`;
}

export function keywordTrackerHref(keywords: readonly string[], domain: string): string {
  return `/titans-keyword-tracker?${new URLSearchParams({ add: keywords.join(","), market: domain })}`;
}
