import { bindingToFormat, isIndependentPublisher } from "@inkforge/domain/research/keepa";
import { cleanText, firstMatch, firstText, readDate, readNumber, readPrice } from "./read-text";
import { PARSERS_VERSION, type ProductPageSpec } from "./spec";
import type { CategoryRank, ProductParse } from "./types";

const ASIN = /^[A-Z0-9]{10}$/;

type DetailRow = { label: string; value: string; element: Element; subRanks: string };

function readDetailRows(doc: Document, spec: ProductPageSpec): DetailRow[] {
  for (const layout of spec.detailRows) {
    const rows = [...doc.querySelectorAll(layout.row)].flatMap((element) => {
      const labelElement = element.querySelector(layout.label);
      if (!labelElement) return [];
      const label = cleanText(labelElement.textContent).replace(/[:\s]+$/, "");
      const whole = cleanText(element.textContent);
      const labelText = cleanText(labelElement.textContent);
      const value = cleanText(
        whole.startsWith(labelText) ? whole.slice(labelText.length) : whole,
      ).replace(/^:\s*/, "");
      return [{ label, value, element, subRanks: layout.subRanks }];
    });
    if (rows.length > 0) return rows;
  }
  return [];
}

/** The book on one product page, or a typed "nothing found" with counts for the report. */
export function parseProductPage(doc: Document, spec: ProductPageSpec, url: URL): ProductParse {
  const { locale } = spec;
  const details = readDetailRows(doc, spec);
  const detail = (label: RegExp) => details.find((row) => label.test(row.label)) ?? null;
  const title = firstText(doc, spec.title);
  const asinFromUrl = /\/(?:dp|gp\/product)\/([A-Z0-9]{10})/.exec(url.pathname)?.[1] ?? null;
  const asinInput = firstMatch(doc, spec.asin)?.getAttribute("value") ?? null;
  const asin = [asinInput, detail(spec.labels.asin)?.value, asinFromUrl].find(
    (value): value is string => !!value && ASIN.test(value),
  );

  const rankRow = detail(spec.labels.salesRank);
  const { salesRank, salesRankCategory, categoryRanks } = readRanks(rankRow, spec);
  const counts = {
    detailRows: details.length,
    title: title ? 1 : 0,
    asin: asin ? 1 : 0,
    salesRank: salesRank === null ? 0 : 1,
    categoryRanks: categoryRanks.length,
  };
  const report = {
    parser: spec.id,
    version: PARSERS_VERSION,
    marketplace: locale.marketplace,
    pageType: "product" as const,
    counts,
  };
  if (!title || !asin) return { kind: "nothing-found", report };

  const binding =
    firstText(doc, spec.binding)
      ?.split(/\s[–-]\s/)[0]
      ?.trim() ?? null;
  const authors = [...doc.querySelectorAll(spec.author.join(", "))].map((a) =>
    cleanText(a.textContent),
  );
  const publisherText = detail(spec.labels.publisher)?.value ?? null;
  // "Independently published (March 3, 2024)": the date in brackets is not part of the name.
  const publisher = publisherText?.replace(/\s*[(;].*$/, "").trim() || null;
  const pagesRow = details.find(
    (row) => spec.labels.pages.test(row.label) && spec.pagesPattern.test(row.value),
  );
  const pagesMatch = pagesRow ? spec.pagesPattern.exec(pagesRow.value) : null;
  const dateText =
    detail(spec.labels.publicationDate)?.value ??
    /\(([^)]+)\)/.exec(publisherText ?? "")?.[1] ??
    null;
  const ratingElement = firstMatch(doc, spec.rating);
  const ratingMatch = spec.ratingPattern.exec(
    ratingElement?.getAttribute("title") ?? cleanText(ratingElement?.textContent),
  );
  return {
    kind: "product",
    marketplace: locale.marketplace,
    currency: locale.currency,
    report,
    product: {
      asin,
      title,
      authors,
      format: bindingToFormat(binding),
      binding,
      price: readPrice(firstText(doc, spec.price), locale),
      pages: pagesMatch ? readNumber(pagesMatch[1] ?? null, locale) : null,
      publisher,
      independent: isIndependentPublisher(publisher, authors),
      publishedOn: readDate(dateText, locale),
      salesRank,
      salesRankCategory,
      categoryRanks,
      rating: ratingMatch ? readNumber(ratingMatch[1] ?? null, locale) : null,
      reviewCount: readNumber(firstText(doc, spec.reviewCount), locale),
    },
  };
}

function readRanks(row: DetailRow | null, spec: ProductPageSpec) {
  if (!row) return { salesRank: null, salesRankCategory: null, categoryRanks: [] };
  const parseRank = (text: string): CategoryRank | null => {
    const match = spec.rankPattern.exec(text);
    const rank = match ? readNumber(match[1] ?? null, spec.locale) : null;
    const category = cleanText(match?.[2]);
    return rank !== null && category ? { rank, category } : null;
  };
  const categoryRanks = [...row.element.querySelectorAll(row.subRanks)]
    .map((item) => parseRank(cleanText(item.textContent)))
    .filter((rank): rank is CategoryRank => rank !== null);
  const main = parseRank(row.value);
  return {
    salesRank: main?.rank ?? null,
    salesRankCategory: main?.category ?? null,
    categoryRanks,
  };
}
