import { bindingToFormat } from "@inkforge/domain/research/keepa";
import { cleanText, firstMatch, firstText, readDate, readNumber, readPrice } from "./read-text";
import { PARSERS_VERSION, type SearchPageSpec } from "./spec";
import type { SearchParse, SearchResultRow } from "./types";

const ASIN = /^[A-Z0-9]{10}$/;

/** The results of one search page, or a typed "nothing found" with counts for the report. */
export function parseSearchPage(doc: Document, spec: SearchPageSpec, url: URL): SearchParse {
  const containers = spec.result.flatMap((selector) => [...doc.querySelectorAll(selector)]);
  const rows: SearchResultRow[] = [];
  let withoutTitle = 0;
  for (const element of containers) {
    const asin = element.getAttribute("data-asin") ?? "";
    const title = firstText(element, spec.title);
    if (!ASIN.test(asin)) continue;
    if (!title) {
      withoutTitle += 1;
      continue;
    }
    rows.push(readRow(element, spec, asin, title, rows.length + 1));
  }
  const counts = {
    containers: containers.length,
    rows: rows.length,
    withoutTitle,
    withPrice: rows.filter((row) => row.price !== null).length,
    withReviews: rows.filter((row) => row.reviewCount !== null).length,
    withBinding: rows.filter((row) => row.binding !== null).length,
  };
  const report = {
    parser: spec.id,
    version: PARSERS_VERSION,
    marketplace: spec.locale.marketplace,
    pageType: "search" as const,
    counts,
  };
  if (rows.length === 0) return { kind: "nothing-found", report };
  const keywordInput = firstMatch(doc, spec.keyword);
  const keyword =
    cleanText(keywordInput?.getAttribute("value")) || url.searchParams.get("k") || null;
  const index = url.searchParams.get("i");
  const department = index === "digital-text" ? "kindle" : index === "stripbooks" ? "books" : "all";
  return {
    kind: "search",
    marketplace: spec.locale.marketplace,
    currency: spec.locale.currency,
    keyword,
    department,
    rows,
    report,
  };
}

function readRow(
  element: Element,
  spec: SearchPageSpec,
  asin: string,
  title: string,
  position: number,
): SearchResultRow {
  const { locale } = spec;
  const byline = firstMatch(element, spec.byline);
  const parts = byline ? [...byline.children].map((child) => cleanText(child.textContent)) : [];
  const { byWord } = spec;
  const byAt = byWord ? parts.findIndex((part) => byWord.test(part)) : -1;
  // Without a "by" word (Japan) the byline starts with the authors.
  const hasAuthors = byAt >= 0 || byWord === null;
  const authors: string[] = [];
  let publishedOn: string | null = null;
  for (const part of byAt >= 0 ? parts.slice(byAt + 1) : parts) {
    if (part === "" || part === "|" || part === "," || part === "、" || byWord?.test(part))
      continue;
    const date = readDate(part, locale);
    if (date) publishedOn = date;
    else if (hasAuthors && !/^(and|und|et|e|y|en|i|och|&)$/i.test(part))
      authors.push(part.replace(/[,、]$/, ""));
  }
  const binding = firstText(element, spec.binding);
  const ratingLabel = firstMatch(element, spec.rating);
  const ratingText = ratingLabel?.getAttribute("aria-label") ?? ratingLabel?.textContent ?? null;
  const ratingMatch = ratingText ? spec.ratingPattern.exec(ratingText) : null;
  return {
    asin,
    position,
    title,
    authors,
    format: bindingToFormat(binding),
    binding,
    price: readPrice(firstText(element, spec.price), locale),
    rating: ratingMatch ? readNumber(ratingMatch[1] ?? null, locale) : null,
    reviewCount: readNumber(firstText(element, spec.reviewCount), locale),
    publishedOn,
    sponsored: firstMatch(element, spec.sponsored) !== null,
  };
}
