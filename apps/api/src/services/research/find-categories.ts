import { KDP_CATEGORY_RULE } from "@inkforge/domain/kdp/categories";
import {
  buildCategoryFindings,
  CATEGORY_FINDER_NOTES,
  type CategoryFinderQuery,
  type CategoryFinderResult,
  hasSalesCurve,
} from "@inkforge/domain/research/category-finder";
import {
  CURATED_CATEGORY_SOURCE,
  searchCuratedCategories,
} from "@inkforge/domain/research/kindle-categories";
import type { ProductSource } from "./ports";
import { SOURCE_LABELS } from "./source-labels";

/*
 * The Kindle category finder (issue 12, decision 0068): the product source's categories for the
 * words or the ASIN, plus, for words on amazon.com, the curated categories the source did not
 * give, so a thin source still shows the paths an author can pick. Ranks and sales come only from
 * the source. A failing source throws (ResearchSourceFailure) and is never shown as "no results".
 */
export async function findKindleCategories(
  products: ProductSource,
  query: CategoryFinderQuery,
): Promise<CategoryFinderResult> {
  const words = query.words ?? null;
  const asin = query.asin ?? null;
  const answer = await products.findCategories(
    asin !== null ? { domain: query.domain, asin } : { domain: query.domain, words: words ?? "" },
  );
  const curated =
    words === null
      ? []
      : searchCuratedCategories(query.domain, words).map((category) => ({
          ...category,
          topRanks: null,
        }));
  const { findings, curatedCount, total } = buildCategoryFindings({
    domain: query.domain,
    words,
    fromSource: answer.data.filter((category) => category.domain === query.domain),
    curated,
  });
  return {
    domain: query.domain,
    query: { words, asin },
    source: {
      id: answer.source,
      label: SOURCE_LABELS[answer.source],
      asOf: answer.asOf.toISOString(),
    },
    curated: curatedCount > 0 ? { count: curatedCount, source: CURATED_CATEGORY_SOURCE } : null,
    categories: findings,
    total,
    rule: {
      perFormat: KDP_CATEGORY_RULE.perFormat,
      since: KDP_CATEGORY_RULE.since,
      text: KDP_CATEGORY_RULE.text,
      source: KDP_CATEGORY_RULE.source,
    },
    notes: { sales: CATEGORY_FINDER_NOTES.sales, salesAvailable: hasSalesCurve(query.domain) },
  };
}
